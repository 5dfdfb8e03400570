import { call, onUnauthorized, tokenStore } from '@safa/api-client';
import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useState } from 'react';

export type LogoutReason = 'user' | 'inactivity' | 'expired';

interface Session {
  token: string | null;
  /** Why the last session ended, shown once on the login page. */
  endedBecause: LogoutReason | null;
  logIn(token: string): void;
  logOut(reason?: LogoutReason): void;
}

const SessionContext = createContext<Session | null>(null);

/** The admin session: the token kept in localStorage under `adminToken` (spec §6). */
export function SessionProvider({ children }: { children: ReactNode }) {
  const [token, setToken] = useState<string | null>(() => tokenStore.get());
  const [endedBecause, setEndedBecause] = useState<LogoutReason | null>(null);

  const logIn = useCallback((newToken: string) => {
    tokenStore.set(newToken);
    setEndedBecause(null);
    setToken(newToken);
  }, []);

  const logOut = useCallback((reason: LogoutReason = 'user') => {
    // The BFF ends the session too, so a copy of the token is worth nothing (it already has when it
    // refused the token). The call carries the token, so it starts before the token is forgotten.
    if (reason !== 'expired') call('logout').catch(() => undefined);
    tokenStore.clear();
    setEndedBecause(reason);
    setToken(null);
  }, []);

  // The BFF refused the token (expired or revoked): back to the login. A refusal that arrives after
  // the token is gone (the answer to a logout, say) is no news.
  useEffect(
    () =>
      onUnauthorized(() => {
        if (tokenStore.get()) logOut('expired');
      }),
    [logOut],
  );

  const session = useMemo(
    () => ({ token, endedBecause, logIn, logOut }),
    [token, endedBecause, logIn, logOut],
  );
  return <SessionContext.Provider value={session}>{children}</SessionContext.Provider>;
}

export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession must be used inside a SessionProvider');
  return session;
}
