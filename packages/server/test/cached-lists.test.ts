import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { Device, Payment } from '@wuz/api/contract';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { acceptedEncoding } from '../src/http/serializer';
import { createAnswerCache } from '../src/modules/answer-cache';
import { createSessionCache } from '../src/modules/auth/session-cache';
import type { UserRow } from '../src/modules/users/service';
import { startTestServer, type TestServer } from './harness';
import { call, createDevice, createPayment, type Session, signUp } from './helpers';

// Lists are remembered between requests (SESSION_CACHE_SECONDS); every write must still show in the next answer.
let server: TestServer;
let admin: Session;
beforeAll(async () => {
  server = await startTestServer({ SESSION_CACHE_SECONDS: '60' });
  admin = await signUp(server.app, { admin: true });
});
afterAll(() => server.close());
afterEach(() => {
  vi.useRealTimers();
});

const payments = async (token: string) =>
  (await call(server.app, 'GET', '/api/payments', { token })).json().payments as Payment[];
const devices = async (token: string) =>
  (await call(server.app, 'GET', '/api/devices', { token })).json().devices as Device[];
const stats = async (token: string) =>
  (await call(server.app, 'GET', '/api/users/profile', { token })).json().stats as {
    device_count: number;
    paid_payments: number;
  };
const setStatus = (id: number, status: string) =>
  call(server.app, 'PUT', `/api/payments/${id}/status`, { token: admin.token, body: { status } });

describe('remembered lists', () => {
  it('show a payment an admin marks paid, with the device’s new validity and the paid count', async () => {
    const user = await signUp(server.app);
    const device = await createDevice(server.app, user.token);
    const { payment } = await createPayment(server.app, user.token, device.id);
    expect((await payments(user.token))[0]).toMatchObject({ id: payment.id, status: 'pending' });
    expect((await devices(user.token))[0]?.expired_at).toBeNull();
    expect((await stats(user.token)).paid_payments).toBe(0);
    const adminBefore = await payments(admin.token);
    expect(adminBefore.find((p) => p.id === payment.id)?.status).toBe('pending');

    expect((await setStatus(payment.id, 'paid')).statusCode).toBe(200);
    expect((await payments(user.token))[0]).toMatchObject({ id: payment.id, status: 'paid' });
    expect((await devices(user.token))[0]?.expired_at).not.toBeNull();
    expect((await stats(user.token)).paid_payments).toBe(1);
    expect((await payments(admin.token)).find((p) => p.id === payment.id)?.status).toBe('paid');

    expect((await setStatus(payment.id, 'failed')).statusCode).toBe(200);
    expect((await payments(user.token))[0]?.status).toBe('failed');
    expect((await devices(user.token))[0]?.expired_at).toBeNull();
    expect((await stats(user.token)).paid_payments).toBe(0);
  });

  it('show new and deleted devices and new payments, each user only their own', async () => {
    const alice = await signUp(server.app);
    const bob = await signUp(server.app);
    expect(await devices(alice.token)).toEqual([]);
    expect(await devices(bob.token)).toEqual([]);
    expect(await payments(alice.token)).toEqual([]);
    expect((await stats(alice.token)).device_count).toBe(0);

    const phone = await createDevice(server.app, alice.token, 'HP Alice');
    expect((await devices(alice.token)).map((d) => d.id)).toEqual([phone.id]);
    expect(await devices(bob.token)).toEqual([]);
    expect((await stats(alice.token)).device_count).toBe(1);

    const { payment } = await createPayment(server.app, alice.token, phone.id);
    expect((await payments(alice.token)).map((p) => p.id)).toEqual([payment.id]);
    expect(await payments(bob.token)).toEqual([]);
    expect((await payments(admin.token)).map((p) => p.id)).toContain(payment.id);

    const removed = await call(server.app, 'DELETE', `/api/devices/${phone.id}`, { token: alice.token });
    expect(removed.statusCode).toBe(200);
    expect(await devices(alice.token)).toEqual([]);
    expect((await stats(alice.token)).device_count).toBe(0);
    expect((await payments(alice.token))[0]).toMatchObject({
      id: payment.id,
      status: 'failed',
      device_id: null,
      device: null,
      device_name: 'HP Alice',
    });
  });

  it('show a profile change in the admin’s payment list', async () => {
    const user = await signUp(server.app);
    const device = await createDevice(server.app, user.token);
    const { payment } = await createPayment(server.app, user.token, device.id);
    expect((await payments(admin.token)).find((p) => p.id === payment.id)?.user_fullname).toBe(
      user.user.fullname,
    );
    const { registration } = user;
    const update = await call(server.app, 'PUT', '/api/users/profile', {
      token: user.token,
      body: {
        fullname: 'Nama Baru',
        username: registration.username,
        email: `baru.${registration.email}`,
        whatsapp_number: registration.whatsapp_number,
      },
    });
    expect(update.statusCode, update.body).toBe(200);
    expect((await payments(admin.token)).find((p) => p.id === payment.id)).toMatchObject({
      user_fullname: 'Nama Baru',
      user_email: `baru.${registration.email}`,
    });
  });

  it('show every payment once the account becomes an admin', async () => {
    const other = await signUp(server.app);
    const otherDevice = await createDevice(server.app, other.token);
    const { payment } = await createPayment(server.app, other.token, otherDevice.id);
    const user = await signUp(server.app);
    expect(await payments(user.token)).toEqual([]);
    await server.app.ctx.services.users.setRole(user.user.id, 'admin');
    expect((await payments(user.token)).map((p) => p.id)).toContain(payment.id);
    await server.app.ctx.services.users.setRole(user.user.id, 'user');
    expect(await payments(user.token)).toEqual([]);
  });

  it('show a pending payment as failed once its deadline passes', async () => {
    const user = await signUp(server.app);
    const device = await createDevice(server.app, user.token);
    const { payment } = await createPayment(server.app, user.token, device.id);
    expect((await payments(user.token))[0]?.status).toBe('pending');
    expect((await payments(admin.token)).find((p) => p.id === payment.id)?.status).toBe('pending');
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.parse(payment.payment_deadline) + 1000);
    expect((await payments(user.token))[0]).toMatchObject({ id: payment.id, status: 'failed' });
    expect((await payments(admin.token)).find((p) => p.id === payment.id)?.status).toBe('failed');
  });

  it('show the WhatsApp state of each device as it changes', async () => {
    const user = await signUp(server.app);
    const device = await createDevice(server.app, user.token);
    expect((await devices(user.token))[0]).toMatchObject({ connected: false, phone: null });
    const previous = server.app.ctx.deviceState;
    server.app.ctx.deviceState = (id) =>
      id === device.id ? { connected: true, phone: '6281111111' } : { connected: false, phone: null };
    try {
      expect((await devices(user.token))[0]).toMatchObject({ connected: true, phone: '6281111111' });
    } finally {
      server.app.ctx.deviceState = previous;
    }
    expect((await devices(user.token))[0]).toMatchObject({ connected: false, phone: null });
  });
});

