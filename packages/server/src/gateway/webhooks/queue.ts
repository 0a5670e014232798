import { createHmac, randomBytes } from 'node:crypto';
import http from 'node:http';
import https from 'node:https';
import type { WebhookEventType } from '@wuz/api/contract';
import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'kysely';
import type { Db } from '../../db';

export interface WebhookSettings {
  url: string;
  events: string[];
  hmacKey: string;
}

export interface WebhookQueueOptions {
  /** Delay before the first retry; doubles with every failed attempt. */
  baseDelayMs?: number;
  maxDelayMs?: number;
  /** An event still undelivered after this long is dropped. */
  maxAgeMs?: number;
  timeoutMs?: number;
  concurrency?: number;
  batchSize?: number;
  pollMs?: number;
}

/** Fields every webhook body of a device carries, e.g. which device sent it; null for an unknown device. */
export type WebhookSender = (deviceId: string) => Promise<Record<string, unknown> | null>;

export function signBody(body: string, key: string): string {
  return createHmac('sha256', key).update(body).digest('hex');
}

export const newHmacKey = () => randomBytes(32).toString('hex');

/**
 * Webhook settings per device and a durable delivery queue: events are stored first, then POSTed with an
 * `x-hmac-signature` header; a failed delivery is retried with exponential backoff until it succeeds.
 */
export class WebhookQueue {
  private readonly settingsCache = new Map<string, WebhookSettings | null>();
  private running = false;
  private loopDone: Promise<void> | null = null;
  private wake: (() => void) | null = null;
  private readonly options: Required<WebhookQueueOptions>;

  constructor(
    private readonly db: Db,
    private readonly log: FastifyBaseLogger,
    private readonly sender: WebhookSender = async () => ({}),
    options: WebhookQueueOptions = {},
  ) {
    this.options = {
      baseDelayMs: 1000,
      maxDelayMs: 5 * 60_000,
      maxAgeMs: 3 * 24 * 60 * 60_000,
      timeoutMs: 10_000,
      concurrency: 128,
      batchSize: 1000,
      pollMs: 1000,
      ...options,
    };
  }

  async settings(deviceId: string): Promise<WebhookSettings | null> {
    if (this.settingsCache.has(deviceId)) return this.settingsCache.get(deviceId) ?? null;
    const row = await this.db
      .selectFrom('wa_webhooks')
      .selectAll()
      .where('device_id', '=', deviceId)
      .executeTakeFirst();
    const settings = row ? settingsOf(row) : null;
    this.settingsCache.set(deviceId, settings);
    return settings;
  }

  /**
   * Saves the URL, the events and/or the HMAC key; a device gets a random key the first time. Only the fields
   * given are written, in one statement, so two changes arriving together both stay.
   */
  async configure(deviceId: string, change: { url?: string; events?: string[]; hmacKey?: string }) {
    const row = await this.db
      .insertInto('wa_webhooks')
      .values({
        device_id: deviceId,
        url: change.url ?? '',
        events: (change.events ?? []).join(','),
        hmac_key: change.hmacKey ?? newHmacKey(),
      })
      .onConflict((oc) =>
        oc.column('device_id').doUpdateSet((eb) => ({
          ...(change.url === undefined ? {} : { url: eb.ref('excluded.url') }),
          ...(change.events === undefined ? {} : { events: eb.ref('excluded.events') }),
          hmac_key:
            change.hmacKey === undefined
              ? sql<string>`coalesce(nullif(wa_webhooks.hmac_key, ''), excluded.hmac_key)`
              : eb.ref('excluded.hmac_key'),
        })),
      )
      .returningAll()
      .executeTakeFirstOrThrow();
    const next = settingsOf(row);
    this.settingsCache.set(deviceId, next);
    return next;
  }

  /** Stores an event for delivery if the device's webhook subscribes to it; true when queued. */
  async enqueue(
    deviceId: string,
    type: WebhookEventType,
    payload: Record<string, unknown>,
  ): Promise<boolean> {
    const settings = await this.settings(deviceId);
    if (!settings?.url) return false;
    if (!settings.events.includes('All') && !settings.events.includes(type)) return false;
    const from = await this.sender(deviceId);
    if (!from) return false;
    const now = new Date().toISOString();
    await this.db
      .insertInto('wa_webhook_queue')
      .values({
        device_id: deviceId,
        url: settings.url,
        body: JSON.stringify({ type, ...payload, ...from }),
        next_attempt_at: now,
        created_at: now,
      })
      .execute();
    this.wake?.();
    return true;
  }

  /**
   * POSTs a signed `Test` event to the device's webhook now, once, and tells what the receiver answered;
   * undefined when the device has no webhook URL.
   */
  async sendTest(deviceId: string) {
    const settings = await this.settings(deviceId);
    if (!settings?.url) return undefined;
    const body = JSON.stringify({
      type: 'Test',
      event: { Message: 'Tes webhook dari Wuz' },
      ...(await this.sender(deviceId)),
    });
    const started = performance.now();
    let status: number | null = null;
    let error = '';
    try {
      status = await this.post(settings.url, body, settings.hmacKey);
      if (status < 200 || status >= 300) error = `Penerima menjawab HTTP ${status}`;
    } catch (failure) {
      error = `Penerima tidak dapat dihubungi: ${failure instanceof Error ? failure.message : String(failure)}`;
    }
    return {
      delivered: error === '',
      status,
      error,
      duration_ms: Math.round(performance.now() - started),
    };
  }

  /** POSTs a body, signed with `key` when there is one; resolves with the receiver's status. */
  private post(url: string, body: string, key: string | undefined) {
    return postJson(
      url,
      body,
      key ? { 'x-hmac-signature': signBody(body, key) } : {},
      this.options.timeoutMs,
    );
  }

