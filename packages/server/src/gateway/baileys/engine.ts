import type { WASocket } from '@whiskeysockets/baileys';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db';
import {
  EngineError,
  type EngineEvent,
  type EngineSession,
  phoneOf,
  userJid,
  type WaEngine,
} from '../engine';
import { SessionKeyStore } from '../session-store';
import { useDatabaseAuthState } from './auth-state';
import { disconnectStatus, mapConnectionUpdate, mapIncomingMessage, toBaileysContent } from './mapping';

const restartRequired = 515;

/** Delay before reconnect attempt `attempt` (0-based): 1 s doubling to at most 1 min. */
export const reconnectDelay = (attempt: number) => Math.min(1000 * 2 ** attempt, 60_000);

/** The real WhatsApp Web protocol through Baileys; connects only when a device session is started. */
export class BaileysEngine implements WaEngine {
  readonly name = 'baileys' as const;
  private readonly stops = new Set<() => Promise<void>>();

  constructor(
    private readonly db: Db,
    private readonly log: FastifyBaseLogger,
  ) {}

  async start(deviceId: string, emit: (event: EngineEvent) => void): Promise<EngineSession> {
    const baileys = await import('@whiskeysockets/baileys');
    const makeSocket = baileys.default;
    const store = new SessionKeyStore(this.db, deviceId);
    // Baileys is verbose: at most warnings, never more than the server's own level.
    const quiet = ['error', 'fatal', 'silent'].includes(this.log.level);
    const logger = this.log.child(
      { deviceId, engine: 'baileys' },
      { level: quiet ? this.log.level : 'warn' },
    );
    let socket: WASocket | null = null;
    let stopped = false;
    let attempt = 0;
    let retryTimer: NodeJS.Timeout | null = null;
    // WhatsApp accepts a pairing-code request once it has offered the first QR.
    let qrOffered: () => void = () => {};
    const readyForPairing = new Promise<void>((resolve) => {
      qrOffered = resolve;
    });

    const open = async () => {
      const { state, saveCreds } = await useDatabaseAuthState(store, baileys);
      const sock = makeSocket({
        auth: { creds: state.creds, keys: baileys.makeCacheableSignalKeyStore(state.keys, logger) },
        logger,
        browser: baileys.Browsers.ubuntu('Wuz'),
        markOnlineOnConnect: false,
        syncFullHistory: false,
      });
      socket = sock;
      sock.ev.on('creds.update', () => {
        saveCreds().catch((error: unknown) => logger.error({ err: error }, 'kredensial gagal disimpan'));
      });
      sock.ev.on('connection.update', (update) => {
        if (stopped || socket !== sock) return;
        for (const event of mapConnectionUpdate(update, sock.user)) {
          if (event.type === 'open') attempt = 0;
          if (event.type === 'qr') qrOffered();
          if (event.type === 'close') {
            socket = null;
            if (event.loggedOut) {
              stopped = true;
              store.clear().catch((error: unknown) => logger.error({ err: error }, 'kunci gagal dihapus'));
            } else {
              const delay = disconnectStatus(update) === restartRequired ? 0 : reconnectDelay(attempt++);
              retryTimer = setTimeout(() => {
                if (!stopped)
                  open().catch((error: unknown) => logger.error({ err: error }, 'gagal menyambung ulang'));
              }, delay);
            }
          }
          emit(event);
        }
      });
      sock.ev.on('messages.upsert', ({ messages, type }) => {
        if (type !== 'notify') return;
        for (const raw of messages) {
          const message = mapIncomingMessage(raw);
          if (message && !message.fromMe) emit({ type: 'message', message });
        }
      });
    };

    const live = () => {
      if (!socket || stopped) throw new EngineError('Device belum terhubung ke WhatsApp', 409);
      return socket;
    };
    const halt = async () => {
      stopped = true;
      if (retryTimer) clearTimeout(retryTimer);
      socket?.end(undefined);
      socket = null;
    };
    this.stops.add(halt);
    await open();

    return {
      requestPairingCode: async (phone) => {
        let timer: NodeJS.Timeout | undefined;
        const timeout = new Promise<never>((_, reject) => {
          timer = setTimeout(
            () => reject(new EngineError('Koneksi ke WhatsApp belum siap, coba lagi sebentar lagi', 503)),
            20_000,
          );
        });
        try {
          await Promise.race([readyForPairing, timeout]);
        } finally {
          clearTimeout(timer);
        }
        return live().requestPairingCode(phoneOf(phone));
      },
      send: async (to, message) => {
        const sent = await live().sendMessage(userJid(to), toBaileysContent(message), {
          messageId: message.id,
        });
        return { id: sent?.key.id ?? message.id ?? '', timestamp: new Date() };
      },
      checkNumbers: async (phones) => {
        const found = (await live().onWhatsApp(...phones.map(userJid))) ?? [];
        return phones.map((query) => {
          const hit = found.find((entry) => phoneOf(entry.jid) === phoneOf(query));
          return {
            query,
            jid: hit?.jid ?? userJid(query),
            isInWhatsapp: Boolean(hit?.exists),
            verifiedName: '',
          };
        });
      },
      userInfo: async (phones) => {
        const sock = live();
        const statuses = (await sock.fetchStatus(...phones.map(userJid)).catch(() => undefined)) ?? [];
        return phones.map((phone) => {
          const entry = statuses.find((result) => phoneOf(result.id) === phoneOf(phone));
          const status = (entry?.status as { status?: string } | undefined)?.status ?? '';
          return { jid: userJid(phone), status, pictureId: '', devices: [], verifiedName: null };
        });
      },
      avatar: async (phone, preview) => {
        const type = preview ? 'preview' : 'image';
        const url = await live()
          .profilePictureUrl(userJid(phone), type)
          .catch(() => undefined);
        if (!url) return null;
        const parsed = new URL(url);
        return {
          url,
          id: parsed.searchParams.get('oe') ?? '',
          type,
          directPath: parsed.pathname + parsed.search,
        };
      },
      stop: async () => {
        this.stops.delete(halt);
        await halt();
      },
      logout: async () => {
        this.stops.delete(halt);
        const sock = socket;
        stopped = true;
        if (retryTimer) clearTimeout(retryTimer);
        await sock?.logout().catch(() => undefined);
        socket = null;
        await store.clear();
      },
    };
  }

  async close(): Promise<void> {
    await Promise.allSettled([...this.stops].map((stop) => stop()));
    this.stops.clear();
  }
}
