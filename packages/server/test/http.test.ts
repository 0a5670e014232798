import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness';
import { call, newRegistration, rawCall, signUp } from './helpers';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ APP_URL: 'https://wuz.example.com' });
});
afterAll(() => server.close());

describe('HTTP behaviour', () => {
  it('serves the OpenAPI document and Swagger UI from npm at /api/docs', async () => {
    const ui = await server.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(ui.statusCode).toBe(200);
    expect(ui.headers['content-type']).toContain('text/html');
    const doc = await server.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(doc.statusCode).toBe(200);
    const paths = Object.keys(doc.json().paths);
    for (const path of [
      '/api/auth/login',
      '/api/auth/register',
      '/api/users/profile',
      '/api/devices',
      '/api/devices/{id}',
      '/api/payments/create',
      '/api/payments/{id}/status',
      '/api/admin/users',
    ]) {
      expect(paths).toContain(path);
    }
    const login = doc.json().paths['/api/auth/login'].post;
    expect(Object.keys(login.requestBody.content['application/json'].schema.properties)).toEqual([
      'username',
      'password',
    ]);
  });

  it('sends security headers with a CSP', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it('allows cross-origin calls only from APP_URL', async () => {
    const preflight = (origin: string) =>
      server.app.inject({
        method: 'OPTIONS',
        url: '/api/devices',
        headers: { origin, 'access-control-request-method': 'GET' },
      });
    expect((await preflight('https://wuz.example.com')).headers['access-control-allow-origin']).toBe(
      'https://wuz.example.com',
    );
    expect(
      (await preflight('https://jahat.example.com')).headers['access-control-allow-origin'],
    ).toBeUndefined();
  });

  it('answers JSON 404 for unknown API paths and a non-JSON body with 415', async () => {
    const missing = await server.app.inject({ method: 'POST', url: '/api/tidak-ada' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ error: expect.any(String) });
    const session = await signUp(server.app);
    const text = await server.app.inject({
      method: 'POST',
      url: '/api/devices',
      payload: 'name=HP',
      headers: { 'content-type': 'text/plain', authorization: `Bearer ${session.token}` },
    });
    expect(text.statusCode).toBeGreaterThanOrEqual(400);
    expect(text.statusCode).toBeLessThan(500);
    expect(text.json()).toEqual({ error: expect.any(String) });
  });

  it('answers 401 to an expired session', async () => {
    const session = await signUp(server.app);
    await server.app.ctx.database.db
      .updateTable('sessions')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('user_id', '=', session.user.id)
      .execute();
    expect((await call(server.app, 'GET', '/api/devices', { token: session.token })).statusCode).toBe(401);
  });
});

/** Every JSON-body route of the dashboard API, with the role it needs. */
const bodyRoutes = [
  ['POST', '/api/auth/login', 'guest'],
  ['POST', '/api/auth/register', 'guest'],
  ['POST', '/api/auth/forgot-password', 'guest'],
  ['POST', '/api/auth/reset-password', 'guest'],
  ['PUT', '/api/users/profile', 'user'],
  ['POST', '/api/devices', 'user'],
  ['POST', '/api/payments/create', 'user'],
  ['PUT', '/api/payments/1/status', 'admin'],
  ['PUT', '/api/admin/users/1/role', 'admin'],
] as const;

const authenticatedRoutes = [
  ['POST', '/api/auth/logout'],
  ['GET', '/api/users/profile'],
  ['PUT', '/api/users/profile'],
  ['GET', '/api/devices'],
  ['POST', '/api/devices'],
  ['DELETE', '/api/devices/00000000-0000-4000-8000-000000000000'],
  ['GET', '/api/payments'],
  ['GET', '/api/payments/bank-info'],
  ['POST', '/api/payments/create'],
  ['PUT', '/api/payments/1/status'],
  ['GET', '/api/admin/users'],
  ['POST', '/api/admin/users/1/verify'],
  ['PUT', '/api/admin/users/1/role'],
] as const;

describe('text PostgreSQL cannot store', () => {
  it('refuses U+0000 in a body, a path or a query with 400 on both databases, and keeps what was saved', async () => {
    const session = await signUp(server.app);
    const refused = { error: 'Data mengandung karakter yang tidak diizinkan' };
    const register = await call(server.app, 'POST', '/api/auth/register', {
      body: newRegistration({ fullname: 'Budi\u0000Santoso' }),
    });
    expect(register.statusCode).toBe(400);
    expect(register.json()).toEqual(refused);
    const update = await call(server.app, 'PUT', '/api/users/profile', {
      token: session.token,
      body: { ...session.registration, fullname: 'Nama\u0000Baru' },
    });
    expect(update.statusCode).toBe(400);
    expect(update.json()).toEqual(refused);
    const login = await call(server.app, 'POST', '/api/auth/login', {
      body: { username: 'budi\u0000', password: 'rahasia' },
    });
    expect(login.json()).toEqual(refused);
    const path = await call(server.app, 'GET', '/api/devices/%00/webhook', { token: session.token });
    expect([path.statusCode, path.json()]).toEqual([400, refused]);
    const profile = await call(server.app, 'GET', '/api/users/profile', { token: session.token });
    expect(profile.json().user.fullname).toBe(session.registration.fullname);
  });
});

describe('every route', () => {
  it('answers 400 JSON to malformed JSON, a non-object body and wrong types, and 413 to an oversized body', async () => {
    const admin = await signUp(server.app, { admin: true });
    for (const [method, url, role] of bodyRoutes) {
      const token = role === 'guest' ? undefined : admin.token;
      for (const payload of [
        '{"a":',
        '"teks"',
        '[1,2,3]',
        'null',
        '{"username":1,"name":[],"status":{},"role":7}',
      ]) {
        const response = await rawCall(server.app, method, url, payload, token);
        expect(response.statusCode, `${method} ${url} ${payload}`).toBe(400);
        expect(response.json().error, `${method} ${url} ${payload}`).toEqual(expect.any(String));
      }
      const huge = await rawCall(
        server.app,
        method,
        url,
        JSON.stringify({ x: 'x'.repeat(1_100_000) }),
        token,
      );
      expect(huge.statusCode, `${method} ${url}`).toBe(413);
      expect(huge.json()).toEqual({ error: 'Ukuran data terlalu besar' });
    }
  });

  it('answers 401 without a token, with a malformed header and with an unknown token', async () => {
    for (const [method, url] of authenticatedRoutes) {
      for (const authorization of [undefined, 'Token abc', 'Bearer', `Bearer ${'a'.repeat(43)}`]) {
        const response = await server.app.inject({
          method,
          url,
          headers: authorization ? { authorization } : {},
        });
        expect(response.statusCode, `${method} ${url} ${authorization}`).toBe(401);
        expect(response.json()).toEqual({ error: expect.any(String) });
      }
    }
  });
});
