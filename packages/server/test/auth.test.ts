import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness';
import { call, login, newRegistration, rawCall, signUp } from './helpers';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ WA_ADMIN_NUMBER: '6289900001111', VERIFY_KEYWORD: 'Register Wuz' });
});
afterAll(() => server.close());

describe('POST /api/auth/register', () => {
  it('creates an account and answers its WhatsApp verification data', async () => {
    const registration = newRegistration({ email: 'Budi.Santoso@Example.com' });
    const response = await call(server.app, 'POST', '/api/auth/register', { body: registration });
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body.success).toBe(true);
    expect(body.data.user).toEqual({
      id: expect.any(Number),
      fullname: registration.fullname,
      username: registration.username,
      email: 'budi.santoso@example.com',
      whatsapp_number: registration.whatsapp_number,
    });
    expect(body.data.verification_code).toMatch(/^\d{6}$/);
    expect(body.data.admin_whatsapp).toBe('6289900001111');
    expect(body.data.keyword).toBe('Register Wuz');
    expect(body.data.user).not.toHaveProperty('password');
  });

  it.each([
    ['fullname', '', 'Nama lengkap wajib diisi'],
    ['fullname', ' A ', 'Nama lengkap minimal 2 karakter'],
    ['whatsapp_number', '', 'Nomor WhatsApp wajib diisi'],
    ['whatsapp_number', '08123456789', 'Nomor WhatsApp harus berisi 8-15 digit dengan kode negara'],
    ['whatsapp_number', '6281', 'Nomor WhatsApp harus berisi 8-15 digit dengan kode negara'],
    ['username', '', 'Username wajib diisi'],
    ['username', 'ab', 'Username minimal 3 karakter'],
    ['username', 'budi!', 'Username hanya boleh mengandung huruf, angka, dan underscore'],
    ['email', '', 'Email wajib diisi'],
    ['email', 'budi@', 'Format email tidak valid'],
    ['password', '', 'Password wajib diisi'],
    ['password', '12345', 'Password minimal 6 karakter'],
  ])('refuses %s = %j with “%s”', async (field, value, message) => {
    const response = await call(server.app, 'POST', '/api/auth/register', {
      body: { ...newRegistration(), [field]: value },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: message, fields: { [field]: message } });
  });

  it('names the field already taken (409), case-insensitively for username and e-mail', async () => {
    const first = newRegistration();
    expect((await call(server.app, 'POST', '/api/auth/register', { body: first })).statusCode).toBe(201);
    const cases = [
      [{ username: first.username.toUpperCase() }, 'username', 'Username sudah digunakan'],
      [{ email: first.email.toUpperCase() }, 'email', 'Email sudah terdaftar'],
      [{ whatsapp_number: first.whatsapp_number }, 'whatsapp_number', 'Nomor WhatsApp sudah terdaftar'],
    ] as const;
    for (const [overrides, field, message] of cases) {
      const response = await call(server.app, 'POST', '/api/auth/register', {
        body: newRegistration(overrides),
      });
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({ error: message, fields: { [field]: message } });
    }
  });

  it('answers 400, not 500, to malformed JSON and wrong types', async () => {
    const malformed = await rawCall(server.app, 'POST', '/api/auth/register', '{"fullname": "Budi",');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().error).toEqual(expect.any(String));
    const wrongTypes = await call(server.app, 'POST', '/api/auth/register', {
      body: { fullname: 12, whatsapp_number: [], username: {}, email: null, password: true },
    });
    expect(wrongTypes.statusCode).toBe(400);
    expect(Object.keys(wrongTypes.json().fields).sort()).toEqual([
      'email',
      'fullname',
      'password',
      'username',
      'whatsapp_number',
    ]);
    const notAnObject = await rawCall(server.app, 'POST', '/api/auth/register', '[1,2]');
    expect(notAnObject.statusCode).toBe(400);
  });

  it('answers 413 JSON to an oversized body', async () => {
    const response = await call(server.app, 'POST', '/api/auth/register', {
      body: { ...newRegistration(), fullname: 'x'.repeat(2 * 1024 * 1024) },
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ error: 'Ukuran data terlalu besar' });
  });
});

