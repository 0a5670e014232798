import { z } from 'zod';
import { requiredText } from './common';
import { webhookEventTypes } from './gateway';

export const device = z.object({
  id: z.string(),
  name: z.string(),
  /** The device's gateway token (`Token` header). */
  api_key: z.string(),
  created_at: z.string(),
  /** End of the active plan; null when the device never had one. */
  expired_at: z.string().nullable(),
  connected: z.boolean(),
  /** The linked WhatsApp number, null when not linked. */
  phone: z.string().nullable(),
  /** A device of an admin account works without a plan (the verification number is one). */
  plan_exempt: z.boolean(),
});
export type Device = z.infer<typeof device>;

export const devicesResponse = z.object({ devices: z.array(device) });
export type DevicesResponse = z.infer<typeof devicesResponse>;

export const createDeviceRequest = z.object({
  name: requiredText('Nama device wajib diisi').max(100, 'Nama device maksimal 100 karakter'),
});
export type CreateDeviceRequest = z.infer<typeof createDeviceRequest>;

export const deviceResponse = z.object({ device });
export type DeviceResponse = z.infer<typeof deviceResponse>;

export const deviceIdParams = z.object({ id: z.string() });

/** A device's webhook, as its owner sees it in the device's detail. */
export const deviceWebhook = z.object({
  /** Where events are sent; empty when no webhook is set. */
  url: z.string(),
  events: z.array(z.string()),
  /** Key of the `x-hmac-signature` (HMAC-SHA256 of the body); empty until one is made. */
  hmac_key: z.string(),
  /** Events waiting for delivery (new, or retried after a failure). */
  pending: z.number(),
  /** Why the latest failed attempt among them failed; empty when none failed. */
  last_error: z.string(),
});
export type DeviceWebhook = z.infer<typeof deviceWebhook>;

export const deviceWebhookResponse = z.object({ webhook: deviceWebhook });
export type DeviceWebhookResponse = z.infer<typeof deviceWebhookResponse>;

/** What happened to a test webhook sent at once to the device's URL (not queued, not retried). */
export const webhookTestResult = z.object({
  delivered: z.boolean(),
  /** The receiver's HTTP status; null when it could not be reached. */
  status: z.number().nullable(),
  /** Why it failed, in Indonesian; empty when delivered. */
  error: z.string(),
  duration_ms: z.number(),
});
export type WebhookTestResult = z.infer<typeof webhookTestResult>;

export const webhookTestResponse = z.object({ result: webhookTestResult });
export type WebhookTestResponse = z.infer<typeof webhookTestResponse>;

/** The device detail's webhook form: an empty URL turns the webhook off. */
export const updateDeviceWebhookRequest = z
  .object({
    url: z
      .string({ error: 'URL webhook tidak valid' })
      .trim()
      .max(2048, 'URL webhook maksimal 2048 karakter')
      .refine((value) => value === '' || isHttpUrl(value), 'URL webhook harus diawali http:// atau https://'),
    events: z.array(z.enum(['All', ...webhookEventTypes], { error: 'Event tidak dikenal' }), {
      error: 'Event tidak valid',
    }),
  })
  .refine((body) => body.url === '' || body.events.length > 0, {
    path: ['events'],
    message: 'Pilih minimal satu event',
  });
export type UpdateDeviceWebhookRequest = z.infer<typeof updateDeviceWebhookRequest>;

function isHttpUrl(value: string) {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}
