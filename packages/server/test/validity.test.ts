import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness';
import { call, createDevice, createPayment, type Session, signUp } from './helpers';

let server: TestServer;
let admin: Session;
let owner: Session;
beforeAll(async () => {
  server = await startTestServer();
  admin = await signUp(server.app, { admin: true });
  owner = await signUp(server.app);
});
afterAll(() => server.close());

const day = 86_400_000;

/** Independent statement of the rule: each paid plan counts from the later of its paid_at and the previous end. */
function expectedEnd(paid: { paidAt: number; days: number }[]): number | null {
  let end: number | null = null;
  for (const plan of [...paid].sort((a, b) => a.paidAt - b.paidAt)) {
    end = Math.max(plan.paidAt, end ?? plan.paidAt) + plan.days * day;
  }
  return end;
}

describe('device validity', () => {
  it('always equals the value recomputed from its paid payments, whatever the status changes', async () => {
    const durations: Record<number, number> = { 1: 14, 2: 30, 3: 90, 4: 180, 5: 365 };
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.integer({ min: 1, max: 5 }), { minLength: 1, maxLength: 4 }),
        fc.array(
          fc.tuple(fc.nat(), fc.constantFrom('pending', 'paid', 'failed'), fc.integer({ min: 0, max: 400 })),
          {
            minLength: 1,
            maxLength: 12,
          },
        ),
        async (plans, changes) => {
          const device = await createDevice(server.app, owner.token);
          const payments = [];
          for (const productId of plans)
            payments.push((await createPayment(server.app, owner.token, device.id, productId)).payment);
          const db = server.app.ctx.database.db;
          for (const [pick, status, daysAgo] of changes) {
            const payment = payments[pick % payments.length]!;
            const response = await call(server.app, 'PUT', `/api/payments/${payment.id}/status`, {
              token: admin.token,
              body: { status },
            });
            expect(response.statusCode).toBe(200);
            // Spread payment dates so plans overlap or leave gaps.
            if (status === 'paid') {
              const paidAt = new Date(Date.now() - daysAgo * day).toISOString();
              await db
                .updateTable('payments')
                .set({ paid_at: paidAt })
                .where('id', '=', payment.id)
                .execute();
              await call(server.app, 'PUT', `/api/payments/${payment.id}/status`, {
                token: admin.token,
                body: { status: 'paid' },
              });
            }
          }
          const rows = await db
            .selectFrom('payments')
            .select(['product_id', 'status', 'paid_at'])
            .where('device_id', '=', device.id)
            .execute();
          const paid = rows
            .filter((row) => row.status === 'paid')
            .map((row) => ({ paidAt: Date.parse(row.paid_at as string), days: durations[row.product_id]! }));
          const listed = (await call(server.app, 'GET', '/api/devices', { token: owner.token })).json()
            .devices;
          const expiredAt = listed.find((d: { id: string }) => d.id === device.id).expired_at as
            | string
            | null;
          const expected = expectedEnd(paid);
          expect(expiredAt === null ? null : Date.parse(expiredAt)).toBe(expected);
        },
      ),
      { numRuns: 25 },
    );
  });
});
