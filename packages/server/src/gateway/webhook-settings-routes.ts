import {
  deviceIdParams,
  deviceWebhookResponse,
  errorResponse,
  updateDeviceWebhookRequest,
  webhookTestResponse,
} from '@wuz/api/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { currentAuth, requireUser } from '../http/auth';
import { HttpError } from '../http/errors';
import { typed } from '../http/types';
import type { Gateway } from './gateway';
import { newHmacKey, type WebhookQueue } from './webhooks/queue';

const tags = ['Device'];
/** Test webhooks an account may send per minute. */
const testsPerMinute = 10;
const responses = { 200: deviceWebhookResponse, 401: errorResponse, 404: errorResponse };

/** The device's webhook as its detail shows it: settings, key and what waits for delivery. */
async function webhookOf(webhooks: WebhookQueue, deviceId: string) {
  const [settings, backlog] = await Promise.all([webhooks.settings(deviceId), webhooks.backlog(deviceId)]);
  return {
    url: settings?.url ?? '',
    events: settings?.events ?? [],
    hmac_key: settings?.hmacKey ?? '',
    pending: backlog.pending,
    last_error: backlog.lastError,
  };
}

/** The device detail's webhook: its owner reads and changes the webhook, sees the HMAC key and rotates it. */
export function webhookSettingsRoutes({ webhooks }: Gateway) {
  return async (instance: FastifyInstance) => {
    const app = typed(instance);
    const { devices } = app.ctx.services;
    const ownDevice = (request: FastifyRequest<{ Params: { id: string } }>) =>
      devices.requireOwn(currentAuth(request).user.id, request.params.id);

    app.get(
      '/api/devices/:id/webhook',
      {
        schema: {
          tags,
          summary: 'Webhook dan kunci HMAC device',
          params: deviceIdParams,
          response: responses,
        },
        onRequest: requireUser,
      },
      async (request) => {
        const device = await ownDevice(request);
        return { webhook: await webhookOf(webhooks, device.id) };
      },
    );

    app.put(
      '/api/devices/:id/webhook',
      {
        schema: {
          tags,
          summary: 'Ubah URL dan event webhook device (URL kosong mematikan webhook)',
          params: deviceIdParams,
          body: updateDeviceWebhookRequest,
          response: { ...responses, 400: errorResponse },
        },
        onRequest: requireUser,
      },
      async (request) => {
        const device = await ownDevice(request);
        const { url, events } = request.body;
        await webhooks.configure(device.id, { url, events: url ? events : [] });
        return { webhook: await webhookOf(webhooks, device.id) };
      },
    );

    const testLimit = instance.createRateLimit({
      max: testsPerMinute,
      timeWindow: 60_000,
      keyGenerator: (request) => `webhook-test:${currentAuth(request).user.id}`,
    });

    app.post(
      '/api/devices/:id/webhook/test',
      {
        schema: {
          tags,
          summary: 'Kirim event Test bertanda tangan ke URL webhook sekarang dan lihat jawaban penerima',
          params: deviceIdParams,
          response: { 200: webhookTestResponse, 400: errorResponse, 401: errorResponse, 404: errorResponse },
        },
        onRequest: requireUser,
        preHandler: async (request) => {
          const limit = await testLimit(request);
          if (!limit.isAllowed && limit.isExceeded) {
            throw new HttpError(429, 'Terlalu banyak tes webhook. Silakan coba lagi dalam 1 menit.');
          }
        },
      },
      async (request) => {
        const device = await ownDevice(request);
        const result = await webhooks.sendTest(device.id);
        if (!result) throw new HttpError(400, 'Atur URL webhook terlebih dahulu');
        return { result };
      },
    );

    app.post(
      '/api/devices/:id/webhook/hmac-key',
      {
        schema: {
          tags,
          summary: 'Buat ulang kunci HMAC device (kunci lama langsung tidak berlaku)',
          params: deviceIdParams,
          response: responses,
        },
        onRequest: requireUser,
      },
      async (request) => {
        const device = await ownDevice(request);
        await webhooks.configure(device.id, { hmacKey: newHmacKey() });
        return { webhook: await webhookOf(webhooks, device.id) };
      },
    );
  };
}
