import { z } from 'zod';

/**
 * The WhatsApp gateway API (wuzapi-compatible, under /api/wuzapi/): request bodies keep wuzapi's field names;
 * answers use its envelope `{code, data, success}` or `{code, error, success}`.
 */

export const wuzapiError = z.object({ code: z.number(), error: z.string(), success: z.literal(false) });
export type WuzapiError = z.infer<typeof wuzapiError>;

export function wuzapiOk<T extends z.ZodType>(data: T) {
  return z.object({ code: z.number(), data, success: z.literal(true) });
}

const phoneMessage = 'Nomor telepon tidak valid (gunakan kode negara, contoh 6281234567890)';
/** A phone number with country code; spaces, dashes, a leading + or a `@s.whatsapp.net` suffix are allowed. */
export const wuzapiPhone = z
  .string({ error: 'Phone wajib diisi' })
  .refine(
    (value) => /^\+?[1-9]\d{7,14}(@s\.whatsapp\.net)?$/.test(value.replace(/[\s-]/g, '')),
    phoneMessage,
  );

/** A base64 data URL (`data:<mime>;base64,<data>`), as wuzapi takes media. */
export const dataUrl = (field: string) =>
  z
    .string({ error: `${field} wajib diisi` })
    .regex(/^data:[\w.+-]+\/[\w.+-]+(;[\w=.+-]+)*;base64,[A-Za-z0-9+/=\s]+$/, {
      error: `${field} harus berupa data URL base64 (data:<mime>;base64,...)`,
    });

const optionalId = z.string().max(64, 'Id maksimal 64 karakter').optional();
const caption = z.string().max(4096, 'Caption maksimal 4096 karakter').optional();

export const connectRequest = z
  .object({ Subscribe: z.array(z.string()).optional(), Immediate: z.boolean().optional() })
  .nullish();
export const pairPhoneRequest = z.object({ Phone: wuzapiPhone });
export const hmacConfigRequest = z.object({
  hmac_key: z
    .string({ error: 'hmac_key wajib diisi' })
    .min(32, 'hmac_key minimal 32 karakter')
    .max(256, 'hmac_key maksimal 256 karakter'),
});

export const sendTextRequest = z.object({
  Phone: wuzapiPhone,
  Body: z.string({ error: 'Body wajib diisi' }).min(1, 'Body wajib diisi').max(65536, 'Body terlalu panjang'),
  Id: optionalId,
});
export const sendImageRequest = z.object({
  Phone: wuzapiPhone,
  Image: dataUrl('Image'),
  Caption: caption,
  Id: optionalId,
});
export const sendAudioRequest = z.object({ Phone: wuzapiPhone, Audio: dataUrl('Audio'), Id: optionalId });
export const sendDocumentRequest = z.object({
  Phone: wuzapiPhone,
  Document: dataUrl('Document'),
  FileName: z.string({ error: 'FileName wajib diisi' }).min(1, 'FileName wajib diisi').max(255),
  MimeType: z.string().optional(),
  Caption: caption,
  Id: optionalId,
});
export const sendVideoRequest = z.object({
  Phone: wuzapiPhone,
  Video: dataUrl('Video'),
  Caption: caption,
  Id: optionalId,
});
export const sendStickerRequest = z.object({
  Phone: wuzapiPhone,
  Sticker: dataUrl('Sticker'),
  Id: optionalId,
});
export const sendLocationRequest = z.object({
  Phone: wuzapiPhone,
  Latitude: z.number({ error: 'Latitude wajib berupa angka' }).min(-90).max(90),
  Longitude: z.number({ error: 'Longitude wajib berupa angka' }).min(-180).max(180),
  Name: z.string().max(1000).optional(),
  Id: optionalId,
});
export const sendContactRequest = z.object({
  Phone: wuzapiPhone,
  Name: z.string({ error: 'Name wajib diisi' }).min(1, 'Name wajib diisi'),
  Vcard: z
    .string({ error: 'Vcard wajib diisi' })
    .regex(/BEGIN:VCARD/i, 'Vcard harus berupa vCard (BEGIN:VCARD ...)'),
  Id: optionalId,
});
export const sentData = z.object({ Details: z.string(), Id: z.string(), Timestamp: z.string() });

export const userPhonesRequest = z.object({
  Phone: z
    .array(wuzapiPhone, { error: 'Phone wajib berupa daftar nomor' })
    .min(1, 'Phone wajib diisi')
    .max(50),
});
export const avatarRequest = z.object({ Phone: wuzapiPhone, Preview: z.boolean().optional() });
export const avatarQuery = z.object({ Phone: wuzapiPhone, Preview: z.enum(['true', 'false']).optional() });

/** Event types a webhook can subscribe to (wuzapi names); `All` means every one. */
export const webhookEventTypes = [
  'Message',
  'Connected',
  'Disconnected',
  'LoggedOut',
  'QR',
  'PairSuccess',
] as const;
export type WebhookEventType = (typeof webhookEventTypes)[number];

export const webhookEventName = z.string();
export const setWebhookRequest = z.object({
  webhookURL: z.url({ error: 'webhookURL harus berupa URL http(s) yang valid', protocol: /^https?$/ }),
  events: z.array(webhookEventName).optional(),
});
export const updateWebhookRequest = z.object({
  webhook: z.url({ error: 'webhook harus berupa URL http(s) yang valid', protocol: /^https?$/ }).optional(),
  events: z.array(webhookEventName).optional(),
  active: z.boolean().optional(),
});
export const webhookData = z.object({ webhook: z.string(), subscribe: z.array(z.string()) });

export const sessionStatusData = z.object({
  Connected: z.boolean(),
  LoggedIn: z.boolean(),
  Jid: z.string(),
});
export const detailsData = z.object({ Details: z.string() });

/** Device-login page polling. */
export const deviceLoginStatus = z.object({
  state: z.enum(['expired', 'starting', 'qr', 'connected']),
  /** The current QR as an image data URL while waiting for a scan. */
  qr: z.string().nullable(),
  phone: z.string().nullable(),
  expired_at: z.string().nullable(),
});
export type DeviceLoginStatus = z.infer<typeof deviceLoginStatus>;
export const deviceLoginPairRequest = z.object({ phone: wuzapiPhone });

/** Simulator control (only with WA_ENGINE=simulator). */
export const simulatorScanRequest = z.object({
  api_key: z.string({ error: 'api_key wajib diisi' }).min(1, 'api_key wajib diisi'),
  phone: wuzapiPhone,
});
export const simulatorMessageRequest = z.object({
  from: wuzapiPhone,
  to: wuzapiPhone,
  text: z.string({ error: 'text wajib diisi' }).min(1, 'text wajib diisi'),
});
export const simulatorMessagesQuery = z.object({ phone: wuzapiPhone });