  /** How many of the device's events wait for delivery, and the error of the latest failed attempt. */
  async backlog(deviceId: string): Promise<{ pending: number; lastError: string }> {
    const [count, failed] = await Promise.all([
      this.db
        .selectFrom('wa_webhook_queue')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('device_id', '=', deviceId)
        .executeTakeFirstOrThrow(),
      this.db
        .selectFrom('wa_webhook_queue')
        .select('last_error')
        .where('device_id', '=', deviceId)
        .where('last_error', 'is not', null)
        .orderBy('id', 'desc')
        .limit(1)
        .executeTakeFirst(),
    ]);
    return { pending: Number(count.n), lastError: failed?.last_error ?? '' };
  }

  /** Drops a deleted device's settings and pending events. */
  async forget(deviceId: string) {
    await this.db.deleteFrom('wa_webhook_queue').where('device_id', '=', deviceId).execute();
    await this.db.deleteFrom('wa_webhooks').where('device_id', '=', deviceId).execute();
    this.settingsCache.delete(deviceId);
  }

  start() {
    if (this.running) return;
    this.running = true;
    this.loopDone = this.loop();
  }

  async stop() {
    this.running = false;
    this.wake?.();
    await this.loopDone;
  }

  private async loop() {
    while (this.running) {
      try {
        const delivered = await this.deliverDue();
        if (delivered === 0) await this.sleep(this.options.pollMs);
      } catch (error) {
        this.log.error({ err: error }, 'antrean webhook gagal diproses');
        await this.sleep(this.options.pollMs);
      }
    }
  }

  private sleep(ms: number) {
    return new Promise<void>((resolve) => {
      const timer = setTimeout(done, ms);
      function done() {
        clearTimeout(timer);
        resolve();
      }
      this.wake = () => {
        this.wake = null;
        done();
      };
    });
  }

  /** Delivers one batch of due events; answers how many were attempted. */
  async deliverDue(): Promise<number> {
    const now = new Date();
    const due = await this.db
      .selectFrom('wa_webhook_queue')
      .selectAll()
      .where('next_attempt_at', '<=', now.toISOString())
      .orderBy('id')
      .limit(this.options.batchSize)
      .execute();
    if (due.length === 0) return 0;
    const keys = new Map<string, string>();
    for (const deviceId of new Set(due.map((row) => row.device_id))) {
      keys.set(deviceId, (await this.settings(deviceId))?.hmacKey ?? '');
    }
    const outcomes = await mapLimit(due, this.options.concurrency, async (row) => {
      try {
        const status = await this.post(row.url, row.body, keys.get(row.device_id));
        return status >= 200 && status < 300 ? null : `HTTP ${status}`;
      } catch (error) {
        return error instanceof Error ? error.message : String(error);
      }
    });
    const deliveredIds: number[] = [];
    const retries: { id: number; attempts: number; next: string; error: string }[] = [];
    const expiredIds: number[] = [];
    due.forEach((row, index) => {
      const error = outcomes[index];
      if (error === null || error === undefined) {
        deliveredIds.push(row.id);
      } else if (now.getTime() - Date.parse(row.created_at) > this.options.maxAgeMs) {
        expiredIds.push(row.id);
        this.log.warn({ deviceId: row.device_id, error }, 'webhook dibuang setelah terlalu lama gagal');
      } else {
        const attempts = row.attempts + 1;
        const delay = Math.min(this.options.baseDelayMs * 2 ** (attempts - 1), this.options.maxDelayMs);
        retries.push({ id: row.id, attempts, next: new Date(now.getTime() + delay).toISOString(), error });
      }
    });
    await this.db.transaction().execute(async (trx) => {
      const finished = [...deliveredIds, ...expiredIds];
      if (finished.length > 0) await trx.deleteFrom('wa_webhook_queue').where('id', 'in', finished).execute();
      for (const retry of retries) {
        await trx
          .updateTable('wa_webhook_queue')
          .set({
            attempts: retry.attempts,
            next_attempt_at: retry.next,
            last_error: retry.error.slice(0, 500),
          })
          .where('id', '=', retry.id)
          .execute();
      }
    });
    return due.length;
  }
}

const agents = {
  'http:': new http.Agent({ keepAlive: true, maxSockets: 64 }),
  'https:': new https.Agent({ keepAlive: true, maxSockets: 64 }),
};

/** POSTs a JSON body over keep-alive connections; resolves with the status code. */
function postJson(
  url: string,
  body: string,
  headers: Record<string, string>,
  timeoutMs: number,
): Promise<number> {
  return new Promise((resolve, reject) => {
    const target = new URL(url);
    const client = target.protocol === 'https:' ? https : http;
    const agent = agents[target.protocol as keyof typeof agents];
    if (!agent) {
      reject(new Error(`Protokol tidak didukung: ${target.protocol}`));
      return;
    }
    const request = client.request(
      target,
      {
        method: 'POST',
        agent,
        timeout: timeoutMs,
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
          ...headers,
        },
      },
      (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
        response.on('error', reject);
      },
    );
    request.on('timeout', () => request.destroy(new Error('Waktu tunggu habis')));
    request.on('error', reject);
    request.end(body);
  });
}

async function mapLimit<T, R>(items: T[], limit: number, task: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const workers = Array.from({ length: Math.min(limit, items.length) }, async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await task(items[index] as T);
    }
  });
  await Promise.all(workers);
  return results;
}

function settingsOf(row: { url: string; events: string; hmac_key: string | null }): WebhookSettings {
  return { url: row.url, events: row.events ? row.events.split(',') : [], hmacKey: row.hmac_key ?? '' };
}
