import type { Payment } from '@wuz/api/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness';
import { call, createDevice, createPayment, rawCall, type Session, signUp } from './helpers';

let server: TestServer;
let admin: Session;
beforeAll(async () => {
  server = await startTestServer({
    BANK_NAME: 'Bank Mandiri',
    BANK_ACCOUNT_NUMBER: '1370012345678',
    BANK_ACCOUNT_NAME: 'PT Wuz Digital',
    SUPPORT_WHATSAPP: '6281200000000',
    SUPPORT_EMAIL: 'bantuan@wuz.id',
  });
  admin = await signUp(server.app, { admin: true });
});
afterAll(() => server.close());

const day = 86_400_000;

/** A pending payment of a new account whose deadline passed `ago` ms back. */
async function overduePayment(ago: number) {
  const session = await signUp(server.app);
  const device = await createDevice(server.app, session.token);
  const { payment } = await createPayment(server.app, session.token, device.id);
  const db = server.app.ctx.database.db;
  await db
    .updateTable('payments')
    .set({ payment_deadline: new Date(Date.now() - ago).toISOString() })
    .where('id', '=', payment.id)
    .execute();
  return { session, payment, db };
}

describe('plans and bank info', () => {
  it('lists the five seeded plans with the monthly one marked popular, to guests too', async () => {
    const response = await call(server.app, 'GET', '/api/payments/products');
    expect(response.statusCode).toBe(200);
    const { products } = response.json();
    expect(
      products.map((p: { name: string; price: number; duration_in_days: number; popular: boolean }) => [
        p.name,
        p.price,
        p.duration_in_days,
        p.popular,
      ]),
    ).toEqual([
      ['2-Week Plan', 11000, 14, false],
      ['Monthly Plan', 15000, 30, true],
      ['Quarterly Plan', 45000, 90, false],
      ['Semi-annually Plan', 90000, 180, false],
      ['Annually Plan', 180000, 365, false],
    ]);
    expect(products[0].features.length).toBeGreaterThan(0);
  });

  it('answers the bank account and contact from the configuration', async () => {
    const session = await signUp(server.app);
    const response = await call(server.app, 'GET', '/api/payments/bank-info', { token: session.token });
    expect(response.json()).toEqual({
      data: {
        bank_name: 'Bank Mandiri',
        account_number: '1370012345678',
        account_name: 'PT Wuz Digital',
        contact: { whatsapp: '6281200000000', email: 'bantuan@wuz.id' },
      },
    });
  });

  it('answers 401 without a token', async () => {
    for (const url of ['/api/payments/bank-info', '/api/payments']) {
      expect((await call(server.app, 'GET', url)).statusCode).toBe(401);
      expect((await call(server.app, 'GET', url, { token: 'salah' })).statusCode).toBe(401);
    }
  });
});

