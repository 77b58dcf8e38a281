// Who is signed in, for the shell (user menu, consent gate, redirects). The session lives in an
// HttpOnly cookie set by the server's auth routes; this only asks the server about it.
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { ApiError, requestJson } from './api-client.ts';
import { withdrawConsent } from './consent.ts';
import { TERMS_CONSENT_COOKIE } from '@scicomm/shared';

export interface SessionUser {
  id: string;
  email: string;
}

export type AuthState =
  | { status: 'loading'; user?: undefined }
  | { status: 'signed-out'; user?: undefined }
  | { status: 'signed-in'; user: SessionUser };

export interface Auth {
  state: AuthState;
  /** Asks the server again (after sign-in, registration or profile changes). */
  refresh(): Promise<void>;
  signOut(): Promise<void>;
}

const AuthContext = createContext<Auth | null>(null);

interface SessionReply {
  user?: { id: string; email: string } | null;
}

async function fetchSession(): Promise<AuthState> {
  try {
    const reply = await requestJson<SessionReply | null>('/api/auth/get-session');
    return reply?.user ? { status: 'signed-in', user: { id: reply.user.id, email: reply.user.email } } : { status: 'signed-out' };
  } catch (error) {
    // No auth routes (404) or a transient failure: the visitor is treated as signed out.
    if (!(error instanceof ApiError)) throw error;
    return { status: 'signed-out' };
  }
}

export function AuthProvider({ children, initialState }: { children: ReactNode; initialState?: AuthState }) {
  const [state, setState] = useState<AuthState>(initialState ?? { status: 'loading' });

  const refresh = useCallback(async () => setState(await fetchSession()), []);

  useEffect(() => {
    if (!initialState) void refresh();
  }, [initialState, refresh]);

  const signOut = useCallback(async () => {
    await requestJson('/api/auth/sign-out', { method: 'POST', body: {} }).catch(() => undefined);
    withdrawConsent(TERMS_CONSENT_COOKIE);
    setState({ status: 'signed-out' });
  }, []);

  const value = useMemo(() => ({ state, refresh, signOut }), [state, refresh, signOut]);
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): Auth {
  const auth = useContext(AuthContext);
  if (!auth) throw new Error('useAuth must be used inside <AuthProvider>');
  return auth;
}
