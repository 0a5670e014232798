import { randomBytes } from 'node:crypto';
import type { Db } from '../../db';
import {
  EngineError,
  type EngineEvent,
  type EngineSession,
  type IncomingMessage,
  type MessageType,
  type OutgoingMessage,
  phoneOf,
  userJid,
  type WaEngine,
} from '../engine';
import { SessionKeyStore } from '../session-store';

/** What a simulated phone received from one of our devices. */
export interface SimulatedMessage {
  id: string;
  from: string;
  to: string;
  type: MessageType;
  content: Record<string, unknown>;
  timestamp: string;
}

const credsCategory = 'simulator-creds';
/** A simulated phone keeps its latest messages only. */
const inboxLimit = 500;
const isWhatsappNumber = (phone: string) => /^[1-9]\d{7,14}$/.test(phone);

interface SimSession {
  deviceId: string;
  emit: (event: EngineEvent) => void;
  store: SessionKeyStore;
  qr: string | null;
  qrTimer: NodeJS.Timeout | null;
  phone: string | null;
  pairing: { phone: string; code: string } | null;
}

/**
 * An in-process stand-in for the WhatsApp network: devices show a rotating QR until a simulated phone
 * scans it (or enters a pairing code), then send and receive messages between simulated numbers.
 * The link survives restarts through the same key table as real sessions.
 */
export class SimulatorEngine implements WaEngine {
  readonly name = 'simulator' as const;
  private readonly sessions = new Map<string, SimSession>();
  private readonly inboxes = new Map<string, SimulatedMessage[]>();

  constructor(
    private readonly db: Db,
    private readonly options: { qrRotateMs?: number } = {},
  ) {}

  async start(deviceId: string, emit: (event: EngineEvent) => void): Promise<EngineSession> {
    const previous = this.sessions.get(deviceId);
    if (previous) this.stopTimer(previous);
    const store = new SessionKeyStore(this.db, deviceId);
    const session: SimSession = {
      deviceId,
      emit,
      store,
      qr: null,
      qrTimer: null,
      phone: null,
      pairing: null,
    };
    this.sessions.set(deviceId, session);
    const saved = await store.readOne(credsCategory);
    if (saved) {
      session.phone = (JSON.parse(saved) as { phone: string }).phone;
      setImmediate(() =>
        emit({ type: 'open', jid: userJid(session.phone as string), phone: session.phone as string }),
      );
    } else {
      this.rotateQr(session);
    }
    return this.sessionApi(session);
  }

  async close(): Promise<void> {
    for (const session of this.sessions.values()) this.stopTimer(session);
    this.sessions.clear();
  }

  /** A simulated phone scans the device's current QR (or confirms its pairing code): the device becomes linked. */
  async scan(deviceId: string, phone: string): Promise<void> {
    const session = this.sessions.get(deviceId);
    if (!session || session.phone) throw new EngineError('Device tidak sedang menampilkan kode QR', 409);
    const number = phoneOf(phone);
    if (!isWhatsappNumber(number)) throw new EngineError('Nomor WhatsApp tidak valid', 400);
    if (session.pairing && session.pairing.phone !== number) {
      throw new EngineError('Kode pairing dibuat untuk nomor lain', 409);
    }
    this.stopTimer(session);
    session.phone = number;
    session.qr = null;
    session.pairing = null;
    await session.store.write([
      { category: credsCategory, id: '', value: JSON.stringify({ phone: number }) },
    ]);
    session.emit({ type: 'open', jid: userJid(number), phone: number });
  }

  /** A simulated number sends a text to a linked device; false when no device is linked to `to`. */
  receive(from: string, to: string, text: string): boolean {
    const target = this.linkedTo(phoneOf(to));
    if (!target) return false;
    const sender = phoneOf(from);
    this.deliver(target, sender, { type: 'text', text }, { conversation: text });
    return true;
  }

  /** Messages a simulated number received from our devices, oldest first. */
  inbox(phone: string): SimulatedMessage[] {
    return this.inboxes.get(phoneOf(phone)) ?? [];
  }

  private linkedTo(phone: string): SimSession | undefined {
    for (const session of this.sessions.values()) if (session.phone === phone) return session;
    return undefined;
  }

