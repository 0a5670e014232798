import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verificationCodeIn } from '../../src/gateway/verification';
import type { TestServer } from '../harness';
import { createDevice, linkDevice, simulatorInbox, startGatewayServer, waitFor } from './helpers';

const adminNumber = '6281200000001';

describe('verification code in a message', () => {
  it('accepts the keyword in any case with spaces around the colon', () => {
    expect(verificationCodeIn('Register Wuz:AB12CD', 'Register Wuz')).toBe('AB12CD');
    expect(verificationCodeIn('  register wuz : AB12CD ', 'Register Wuz')).toBe('AB12CD');
    expect(verificationCodeIn('REGISTER WUZ:  xyz', 'Register Wuz')).toBe('xyz');
  });
  it('ignores other messages', () => {
    expect(verificationCodeIn('halo admin', 'Register Wuz')).toBeNull();
    expect(verificationCodeIn('Register:AB12', 'Register Wuz')).toBeNull();
    expect(verificationCodeIn('Register Wuz AB12', 'Register Wuz')).toBeNull();
  });
});

describe('account verification over WhatsApp', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startGatewayServer({ WA_ADMIN_NUMBER: adminNumber, VERIFY_KEYWORD: 'Register Wuz' });
    const adminDevice = await createDevice(server.app, { role: 'admin' });
    await linkDevice(server.app, adminDevice.api_key, adminNumber);
  });
  afterAll(() => server.close());

  const register = async (whatsapp: string, username: string) => {
    const response = await server.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: {
        fullname: 'Siti Rahma',
        whatsapp_number: whatsapp,
        username,
        email: `${username}@contoh.id`,
        password: 'rahasia123',
      },
    });
    expect(response.statusCode).toBe(201);
    return response.json().data as { verification_code: string; admin_whatsapp: string; keyword: string };
  };
  const login = (username: string) =>
    server.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username, password: 'rahasia123' },
    });
  const sendToAdmin = (from: string, text: string) =>
    server.app.inject({
      method: 'POST',
      url: '/api/wuzapi/simulator/messages',
      payload: { from, to: adminNumber, text },
    });

  it('verifies the account from its registered number and confirms by WhatsApp; login then succeeds', async () => {
    const data = await register('6281377776666', 'sitirahma');
    expect(data.admin_whatsapp).toBe(adminNumber);
    expect((await login('sitirahma')).statusCode).toBe(403);

    const sent = await sendToAdmin('6281377776666', `register wuz : ${data.verification_code}`);
    expect(sent.statusCode).toBe(200);

    await waitFor(async () => (await simulatorInbox(server.app, '6281377776666')).length > 0);
    const [reply] = await simulatorInbox(server.app, '6281377776666');
    expect(reply).toMatchObject({ from: adminNumber, type: 'text' });
    expect(String(reply?.content.text)).toContain('berhasil diverifikasi');
    const loggedIn = await login('sitirahma');
    expect(loggedIn.statusCode).toBe(200);
    expect(loggedIn.json()).toHaveProperty('token');
  });

  it('does not verify from another number or with a wrong code', async () => {
    const data = await register('6281355554444', 'budisantoso');
    await sendToAdmin('6281399998888', `Register Wuz:${data.verification_code}`);
    await sendToAdmin('6281355554444', 'Register Wuz:SALAH1');
    await waitFor(async () => (await simulatorInbox(server.app, '6281355554444')).length > 0);
    const [reply] = await simulatorInbox(server.app, '6281355554444');
    expect(String(reply?.content.text)).toContain('tidak cocok');
    expect((await login('budisantoso')).statusCode).toBe(403);
  });
});
