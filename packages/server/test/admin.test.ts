import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness';
import { call, createDevice, newRegistration, type Session, signUp } from './helpers';

let server: TestServer;
let admin: Session;
beforeAll(async () => {
  server = await startTestServer();
  admin = await signUp(server.app, { admin: true });
});
afterAll(() => server.close());

describe('admin account API', () => {
  it('lists accounts with their verified flag and device count, filtered', async () => {
    const member = await signUp(server.app, { overrides: { fullname: 'Siti Aminah' } });
    await createDevice(server.app, member.token);
    await createDevice(server.app, member.token);
    const pending = newRegistration({ fullname: 'Belum Verifikasi' });
    await call(server.app, 'POST', '/api/auth/register', { body: pending });

    const all = await call(server.app, 'GET', '/api/admin/users', { token: admin.token });
    expect(all.statusCode).toBe(200);
    const users = all.json().users;
    expect(users[0].username).toBe(pending.username);
    expect(users.find((u: { id: number }) => u.id === member.user.id)).toEqual({
      ...member.user,
      verified: true,
      device_count: 2,
    });

    const search = await call(server.app, 'GET', '/api/admin/users?search=siti', { token: admin.token });
    expect(search.json().users.map((u: { id: number }) => u.id)).toEqual([member.user.id]);
    const unverified = await call(server.app, 'GET', '/api/admin/users?verified=false', {
      token: admin.token,
    });
    expect(unverified.json().users.map((u: { username: string }) => u.username)).toEqual([pending.username]);
    const admins = await call(server.app, 'GET', '/api/admin/users?role=admin&verified=', {
      token: admin.token,
    });
    expect(admins.json().users.map((u: { id: number }) => u.id)).toEqual([admin.user.id]);
    const wildcard = await call(server.app, 'GET', '/api/admin/users?search=%25', { token: admin.token });
    expect(wildcard.json().users).toEqual([]);
    expect(
      (await call(server.app, 'GET', '/api/admin/users?role=raja', { token: admin.token })).statusCode,
    ).toBe(400);
  });

  it('verifies an account by hand', async () => {
    const registration = newRegistration();
    const { data } = (await call(server.app, 'POST', '/api/auth/register', { body: registration })).json();
    const response = await call(server.app, 'POST', `/api/admin/users/${data.user.id}/verify`, {
      token: admin.token,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().user).toMatchObject({ id: data.user.id, verified: true, device_count: 0 });
    const loginResponse = await call(server.app, 'POST', '/api/auth/login', {
      body: { username: registration.username, password: registration.password },
    });
    expect(loginResponse.statusCode).toBe(200);
    expect(
      (await call(server.app, 'POST', '/api/admin/users/999999/verify', { token: admin.token })).statusCode,
    ).toBe(404);
    expect(
      (await call(server.app, 'POST', '/api/admin/users/abc/verify', { token: admin.token })).statusCode,
    ).toBe(400);
  });

  it('changes roles but never demotes the last admin', async () => {
    const member = await signUp(server.app);
    const promoted = await call(server.app, 'PUT', `/api/admin/users/${member.user.id}/role`, {
      token: admin.token,
      body: { role: 'admin' },
    });
    expect(promoted.json().user.role).toBe('admin');
    // The promoted account now reaches admin routes.
    expect((await call(server.app, 'GET', '/api/admin/users', { token: member.token })).statusCode).toBe(200);
    const demoted = await call(server.app, 'PUT', `/api/admin/users/${member.user.id}/role`, {
      token: admin.token,
      body: { role: 'user' },
    });
    expect(demoted.json().user.role).toBe('user');
    // Takes effect at once for the demoted account's open session.
    expect((await call(server.app, 'GET', '/api/admin/users', { token: member.token })).statusCode).toBe(403);
    const last = await call(server.app, 'PUT', `/api/admin/users/${admin.user.id}/role`, {
      token: admin.token,
      body: { role: 'user' },
    });
    expect(last.statusCode).toBe(409);
    expect(last.json().error).toContain('Admin terakhir');
    const invalid = await call(server.app, 'PUT', `/api/admin/users/${member.user.id}/role`, {
      token: admin.token,
      body: { role: 'raja' },
    });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().fields).toEqual({ role: 'Role harus user atau admin' });
  });

  it('refuses non-admins with 403 and guests with 401', async () => {
    const member = await signUp(server.app);
    const routes = [
      ['GET', '/api/admin/users', undefined],
      ['POST', `/api/admin/users/${member.user.id}/verify`, undefined],
      ['PUT', `/api/admin/users/${member.user.id}/role`, { role: 'admin' }],
    ] as const;
    for (const [method, url, body] of routes) {
      const forbidden = await call(server.app, method, url, { token: member.token, body });
      expect(forbidden.statusCode).toBe(403);
      expect(forbidden.json()).toEqual({ error: expect.any(String) });
      expect((await call(server.app, method, url, { body })).statusCode).toBe(401);
    }
    const me = (await call(server.app, 'GET', '/api/users/profile', { token: member.token })).json();
    expect(me.user.role).toBe('user');
  });
});

describe('first admin from the environment', () => {
  it('is created once at start-up, verified, and can log in', async () => {
    const env = {
      ADMIN_USERNAME: 'pemilik',
      ADMIN_EMAIL: 'pemilik@example.com',
      ADMIN_PASSWORD: 'adminRahasia1',
      ADMIN_FULLNAME: 'Pemilik Wuz',
      ADMIN_WHATSAPP: '6285555555555',
    };
    const seeded = await startTestServer(env);
    try {
      const login = await call(seeded.app, 'POST', '/api/auth/login', {
        body: { username: 'PEMILIK@example.com', password: 'adminRahasia1' },
      });
      expect(login.statusCode).toBe(200);
      expect(login.json().user).toMatchObject({
        username: 'pemilik',
        role: 'admin',
        fullname: 'Pemilik Wuz',
      });
      await seeded.restart();
      const count = await seeded.app.ctx.services.users.adminCount();
      expect(count).toBe(1);
    } finally {
      await seeded.close();
    }
  });
});