describe('compressed lists', () => {
  it('answer br or gzip as accepted, and show the next write', async () => {
    const user = await signUp(server.app);
    const device = await createDevice(server.app, user.token);
    for (let i = 0; i < 4; i++) await createPayment(server.app, user.token, device.id);
    const get = (encoding: string) =>
      server.app.inject({
        method: 'GET',
        url: '/api/payments',
        headers: { authorization: `Bearer ${user.token}`, 'accept-encoding': encoding },
      });
    const plain = await get('identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    const br = await get('gzip;q=0.5, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toContain('Accept-Encoding');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    const gzip = await get('gzip, br;q=0');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);

    const first = (JSON.parse(plain.body).payments as Payment[])[0] as Payment;
    await setStatus(first.id, 'paid');
    const after = JSON.parse(brotliDecompressSync((await get('br')).rawPayload).toString());
    expect(after.payments[0]).toMatchObject({ id: first.id, status: 'paid' });
  });

  it('answer a browser asking again with an unchanged list’s ETag with an empty 304, and a changed one in full', async () => {
    const user = await signUp(server.app);
    const device = await createDevice(server.app, user.token);
    await createPayment(server.app, user.token, device.id);
    const get = (url: string, ifNoneMatch?: string, token = user.token) =>
      server.app.inject({
        method: 'GET',
        url,
        headers: {
          authorization: `Bearer ${token}`,
          'accept-encoding': 'br',
          ...(ifNoneMatch ? { 'if-none-match': ifNoneMatch } : {}),
        },
      });
    for (const url of ['/api/payments', '/api/devices']) {
      const first = await get(url);
      const etag = first.headers.etag as string;
      expect(etag).toMatch(/^W\/".+"$/);
      expect(first.headers['cache-control']).toBe('private, no-cache');
      const again = await get(url, etag);
      expect(again.statusCode).toBe(304);
      expect(again.rawPayload.length).toBe(0);
      // Another account's list never matches this one's validator.
      const other = await signUp(server.app);
      expect((await get(url, etag, other.token)).statusCode).toBe(200);
    }
    const before = (await get('/api/payments')).headers.etag as string;
    await createPayment(server.app, user.token, device.id);
    const changed = await get('/api/payments', before);
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(before);
    expect(JSON.parse(brotliDecompressSync(changed.rawPayload).toString()).payments).toHaveLength(2);
  });

  it('read the accepted encodings with their weights', () => {
    expect(acceptedEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(acceptedEncoding('gzip')).toBe('gzip');
    expect(acceptedEncoding('br;q=0, gzip;q=0.1')).toBe('gzip');
    expect(acceptedEncoding('identity')).toBeUndefined();
    expect(acceptedEncoding(undefined)).toBeUndefined();
  });
});

describe('answer cache', () => {
  it('shares one computation between concurrent requests', async () => {
    const cache = createAnswerCache(60_000);
    let runs = 0;
    const compute = async () => ({ value: ++runs });
    const answers = await Promise.all([1, 2, 3].map(() => cache.get('k', 1, compute)));
    expect(answers).toEqual([1, 1, 1]);
    expect(await cache.get('k', 1, compute)).toBe(1);
  });

  it('computes again after a write, also one made while an answer was being computed', async () => {
    const cache = createAnswerCache(60_000);
    let runs = 0;
    let release = () => {};
    const slow = () =>
      new Promise<{ value: number }>((resolve) => {
        runs++;
        const value = runs;
        release = () => resolve({ value });
      });
    const first = cache.get('k', 1, slow);
    cache.changed(1);
    release();
    expect(await first).toBe(1);
    const second = cache.get('k', 1, slow);
    release();
    expect(await second).toBe(2);
    const other = cache.get('all', 'all', slow);
    release();
    expect(await other).toBe(3);
    cache.changed(2);
    const again = cache.get('all', 'all', slow);
    release();
    expect(await again).toBe(4);
    expect(await cache.get('k', 1, slow)).toBe(2);
  });

  it('forgets an answer at its own deadline, after its time to live, and remembers nothing with 0', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const cache = createAnswerCache(5_000);
    let runs = 0;
    const compute = async () => ({ value: ++runs, until: Date.now() + 1_000 });
    expect(await cache.get('k', 1, compute)).toBe(1);
    expect(await cache.get('k', 1, compute)).toBe(1);
    vi.setSystemTime(Date.now() + 1_000);
    expect(await cache.get('k', 1, compute)).toBe(2);
    const long = async () => ({ value: ++runs });
    expect(await cache.get('l', 1, long)).toBe(3);
    vi.setSystemTime(Date.now() + 5_000);
    expect(await cache.get('l', 1, long)).toBe(4);

    const off = createAnswerCache(0);
    expect(await off.get('k', 1, long)).toBe(5);
    expect(await off.get('k', 1, long)).toBe(6);
  });
});

