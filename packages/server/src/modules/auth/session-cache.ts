import type { UserRow } from '../users/service';

interface Entry {
  user: UserRow;
  sessionExpiresAt: string;
  cachedUntil: number;
}

/**
 * Remembers recently checked sessions for a few seconds so a busy client costs one lookup per interval.
 * Logout, password changes and account changes made by this server forget the entries at once; a change made
 * by another process (the CLI, another server on the same PostgreSQL) is seen after at most `ttlMs`.
 */
export function createSessionCache(ttlMs: number, maxEntries = 10_000) {
  const entries = new Map<string, Entry>();
  /** Bumped by every forget, so a lookup that started before one is not remembered. */
  let generation = 0;
  return {
    generation: () => generation,
    get(tokenHash: string, now: string): UserRow | undefined {
      const entry = entries.get(tokenHash);
      if (!entry) return undefined;
      if (entry.cachedUntil <= Date.now() || entry.sessionExpiresAt <= now) {
        entries.delete(tokenHash);
        return undefined;
      }
      return entry.user;
    },
    /** Remembers a lookup that started at `startedAt` (a generation), unless something was forgotten since. */
    set(tokenHash: string, user: UserRow, sessionExpiresAt: string, startedAt = generation) {
      if (ttlMs <= 0 || startedAt !== generation) return;
      if (entries.size >= maxEntries) entries.clear();
      entries.set(tokenHash, { user, sessionExpiresAt, cachedUntil: Date.now() + ttlMs });
    },
    forgetToken(tokenHash: string) {
      generation++;
      entries.delete(tokenHash);
    },
    forgetUser(userId: number) {
      generation++;
      for (const [tokenHash, entry] of entries) if (entry.user.id === userId) entries.delete(tokenHash);
    },
  };
}

export type SessionCache = ReturnType<typeof createSessionCache>;
