import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestServer } from '../harness';
import { createDevice, linkDevice, simulatorInbox, startGatewayServer, wuzapi } from './helpers';

const png =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR4nGNgYGD4DwABBAEAwS2OUAAAAABJRU5ErkJggg==';
const recipient = '6281299990001';

describe('wuzapi API on the simulator', () => {
  let server: TestServer;
  let device: Awaited<ReturnType<typeof createDevice>>;
  let other: Awaited<ReturnType<typeof createDevice>>;

  beforeAll(async () => {
    server = await startGatewayServer();
    device = await createDevice(server.app);
    other = await createDevice(server.app);
    await linkDevice(server.app, device.api_key, '6281211110001');
  });
  afterAll(() => server.close());

  it('reports the linked session', async () => {
    const response = await wuzapi(server.app, device.api_key).get('/session/status');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      code: 200,
      success: true,
      data: { Connected: true, LoggedIn: true, Jid: '6281211110001@s.whatsapp.net' },
    });
  });

  const cases: {
    path: string;
    body: Record<string, unknown>;
    type: string;
    expected: Record<string, unknown>;
  }[] = [
    {
      path: '/chat/send/text',
      body: { Body: 'Halo dari Wuz' },
      type: 'text',
      expected: { text: 'Halo dari Wuz' },
    },
    {
      path: '/chat/send/image',
      body: { Image: png, Caption: 'Lihat ini' },
      type: 'image',
      expected: { mimetype: 'image/png', caption: 'Lihat ini', size: 70 },
    },
    {
      path: '/chat/send/audio',
      body: { Audio: 'data:audio/ogg;base64,T2dnUwACAAAAAAAAAAA=' },
      type: 'audio',
      expected: { mimetype: 'audio/ogg', size: 14 },
    },
    {
      path: '/chat/send/document',
      body: { Document: 'data:application/octet-stream;base64,aG9sYSBxdWUgdGFsCg==', FileName: 'hola.txt' },
      type: 'document',
      expected: { fileName: 'hola.txt', mimetype: 'application/octet-stream', size: 13 },
    },
    {
      path: '/chat/send/video',
      body: { Video: 'data:video/mp4;base64,AAAAIGZ0eXBpc29t', Caption: 'Video' },
      type: 'video',
      expected: { mimetype: 'video/mp4', caption: 'Video', size: 12 },
    },
    {
      path: '/chat/send/sticker',
      body: { Sticker: 'data:image/webp;base64,UklGRh4AAABXRUJQ' },
      type: 'sticker',
      expected: { mimetype: 'image/webp', size: 12 },
    },
    {
      path: '/chat/send/location',
      body: { Latitude: -6.2, Longitude: 106.816666, Name: 'Monas' },
      type: 'location',
      expected: { latitude: -6.2, longitude: 106.816666, name: 'Monas' },
    },
    {
      path: '/chat/send/contact',
      body: { Name: 'Budi', Vcard: 'BEGIN:VCARD\nVERSION:3.0\nFN:Budi\nEND:VCARD' },
      type: 'contact',
      expected: { name: 'Budi', vcard: 'BEGIN:VCARD\nVERSION:3.0\nFN:Budi\nEND:VCARD' },
    },
  ];

  it.each(cases)(
    'sends $type and the simulated recipient receives it',
    async ({ path, body, type, expected }) => {
      const before = (await simulatorInbox(server.app, recipient)).length;
      const response = await wuzapi(server.app, device.api_key).post(path, { Phone: recipient, ...body });
      expect(response.statusCode).toBe(200);
      const answer = response.json();
      expect(answer).toMatchObject({ code: 200, success: true, data: { Details: 'Sent' } });
      expect(answer.data.Id).toMatch(/^[0-9A-F]+$/);
      const inbox = await simulatorInbox(server.app, recipient);
      expect(inbox).toHaveLength(before + 1);
      expect(inbox.at(-1)).toMatchObject({ from: '6281211110001', type, content: { type, ...expected } });
    },
  );

  it('refuses a missing or unknown token with 401', async () => {
    for (const token of [null, 'bukan-token-device']) {
      const response = await wuzapi(server.app, token).post('/chat/send/text', {
        Phone: recipient,
        Body: 'x',
      });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({
        code: 401,
        success: false,
        error: expect.stringContaining('Token'),
      });
    }
  });

  it("keeps each token to its own device: another device's token cannot send as this one", async () => {
    const response = await wuzapi(server.app, other.api_key).post('/chat/send/text', {
      Phone: recipient,
      Body: 'x',
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().error).toContain('belum terhubung');
    const status = await wuzapi(server.app, other.api_key).get('/session/status');
    expect(status.json().data).toMatchObject({ LoggedIn: false, Jid: '' });
  });

  it('accepts the token as ?token= too', async () => {
    const response = await server.app.inject({
      method: 'GET',
      url: `/api/wuzapi/session/status?token=${device.api_key}`,
    });
    expect(response.json().data.LoggedIn).toBe(true);
  });

  it('answers 402 in Indonesian for a device whose plan has ended', async () => {
    const expired = await createDevice(server.app, {
      expiredAt: new Date(Date.now() - 60_000).toISOString(),
    });
    const noPlan = await createDevice(server.app, { expiredAt: null });
    for (const target of [expired, noPlan]) {
      const response = await wuzapi(server.app, target.api_key).post('/chat/send/text', {
        Phone: recipient,
        Body: 'x',
      });
      expect(response.statusCode).toBe(402);
      expect(response.json()).toMatchObject({
        code: 402,
        success: false,
        error: expect.stringContaining('paket aktif'),
      });
    }
  });

  it('answers 400, never 500, for bad bodies', async () => {
    const api = wuzapi(server.app, device.api_key);
    const bad: [string, unknown][] = [
      ['/chat/send/text', { Phone: recipient }],
      ['/chat/send/text', { Phone: 'abc', Body: 'x' }],
      ['/chat/send/image', { Phone: recipient, Image: 'bukan data url' }],
      ['/chat/send/location', { Phone: recipient, Latitude: 'utara', Longitude: 1 }],
      ['/user/check', { Phone: 'bukan daftar' }],
      ['/session/hmac/config', { hmac_key: 'pendek' }],
      ['/webhook', { webhookURL: 'ftp://contoh' }],
    ];
    for (const [path, body] of bad) {
      const response = await api.post(path, body);
      expect(response.statusCode, path).toBe(400);
      expect(response.json()).toMatchObject({ code: 400, success: false, error: expect.any(String) });
    }
    const notJson = await server.app.inject({
      method: 'POST',
      url: '/api/wuzapi/chat/send/text',
      headers: { token: device.api_key, 'content-type': 'application/json' },
      payload: '{"Phone":',
    });
    expect(notJson.statusCode).toBe(400);
    expect(notJson.json().error).toBe('Isi permintaan bukan JSON yang valid');
  });

  it('accepts an empty JSON body, as wuzapi clients send on session routes', async () => {
    const response = await server.app.inject({
      method: 'POST',
      url: '/api/wuzapi/session/connect',
      headers: { token: device.api_key, 'content-type': 'application/json' },
      payload: '',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({
      details: 'Connected!',
      jid: '6281211110001@s.whatsapp.net',
    });
  });

  it('takes media of a few megabytes and refuses an oversized body with 413', async () => {
    const api = wuzapi(server.app, device.api_key);
    const photo = `data:image/jpeg;base64,${Buffer.alloc(3 * 1024 * 1024, 7).toString('base64')}`;
    const sent = await api.post('/chat/send/image', { Phone: recipient, Image: photo });
    expect(sent.statusCode).toBe(200);
    expect((await simulatorInbox(server.app, recipient)).at(-1)?.content).toMatchObject({
      size: 3 * 1024 * 1024,
    });
    const huge = `data:video/mp4;base64,${Buffer.alloc(20 * 1024 * 1024, 1).toString('base64')}`;
    const refused = await api.post('/chat/send/video', { Phone: recipient, Video: huge });
    expect(refused.statusCode).toBe(413);
    expect(refused.json()).toMatchObject({
      code: 413,
      success: false,
      error: 'Isi permintaan terlalu besar',
    });
  });

  it('checks numbers and reads user info', async () => {
    const api = wuzapi(server.app, device.api_key);
    const check = await api.post('/user/check', { Phone: [recipient, '+62 812-9999-0002'] });
    expect(check.json().data.Users).toEqual([
      { IsInWhatsapp: true, JID: `${recipient}@s.whatsapp.net`, Query: recipient, VerifiedName: '' },
      { IsInWhatsapp: true, JID: '6281299990002@s.whatsapp.net', Query: '6281299990002', VerifiedName: '' },
    ]);
    const info = await api.post('/user/info', { Phone: [recipient] });
    expect(Object.keys(info.json().data.Users)).toEqual([`${recipient}@s.whatsapp.net`]);
  });

  it('stores the webhook, its events and the HMAC key', async () => {
    const api = wuzapi(server.app, device.api_key);
    const set = await api.post('/webhook', {
      webhookURL: 'http://127.0.0.1:9/hook',
      events: ['Message', 'Bogus'],
    });
    expect(set.json().data).toEqual({ webhook: 'http://127.0.0.1:9/hook', events: ['Message'] });
    expect((await api.get('/webhook')).json().data).toEqual({
      webhook: 'http://127.0.0.1:9/hook',
      subscribe: ['Message'],
    });
    const update = await api.put('/webhook', {
      webhook: 'http://127.0.0.1:9/baru',
      events: ['All'],
      active: true,
    });
    expect(update.json().data).toMatchObject({ webhook: 'http://127.0.0.1:9/baru', events: ['All'] });
    expect((await api.post('/session/hmac/config', { hmac_key: 'k'.repeat(32) })).statusCode).toBe(200);
    expect((await api.get('/session/hmac/config')).json().data).toEqual({ hmac_key: '***' });
    expect((await api.delete('/webhook')).json().data.Details).toContain('deleted');
    expect((await api.get('/webhook')).json().data).toEqual({ webhook: '', subscribe: [] });
  });

  it('logs out: the session is unlinked and its keys are gone', async () => {
    const target = await createDevice(server.app);
    await linkDevice(server.app, target.api_key, '6281211110009');
    const db = server.app.ctx.database.db;
    const keys = () =>
      db.selectFrom('wa_auth_keys').select('key_id').where('device_id', '=', target.id).execute();
    expect(await keys()).not.toHaveLength(0);
    const response = await wuzapi(server.app, target.api_key).post('/session/logout');
    expect(response.json()).toEqual({ code: 200, success: true, data: { Details: 'Logged out' } });
    expect(await keys()).toHaveLength(0);
    expect((await wuzapi(server.app, target.api_key).get('/session/status')).json().data.LoggedIn).toBe(
      false,
    );
  });

  it('serves the Swagger UI and a document of the gateway API only', async () => {
    const ui = await server.app.inject({ method: 'GET', url: '/api/wuzapi/swagger/' });
    expect(ui.statusCode).toBe(200);
    expect(ui.body).toContain('swagger');
    const doc = await server.app.inject({ method: 'GET', url: '/api/wuzapi/swagger/json' });
    const paths = Object.keys(doc.json().paths);
    expect(paths).toContain('/chat/send/text');
    expect(paths).toContain('/session/pairphone');
    expect(paths.some((path) => path.startsWith('/api/'))).toBe(false);
    expect(JSON.stringify(doc.json().paths['/chat/send/text'])).not.toContain('X-HIDDEN');
    const dashboardDoc = await server.app.inject({ method: 'GET', url: '/api/docs/json' });
    const dashboardPaths = Object.keys(dashboardDoc.json().paths);
    expect(dashboardPaths).toContain('/api/devices');
    expect(dashboardPaths.filter((path) => path.startsWith('/api/wuzapi'))).toEqual([]);
  });
});
