import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness';
import { call, createDevice, createPayment, login, signUp } from './helpers';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('restart', () => {
  it('keeps accounts, sessions, devices and payments', async () => {
    const admin = await signUp(server.app, { admin: true });
    const session = await signUp(server.app);
    const device = await createDevice(server.app, session.token, 'Tetap Ada');
    const { payment } = await createPayment(server.app, session.token, device.id, 3);
    await call(server.app, 'PUT', `/api/payments/${payment.id}/status`, {
      token: admin.token,
      body: { status: 'paid' },
    });
    const before = {
      profile: (await call(server.app, 'GET', '/api/users/profile', { token: session.token })).json(),
      devices: (await call(server.app, 'GET', '/api/devices', { token: session.token })).json(),
      payments: (await call(server.app, 'GET', '/api/payments', { token: session.token })).json(),
    };

    const app = await server.restart();

    expect((await call(app, 'GET', '/api/users/profile', { token: session.token })).json()).toEqual(
      before.profile,
    );
    expect((await call(app, 'GET', '/api/devices', { token: session.token })).json()).toEqual(before.devices);
    expect((await call(app, 'GET', '/api/payments', { token: session.token })).json()).toEqual(
      before.payments,
    );
    expect(before.profile.stats).toEqual({ device_count: 1, paid_payments: 1 });
    await login(app, session.registration.email, session.password);
    // A new payment after the restart still gets an amount different from the reserved one.
    const next = await createPayment(app, session.token, device.id, 3);
    expect(next.payment.amount).not.toBe(payment.amount);
  });
});
