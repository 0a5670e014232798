import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SimulatorEngine } from '../../src/gateway/simulator/engine';
import type { TestServer } from '../harness';
import { createDevice, startGatewayServer, waitFor, wuzapi } from './helpers';

describe('device-login page', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startGatewayServer({ APP_URL: 'https://wuz.contoh.id' });
  });
  afterAll(() => server.close());

  const status = async (apiKey: string) =>
    (await server.app.inject({ method: 'GET', url: `/api/wuzapi/device-login/${apiKey}/status` })).json();

  it('shows the QR while waiting, then the linked number once a phone scans it', async () => {
    const device = await createDevice(server.app);
    const page = await server.app.inject({
      method: 'GET',
      url: `/api/wuzapi/device-login/${device.api_key}`,
    });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('<html lang="id">');
    expect(page.body).toContain('Hubungkan WhatsApp');
    expect(page.body).toContain('src="/api/wuzapi/device-login.js"');

    let answer = await status(device.api_key);
    await waitFor(async () => {
      answer = await status(device.api_key);
      return answer.state === 'qr';
    });
    expect(answer.qr).toMatch(/^data:image\/png;base64,/);

    const scan = await server.app.inject({
      method: 'POST',
      url: '/api/wuzapi/simulator/scan',
      payload: { api_key: device.api_key, phone: '6281244445555' },
    });
    expect(scan.statusCode).toBe(200);
    expect(await status(device.api_key)).toMatchObject({
      state: 'connected',
      phone: '6281244445555',
      qr: null,
    });
  });

  it('gives a pairing code for a phone number; entering it links that number', async () => {
    const device = await createDevice(server.app);
    const pair = await server.app.inject({
      method: 'POST',
      url: `/api/wuzapi/device-login/${device.api_key}/pair`,
      payload: { phone: '6281266667777' },
    });
    expect(pair.statusCode).toBe(200);
    expect(pair.json().code).toMatch(/^[A-Z0-9]{4}-[A-Z0-9]{4}$/);
    const wrongPhone = await server.app.inject({
      method: 'POST',
      url: '/api/wuzapi/simulator/scan',
      payload: { api_key: device.api_key, phone: '6281200000000' },
    });
    expect(wrongPhone.statusCode).toBe(409);
    await server.app.inject({
      method: 'POST',
      url: '/api/wuzapi/simulator/scan',
      payload: { api_key: device.api_key, phone: '6281266667777' },
    });
    expect(await status(device.api_key)).toMatchObject({ state: 'connected', phone: '6281266667777' });
  });

  it('the wuzapi pairphone route answers a LinkingCode too', async () => {
    const device = await createDevice(server.app);
    const response = await wuzapi(server.app, device.api_key).post('/session/pairphone', {
      Phone: '6281288889999',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.LinkingCode).toMatch(/^[A-Z0-9]{4}-[A-Z0-9]{4}$/);
  });

  it('tells an expired device why it cannot connect and links to buying a plan', async () => {
    const device = await createDevice(server.app, { expiredAt: '2026-01-31T10:00:00.000Z' });
    const page = await server.app.inject({
      method: 'GET',
      url: `/api/wuzapi/device-login/${device.api_key}`,
    });
    expect(page.body).toContain(`href="https://wuz.contoh.id/payments?device=${device.id}"`);
    expect(await status(device.api_key)).toEqual({
      state: 'expired',
      qr: null,
      phone: null,
      expired_at: '2026-01-31T10:00:00.000Z',
    });
    expect(server.app.ctx.deviceState(device.id)).toEqual({ connected: false, phone: null });
    const pair = await server.app.inject({
      method: 'POST',
      url: `/api/wuzapi/device-login/${device.api_key}/pair`,
      payload: { phone: '6281266667777' },
    });
    expect(pair.statusCode).toBe(402);
  });

  it('answers 404 for an unknown token', async () => {
    const page = await server.app.inject({ method: 'GET', url: '/api/wuzapi/device-login/tidak-dikenal' });
    expect(page.statusCode).toBe(404);
    expect(page.body).toContain('Device tidak ditemukan');
  });
});

describe('simulator control routes', () => {
  it('are not mounted with the Baileys engine', async () => {
    const server = await startGatewayServer({ WA_ENGINE: 'baileys' });
    try {
      const response = await server.app.inject({
        method: 'POST',
        url: '/api/wuzapi/simulator/scan',
        payload: { api_key: 'x', phone: '6281200000000' },
      });
      expect(response.statusCode).toBe(404);
    } finally {
      await server.close();
    }
  });
});

describe('simulator QR', () => {
  it('rotates the QR until a phone scans it', async () => {
    const server = await startGatewayServer();
    try {
      const engine = new SimulatorEngine(server.app.ctx.database.db, { qrRotateMs: 30 });
      const codes: string[] = [];
      await engine.start('device-qr', (event) => {
        if (event.type === 'qr') codes.push(event.qr);
      });
      await waitFor(() => codes.length >= 3);
      expect(new Set(codes).size).toBe(codes.length);
      await engine.scan('device-qr', '6281200001111');
      const seen = codes.length;
      await new Promise((resolve) => setTimeout(resolve, 120));
      expect(codes.length).toBe(seen);
      await engine.close();
    } finally {
      await server.close();
    }
  });
});
