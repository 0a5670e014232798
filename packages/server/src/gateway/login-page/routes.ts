import fs from 'node:fs';
import path from 'node:path';
import { type DeviceLoginStatus, deviceLoginPairRequest } from '@wuz/api/contract';
import type { FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { hasActivePlan } from '../devices';
import { phoneOf } from '../engine';
import { useEnvelopeErrors } from '../envelope';
import { type Gateway, qrImage } from '../gateway';
import { deviceLoginPage, notFoundPage } from './page';

const script = fs.readFileSync(path.join(import.meta.dirname, 'device-login.js'), 'utf8');
const apiKeyParams = z.object({ api_key: z.string().min(1).max(200) });

/** `GET /api/wuzapi/device-login/{api_key}`: the page, its script, its status and pairing-code routes. */
export async function registerDeviceLogin(parent: FastifyInstance, gateway: Gateway) {
  await parent.register(
    async (scope) => {
      scope.setValidatorCompiler(validatorCompiler);
      scope.setSerializerCompiler(serializerCompiler);
      useEnvelopeErrors(scope);
      const routes = scope.withTypeProvider<ZodTypeProvider>();
      const noStore = 'no-store';

      routes.get('/device-login.js', { schema: { hide: true } }, async (_request, reply) =>
        reply.type('text/javascript; charset=utf-8').header('cache-control', 'no-cache').send(script),
      );

      routes.get(
        '/device-login/:api_key',
        { schema: { hide: true, params: apiKeyParams } },
        async (request, reply) => {
          const device = await gateway.devices.byApiKey(request.params.api_key);
          reply.type('text/html; charset=utf-8').header('cache-control', noStore);
          if (!device) return reply.code(404).send(notFoundPage());
          const paymentUrl = new URL(
            `/payments?device=${encodeURIComponent(device.id)}`,
            gateway.config.APP_URL,
          ).href;
          return reply.send(
            deviceLoginPage({ apiKey: device.apiKey, paymentUrl, scriptUrl: '/api/wuzapi/device-login.js' }),
          );
        },
      );

      routes.get(
        '/device-login/:api_key/status',
        { schema: { hide: true, params: apiKeyParams } },
        async (request, reply) => {
          const device = await gateway.devices.byApiKey(request.params.api_key);
          reply.header('cache-control', noStore);
          if (!device) return reply.code(404).send({ error: 'Device tidak ditemukan' });
          const state = gateway.sessions.state(device.id);
          let answer: DeviceLoginStatus;
          if (state.connected) {
            answer = { state: 'connected', qr: null, phone: state.phone, expired_at: device.expiredAt };
          } else if (!hasActivePlan(device)) {
            answer = { state: 'expired', qr: null, phone: null, expired_at: device.expiredAt };
          } else {
            if (!state.started) void gateway.sessions.connect(device.id).catch(() => undefined);
            const qr = state.qr ? await qrImage(state.qr) : null;
            answer = { state: qr ? 'qr' : 'starting', qr, phone: null, expired_at: device.expiredAt };
          }
          return answer;
        },
      );

      routes.post(
        '/device-login/:api_key/pair',
        { schema: { hide: true, params: apiKeyParams, body: deviceLoginPairRequest } },
        async (request, reply) => {
          const device = await gateway.devices.byApiKey(request.params.api_key);
          if (!device) return reply.code(404).send({ error: 'Device tidak ditemukan' });
          if (!hasActivePlan(device))
            return reply.code(402).send({ error: 'Device ini tidak memiliki paket aktif' });
          if (gateway.sessions.state(device.id).connected) {
            return reply.code(409).send({ error: 'Device sudah terhubung ke WhatsApp' });
          }
          await gateway.sessions.connect(device.id);
          const code = await gateway.sessions
            .running(device.id)
            .requestPairingCode(phoneOf(request.body.phone));
          return { code };
        },
      );
    },
    { prefix: '/api/wuzapi' },
  );
}
