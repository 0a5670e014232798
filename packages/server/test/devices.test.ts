import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness';
import { call, createDevice, createPayment, rawCall, signUp } from './helpers';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('devices', () => {
  it('creates devices and lists only the caller’s, newest first', async () => {
    const session = await signUp(server.app);
    const other = await signUp(server.app);
    await createDevice(server.app, other.token, 'Milik orang lain');
    const response = await call(server.app, 'POST', '/api/devices', {
      token: session.token,
      body: { name: '  HP Kantor ' },
    });
    expect(response.statusCode).toBe(201);
    const { device } = response.json();
    expect(device).toEqual({
      id: expect.stringMatching(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/),
      name: 'HP Kantor',
      api_key: expect.stringMatching(/^[0-9a-f]{48}$/),
      created_at: expect.any(String),
      expired_at: null,
      connected: false,
      phone: null,
      plan_exempt: false,
    });
    const second = await createDevice(server.app, session.token, 'HP Toko');
    const list = await call(server.app, 'GET', '/api/devices', { token: session.token });
    expect(list.statusCode).toBe(200);
    expect(list.json().devices.map((d: { id: string }) => d.id)).toEqual([second.id, device.id]);
  });

  it("marks an admin's devices as needing no plan, and follows a role change", async () => {
    const admin = await signUp(server.app, { admin: true });
    const device = await createDevice(server.app, admin.token, 'Nomor verifikasi');
    expect(device).toMatchObject({ expired_at: null, plan_exempt: true });
    const listed = async () =>
      (await call(server.app, 'GET', '/api/devices', { token: admin.token })).json().devices[0].plan_exempt;
    expect(await listed()).toBe(true);
    await signUp(server.app, { admin: true });
    await server.app.ctx.services.users.setRole(admin.user.id, 'user');
    expect(await listed()).toBe(false);
  });

  it('shows the WhatsApp state the gateway reports', async () => {
    const session = await signUp(server.app);
    const device = await createDevice(server.app, session.token);
    const previous = server.app.ctx.deviceState;
    server.app.ctx.deviceState = (id) =>
      id === device.id ? { connected: true, phone: '6281111111' } : { connected: false, phone: null };
    try {
      const list = await call(server.app, 'GET', '/api/devices', { token: session.token });
      expect(list.json().devices[0]).toMatchObject({ connected: true, phone: '6281111111' });
    } finally {
      server.app.ctx.deviceState = previous;
    }
  });

  it('validates the name', async () => {
    const session = await signUp(server.app);
    for (const body of [{ name: '' }, { name: '   ' }, {}, { name: 5 }]) {
      const response = await call(server.app, 'POST', '/api/devices', { token: session.token, body });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        error: 'Nama device wajib diisi',
        fields: { name: 'Nama device wajib diisi' },
      });
    }
    expect((await rawCall(server.app, 'POST', '/api/devices', '{"name"', session.token)).statusCode).toBe(
      400,
    );
    const huge = await call(server.app, 'POST', '/api/devices', {
      token: session.token,
      body: { name: 'x'.repeat(1_100_000) },
    });
    expect(huge.statusCode).toBe(413);
  });

  it('answers 401 without or with a bad token', async () => {
    for (const [method, url] of [
      ['GET', '/api/devices'],
      ['POST', '/api/devices'],
      ['DELETE', '/api/devices/00000000-0000-4000-8000-000000000000'],
    ] as const) {
      expect(
        (await call(server.app, method, url, { body: method === 'POST' ? { name: 'x' } : undefined }))
          .statusCode,
      ).toBe(401);
      expect((await call(server.app, method, url, { token: 'salah' })).statusCode).toBe(401);
    }
  });

  it('deletes a device: 404 for another user’s, pending payments fail, history keeps the name', async () => {
    const session = await signUp(server.app);
    const other = await signUp(server.app);
    const device = await createDevice(server.app, session.token, 'Akan Dihapus');
    const { payment } = await createPayment(server.app, session.token, device.id);
    const deleted: string[] = [];
    const previous = server.app.ctx.onDeviceDeleted;
    server.app.ctx.onDeviceDeleted = (id) => {
      deleted.push(id);
    };
    try {
      const foreign = await call(server.app, 'DELETE', `/api/devices/${device.id}`, { token: other.token });
      expect(foreign.statusCode).toBe(404);
      expect(foreign.json()).toEqual({ error: 'Device tidak ditemukan' });
      expect(
        (await call(server.app, 'DELETE', '/api/devices/bukan-uuid', { token: session.token })).statusCode,
      ).toBe(404);

      const response = await call(server.app, 'DELETE', `/api/devices/${device.id}`, {
        token: session.token,
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ message: 'Device berhasil dihapus' });
      expect(deleted).toEqual([device.id]);
    } finally {
      server.app.ctx.onDeviceDeleted = previous;
    }
    expect((await call(server.app, 'GET', '/api/devices', { token: session.token })).json().devices).toEqual(
      [],
    );
    const payments = (await call(server.app, 'GET', '/api/payments', { token: session.token })).json()
      .payments;
    expect(payments).toEqual([
      expect.objectContaining({
        id: payment.id,
        status: 'failed',
        device_id: null,
        device: null,
        device_name: 'Akan Dihapus',
        device_api_key: null,
      }),
    ]);
    expect(
      (await call(server.app, 'DELETE', `/api/devices/${device.id}`, { token: session.token })).statusCode,
    ).toBe(404);
  });
});

describe('free trial', () => {
  it('gives a new device FREE_TRIAL_DAYS of validity', async () => {
    const trial = await startTestServer({ FREE_TRIAL_DAYS: '3' });
    try {
      const session = await signUp(trial.app);
      const device = await createDevice(trial.app, session.token);
      const days = (Date.parse(device.expired_at as string) - Date.now()) / 86_400_000;
      expect(days).toBeGreaterThan(2.99);
      expect(days).toBeLessThanOrEqual(3);
    } finally {
      await trial.close();
    }
  });
});
