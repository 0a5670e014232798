import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness';
import { call, signUp } from './helpers';

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
