/** Whose data an answer is made of: one account's, or every account's (the admin lists). */
export type Scope = number | 'all';

interface Entry<T> {
  value: T;
  epoch: number;
  version: number;
  until: number;
}

interface Pending<T> {
  promise: Promise<{ value: T; until?: number }>;
  epoch: number;
  version: number;
}

/**
 * Remembers computed answers for a few seconds. Every write made by this server marks the accounts it touches
 * as changed, which makes their answers (and the every-account ones) be computed again on the next request; a
 * change made by another process is seen after at most `ttlMs`. Concurrent requests for the same answer share
 * one computation.
 */
export function createAnswerCache(ttlMs: number, maxEntries = 10_000) {
  let epoch = 0;
  let allVersion = 0;
  const versions = new Map<number, number>();
  const entries = new Map<string, Entry<unknown>>();
  const pending = new Map<string, Pending<unknown>>();

  const versionOf = (scope: Scope) => (scope === 'all' ? allVersion : (versions.get(scope) ?? 0));

  return {
    /**
     * The answer under `key`, computed by `compute` unless a fresh one is remembered. `until` (epoch ms) ends
     * an answer's life earlier, e.g. when a pending payment in it reaches its deadline.
     */
    async get<T>(
      key: string,
      scope: Scope,
      compute: () => Promise<{ value: T; until?: number }>,
    ): Promise<T> {
      const version = versionOf(scope);
      const entry = entries.get(key) as Entry<T> | undefined;
      if (entry && entry.epoch === epoch && entry.version === version && entry.until > Date.now()) {
        return entry.value;
      }
      let shared = pending.get(key) as Pending<T> | undefined;
      if (!shared || shared.epoch !== epoch || shared.version !== version) {
        shared = { promise: compute(), epoch, version };
        const started = Date.now();
        const own = shared;
        if (ttlMs > 0) pending.set(key, own);
        own.promise.then(
          ({ value, until }) => {
            if (pending.get(key) === own) pending.delete(key);
            if (ttlMs <= 0) return;
            if (entries.size >= maxEntries) entries.clear();
            entries.set(key, {
              value,
              epoch: own.epoch,
              version: own.version,
              until: Math.min(started + ttlMs, until ?? Number.POSITIVE_INFINITY),
            });
          },
          () => {
            if (pending.get(key) === own) pending.delete(key);
          },
        );
      }
      return (await shared.promise).value;
    },

    /** After a committed write: the answers of these accounts, and every-account answers, are stale. */
    changed(...userIds: number[]) {
      for (const id of userIds) versions.set(id, (versions.get(id) ?? 0) + 1);
      allVersion++;
    },

    /** After a write that may touch any account. */
    changedAll() {
      epoch++;
      allVersion++;
      entries.clear();
      versions.clear();
    },
  };
}

export type AnswerCache = ReturnType<typeof createAnswerCache>;
