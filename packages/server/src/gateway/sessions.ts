import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db';
import {
  EngineError,
  type EngineEvent,
  type EngineSession,
  type IncomingMessage,
  type WaEngine,
} from './engine';
import { SessionKeyStore, saveSessionState } from './session-store';

export interface DeviceWaState {
  /** The socket is open and linked: messages can be sent. */
  connected: boolean;
  /** A phone is linked (keys stored), whether or not the socket is open now. */
  loggedIn: boolean;
  /** A connection is running (waiting for a QR scan, connecting or open). */
  started: boolean;
  jid: string | null;
  phone: string | null;
  qr: string | null;
}

/** What the gateway tells the rest of the product about a session. */
export type SessionEvent =
  | { type: 'QR'; deviceId: string; qr: string }
  | { type: 'Connected'; deviceId: string; jid: string; phone: string; firstLink: boolean }
  | { type: 'Disconnected'; deviceId: string; reason?: string }
  | { type: 'LoggedOut'; deviceId: string }
  | { type: 'Message'; deviceId: string; message: IncomingMessage };

interface Runtime {
  state: DeviceWaState;
  session: EngineSession | null;
  starting: Promise<EngineSession> | null;
}

const idle = (): DeviceWaState => ({
  connected: false,
  loggedIn: false,
  started: false,
  jid: null,
  phone: null,
  qr: null,
});

/** Runs one engine session per device and keeps their state; every session event goes to the listeners. */
export class SessionManager {
  private readonly runtimes = new Map<string, Runtime>();
  private readonly listeners: ((event: SessionEvent) => void)[] = [];

  constructor(
    readonly engine: WaEngine,
    private readonly db: Db,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** Loads the stored link state of every device (phone numbers are known before sessions reconnect). */
  async load(): Promise<{ deviceId: string; loggedIn: boolean }[]> {
    const rows = await this.db.selectFrom('wa_sessions').selectAll().execute();
    for (const row of rows) {
      this.runtime(row.device_id).state = {
        ...idle(),
        loggedIn: row.logged_in === 1,
        jid: row.jid,
        phone: row.logged_in === 1 ? row.phone : null,
      };
    }
    return rows.map((row) => ({ deviceId: row.device_id, loggedIn: row.logged_in === 1 }));
  }

  onEvent(listener: (event: SessionEvent) => void) {
    this.listeners.push(listener);
  }

  state(deviceId: string): DeviceWaState {
    return { ...(this.runtimes.get(deviceId)?.state ?? idle()) };
  }

  /** Starts the device's connection if it is not running; resolves once the engine has it. */
  async connect(deviceId: string): Promise<void> {
    const runtime = this.runtime(deviceId);
    if (runtime.session) return;
    if (!runtime.starting) {
      runtime.state.started = true;
      runtime.starting = this.engine
        .start(deviceId, (event) => this.handle(deviceId, event))
        .then((session) => {
          runtime.session = session;
          return session;
        })
        .finally(() => {
          runtime.starting = null;
        });
      runtime.starting.catch((error: unknown) => {
        runtime.state.started = false;
        this.log.error({ err: error, deviceId }, 'sesi WhatsApp gagal dimulai');
      });
    }
    await runtime.starting;
  }

  /** Devices whose connection is running (linked, connecting or waiting for a QR scan). */
  startedDeviceIds(): string[] {
    return [...this.runtimes].filter(([, runtime]) => runtime.state.started).map(([id]) => id);
  }

  /** Closes the connection, keeping the link. */
  async disconnect(deviceId: string): Promise<void> {
    const runtime = this.runtimes.get(deviceId);
    if (!runtime) return;
    const session = runtime.session ?? (await runtime.starting?.catch(() => null));
    runtime.session = null;
    await session?.stop();
    runtime.state = { ...runtime.state, connected: false, started: false, qr: null };
  }

  /** Unlinks the device and deletes its keys, whether or not it is running. */
  async logout(deviceId: string): Promise<void> {
    const runtime = this.runtime(deviceId);
    const session = runtime.session ?? (await runtime.starting?.catch(() => null));
    runtime.session = null;
    const wasLinked = runtime.state.loggedIn;
    try {
      await session?.logout();
    } catch (error) {
      this.log.warn({ err: error, deviceId }, 'logout WhatsApp tidak terkirim; kunci tetap dihapus');
    }
    await new SessionKeyStore(this.db, deviceId).clear();
    runtime.state = idle();
    await saveSessionState(this.db, deviceId, { loggedIn: false, jid: null, phone: null });
    if (wasLinked) this.publish({ type: 'LoggedOut', deviceId });
  }

  /** Forgets a deleted device entirely. */
  async remove(deviceId: string): Promise<void> {
    await this.logout(deviceId);
    await this.db.deleteFrom('wa_sessions').where('device_id', '=', deviceId).execute();
    this.runtimes.delete(deviceId);
  }

  /** The linked session of a device, for sending and look-ups. */
  linked(deviceId: string): EngineSession {
    const runtime = this.runtimes.get(deviceId);
    if (!runtime?.session || !runtime.state.connected) {
      throw new EngineError(
        'Device belum terhubung ke WhatsApp. Hubungkan dulu lewat /session/connect.',
        409,
      );
    }
    return runtime.session;
  }

  /** The running session (linked or still waiting for a QR scan). */
  running(deviceId: string): EngineSession {
    const session = this.runtimes.get(deviceId)?.session;
    if (!session) throw new EngineError('Sesi belum dimulai. Panggil /session/connect terlebih dahulu.', 409);
    return session;
  }

  async close(): Promise<void> {
    await Promise.allSettled([...this.runtimes.values()].map((runtime) => runtime.session?.stop()));
    await this.engine.close();
  }

  private runtime(deviceId: string): Runtime {
    let runtime = this.runtimes.get(deviceId);
    if (!runtime) {
      runtime = { state: idle(), session: null, starting: null };
      this.runtimes.set(deviceId, runtime);
    }
    return runtime;
  }

  private handle(deviceId: string, event: EngineEvent) {
    const runtime = this.runtime(deviceId);
    const state = runtime.state;
    switch (event.type) {
      case 'qr':
        state.qr = event.qr;
        this.publish({ type: 'QR', deviceId, qr: event.qr });
        break;
      case 'open': {
        const firstLink = !state.loggedIn;
        runtime.state = {
          ...state,
          connected: true,
          loggedIn: true,
          started: true,
          qr: null,
          jid: event.jid,
          phone: event.phone,
        };
        this.persist(deviceId, runtime.state);
        this.publish({ type: 'Connected', deviceId, jid: event.jid, phone: event.phone, firstLink });
        break;
      }
      case 'close':
        if (event.loggedOut) {
          runtime.session = null;
          runtime.state = idle();
          this.persist(deviceId, runtime.state);
          this.publish({ type: 'LoggedOut', deviceId });
        } else {
          state.connected = false;
          this.publish({ type: 'Disconnected', deviceId, reason: event.reason });
        }
        break;
      case 'message':
        this.publish({ type: 'Message', deviceId, message: event.message });
        break;
    }
  }

  private persist(deviceId: string, state: DeviceWaState) {
    saveSessionState(this.db, deviceId, state).catch((error: unknown) =>
      this.log.error({ err: error, deviceId }, 'status sesi WhatsApp gagal disimpan'),
    );
  }

  private publish(event: SessionEvent) {
    for (const listener of this.listeners) {
      try {
        listener(event);
      } catch (error) {
        this.log.error({ err: error, event: event.type }, 'pendengar sesi WhatsApp gagal');
      }
    }
  }
}