describe('POST /api/payments/create', () => {
  it('creates a pending payment with a unique amount, a code, a 24-hour deadline and instructions', async () => {
    const session = await signUp(server.app);
    const device = await createDevice(server.app, session.token, 'HP Kasir');
    const before = Date.now();
    const response = await call(server.app, 'POST', '/api/payments/create', {
      token: session.token,
      body: { device_id: device.id, product_id: 2 },
    });
    expect(response.statusCode).toBe(201);
    const { payment, instructions } = response.json() as {
      payment: Payment;
      instructions: Record<string, unknown>;
    };
    expect(payment.status).toBe('pending');
    expect(payment.original_price).toBe(15000);
    expect(payment.price_adjustment).toBeGreaterThanOrEqual(1);
    expect(payment.price_adjustment).toBeLessThanOrEqual(999);
    expect(payment.amount).toBe(15000 + payment.price_adjustment);
    expect(payment.payment_code).toBe(`PAY${String(payment.id).padStart(6, '0')}`);
    expect(payment.paid_at).toBeNull();
    const deadline = Date.parse(payment.payment_deadline) - Date.parse(payment.created_at);
    expect(deadline).toBe(day);
    expect(Date.parse(payment.created_at)).toBeGreaterThanOrEqual(before - 1000);
    expect(payment).toMatchObject({
      device_id: device.id,
      device: { id: device.id, name: 'HP Kasir', api_key: device.api_key },
      product: { id: 2, name: 'Monthly Plan', duration_in_days: 30 },
      device_name: 'HP Kasir',
      device_api_key: device.api_key,
      product_name: 'Monthly Plan',
    });
    expect(payment).not.toHaveProperty('user_email');
    expect(instructions).toMatchObject({
      bank_name: 'Bank Mandiri',
      account_number: '1370012345678',
      account_name: 'PT Wuz Digital',
      amount: payment.amount,
      original_price: 15000,
      price_adjustment: payment.price_adjustment,
      payment_code: payment.payment_code,
      deadline: payment.payment_deadline,
      contact: { whatsapp: '6281200000000', email: 'bantuan@wuz.id' },
    });
    expect((instructions.instructions as string[]).join(' ')).toContain(payment.payment_code);
  });

  it('refuses another user’s device and an unknown plan with 404', async () => {
    const session = await signUp(server.app);
    const other = await signUp(server.app);
    const foreign = await createDevice(server.app, other.token);
    const own = await createDevice(server.app, session.token);
    const stolen = await call(server.app, 'POST', '/api/payments/create', {
      token: session.token,
      body: { device_id: foreign.id, product_id: 1 },
    });
    expect(stolen.statusCode).toBe(404);
    expect(stolen.json().error).toBe('Device tidak ditemukan');
    const unknownPlan = await call(server.app, 'POST', '/api/payments/create', {
      token: session.token,
      body: { device_id: own.id, product_id: 99 },
    });
    expect(unknownPlan.statusCode).toBe(404);
  });

  it('validates the body', async () => {
    const session = await signUp(server.app);
    const noDevice = await call(server.app, 'POST', '/api/payments/create', {
      token: session.token,
      body: { device_id: '', product_id: 1 },
    });
    expect(noDevice.statusCode).toBe(400);
    expect(noDevice.json()).toEqual({
      error: 'Pilih device terlebih dahulu',
      fields: { device_id: 'Pilih device terlebih dahulu' },
    });
    const wrongTypes = await call(server.app, 'POST', '/api/payments/create', {
      token: session.token,
      body: { device_id: 3, product_id: 'dua' },
    });
    expect(wrongTypes.statusCode).toBe(400);
    expect(Object.keys(wrongTypes.json().fields).sort()).toEqual(['device_id', 'product_id']);
    expect((await rawCall(server.app, 'POST', '/api/payments/create', '{', session.token)).statusCode).toBe(
      400,
    );
    const huge = await call(server.app, 'POST', '/api/payments/create', {
      token: session.token,
      body: { device_id: 'x'.repeat(1_100_000), product_id: 1 },
    });
    expect(huge.statusCode).toBe(413);
    expect(
      (await call(server.app, 'POST', '/api/payments/create', { body: { device_id: 'x', product_id: 1 } }))
        .statusCode,
    ).toBe(401);
  });

  it('gives 200 concurrent creations 200 different amounts', async () => {
    const sessions = await Promise.all([signUp(server.app), signUp(server.app)]);
    const devices = await Promise.all(sessions.map((session) => createDevice(server.app, session.token)));
    const responses = await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        call(server.app, 'POST', '/api/payments/create', {
          token: sessions[i % 2]!.token,
          body: { device_id: devices[i % 2]!.id, product_id: 1 },
        }),
      ),
    );
    expect(responses.map((response) => response.statusCode)).toEqual(Array(200).fill(201));
    const recent = await server.app.ctx.database.db
      .selectFrom('payments')
      .select('amount')
      .where('created_at', '>', new Date(Date.now() - 2 * day).toISOString())
      .execute();
    const amounts = recent.map((row) => row.amount);
    expect(new Set(amounts).size).toBe(amounts.length);
    expect(amounts.length).toBeGreaterThanOrEqual(200);
  });
});

describe('GET /api/payments', () => {
  it('gives a user their own payments newest first, and an admin all of them with the owner', async () => {
    const alice = await signUp(server.app);
    const bob = await signUp(server.app);
    const aliceDevice = await createDevice(server.app, alice.token);
    const bobDevice = await createDevice(server.app, bob.token);
    const a1 = (await createPayment(server.app, alice.token, aliceDevice.id, 1)).payment;
    const a2 = (await createPayment(server.app, alice.token, aliceDevice.id, 3)).payment;
    const b1 = (await createPayment(server.app, bob.token, bobDevice.id, 2)).payment;

    const own = (await call(server.app, 'GET', '/api/payments', { token: alice.token })).json()
      .payments as Payment[];
    expect(own.map((p) => p.id)).toEqual([a2.id, a1.id]);
    expect(own[0]).not.toHaveProperty('user_fullname');

    const all = (await call(server.app, 'GET', '/api/payments', { token: admin.token })).json()
      .payments as Payment[];
    const ids = all.map((p) => p.id);
    expect(ids.indexOf(b1.id)).toBeLessThan(ids.indexOf(a2.id));
    expect(all.find((p) => p.id === b1.id)).toMatchObject({
      user_fullname: bob.user.fullname,
      user_email: bob.user.email,
      device_name: bobDevice.name,
      product_name: 'Monthly Plan',
    });
  });

  it('shows a pending payment past its deadline as failed, and the sweep stores it', async () => {
    const { session, payment, db } = await overduePayment(1000);
    const list = (await call(server.app, 'GET', '/api/payments', { token: session.token })).json().payments;
    expect(list[0]).toMatchObject({ id: payment.id, status: 'failed' });
    expect(await server.app.ctx.services.payments.expireOverdue()).toBeGreaterThanOrEqual(1);
    const row = await db
      .selectFrom('payments')
      .select('status')
      .where('id', '=', payment.id)
      .executeTakeFirstOrThrow();
    expect(row.status).toBe('failed');
  });
});

