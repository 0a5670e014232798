/**
 * The browser session: a token and the logged-in user, kept in local storage under `token` and `user`.
 * A small store without React so the HTTP client can clear it on a 401; the hooks subscribe to it.
 */
import type { User } from './contract';

export const SESSION_KEYS = { token: 'token', user: 'user' } as const;

export interface SessionState {
  /** True until the saved session has been checked at start-up. */
  loading: boolean;
  token: string | null;
  user: User | null;
}

type Listener = (state: SessionState) => void;

let state: SessionState = { loading: true, token: null, user: null };
const listeners = new Set<Listener>();

function storage(): Storage | undefined {
  try {
    return globalThis.localStorage;
  } catch {
    return undefined;
  }
}

function setState(next: SessionState) {
  state = next;
  for (const listener of listeners) listener(state);
}

export function getSession(): SessionState {
  return state;
}

export function getToken(): string | null {
  return state.token ?? storage()?.getItem(SESSION_KEYS.token) ?? null;
}

export function subscribeSession(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Reads the saved session: kept only when both keys are present; an unparsable user clears it. */
export function restoreSession(): SessionState {
  const store = storage();
  const token = store?.getItem(SESSION_KEYS.token) ?? null;
  const rawUser = store?.getItem(SESSION_KEYS.user) ?? null;
  let user: User | null = null;
  if (token && rawUser) {
    try {
      const parsed: unknown = JSON.parse(rawUser);
      if (parsed && typeof parsed === 'object') user = parsed as User;
    } catch {
      user = null;
    }
  }
  if (token && user) {
    setState({ loading: false, token, user });
  } else {
    if (token || rawUser) clearStorage();
    setState({ loading: false, token: null, user: null });
  }
  return state;
}

export function saveSession(token: string, user: User) {
  const store = storage();
  store?.setItem(SESSION_KEYS.token, token);
  store?.setItem(SESSION_KEYS.user, JSON.stringify(user));
  setState({ loading: false, token, user });
}

/** Replaces the saved user (after a profile update), keeping the token. */
export function updateSessionUser(user: User) {
  if (!state.token) return;
  storage()?.setItem(SESSION_KEYS.user, JSON.stringify(user));
  setState({ ...state, user });
}

function clearStorage() {
  const store = storage();
  store?.removeItem(SESSION_KEYS.token);
  store?.removeItem(SESSION_KEYS.user);
}

export function clearSession() {
  clearStorage();
  setState({ loading: false, token: null, user: null });
}