describe('POST /api/auth/login', () => {
  it('accepts the username or the e-mail, case-insensitively', async () => {
    const { registration } = await signUp(server.app);
    for (const identifier of [
      registration.username,
      registration.username.toUpperCase(),
      registration.email.toUpperCase(),
    ]) {
      const response = await call(server.app, 'POST', '/api/auth/login', {
        body: { username: identifier, password: registration.password },
      });
      expect(response.statusCode).toBe(200);
      const body = response.json();
      expect(body.token).toMatch(/^[\w-]{43}$/);
      expect(body.user).toEqual({
        id: expect.any(Number),
        fullname: registration.fullname,
        username: registration.username,
        email: registration.email,
        whatsapp_number: registration.whatsapp_number,
        role: 'user',
        created_at: expect.any(String),
      });
    }
  });

  it('answers the same 400 to a wrong password and an unknown account', async () => {
    const { registration } = await signUp(server.app);
    const wrongPassword = await call(server.app, 'POST', '/api/auth/login', {
      body: { username: registration.username, password: 'salah123' },
    });
    const unknown = await call(server.app, 'POST', '/api/auth/login', {
      body: { username: 'tidak_ada', password: 'salah123' },
    });
    for (const response of [wrongPassword, unknown]) {
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ error: 'Username/email atau password salah' });
    }
  });

  it('refuses an unverified account with 403 and its verification data', async () => {
    const registration = newRegistration();
    const registered = (await call(server.app, 'POST', '/api/auth/register', { body: registration })).json();
    const response = await call(server.app, 'POST', '/api/auth/login', {
      body: { username: registration.email, password: registration.password },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({
      error: expect.stringContaining('belum diverifikasi'),
      verification_code: registered.data.verification_code,
      whatsapp_number: registration.whatsapp_number,
      admin_whatsapp: '6289900001111',
      keyword: 'Register Wuz',
    });
    // A wrong password does not reveal the verification data.
    const wrong = await call(server.app, 'POST', '/api/auth/login', {
      body: { username: registration.email, password: 'bukan-ini' },
    });
    expect(wrong.statusCode).toBe(400);
  });

  it('completes the verification by WhatsApp number and code, then lets the account in', async () => {
    const registration = newRegistration();
    const registered = (await call(server.app, 'POST', '/api/auth/register', { body: registration })).json();
    const users = server.app.ctx.users;
    expect(await users.verifyByWhatsapp(registration.whatsapp_number, '000000x')).toBeUndefined();
    const verified = await users.verifyByWhatsapp(
      `+${registration.whatsapp_number}`,
      registered.data.verification_code,
    );
    expect(verified?.verified).toBe(1);
    await login(server.app, registration.username, registration.password);
  });

  it.each([
    [
      { username: '', password: '' },
      { username: 'Username wajib diisi', password: 'Password wajib diisi' },
    ],
    [{ username: '   ', password: 'x' }, { username: 'Username wajib diisi' }],
    [{}, { username: 'Username wajib diisi', password: 'Password wajib diisi' }],
  ])('validates %j', async (body, fields) => {
    const response = await call(server.app, 'POST', '/api/auth/login', { body });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual(fields);
  });

  it('answers 400 to malformed JSON', async () => {
    const response = await rawCall(server.app, 'POST', '/api/auth/login', '{username:');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toHaveProperty('error');
  });
});

describe('POST /api/auth/logout', () => {
  it('revokes the token', async () => {
    const { token } = await signUp(server.app);
    expect((await call(server.app, 'GET', '/api/users/profile', { token })).statusCode).toBe(200);
    const response = await call(server.app, 'POST', '/api/auth/logout', { token });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: expect.any(String) });
    expect((await call(server.app, 'GET', '/api/users/profile', { token })).statusCode).toBe(401);
  });

  it('answers 401 without a token or with a bad one', async () => {
    expect((await call(server.app, 'POST', '/api/auth/logout')).statusCode).toBe(401);
    const bad = await call(server.app, 'POST', '/api/auth/logout', { token: 'bukan-token' });
    expect(bad.statusCode).toBe(401);
    expect(bad.json()).toEqual({ error: expect.any(String) });
  });
});

