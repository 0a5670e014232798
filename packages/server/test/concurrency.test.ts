import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness';
import { call, createDevice, createPayment, type Session, signUp } from './helpers';

// Requests that arrive together. On PostgreSQL they run in parallel transactions; SQLite runs one at a time.
let server: TestServer;
let admin: Session;
beforeAll(async () => {
  server = await startTestServer();
  admin = await signUp(server.app, { admin: true });
});
afterAll(() => server.close());

const day = 86_400_000;
const durations: Record<number, number> = { 1: 14, 2: 30, 3: 90, 4: 180, 5: 365 };

describe('requests at the same time', () => {
  it('confirming several payments of one device at once counts every plan', async () => {
    const owner = await signUp(server.app);
    const device = await createDevice(server.app, owner.token);
    const payments = [];
    for (const productId of [1, 2, 3, 1, 2, 3, 1, 2])
      payments.push((await createPayment(server.app, owner.token, device.id, productId)).payment);

    const answers = await Promise.all(
      payments.map((payment) =>
        call(server.app, 'PUT', `/api/payments/${payment.id}/status`, {
          token: admin.token,
          body: { status: 'paid' },
        }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(payments.map(() => 200));

    const paid = answers
      .map((answer) => answer.json().payment)
      .map((payment) => ({ at: Date.parse(payment.paid_at), days: durations[payment.product.id]! }))
      .sort((a, b) => a.at - b.at);
    let end = 0;
    for (const plan of paid) end = Math.max(plan.at, end) + plan.days * day;
    const listed = (await call(server.app, 'GET', '/api/devices', { token: owner.token })).json().devices;
    expect(Date.parse(listed[0].expired_at)).toBe(end);
  });

  it('demoting two admins at once keeps one of them', async () => {
    const second = await signUp(server.app, { admin: true });
    const others = (await call(server.app, 'GET', '/api/admin/users', { token: admin.token }))
      .json()
      .users.filter((user: { role: string; id: number }) => user.role === 'admin')
      .filter((user: { id: number }) => user.id !== admin.user.id && user.id !== second.user.id);
    expect(others).toEqual([]);

    const answers = await Promise.all(
      [admin, second].map((session) =>
        call(server.app, 'PUT', `/api/admin/users/${session.user.id}/role`, {
          token: session.token,
          body: { role: 'user' },
        }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const kept = answers.findIndex((answer) => answer.statusCode === 409);
    const keeper = [admin, second][kept]!;
    expect((await call(server.app, 'GET', '/api/admin/users', { token: keeper.token })).statusCode).toBe(200);
    admin = keeper;
  });

  it('a payment created while its device is deleted is refused, or failed with the device', async () => {
    const owner = await signUp(server.app);
    for (let round = 0; round < 10; round++) {
      const device = await createDevice(server.app, owner.token);
      const [created, deleted] = await Promise.all([
        call(server.app, 'POST', '/api/payments/create', {
          token: owner.token,
          body: { device_id: device.id, product_id: 2 },
        }),
        call(server.app, 'DELETE', `/api/devices/${device.id}`, { token: owner.token }),
      ]);
      expect(deleted.statusCode, deleted.body).toBe(200);
      expect([201, 404], created.body).toContain(created.statusCode);
      if (created.statusCode === 404) expect(created.json().error).toBe('Device tidak ditemukan');
    }
    const list = (await call(server.app, 'GET', '/api/payments', { token: owner.token })).json().payments;
    for (const payment of list) expect(payment).toMatchObject({ device_id: null, status: 'failed' });
  });
});
