import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import {
  avatarQuery,
  avatarRequest,
  connectRequest,
  hmacConfigRequest,
  pairPhoneRequest,
  sendAudioRequest,
  sendContactRequest,
  sendDocumentRequest,
  sendImageRequest,
  sendLocationRequest,
  sendStickerRequest,
  sendTextRequest,
  sendVideoRequest,
  setWebhookRequest,
  updateWebhookRequest,
  userPhonesRequest,
  webhookEventTypes,
} from '@wuz/api/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { type GatewayDevice, hasActivePlan } from './devices';
import { type OutgoingMessage, phoneOf } from './engine';
import { fail, ok, useEnvelopeErrors } from './envelope';
import { type Gateway, qrImage } from './gateway';

declare module 'fastify' {
  interface FastifyRequest {
    gatewayDevice: GatewayDevice | null;
  }
}

export const noPlanMessage =
  'Device ini tidak memiliki paket aktif. Beli atau perpanjang paket di menu Payments untuk memakai API WhatsApp.';

const dashboardHiddenTag = 'X-HIDDEN';
/** Media arrive base64-encoded in the JSON body. */
const mediaBodyLimit = 24 * 1024 * 1024;

/** Routes an expired device may still call: reading its state and unlinking. */
const allowedWithoutPlan = new Set(['/session/status', '/session/logout', '/session/disconnect']);

function tokenOf(request: FastifyRequest): string {
  const header = request.headers.token;
  const query = (request.query as { token?: unknown } | undefined)?.token;
  const value = Array.isArray(header) ? header[0] : (header ?? (typeof query === 'string' ? query : ''));
  return (value ?? '').trim();
}

/** Decodes `data:<mime>;base64,<data>`; the schema has already checked the shape. */
function decodeDataUrl(value: string): { data: Buffer; mimetype: string } {
  const comma = value.indexOf(',');
  const mimetype = value.slice(5, comma).split(';')[0] ?? 'application/octet-stream';
  return { data: Buffer.from(value.slice(comma + 1), 'base64'), mimetype };
}

const webhookEvents = (events: string[] | undefined) =>
  (events ?? []).filter(
    (event) => event === 'All' || (webhookEventTypes as readonly string[]).includes(event),
  );

/** The wuzapi-compatible API (token per device) and its Swagger UI, in their own plugin context. */
export async function registerWuzapiApi(parent: FastifyInstance, gateway: Gateway) {
  await parent.register(
    async (scope) => {
      scope.setValidatorCompiler(validatorCompiler);
      scope.setSerializerCompiler(serializerCompiler);
      useEnvelopeErrors(scope);
      // wuzapi clients often send `Content-Type: application/json` with no body (logout, disconnect...).
      const parseJson = scope.getDefaultJsonParser('error', 'error');
      scope.removeContentTypeParser('application/json');
      scope.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
        if (body === '') return done(null, undefined);
        return parseJson(request, body.toString(), done);
      });
      // A separate document from the dashboard's /api/docs: our routes carry the tag the dashboard's document
      // hides (X-HIDDEN), this document hides another one and drops that tag.
      await scope.register(fastifySwagger, {
        decorator: 'wuzapiSwagger',
        hiddenTag: 'X-WUZAPI-HIDDEN',
        openapi: {
          info: {
            title: 'Wuz WhatsApp API',
            description:
              'API WhatsApp kompatibel wuzapi. Autentikasi dengan header `Token` (atau `?token=`) berisi token device.',
            version: '1.0.0',
          },
          servers: [{ url: '/api/wuzapi' }],
          components: { securitySchemes: { Token: { type: 'apiKey', in: 'header', name: 'Token' } } },
          security: [{ Token: [] }],
        },
        transform: (input) => {
          const result = jsonSchemaTransform(input);
          const schema = result.schema as { tags?: string[] };
          return {
            schema: { ...schema, tags: schema.tags?.filter((tag) => tag !== dashboardHiddenTag) },
            url: result.url.replace(/^\/api\/wuzapi/, ''),
          } as typeof result;
        },
      });
      // Swagger UI reads `swagger()`: in this context that is our document.
      const decorated = scope as unknown as Record<string, unknown>;
      decorated.swagger = decorated.wuzapiSwagger;
      await scope.register(fastifySwaggerUi, { routePrefix: '/swagger', staticCSP: true });
      await scope.register(async (api) => {
        api.decorateRequest('gatewayDevice', null);
        api.addHook('onRequest', async (request, reply) => {
          const token = tokenOf(request);
          const device = token ? await gateway.devices.byApiKey(token) : null;
          if (!device) return fail(reply, 401, 'Token tidak valid atau tidak diisi (header Token)');
          const path = request.routeOptions.url?.replace(/^\/api\/wuzapi/, '') ?? '';
          if (!allowedWithoutPlan.has(path) && !hasActivePlan(device)) return fail(reply, 402, noPlanMessage);
          request.gatewayDevice = device;
        });
        registerRoutes(api.withTypeProvider<ZodTypeProvider>(), gateway);
      });
    },
    { prefix: '/api/wuzapi' },
  );
}

