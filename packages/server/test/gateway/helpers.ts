import { randomBytes, randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { startTestServer } from '../harness';

export { type Receiver, startReceiver } from './receiver';

export const startGatewayServer = (env: Record<string, string> = {}) =>
  startTestServer({ WA_ENGINE: 'simulator', ...env });

const day = 24 * 60 * 60 * 1000;

let counter = 0;

/** A user with one device stored in the database; `expiredAt` null means no plan. */
export async function createDevice(
  app: FastifyInstance,
  options: { expiredAt?: string | null; role?: 'user' | 'admin'; whatsapp?: string } = {},
) {
  const db = app.ctx.database.db;
  counter += 1;
  const suffix = `${Date.now()}${counter}`;
  const user = await db
    .insertInto('users')
    .values({
      fullname: `Pengguna ${counter}`,
      username: `pengguna${suffix}`,
      email: `pengguna${suffix}@contoh.id`,
      whatsapp_number: options.whatsapp ?? `62811${String(counter).padStart(7, '0')}${Date.now() % 1000}`,
      password_hash: 'x',
      role: options.role ?? 'user',
      verified: 1,
      verification_code: 'ABC123',
      created_at: new Date().toISOString(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const device = {
    id: randomUUID(),
    user_id: user.id,
    name: `Device ${counter}`,
    api_key: randomBytes(24).toString('hex'),
    created_at: new Date().toISOString(),
    trial_until: null,
    expired_at:
      options.expiredAt === undefined ? new Date(Date.now() + 30 * day).toISOString() : options.expiredAt,
  };
  await db.insertInto('devices').values(device).execute();
  return device;
}

export function wuzapi(app: FastifyInstance, token: string | null) {
  const headers = token ? { token } : {};
  return {
    get: (url: string) => app.inject({ method: 'GET', url: `/api/wuzapi${url}`, headers }),
    post: (url: string, body?: unknown) =>
      app.inject({
        method: 'POST',
        url: `/api/wuzapi${url}`,
        headers,
        ...(body === undefined ? {} : { payload: body as object }),
      }),
    put: (url: string, body: unknown) =>
      app.inject({ method: 'PUT', url: `/api/wuzapi${url}`, headers, payload: body as object }),
    delete: (url: string) => app.inject({ method: 'DELETE', url: `/api/wuzapi${url}`, headers }),
  };
}

/** Connects a device and links it to `phone` through the simulator's scan route. */
export async function linkDevice(app: FastifyInstance, apiKey: string, phone: string) {
  const connect = await wuzapi(app, apiKey).post('/session/connect', {});
  if (connect.statusCode !== 200) throw new Error(`connect ${connect.statusCode} ${connect.body}`);
  const scan = await app.inject({
    method: 'POST',
    url: '/api/wuzapi/simulator/scan',
    payload: { api_key: apiKey, phone },
  });
  if (scan.statusCode !== 200) throw new Error(`scan ${scan.statusCode} ${scan.body}`);
  await waitFor(async () => (await wuzapi(app, apiKey).get('/session/status')).json().data.LoggedIn === true);
}

export async function simulatorInbox(app: FastifyInstance, phone: string) {
  const response = await app.inject({ method: 'GET', url: `/api/wuzapi/simulator/messages?phone=${phone}` });
  return response.json().data.Messages as { from: string; type: string; content: Record<string, unknown> }[];
}

export async function waitFor(check: () => boolean | Promise<boolean>, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('Kondisi tidak terpenuhi dalam batas waktu');
}
