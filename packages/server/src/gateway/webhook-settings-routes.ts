import {
  deviceIdParams,
  deviceWebhookResponse,
  errorResponse,
  updateDeviceWebhookRequest,
} from '@wuz/api/contract';
import type { FastifyInstance } from 'fastify';
import { currentAuth, requireUser } from '../http/auth';
import { typed } from '../http/types';
import type { Gateway } from './gateway';
import { newHmacKey, type WebhookSettings } from './webhooks/queue';

const tags = ['Device'];
const responses = { 200: deviceWebhookResponse, 401: errorResponse, 404: errorResponse };

const toWebhook = (settings: WebhookSettings | null) => ({
  url: settings?.url ?? '',
  events: settings?.events ?? [],
  hmac_key: settings?.hmacKey ?? '',
});

/** The device detail's webhook: its owner reads and changes the webhook, sees the HMAC key and rotates it. */
export function webhookSettingsRoutes({ webhooks }: Gateway) {
  return async (instance: FastifyInstance) => {
    const app = typed(instance);
    const { devices } = app.ctx.services;

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
        const device = await devices.requireOwn(currentAuth(request).user.id, request.params.id);
        return { webhook: toWebhook(await webhooks.settings(device.id)) };
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
        const device = await devices.requireOwn(currentAuth(request).user.id, request.params.id);
        const { url, events } = request.body;
        const settings = await webhooks.configure(device.id, { url, events: url ? events : [] });
        return { webhook: toWebhook(settings) };
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
        const device = await devices.requireOwn(currentAuth(request).user.id, request.params.id);
        return { webhook: toWebhook(await webhooks.configure(device.id, { hmacKey: newHmacKey() })) };
      },
    );
  };
}