describe('forgot and reset password (outbox when SMTP is not set)', () => {
  const outboxLink = async (email: string) => {
    const mail = await server.app.ctx.database.db
      .selectFrom('outbox')
      .selectAll()
      .where('to_address', '=', email)
      .orderBy('id', 'desc')
      .executeTakeFirst();
    return mail?.body.match(/\/reset-password\?token=([\w-]+)/)?.[1];
  };
  const waitForLink = async (email: string) => {
    for (let i = 0; i < 50; i++) {
      const token = await outboxLink(email);
      if (token) return token;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    throw new Error('no reset e-mail');
  };

  it('answers the same message for a known and an unknown address', async () => {
    const { registration } = await signUp(server.app);
    const known = await call(server.app, 'POST', '/api/auth/forgot-password', {
      body: { email: registration.email },
    });
    const unknown = await call(server.app, 'POST', '/api/auth/forgot-password', {
      body: { email: 'tidak.ada@example.com' },
    });
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(known.json()).toEqual(unknown.json());
    expect(await waitForLink(registration.email)).toBeTruthy();
    expect(await outboxLink('tidak.ada@example.com')).toBeUndefined();
  });

  it.each([
    [{ email: '' }, 'Email wajib diisi'],
    [{ email: 'bukan-email' }, 'Format email tidak valid'],
  ])('validates %j', async (body, message) => {
    const response = await call(server.app, 'POST', '/api/auth/forgot-password', { body });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: message, fields: { email: message } });
  });

  it('resets once with the mailed token and ends every session', async () => {
    const { registration, token } = await signUp(server.app);
    await call(server.app, 'POST', '/api/auth/forgot-password', { body: { email: registration.email } });
    const resetToken = await waitForLink(registration.email);

    const tooShort = await call(server.app, 'POST', '/api/auth/reset-password', {
      body: { token: resetToken, password: '123' },
    });
    expect(tooShort.json()).toEqual({
      error: 'Password minimal 6 karakter',
      fields: { password: 'Password minimal 6 karakter' },
    });

    const reset = await call(server.app, 'POST', '/api/auth/reset-password', {
      body: { token: resetToken, password: 'passwordBaru1' },
    });
    expect(reset.statusCode).toBe(200);
    expect(reset.json()).toEqual({ message: expect.any(String) });
    expect((await call(server.app, 'GET', '/api/users/profile', { token })).statusCode).toBe(401);
    await login(server.app, registration.username, 'passwordBaru1');

    const again = await call(server.app, 'POST', '/api/auth/reset-password', {
      body: { token: resetToken, password: 'passwordLain1' },
    });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ error: expect.stringContaining('tidak valid') });
  });

  it('refuses an unknown or expired token', async () => {
    const { registration } = await signUp(server.app);
    await call(server.app, 'POST', '/api/auth/forgot-password', { body: { email: registration.email } });
    const resetToken = await waitForLink(registration.email);
    await server.app.ctx.database.db
      .updateTable('password_resets')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .execute();
    for (const token of [resetToken, 'token-palsu']) {
      const response = await call(server.app, 'POST', '/api/auth/reset-password', {
        body: { token, password: 'passwordBaru1' },
      });
      expect(response.statusCode).toBe(400);
    }
  });
});

describe('rate limits', () => {
  let limited: TestServer;
  beforeAll(async () => {
    limited = await startTestServer({ RATE_LIMIT_MAX: '4', RATE_LIMIT_ACCOUNT_MAX: '2' });
  });
  afterAll(() => limited.close());

  it('limits login attempts per account, then per IP, with 429 in Indonesian', async () => {
    const attempt = (username: string) =>
      call(limited.app, 'POST', '/api/auth/login', { body: { username, password: 'salah123' } });
    expect((await attempt('korban')).statusCode).toBe(400);
    expect((await attempt('KORBAN')).statusCode).toBe(400);
    const third = await attempt('korban');
    expect(third.statusCode).toBe(429);
    expect(third.json().error).toMatch(/^Terlalu banyak percobaan/);
    // Another account from the same IP still has one try before the per-IP limit of 4.
    expect((await attempt('lainnya')).statusCode).toBe(400);
    expect((await attempt('ketiga')).statusCode).toBe(429);
    // Registration has its own budget.
    const register = await call(limited.app, 'POST', '/api/auth/register', { body: newRegistration() });
    expect(register.statusCode).toBe(201);
  });

  it('counts an account once whether it is named by username or e-mail, from any IP', async () => {
    const registration = newRegistration();
    const registered = await limited.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      remoteAddress: '10.0.0.1',
      payload: registration,
    });
    expect(registered.statusCode).toBe(201);
    const attempt = (username: string, remoteAddress: string) =>
      limited.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        remoteAddress,
        payload: { username, password: 'salah123' },
      });
    expect((await attempt(registration.username, '10.0.0.2')).statusCode).toBe(400);
    expect((await attempt(registration.email.toUpperCase(), '10.0.0.3')).statusCode).toBe(400);
    expect((await attempt(registration.username, '10.0.0.4')).statusCode).toBe(429);
  });
});