const deviceOf = (request: FastifyRequest) => request.gatewayDevice as GatewayDevice;

function registerRoutes(
  api: FastifyInstance & { withTypeProvider: FastifyInstance['withTypeProvider'] },
  gateway: Gateway,
) {
  const typed = api.withTypeProvider<ZodTypeProvider>();
  const { sessions, webhooks } = gateway;
  const doc = (tag: string, summary: string) => ({ tags: [tag, dashboardHiddenTag], summary });

  typed.post(
    '/session/connect',
    { schema: { ...doc('Session', 'Hubungkan ke WhatsApp'), body: connectRequest } },
    async (request, reply) => {
      const device = deviceOf(request);
      if (request.body?.Subscribe) {
        await webhooks.configure(device.id, { events: webhookEvents(request.body.Subscribe) });
      }
      await sessions.connect(device.id);
      const settings = await webhooks.settings(device.id);
      const state = sessions.state(device.id);
      return ok(reply, {
        details: state.connected ? 'Connected!' : 'Connecting',
        events: settings?.events.join(',') ?? '',
        jid: state.jid ?? '',
        webhook: settings?.url ?? '',
      });
    },
  );

  typed.post(
    '/session/disconnect',
    { schema: doc('Session', 'Putuskan koneksi (sesi tetap tersimpan)') },
    async (request, reply) => {
      await sessions.disconnect(deviceOf(request).id);
      return ok(reply, { Details: 'Disconnected' });
    },
  );

  typed.post(
    '/session/logout',
    { schema: doc('Session', 'Logout dan hapus sesi WhatsApp') },
    async (request, reply) => {
      await sessions.logout(deviceOf(request).id);
      return ok(reply, { Details: 'Logged out' });
    },
  );

  typed.get('/session/status', { schema: doc('Session', 'Status koneksi') }, async (request, reply) => {
    const state = sessions.state(deviceOf(request).id);
    return ok(reply, {
      Connected: state.started || state.connected,
      LoggedIn: state.connected,
      Jid: state.jid ?? '',
    });
  });

  typed.get('/session/qr', { schema: doc('Session', 'Kode QR (data URL PNG)') }, async (request, reply) => {
    const state = sessions.state(deviceOf(request).id);
    if (state.connected) return fail(reply, 409, 'Device sudah terhubung ke WhatsApp');
    if (!state.started)
      return fail(reply, 409, 'Sesi belum dimulai. Panggil /session/connect terlebih dahulu.');
    if (!state.qr) return fail(reply, 409, 'Kode QR belum tersedia, coba lagi sebentar lagi');
    return ok(reply, { QRCode: await qrImage(state.qr) });
  });

  typed.post(
    '/session/pairphone',
    { schema: { ...doc('Session', 'Kode pairing lewat nomor telepon'), body: pairPhoneRequest } },
    async (request, reply) => {
      const device = deviceOf(request);
      if (sessions.state(device.id).connected) return fail(reply, 409, 'Device sudah terhubung ke WhatsApp');
      await sessions.connect(device.id);
      const code = await sessions.running(device.id).requestPairingCode(phoneOf(request.body.Phone));
      return ok(reply, { LinkingCode: code });
    },
  );

  typed.get(
    '/session/hmac/config',
    { schema: doc('Session', 'Status kunci HMAC webhook') },
    async (request, reply) => {
      const settings = await webhooks.settings(deviceOf(request).id);
      return ok(reply, { hmac_key: settings?.hmacKey ? '***' : '' });
    },
  );

  typed.post(
    '/session/hmac/config',
    { schema: { ...doc('Session', 'Atur kunci HMAC webhook'), body: hmacConfigRequest } },
    async (request, reply) => {
      await webhooks.configure(deviceOf(request).id, { hmacKey: request.body.hmac_key });
      return ok(reply, { Details: 'HMAC configuration saved successfully' });
    },
  );

  const send = <S extends z.ZodType<{ Phone: string }>>(
    path: string,
    summary: string,
    body: S,
    build: (input: z.infer<S>) => OutgoingMessage,
  ) =>
    typed.post(
      path,
      { schema: { ...doc('Chat', summary), body }, bodyLimit: mediaBodyLimit },
      async (request, reply) => {
        const input = request.body as z.infer<S>;
        const sent = await sessions.linked(deviceOf(request).id).send(phoneOf(input.Phone), build(input));
        return ok(reply, { Details: 'Sent', Id: sent.id, Timestamp: sent.timestamp.toISOString() });
      },
    );

  send('/chat/send/text', 'Kirim pesan teks', sendTextRequest, (input) => ({
    type: 'text',
    text: input.Body,
    id: input.Id,
  }));
  send('/chat/send/image', 'Kirim gambar', sendImageRequest, (input) => ({
    type: 'image',
    ...decodeDataUrl(input.Image),
    caption: input.Caption,
    id: input.Id,
  }));
  send('/chat/send/audio', 'Kirim audio', sendAudioRequest, (input) => ({
    type: 'audio',
    ...decodeDataUrl(input.Audio),
    id: input.Id,
  }));
  send('/chat/send/document', 'Kirim dokumen', sendDocumentRequest, (input) => {
    const file = decodeDataUrl(input.Document);
    return {
      type: 'document',
      data: file.data,
      mimetype: input.MimeType ?? file.mimetype,
      fileName: input.FileName,
      caption: input.Caption,
      id: input.Id,
    };
  });
  send('/chat/send/video', 'Kirim video', sendVideoRequest, (input) => ({
    type: 'video',
    ...decodeDataUrl(input.Video),
    caption: input.Caption,
    id: input.Id,
  }));
  send('/chat/send/sticker', 'Kirim stiker', sendStickerRequest, (input) => ({
    type: 'sticker',
    ...decodeDataUrl(input.Sticker),
    id: input.Id,
  }));
  send('/chat/send/location', 'Kirim lokasi', sendLocationRequest, (input) => ({
    type: 'location',
    latitude: input.Latitude,
    longitude: input.Longitude,
    name: input.Name,
    id: input.Id,
  }));
  send('/chat/send/contact', 'Kirim kontak', sendContactRequest, (input) => ({
    type: 'contact',
    name: input.Name,
    vcard: input.Vcard,
    id: input.Id,
  }));

  typed.post(
    '/user/check',
    { schema: { ...doc('User', 'Cek nomor terdaftar di WhatsApp'), body: userPhonesRequest } },
    async (request, reply) => {
      const results = await sessions
        .linked(deviceOf(request).id)
        .checkNumbers(request.body.Phone.map(phoneOf));
      return ok(reply, {
        Users: results.map((result) => ({
          IsInWhatsapp: result.isInWhatsapp,
          JID: result.jid,
          Query: result.query,
          VerifiedName: result.verifiedName,
        })),
      });
    },
  );

  typed.post(
    '/user/info',
    { schema: { ...doc('User', 'Info profil pengguna WhatsApp'), body: userPhonesRequest } },
    async (request, reply) => {
      const users = await sessions.linked(deviceOf(request).id).userInfo(request.body.Phone.map(phoneOf));
      return ok(reply, {
        Users: Object.fromEntries(
          users.map((user) => [
            user.jid,
            {
              Devices: user.devices,
              PictureID: user.pictureId,
              Status: user.status,
              VerifiedName: user.verifiedName,
            },
          ]),
        ),
      });
    },
  );

  const avatar = async (request: FastifyRequest, reply: FastifyReply, phone: string, preview: boolean) => {
    const found = await sessions.linked(deviceOf(request).id).avatar(phoneOf(phone), preview);
    if (!found) return fail(reply, 404, 'Pengguna ini tidak memiliki foto profil atau tidak dapat dilihat');
    return ok(reply, { URL: found.url, ID: found.id, Type: found.type, DirectPath: found.directPath });
  };
  typed.post(
    '/user/avatar',
    { schema: { ...doc('User', 'Foto profil'), body: avatarRequest } },
    (request, reply) => avatar(request, reply, request.body.Phone, request.body.Preview ?? true),
  );
  typed.get(
    '/user/avatar',
    { schema: { ...doc('User', 'Foto profil'), querystring: avatarQuery } },
    (request, reply) => avatar(request, reply, request.query.Phone, request.query.Preview !== 'false'),
  );

  typed.get('/webhook', { schema: doc('Webhook', 'Lihat webhook') }, async (request, reply) => {
    const settings = await webhooks.settings(deviceOf(request).id);
    return ok(reply, { webhook: settings?.url ?? '', subscribe: settings?.events ?? [] });
  });
  typed.post(
    '/webhook',
    {
      schema: {
        ...doc('Webhook', 'Atur webhook'),
        description:
          'Setiap event dikirim sebagai POST JSON `{type, event, token, userID, instanceName}` (token, id dan nama device pengirim) dengan header `x-hmac-signature`: HMAC-SHA256 dari body dengan kunci HMAC device. Pengiriman yang gagal diulang dengan jeda yang makin panjang.',
        body: setWebhookRequest,
      },
    },
    async (request, reply) => {
      const events = request.body.events ? webhookEvents(request.body.events) : undefined;
      const settings = await webhooks.configure(deviceOf(request).id, {
        url: request.body.webhookURL,
        events:
          events ?? ((await webhooks.settings(deviceOf(request).id))?.events.length ? undefined : ['All']),
      });
      return ok(reply, { webhook: settings.url, events: settings.events });
    },
  );
  typed.put(
    '/webhook',
    { schema: { ...doc('Webhook', 'Ubah webhook'), body: updateWebhookRequest } },
    async (request, reply) => {
      const active = request.body.active ?? true;
      const settings = await webhooks.configure(deviceOf(request).id, {
        url: active ? request.body.webhook : '',
        events: active ? (request.body.events ? webhookEvents(request.body.events) : undefined) : [],
      });
      return ok(reply, { webhook: settings.url, events: settings.events, active: Boolean(settings.url) });
    },
  );
  typed.delete('/webhook', { schema: doc('Webhook', 'Hapus webhook') }, async (request, reply) => {
    await webhooks.configure(deviceOf(request).id, { url: '', events: [] });
    return ok(reply, { Details: 'Webhook and events deleted successfully' });
  });
}
