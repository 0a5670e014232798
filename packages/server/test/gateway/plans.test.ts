import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GatewayContext } from '../../src/gateway';
import type { TestServer } from '../harness';
import { createDevice, linkDevice, simulatorInbox, startGatewayServer, waitFor, wuzapi } from './helpers';

const day = 24 * 60 * 60 * 1000;
/** The gateway caches a token's device for 2 s. */
const tokenCacheExpiry = () => new Promise((resolve) => setTimeout(resolve, 2100));

describe('sessions follow the paid time', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startGatewayServer();
  });
  afterAll(() => server.close());

  const gateway = () => {
    const found = (server.app.ctx as typeof server.app.ctx & GatewayContext).gateway;
    if (!found) throw new Error('gateway tidak terpasang');
    return found;
  };
  const setExpiry = (deviceId: string, expiredAt: string) =>
    server.app.ctx.database.db
      .updateTable('devices')
      .set({ expired_at: expiredAt })
      .where('id', '=', deviceId)
      .execute();
  const status = async (apiKey: string) =>
    (await wuzapi(server.app, apiKey).get('/session/status')).json().data;

  it('closes a linked session when its plan ends and brings it back, still linked, once the plan is renewed', async () => {
    const device = await createDevice(server.app);
    await linkDevice(server.app, device.api_key, '6281344445555');
    const other = await createDevice(server.app);
    await linkDevice(server.app, other.api_key, '6281344446666');

    await setExpiry(device.id, new Date(Date.now() - 60_000).toISOString());
    await gateway().plans.check();
    expect(await status(device.api_key)).toMatchObject({ Connected: false, LoggedIn: false });
    expect(gateway().sessions.state(device.id)).toMatchObject({ loggedIn: true, phone: '6281344445555' });
    expect(await status(other.api_key)).toMatchObject({ Connected: true, LoggedIn: true });
    await tokenCacheExpiry();
    const refused = await wuzapi(server.app, device.api_key).post('/chat/send/text', {
      Phone: '6285700003333',
      Body: 'tanpa paket',
    });
    expect(refused.statusCode).toBe(402);

    await setExpiry(device.id, new Date(Date.now() + 30 * day).toISOString());
    await gateway().plans.check();
    await waitFor(async () => (await status(device.api_key)).LoggedIn === true);
    // no new QR scan was needed: the same number is linked
    expect(gateway().sessions.state(device.id)).toMatchObject({ connected: true, phone: '6281344445555' });
    await tokenCacheExpiry();
    const sent = await wuzapi(server.app, device.api_key).post('/chat/send/text', {
      Phone: '6285700003333',
      Body: 'paket diperpanjang',
    });
    expect(sent.statusCode, sent.body).toBe(200);
    await waitFor(async () =>
      (await simulatorInbox(server.app, '6285700003333')).some((message) =>
        JSON.stringify(message.content).includes('paket diperpanjang'),
      ),
    );
  }, 30_000);

  it('stops a device waiting for a QR scan when its plan ends, and does not restart it on renewal', async () => {
    const device = await createDevice(server.app);
    await wuzapi(server.app, device.api_key).post('/session/connect', {});
    expect(gateway().sessions.state(device.id).started).toBe(true);

    await setExpiry(device.id, new Date(Date.now() - 60_000).toISOString());
    await gateway().plans.check();
    expect(gateway().sessions.state(device.id).started).toBe(false);

    await setExpiry(device.id, new Date(Date.now() + 30 * day).toISOString());
    await gateway().plans.check();
    expect(gateway().sessions.state(device.id).started).toBe(false);
  });

  it("keeps an admin's device working without a plan (the verification number), until the owner is no admin", async () => {
    await createDevice(server.app, { role: 'admin' }); // another admin, so this owner can be demoted
    const device = await createDevice(server.app, { expiredAt: null, role: 'admin' });
    await linkDevice(server.app, device.api_key, '6281344447777');
    const sent = await wuzapi(server.app, device.api_key).post('/chat/send/text', {
      Phone: '6281200000000',
      Body: 'Halo',
    });
    expect(sent.statusCode, sent.body).toBe(200);
    await gateway().plans.check();
    expect(await status(device.api_key)).toMatchObject({ Connected: true, LoggedIn: true });

    await server.app.ctx.services.users.setRole(device.user_id, 'user');
    await tokenCacheExpiry();
    const refused = await wuzapi(server.app, device.api_key).post('/chat/send/text', {
      Phone: '6281200000000',
      Body: 'Halo',
    });
    expect(refused.statusCode).toBe(402);
    await gateway().plans.check();
    expect(await status(device.api_key)).toMatchObject({ Connected: false, LoggedIn: false });
  }, 30_000);
});
