import type { AnyMessageContent, ConnectionState, proto, WAMessage } from '@whiskeysockets/baileys';
import {
  type EngineEvent,
  type IncomingMessage,
  type MessageType,
  type OutgoingMessage,
  phoneOf,
} from '../engine';

/** Baileys' status code for a session the phone has unlinked (DisconnectReason.loggedOut). */
export const loggedOutStatus = 401;
/** Codes after which reconnecting cannot help: unlinked, replaced by another connection, banned. */
const finalStatuses = new Set([401, 403, 440]);

/** The HTTP-like status carried by a Baileys disconnect error (a Boom), if any. */
export function disconnectStatus(update: Partial<ConnectionState>): number | undefined {
  const error = update.lastDisconnect?.error as { output?: { statusCode?: number } } | undefined;
  return error?.output?.statusCode;
}

/** Whether a closed connection should be retried. */
export function shouldReconnect(update: Partial<ConnectionState>): boolean {
  const status = disconnectStatus(update);
  return status === undefined || !finalStatuses.has(status);
}

/**
 * Our events for one `connection.update`: a new QR, an open connection (with the account's JID from
 * `user`), or a close (final when the phone logged the device out).
 */
export function mapConnectionUpdate(
  update: Partial<ConnectionState>,
  user: { id: string; name?: string } | undefined,
): EngineEvent[] {
  const events: EngineEvent[] = [];
  if (update.qr) events.push({ type: 'qr', qr: update.qr });
  if (update.connection === 'open' && user) {
    const phone = phoneOf(user.id);
    events.push({ type: 'open', jid: user.id, phone, pushName: user.name });
  }
  if (update.connection === 'close') {
    const status = disconnectStatus(update);
    events.push({
      type: 'close',
      loggedOut: !shouldReconnect(update),
      reason: update.lastDisconnect?.error?.message ?? (status ? `status ${status}` : undefined),
    });
  }
  return events;
}

/** Wrappers WhatsApp puts around the real content. */
function unwrap(message: proto.IMessage | null | undefined): proto.IMessage | null {
  let current = message ?? null;
  for (let depth = 0; current && depth < 5; depth++) {
    const inner =
      current.ephemeralMessage?.message ??
      current.viewOnceMessage?.message ??
      current.viewOnceMessageV2?.message ??
      current.documentWithCaptionMessage?.message ??
      current.editedMessage?.message;
    if (!inner) break;
    current = inner;
  }
  return current;
}

function typeAndText(message: proto.IMessage): { type: MessageType; text: string } | null {
  if (message.conversation) return { type: 'text', text: message.conversation };
  if (message.extendedTextMessage) return { type: 'text', text: message.extendedTextMessage.text ?? '' };
  if (message.imageMessage) return { type: 'image', text: message.imageMessage.caption ?? '' };
  if (message.videoMessage) return { type: 'video', text: message.videoMessage.caption ?? '' };
  if (message.audioMessage) return { type: 'audio', text: '' };
  if (message.documentMessage) return { type: 'document', text: message.documentMessage.caption ?? '' };
  if (message.stickerMessage) return { type: 'sticker', text: '' };
  if (message.locationMessage) return { type: 'location', text: message.locationMessage.name ?? '' };
  if (message.contactMessage) return { type: 'contact', text: message.contactMessage.displayName ?? '' };
  if (message.protocolMessage || message.senderKeyDistributionMessage || message.reactionMessage) return null;
  return { type: 'unknown', text: '' };
}

/** JSON-safe copy of a protobuf object: bytes as base64, Longs as numbers. */
export function toPlain(value: unknown): unknown {
  if (value === null || value === undefined) return value;
  if (value instanceof Uint8Array) return Buffer.from(value).toString('base64');
  if (Array.isArray(value)) return value.map(toPlain);
  if (typeof value === 'object') {
    const long = value as { low?: unknown; high?: unknown; toNumber?: () => number };
    if (typeof long.toNumber === 'function' && typeof long.low === 'number') return long.toNumber();
    const plain: Record<string, unknown> = {};
    for (const [key, entry] of Object.entries(value)) {
      if (entry !== null && entry !== undefined) plain[key] = toPlain(entry);
    }
    return plain;
  }
  return value;
}

function timestampOf(value: WAMessage['messageTimestamp']): Date {
  if (value === null || value === undefined) return new Date();
  const seconds = typeof value === 'number' ? value : Number(value.toString());
  return new Date(seconds * 1000);
}

/** An incoming message in our form; null for status broadcasts, protocol and other non-chat messages. */
export function mapIncomingMessage(raw: WAMessage): IncomingMessage | null {
  const chat = raw.key.remoteJid ?? '';
  if (!chat || chat === 'status@broadcast' || chat.endsWith('@broadcast') || chat.endsWith('@newsletter'))
    return null;
  const content = unwrap(raw.message);
  if (!content) return null;
  const summary = typeAndText(content);
  if (!summary) return null;
  const isGroup = chat.endsWith('@g.us');
  const sender = isGroup ? (raw.key.participant ?? raw.participant ?? '') : chat;
  return {
    id: raw.key.id ?? '',
    chat,
    sender,
    senderPhone: sender.endsWith('@s.whatsapp.net') ? phoneOf(sender) : '',
    pushName: raw.pushName ?? '',
    fromMe: raw.key.fromMe === true,
    isGroup,
    timestamp: timestampOf(raw.messageTimestamp),
    type: summary.type,
    text: summary.text,
    content: toPlain(content) as Record<string, unknown>,
  };
}

/** The Baileys content for one of our outgoing messages. */
export function toBaileysContent(message: OutgoingMessage): AnyMessageContent {
  switch (message.type) {
    case 'text':
      return { text: message.text };
    case 'image':
      return { image: message.data, mimetype: message.mimetype, caption: message.caption };
    case 'video':
      return { video: message.data, mimetype: message.mimetype, caption: message.caption };
    case 'audio':
      return { audio: message.data, mimetype: message.mimetype, ptt: message.mimetype.includes('ogg') };
    case 'document':
      return {
        document: message.data,
        mimetype: message.mimetype,
        fileName: message.fileName,
        caption: message.caption,
      };
    case 'sticker':
      return { sticker: message.data, mimetype: message.mimetype };
    case 'location':
      return {
        location: {
          degreesLatitude: message.latitude,
          degreesLongitude: message.longitude,
          name: message.name,
        },
      };
    case 'contact':
      return {
        contacts: {
          displayName: message.name,
          contacts: [{ displayName: message.name, vcard: message.vcard }],
        },
      };
  }
}