describe('session cache', () => {
  it('does not remember a lookup that started before a logout or an account change', () => {
    const cache = createSessionCache(60_000);
    const user = { id: 7 } as UserRow;
    const later = new Date(Date.now() + 60_000).toISOString();
    const now = new Date().toISOString();
    const started = cache.generation();
    cache.forgetToken('a');
    cache.set('a', user, later, started);
    expect(cache.get('a', now)).toBeUndefined();
    const again = cache.generation();
    cache.forgetUser(7);
    cache.set('a', user, later, again);
    expect(cache.get('a', now)).toBeUndefined();
    cache.set('a', user, later, cache.generation());
    expect(cache.get('a', now)).toBe(user);
  });
});

describe('sessions', () => {
  it('end at once for every concurrent request after a logout', async () => {
    const user = await signUp(server.app);
    const [first, during, logout] = await Promise.all([
      call(server.app, 'GET', '/api/devices', { token: user.token }),
      call(server.app, 'GET', '/api/users/profile', { token: user.token }),
      call(server.app, 'POST', '/api/auth/logout', { token: user.token }),
    ]);
    expect([first.statusCode, during.statusCode, logout.statusCode]).toEqual([200, 200, 200]);
    const after = await Promise.all(
      [1, 2, 3].map(() => call(server.app, 'GET', '/api/payments', { token: user.token })),
    );
    expect(after.map((response) => response.statusCode)).toEqual([401, 401, 401]);
  });
});