  private deliver(
    target: SimSession,
    sender: string,
    summary: { type: MessageType; text: string },
    content: Record<string, unknown>,
  ) {
    const message: IncomingMessage = {
      id: randomBytes(10).toString('hex').toUpperCase(),
      chat: userJid(sender),
      sender: userJid(sender),
      senderPhone: sender,
      pushName: sender,
      fromMe: false,
      isGroup: false,
      timestamp: new Date(),
      type: summary.type,
      text: summary.text,
      content,
    };
    setImmediate(() => target.emit({ type: 'message', message }));
  }

  private rotateQr(session: SimSession) {
    const next = () => {
      session.qr = `2@${randomBytes(24).toString('base64')},sim,${session.deviceId}`;
      session.emit({ type: 'qr', qr: session.qr });
    };
    next();
    session.qrTimer = setInterval(next, this.options.qrRotateMs ?? 20_000);
    session.qrTimer.unref();
  }

  private stopTimer(session: SimSession) {
    if (session.qrTimer) clearInterval(session.qrTimer);
    session.qrTimer = null;
  }

  private requireLinked(session: SimSession): string {
    if (!session.phone || this.sessions.get(session.deviceId) !== session) {
      throw new EngineError('Device belum terhubung ke WhatsApp', 409);
    }
    return session.phone;
  }

  private sessionApi(session: SimSession): EngineSession {
    return {
      requestPairingCode: async (phone) => {
        if (session.phone) throw new EngineError('Device sudah terhubung ke WhatsApp', 409);
        const number = phoneOf(phone);
        if (!isWhatsappNumber(number)) throw new EngineError('Nomor WhatsApp tidak valid', 400);
        const letters = randomBytes(8)
          .toString('base64')
          .replace(/[^A-Z0-9]/gi, 'X')
          .slice(0, 8)
          .toUpperCase();
        session.pairing = { phone: number, code: `${letters.slice(0, 4)}-${letters.slice(4)}` };
        return session.pairing.code;
      },
      send: async (to, message) => {
        const from = this.requireLinked(session);
        const recipient = phoneOf(to);
        if (!isWhatsappNumber(recipient))
          throw new EngineError('Nomor tujuan tidak terdaftar di WhatsApp', 400);
        const id = message.id ?? randomBytes(10).toString('hex').toUpperCase();
        const content = describe(message);
        const timestamp = new Date();
        const inbox = this.inboxes.get(recipient) ?? [];
        inbox.push({
          id,
          from,
          to: recipient,
          type: message.type,
          content,
          timestamp: timestamp.toISOString(),
        });
        if (inbox.length > inboxLimit) inbox.splice(0, inbox.length - inboxLimit);
        this.inboxes.set(recipient, inbox);
        const target = this.linkedTo(recipient);
        if (target) this.deliver(target, from, { type: message.type, text: wordsOf(message) }, content);
        return { id, timestamp };
      },
      checkNumbers: async (phones) => {
        this.requireLinked(session);
        return phones.map((query) => ({
          query,
          jid: userJid(query),
          isInWhatsapp: isWhatsappNumber(phoneOf(query)),
          verifiedName: '',
        }));
      },
      userInfo: async (phones) => {
        this.requireLinked(session);
        return phones
          .filter((phone) => isWhatsappNumber(phoneOf(phone)))
          .map((phone) => ({
            jid: userJid(phone),
            status: 'Hey there! I am using WhatsApp.',
            pictureId: '',
            devices: [`${phoneOf(phone)}.0:0@s.whatsapp.net`],
            verifiedName: null,
          }));
      },
      avatar: async (phone) => {
        this.requireLinked(session);
        if (!isWhatsappNumber(phoneOf(phone)))
          throw new EngineError('Nomor tidak terdaftar di WhatsApp', 404);
        return null;
      },
      stop: async () => {
        this.stopTimer(session);
        if (this.sessions.get(session.deviceId) === session) this.sessions.delete(session.deviceId);
      },
      logout: async () => {
        this.stopTimer(session);
        if (this.sessions.get(session.deviceId) === session) this.sessions.delete(session.deviceId);
        await session.store.clear();
      },
    };
  }
}

function wordsOf(message: OutgoingMessage): string {
  switch (message.type) {
    case 'text':
      return message.text;
    case 'image':
    case 'video':
    case 'document':
      return message.caption ?? '';
    case 'location':
    case 'contact':
      return message.name ?? '';
    default:
      return '';
  }
}

/** The content a simulated phone sees: media reduced to their metadata and size. */
function describe(message: OutgoingMessage): Record<string, unknown> {
  const { id: _id, ...rest } = message;
  if ('data' in rest) {
    const { data, ...meta } = rest;
    return { ...meta, size: data.length };
  }
  return rest;
}
