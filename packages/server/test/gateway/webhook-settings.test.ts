import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestServer } from '../harness';
import { call, createDevice, type Session, signUp } from '../helpers';
import { linkDevice, type Receiver, startGatewayServer, startReceiver, waitFor, wuzapi } from './helpers';

describe('webhook and HMAC key in the device detail', () => {
  let server: TestServer;
  let owner: Session;
  let other: Session;

  beforeAll(async () => {
    server = await startGatewayServer({ FREE_TRIAL_DAYS: '7' });
    owner = await signUp(server.app);
    other = await signUp(server.app);
  });
  afterAll(() => server.close());

  const webhookOf = async (deviceId: string, token = owner.token) =>
    call(server.app, 'GET', `/api/devices/${deviceId}/webhook`, { token });
  const rotate = (deviceId: string, token = owner.token) =>
    call(server.app, 'POST', `/api/devices/${deviceId}/webhook/hmac-key`, { token });

  /** Links the device to `phone`, has a simulated contact write to it, and waits for the first webhook. */
  async function firstDelivery(receiver: Receiver, apiKey: string, phone: string) {
    await linkDevice(server.app, apiKey, phone);
    await server.app.inject({
      method: 'POST',
      url: '/api/wuzapi/simulator/messages',
      payload: { from: '6285700002222', to: phone, text: 'halo' },
    });
    await waitFor(() => receiver.received.length >= 1, 15_000);
    const [delivered] = receiver.received;
    if (!delivered) throw new Error('no webhook delivered');
    return delivered;
  }
  const sign = (key: string, body: string) => createHmac('sha256', key).update(body).digest('hex');

  it('shows the webhook set through the gateway API and the key it was given', async () => {
    const device = await createDevice(server.app, owner.token);
    const empty = await webhookOf(device.id);
    expect(empty.statusCode).toBe(200);
    expect(empty.json()).toEqual({
      webhook: { url: '', events: [], hmac_key: '', pending: 0, last_error: '' },
    });

    const api = wuzapi(server.app, device.api_key);
    await api.post('/webhook', { webhookURL: 'https://contoh.id/hook', events: ['Message', 'Connected'] });
    const made = (await webhookOf(device.id)).json().webhook;
    expect(made).toMatchObject({ url: 'https://contoh.id/hook', events: ['Message', 'Connected'] });
    expect(made.hmac_key).toMatch(/^[0-9a-f]{64}$/);

    const chosen = 'kunci-pilihan-pelanggan-yang-cukup-panjang-42';
    await api.post('/session/hmac/config', { hmac_key: chosen });
    expect((await webhookOf(device.id)).json().webhook.hmac_key).toBe(chosen);
  });

  it('keeps both changes when a new URL and a new key arrive together', async () => {
    const device = await createDevice(server.app, owner.token);
    await wuzapi(server.app, device.api_key).post('/webhook', {
      webhookURL: 'https://contoh.id/lama',
      events: ['Message'],
    });
    const before = (await webhookOf(device.id)).json().webhook;
    const [changed, rotated] = await Promise.all([
      call(server.app, 'PUT', `/api/devices/${device.id}/webhook`, {
        token: owner.token,
        body: { url: 'https://contoh.id/baru', events: ['Message', 'Connected'] },
      }),
      rotate(device.id),
    ]);
    expect([changed.statusCode, rotated.statusCode]).toEqual([200, 200]);
    const after = (await webhookOf(device.id)).json().webhook;
    expect(after).toMatchObject({ url: 'https://contoh.id/baru', events: ['Message', 'Connected'] });
    expect(after.hmac_key).not.toBe(before.hmac_key);
    expect(after.hmac_key).toBe(rotated.json().webhook.hmac_key);
  });

  it('rotating the key signs the next webhooks with the new key only', async () => {
    const receiver = await startReceiver(0);
    try {
      const device = await createDevice(server.app, owner.token);
      const api = wuzapi(server.app, device.api_key);
      await api.post('/webhook', { webhookURL: receiver.url, events: ['Message'] });
      const before = (await webhookOf(device.id)).json().webhook.hmac_key as string;

      const rotated = await rotate(device.id);
      expect(rotated.statusCode).toBe(200);
      const after = rotated.json().webhook.hmac_key as string;
      expect(after).toMatch(/^[0-9a-f]{64}$/);
      expect(after).not.toBe(before);
      expect((await webhookOf(device.id)).json().webhook).toMatchObject({
        url: receiver.url,
        events: ['Message'],
        hmac_key: after,
      });

      const delivered = await firstDelivery(receiver, device.api_key, '6281322223333');
      expect(delivered.signature).toBe(sign(after, delivered.body));
      expect(delivered.signature).not.toBe(sign(before, delivered.body));
    } finally {
      await receiver.close();
    }
  }, 30_000);

  const update = (deviceId: string, body: unknown, token = owner.token) =>
    call(server.app, 'PUT', `/api/devices/${deviceId}/webhook`, { token, body });

  it('sets the webhook from the dashboard: events reach that URL, signed with the shown key', async () => {
    const receiver = await startReceiver(0);
    try {
      const device = await createDevice(server.app, owner.token);
      const saved = await update(device.id, { url: receiver.url, events: ['Message'] });
      expect(saved.statusCode, saved.body).toBe(200);
      const { webhook } = saved.json();
      expect(webhook).toMatchObject({ url: receiver.url, events: ['Message'] });
      expect(webhook.hmac_key).toMatch(/^[0-9a-f]{64}$/);
      const seen = (await wuzapi(server.app, device.api_key).get('/webhook')).json().data;
      expect(seen).toEqual({ webhook: receiver.url, subscribe: ['Message'] });

      const delivered = await firstDelivery(receiver, device.api_key, '6281322224444');
      expect(JSON.parse(delivered.body)).toMatchObject({ type: 'Message' });
      expect(delivered.signature).toBe(sign(webhook.hmac_key, delivered.body));

      const off = await update(device.id, { url: '', events: ['Message'] });
      expect(off.json().webhook).toMatchObject({ url: '', events: [], hmac_key: webhook.hmac_key });
    } finally {
      await receiver.close();
    }
  }, 30_000);

  it('refuses a bad webhook form with the message of each field, keeping what was saved', async () => {
    const device = await createDevice(server.app, owner.token);
    await update(device.id, { url: 'https://contoh.id/hook', events: ['All'] });
    const cases: [unknown, Record<string, string>][] = [
      [
        { url: 'ftp://contoh.id/hook', events: ['All'] },
        { url: 'URL webhook harus diawali http:// atau https://' },
      ],
      [{ url: 'bukan url', events: ['All'] }, { url: 'URL webhook harus diawali http:// atau https://' }],
      [
        { url: `https://contoh.id/${'a'.repeat(2050)}`, events: ['All'] },
        { url: 'URL webhook maksimal 2048 karakter' },
      ],
      [{ url: 'https://contoh.id/hook', events: [] }, { events: 'Pilih minimal satu event' }],
      [{ url: 'https://contoh.id/hook', events: ['Typing'] }, { 'events.0': 'Event tidak dikenal' }],
      [
        { url: 42, events: 'All' },
        { url: 'URL webhook tidak valid', events: 'Event tidak valid' },
      ],
    ];
    for (const [body, fields] of cases) {
      const response = await update(device.id, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().fields).toEqual(fields);
      expect(typeof response.json().error).toBe('string');
    }
    expect((await webhookOf(device.id)).json().webhook).toMatchObject({
      url: 'https://contoh.id/hook',
      events: ['All'],
    });
  });

  const sendTest = (deviceId: string, token = owner.token) =>
    call(server.app, 'POST', `/api/devices/${deviceId}/webhook/test`, { token });

  it('sends a signed test event at once and tells what the receiver answered', async () => {
    const device = await createDevice(server.app, owner.token);
    const none = await sendTest(device.id);
    expect(none.statusCode).toBe(400);
    expect(none.json()).toEqual({ error: 'Atur URL webhook terlebih dahulu' });

    const receiver = await startReceiver(1);
    try {
      const { webhook } = (await update(device.id, { url: receiver.url, events: ['Message'] })).json();
      const refused = (await sendTest(device.id)).json().result;
      expect(refused).toMatchObject({ delivered: false, status: 503, error: 'Penerima menjawab HTTP 503' });

      const sent = await sendTest(device.id);
      expect(sent.statusCode).toBe(200);
      expect(sent.json().result).toMatchObject({ delivered: true, status: 200, error: '' });
      expect(sent.json().result.duration_ms).toBeGreaterThanOrEqual(0);
      const [delivered] = receiver.received;
      expect(JSON.parse(delivered?.body ?? '{}')).toEqual({
        type: 'Test',
        event: { Message: 'Tes webhook dari Wuz' },
        token: device.api_key,
        userID: device.id,
        instanceName: device.name,
      });
      expect(delivered?.signature).toBe(sign(webhook.hmac_key, delivered?.body ?? ''));
      const queued = await server.app.ctx.database.db.selectFrom('wa_webhook_queue').selectAll().execute();
      expect(queued.filter((row) => row.device_id === device.id)).toEqual([]);
    } finally {
      await receiver.close();
    }

    const down = await sendTest(device.id);
    expect(down.json().result).toMatchObject({ delivered: false, status: null });
    expect(down.json().result.error).toMatch(/^Penerima tidak dapat dihubungi/);
  }, 30_000);

  it('shows how many events wait for a receiver that is down, and why the last attempt failed', async () => {
    const down = await startReceiver(Number.POSITIVE_INFINITY);
    try {
      const device = await createDevice(server.app, owner.token);
      await update(device.id, { url: down.url, events: ['Message'] });
      await linkDevice(server.app, device.api_key, '6281322225555');
      for (const text of ['satu', 'dua']) {
        await server.app.inject({
          method: 'POST',
          url: '/api/wuzapi/simulator/messages',
          payload: { from: '6285700005555', to: '6281322225555', text },
        });
      }
      await waitFor(async () => {
        const { pending, last_error } = (await webhookOf(device.id)).json().webhook;
        return pending === 2 && last_error !== '';
      }, 15_000);
      expect((await webhookOf(device.id)).json().webhook).toMatchObject({
        pending: 2,
        last_error: 'HTTP 503',
      });
    } finally {
      await down.close();
    }
  }, 30_000);

  it('limits test webhooks to ten a minute per account', async () => {
    const tester = await signUp(server.app);
    const device = await createDevice(server.app, tester.token);
    const statuses: number[] = [];
    for (let i = 0; i < 10; i++) statuses.push((await sendTest(device.id, tester.token)).statusCode);
    expect(statuses).toEqual(Array(10).fill(400));
    const limited = await sendTest(device.id, tester.token);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error).toBe('Terlalu banyak tes webhook. Silakan coba lagi dalam 1 menit.');
  });

  it("keeps another user's device and its key out of reach", async () => {
    const device = await createDevice(server.app, owner.token);
    const key = (await rotate(device.id)).json().webhook.hmac_key;

    for (const response of [
      await webhookOf(device.id, other.token),
      await rotate(device.id, other.token),
      await update(device.id, { url: 'https://penyusup.id/hook', events: ['All'] }, other.token),
      await sendTest(device.id, other.token),
    ]) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ error: 'Device tidak ditemukan' });
    }
    for (const response of [
      await call(server.app, 'GET', `/api/devices/${device.id}/webhook`),
      await call(server.app, 'POST', `/api/devices/${device.id}/webhook/hmac-key`, { token: 'salah' }),
    ]) {
      expect(response.statusCode).toBe(401);
      expect(response.json().error).toMatch(/Sesi tidak valid/);
    }
    expect((await webhookOf(device.id)).json().webhook).toMatchObject({ url: '', hmac_key: key });
  });
});