describe('PUT /api/payments/{id}/status', () => {
  it('lets an admin set any status; paid stamps paid_at and extends the device, leaving paid undoes it', async () => {
    const session = await signUp(server.app);
    const device = await createDevice(server.app, session.token);
    const { payment } = await createPayment(server.app, session.token, device.id, 2);
    const set = (status: string) =>
      call(server.app, 'PUT', `/api/payments/${payment.id}/status`, { token: admin.token, body: { status } });
    const expiredAt = async () =>
      (await call(server.app, 'GET', '/api/devices', { token: session.token })).json().devices[0].expired_at;

    const paid = await set('paid');
    expect(paid.statusCode).toBe(200);
    const paidPayment = paid.json().payment as Payment;
    expect(paidPayment).toMatchObject({ id: payment.id, status: 'paid', user_email: session.user.email });
    expect(paidPayment.paid_at).not.toBeNull();
    expect(Date.parse(await expiredAt())).toBe(Date.parse(paidPayment.paid_at as string) + 30 * day);

    // Repeating paid keeps the same paid_at and does not add days twice.
    expect((await set('paid')).json().payment.paid_at).toBe(paidPayment.paid_at);
    expect(Date.parse(await expiredAt())).toBe(Date.parse(paidPayment.paid_at as string) + 30 * day);

    const failed = await set('failed');
    expect(failed.json().payment).toMatchObject({ status: 'failed', paid_at: null });
    expect(await expiredAt()).toBeNull();
    expect((await set('pending')).json().payment.status).toBe('pending');
  });

  it('sets an overdue payment back to pending with a new 24-hour deadline, so it stays pending', async () => {
    const { session, payment } = await overduePayment(day);
    await server.app.ctx.services.payments.expireOverdue();

    const before = Date.now();
    const pending = await call(server.app, 'PUT', `/api/payments/${payment.id}/status`, {
      token: admin.token,
      body: { status: 'pending' },
    });
    expect(pending.json().payment.status).toBe('pending');
    const deadline = Date.parse(pending.json().payment.payment_deadline);
    expect(deadline).toBeGreaterThanOrEqual(before + day);
    expect(deadline).toBeLessThanOrEqual(Date.now() + day);
    expect(await server.app.ctx.services.payments.expireOverdue()).toBe(0);
    const list = (await call(server.app, 'GET', '/api/payments', { token: session.token })).json().payments;
    expect(list[0]).toMatchObject({ id: payment.id, status: 'pending' });
  });

  it('is for admins only (403), knows only existing payments (404) and validates', async () => {
    const session = await signUp(server.app);
    const device = await createDevice(server.app, session.token);
    const { payment } = await createPayment(server.app, session.token, device.id);
    const byOwner = await call(server.app, 'PUT', `/api/payments/${payment.id}/status`, {
      token: session.token,
      body: { status: 'paid' },
    });
    expect(byOwner.statusCode).toBe(403);
    expect(byOwner.json().error).toEqual(expect.any(String));
    expect(
      (await call(server.app, 'PUT', `/api/payments/${payment.id}/status`, { body: { status: 'paid' } }))
        .statusCode,
    ).toBe(401);
    const missing = await call(server.app, 'PUT', '/api/payments/999999/status', {
      token: admin.token,
      body: { status: 'paid' },
    });
    expect(missing.statusCode).toBe(404);
    const badStatus = await call(server.app, 'PUT', `/api/payments/${payment.id}/status`, {
      token: admin.token,
      body: { status: 'refund' },
    });
    expect(badStatus.statusCode).toBe(400);
    expect(badStatus.json().fields).toEqual({ status: 'Status harus pending, paid, atau failed' });
    const badId = await call(server.app, 'PUT', '/api/payments/abc/status', {
      token: admin.token,
      body: { status: 'paid' },
    });
    expect(badId.statusCode).toBe(400);
    expect(
      (await rawCall(server.app, 'PUT', `/api/payments/${payment.id}/status`, '{"status"', admin.token))
        .statusCode,
    ).toBe(400);
  });
});
