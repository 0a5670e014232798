import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useSyncExternalStore,
} from 'react';
import { useSWRConfig } from 'swr';
import { request } from '../client';
import type { User } from '../contract';
import {
  clearSession,
  getSession,
  restoreSession,
  type SessionState,
  saveSession,
  subscribeSession,
} from '../session';

export interface SessionValue extends SessionState {
  isAdmin: boolean;
  /** Saves a successful login. */
  signIn: (token: string, user: User) => void;
  /** Revokes the token on the server (best effort) and clears the saved session. */
  signOut: () => Promise<void>;
}

const SessionContext = createContext<SessionValue | null>(null);

/** Restores the saved session once at start-up and clears cached data whenever the user changes. */
export function SessionProvider({ children }: { children: ReactNode }) {
  const state = useSyncExternalStore(subscribeSession, getSession, getSession);
  const { mutate } = useSWRConfig();

  useEffect(() => {
    if (getSession().loading) restoreSession();
  }, []);

  const token = state.token;
  useEffect(() => {
    if (!token) void mutate(() => true, undefined, { revalidate: false });
  }, [token, mutate]);

  const signIn = useCallback(
    (newToken: string, user: User) => {
      void mutate(() => true, undefined, { revalidate: false });
      saveSession(newToken, user);
    },
    [mutate],
  );

  const signOut = useCallback(async () => {
    try {
      await request('/api/auth/logout', { method: 'POST', fallback: 'Logout gagal' });
    } catch {
      // The session ends on this device whatever the server answers.
    }
    clearSession();
  }, []);

  const value = useMemo<SessionValue>(
    () => ({ ...state, isAdmin: state.user?.role === 'admin', signIn, signOut }),
    [state, signIn, signOut],
  );
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useSession(): SessionValue {
  const value = useContext(SessionContext);
  if (!value) throw new Error('useSession must be used inside <SessionProvider>');
  return value;
}
