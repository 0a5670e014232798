import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness';
import { call, createDevice, createPayment, login, newRegistration, rawCall, signUp } from './helpers';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('GET /api/users/profile', () => {
  it('answers the account and its counters', async () => {
    const admin = await signUp(server.app, { admin: true });
    const session = await signUp(server.app);
    const first = await createDevice(server.app, session.token, 'Satu');
    await createDevice(server.app, session.token, 'Dua');
    const { payment } = await createPayment(server.app, session.token, first.id);
    await createPayment(server.app, session.token, first.id);
    await call(server.app, 'PUT', `/api/payments/${payment.id}/status`, {
      token: admin.token,
      body: { status: 'paid' },
    });

    const response = await call(server.app, 'GET', '/api/users/profile', { token: session.token });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ user: session.user, stats: { device_count: 2, paid_payments: 1 } });
  });

  it('answers 401 without or with a bad token', async () => {
    expect((await call(server.app, 'GET', '/api/users/profile')).statusCode).toBe(401);
    const bad = await call(server.app, 'GET', '/api/users/profile', { token: 'x'.repeat(43) });
    expect(bad.statusCode).toBe(401);
    expect(bad.json()).toEqual({ error: expect.any(String) });
  });
});

describe('PUT /api/users/profile', () => {
  it('updates the profile fields', async () => {
    const session = await signUp(server.app);
    expect((await call(server.app, 'GET', '/api/users/profile', { token: session.token })).statusCode).toBe(
      200,
    );
    const update = {
      fullname: 'Nama Baru',
      whatsapp_number: '628777000111',
      username: 'nama_baru',
      email: 'Nama.Baru@Example.com',
    };
    const response = await call(server.app, 'PUT', '/api/users/profile', {
      token: session.token,
      body: update,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ user: { ...session.user, ...update, email: 'nama.baru@example.com' } });
    const profile = await call(server.app, 'GET', '/api/users/profile', { token: session.token });
    expect(profile.json().user.username).toBe('nama_baru');
    await login(server.app, 'NAMA.BARU@example.com', session.password);
  });

  it('keeps its own username and refuses one taken by another account (409)', async () => {
    const other = await signUp(server.app);
    const session = await signUp(server.app);
    const own = { ...session.registration } as Record<string, string>;
    delete own.password;
    const same = await call(server.app, 'PUT', '/api/users/profile', { token: session.token, body: own });
    expect(same.statusCode).toBe(200);
    const taken = await call(server.app, 'PUT', '/api/users/profile', {
      token: session.token,
      body: { ...own, username: other.registration.username.toUpperCase() },
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toEqual({
      error: 'Username sudah digunakan',
      fields: { username: 'Username sudah digunakan' },
    });
    const takenNumber = await call(server.app, 'PUT', '/api/users/profile', {
      token: session.token,
      body: { ...own, whatsapp_number: other.registration.whatsapp_number },
    });
    expect(takenNumber.json().fields).toEqual({ whatsapp_number: 'Nomor WhatsApp sudah terdaftar' });
  });

  it.each([
    ['fullname', '', 'Nama lengkap wajib diisi'],
    ['fullname', 'A', 'Nama lengkap minimal 2 karakter'],
    ['whatsapp_number', '', 'Nomor WhatsApp wajib diisi'],
    ['whatsapp_number', '0812345678', 'Nomor WhatsApp harus berisi 8-15 digit dengan kode negara'],
    ['username', '', 'Username wajib diisi'],
    ['username', 'ab', 'Username minimal 3 karakter'],
    ['username', 'a b c', 'Username hanya boleh mengandung huruf, angka, dan underscore'],
    ['email', '', 'Email wajib diisi'],
    ['email', 'a@b', 'Format email tidak valid'],
  ])('refuses %s = %j with “%s”', async (field, value, message) => {
    const session = await signUp(server.app);
    const { password: _, ...profile } = newRegistration();
    const response = await call(server.app, 'PUT', '/api/users/profile', {
      token: session.token,
      body: { ...profile, [field]: value },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: message, fields: { [field]: message } });
  });

  it('changes the password and ends the other sessions only', async () => {
    const session = await signUp(server.app);
    const otherToken = await login(server.app, session.registration.username, session.password);
    expect((await call(server.app, 'GET', '/api/users/profile', { token: otherToken })).statusCode).toBe(200);
    const response = await call(server.app, 'PUT', '/api/users/profile', {
      token: session.token,
      body: { currentPassword: session.password, newPassword: 'passwordBaru9' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'Password berhasil diperbarui' });
    expect((await call(server.app, 'GET', '/api/users/profile', { token: session.token })).statusCode).toBe(
      200,
    );
    expect((await call(server.app, 'GET', '/api/users/profile', { token: otherToken })).statusCode).toBe(401);
    const old = await call(server.app, 'POST', '/api/auth/login', {
      body: { username: session.registration.username, password: session.password },
    });
    expect(old.statusCode).toBe(400);
    await login(server.app, session.registration.username, 'passwordBaru9');
  });

  it('refuses a wrong current password', async () => {
    const session = await signUp(server.app);
    const response = await call(server.app, 'PUT', '/api/users/profile', {
      token: session.token,
      body: { currentPassword: 'bukan-ini', newPassword: 'passwordBaru9' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: 'Password saat ini salah',
      fields: { currentPassword: 'Password saat ini salah' },
    });
  });

  it.each([
    [
      { currentPassword: '', newPassword: '' },
      { currentPassword: 'Password saat ini wajib diisi', newPassword: 'Password baru wajib diisi' },
    ],
    [{ currentPassword: 'x', newPassword: '12345' }, { newPassword: 'Password baru minimal 6 karakter' }],
    [{ newPassword: 'abcdefg' }, { currentPassword: 'Password saat ini wajib diisi' }],
  ])('validates the password change %j', async (body, fields) => {
    const session = await signUp(server.app);
    const response = await call(server.app, 'PUT', '/api/users/profile', { token: session.token, body });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual(fields);
  });

  it('answers 401 without a token, 400 to malformed JSON and wrong types', async () => {
    expect((await call(server.app, 'PUT', '/api/users/profile', { body: {} })).statusCode).toBe(401);
    const session = await signUp(server.app);
    expect(
      (await rawCall(server.app, 'PUT', '/api/users/profile', '{"fullname":', session.token)).statusCode,
    ).toBe(400);
    const wrong = await call(server.app, 'PUT', '/api/users/profile', {
      token: session.token,
      body: { fullname: 1, whatsapp_number: 2, username: 3, email: 4 },
    });
    expect(wrong.statusCode).toBe(400);
    expect(Object.keys(wrong.json().fields)).toHaveLength(4);
    const huge = await call(server.app, 'PUT', '/api/users/profile', {
      token: session.token,
      body: { fullname: 'x'.repeat(1_100_000) },
    });
    expect(huge.statusCode).toBe(413);
  });
});
