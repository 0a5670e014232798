/** The contract every WhatsApp session engine (Baileys, simulator) fulfils. */

/** A message our device sends; media arrive decoded from the API's data URLs. */
export type OutgoingMessage =
  | { type: 'text'; text: string; id?: string }
  | { type: 'image'; data: Buffer; mimetype: string; caption?: string; id?: string }
  | { type: 'audio'; data: Buffer; mimetype: string; id?: string }
  | { type: 'document'; data: Buffer; mimetype: string; fileName: string; caption?: string; id?: string }
  | { type: 'video'; data: Buffer; mimetype: string; caption?: string; id?: string }
  | { type: 'sticker'; data: Buffer; mimetype: string; id?: string }
  | { type: 'location'; latitude: number; longitude: number; name?: string; id?: string }
  | { type: 'contact'; name: string; vcard: string; id?: string };

export type MessageType = OutgoingMessage['type'] | 'unknown';

/** A message received by a device, in engine-neutral form. */
export interface IncomingMessage {
  id: string;
  /** The chat's JID (the sender for a direct chat, the group otherwise). */
  chat: string;
  /** The sender's JID. */
  sender: string;
  /** The sender's phone number (digits), when known. */
  senderPhone: string;
  pushName: string;
  fromMe: boolean;
  isGroup: boolean;
  timestamp: Date;
  type: MessageType;
  /** Text, caption or name, whatever the message carries as words. */
  text: string;
  /** The raw message content, forwarded to webhooks. */
  content: Record<string, unknown>;
}

export type EngineEvent =
  | { type: 'qr'; qr: string }
  | { type: 'open'; jid: string; phone: string; pushName?: string }
  | { type: 'close'; loggedOut: boolean; reason?: string }
  | { type: 'message'; message: IncomingMessage };

export interface SentMessage {
  id: string;
  timestamp: Date;
}

export interface NumberCheck {
  query: string;
  jid: string;
  isInWhatsapp: boolean;
  verifiedName: string;
}

export interface UserInfo {
  jid: string;
  status: string;
  pictureId: string;
  devices: string[];
  verifiedName: string | null;
}

export interface Avatar {
  url: string;
  id: string;
  type: 'preview' | 'image';
  directPath: string;
}

/** One running WhatsApp connection of one device. */
export interface EngineSession {
  requestPairingCode(phone: string): Promise<string>;
  send(to: string, message: OutgoingMessage): Promise<SentMessage>;
  checkNumbers(phones: string[]): Promise<NumberCheck[]>;
  userInfo(phones: string[]): Promise<UserInfo[]>;
  avatar(phone: string, preview: boolean): Promise<Avatar | null>;
  /** Closes the connection, keeping the link (the next start reconnects without a QR). */
  stop(): Promise<void>;
  /** Unlinks the device from the phone and forgets its keys. */
  logout(): Promise<void>;
}

export interface WaEngine {
  readonly name: 'baileys' | 'simulator';
  /** Opens a connection for a device; events arrive through `emit` until stop or logout. */
  start(deviceId: string, emit: (event: EngineEvent) => void): Promise<EngineSession>;
  /** Releases everything the engine holds (on server shutdown). */
  close(): Promise<void>;
}

/** Thrown by an engine for a failure the API reports as a client error (not logged in, bad number...). */
export class EngineError extends Error {
  constructor(
    message: string,
    readonly status = 400,
  ) {
    super(message);
  }
}

/** Digits of a phone number or JID user part: `62812...@s.whatsapp.net` and `62812...:3@...` give `62812...`. */
export function phoneOf(jidOrPhone: string): string {
  const user = jidOrPhone.split('@')[0] ?? '';
  return (user.split(':')[0] ?? '').replace(/\D/g, '');
}

export function userJid(phone: string): string {
  return `${phoneOf(phone)}@s.whatsapp.net`;
}
