import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestServer } from '../harness';
import { createDevice, linkDevice, startGatewayServer, startReceiver, waitFor, wuzapi } from './helpers';

describe('webhooks', () => {
  let server: TestServer;
  let receiver: Awaited<ReturnType<typeof startReceiver>>;

  beforeAll(async () => {
    server = await startGatewayServer();
    receiver = await startReceiver(4);
  });
  afterAll(async () => {
    await server.close();
    await receiver.close();
  });

  it('delivers every incoming message, signed and naming its device, after the receiver recovers from failures', async () => {
    const device = await createDevice(server.app);
    const hmacKey = 'kunci-rahasia-webhook-yang-panjang-sekali-123';
    const api = wuzapi(server.app, device.api_key);
    expect((await api.post('/webhook', { webhookURL: receiver.url, events: ['Message'] })).statusCode).toBe(
      200,
    );
    expect((await api.post('/session/hmac/config', { hmac_key: hmacKey })).statusCode).toBe(200);
    await linkDevice(server.app, device.api_key, '6281311112222');

    const texts = ['pesan satu', 'pesan dua', 'pesan tiga'];
    for (const text of texts) {
      const sent = await server.app.inject({
        method: 'POST',
        url: '/api/wuzapi/simulator/messages',
        payload: { from: '6285700001111', to: '6281311112222', text },
      });
      expect(sent.statusCode).toBe(200);
    }

    await waitFor(() => receiver.received.length >= texts.length, 20_000);
    expect(receiver.attempts()).toBeGreaterThan(texts.length);
    const bodies = receiver.received.map((entry) => JSON.parse(entry.body));
    expect(bodies.map((body) => body.event.Message.conversation).sort()).toEqual([...texts].sort());
    for (const body of bodies) {
      expect(body).toMatchObject({
        type: 'Message',
        event: { Info: { Sender: '6285700001111@s.whatsapp.net', IsFromMe: false, IsGroup: false } },
        token: device.api_key,
        userID: device.id,
        instanceName: device.name,
      });
    }
    for (const entry of receiver.received) {
      expect(entry.signature).toBe(createHmac('sha256', hmacKey).update(entry.body).digest('hex'));
    }
    // a delivered event leaves the queue once its answer is read, just after the receiver has it
    const queued = () => server.app.ctx.database.db.selectFrom('wa_webhook_queue').select('id').execute();
    await waitFor(async () => (await queued()).length === 0, 10_000);
    expect(await queued()).toHaveLength(0);
  }, 30_000);

  it('sends only subscribed events and keeps undelivered ones in the database across a restart', async () => {
    const device = await createDevice(server.app);
    const down = await startReceiver(Number.POSITIVE_INFINITY);
    const api = wuzapi(server.app, device.api_key);
    await api.post('/webhook', { webhookURL: down.url, events: ['Connected'] });
    await linkDevice(server.app, device.api_key, '6281311113333');
    await server.app.inject({
      method: 'POST',
      url: '/api/wuzapi/simulator/messages',
      payload: { from: '6285700001111', to: '6281311113333', text: 'tidak dilanggan' },
    });
    const db = () => server.app.ctx.database.db;
    await waitFor(async () => (await db().selectFrom('wa_webhook_queue').selectAll().execute()).length === 1);
    const queued = await db().selectFrom('wa_webhook_queue').selectAll().executeTakeFirstOrThrow();
    expect(JSON.parse(queued.body)).toMatchObject({ type: 'Connected', event: { Phone: '6281311113333' } });
    await down.close();

    await server.restart();
    const stillQueued = await db().selectFrom('wa_webhook_queue').selectAll().execute();
    expect(stillQueued.map((row) => row.id)).toContain(queued.id);
  }, 30_000);
});
