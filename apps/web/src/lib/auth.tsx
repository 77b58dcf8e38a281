// Who is signed in, for the shell (user menu, consent gate, redirects). The session lives in an
// HttpOnly cookie set by the server's auth routes; this only asks the server about it, through the
// app's query cache (one entry, asked again by refresh() and set on sign-out). While
// someone is signed in, an access token is kept fresh and sent as Authorization: Bearer on
// every API call (lib/access-token.ts, docs/accounts.md "Sessions").
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, type ReactNode } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, requestJson, setBearerTokenSource } from './api-client.ts';
import { createAccessTokenManager, type AccessTokenManager } from './access-token.ts';
import { withdrawConsent } from './consent.ts';
import { TERMS_CONSENT_COOKIE } from '@scicomm/shared';
import type { AccessTokenReply } from '@scicomm/shared/account-api';

export interface SessionUser {
  id: string;
  email: string;
  /** The display name (docs/accounts.md "Names"); null for an account that has none. */
  name?: string | null;
  /** Whether sign-in asks for a TOTP code too. */
  twoFactorEnabled?: boolean;
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
  user?: { id: string; email: string; name?: string | null; twoFactorEnabled?: boolean | null } | null;
}

async function fetchSession(): Promise<AuthState> {
  try {
    const reply = await requestJson<SessionReply | null>('/api/auth/get-session');
    if (!reply?.user) return { status: 'signed-out' };
    const { id, email, name, twoFactorEnabled } = reply.user;
    return {
      status: 'signed-in',
      user: { id, email, name: name ?? null, twoFactorEnabled: twoFactorEnabled === true },
    };
  } catch (error) {
    // No auth routes (404) or a transient failure: the visitor is treated as signed out.
    if (!(error instanceof ApiError)) throw error;
    return { status: 'signed-out' };
  }
}

/** The cache key of who is signed in. */
export const sessionKey = ['auth', 'session'] as const;

const LOADING: AuthState = { status: 'loading' };
const SIGNED_OUT: AuthState = { status: 'signed-out' };

const fetchAccessToken = () =>
  requestJson<AccessTokenReply>('/api/auth/token', { method: 'POST', body: {} });

export function AuthProvider({
  children,
  initialState,
}: {
  children: ReactNode;
  initialState?: AuthState;
}) {
  const client = useQueryClient();
  const session = useQuery({
    queryKey: sessionKey,
    queryFn: fetchSession,
    // A server-rendered page knows already; otherwise the server is asked once, then again only
    // when refresh() says the session changed.
    ...(initialState ? { initialData: initialState } : {}),
    staleTime: Infinity,
    retry: false,
  });
  const state = session.data ?? LOADING;
  const setState = useCallback((next: AuthState) => client.setQueryData(sessionKey, next), [client]);
  const tokens = useRef<AccessTokenManager | null>(null);

  const refresh = useCallback(async () => {
    await client.fetchQuery({ queryKey: sessionKey, queryFn: fetchSession, staleTime: 0 });
  }, [client]);

  const signedInAs = state.status === 'signed-in' ? state.user.id : undefined;
  useEffect(() => {
    if (!signedInAs) return undefined;
    const manager = createAccessTokenManager({
      fetchToken: fetchAccessToken,
      onSessionEnded: () => setState(SIGNED_OUT),
    });
    tokens.current = manager;
    setBearerTokenSource(() => manager.current());
    manager.start();
    return () => {
      manager.stop();
      setBearerTokenSource(undefined);
      if (tokens.current === manager) tokens.current = null;
    };
  }, [signedInAs, setState]);

  const signOut = useCallback(async () => {
    await requestJson('/api/auth/sign-out', { method: 'POST', body: {} }).catch(() => undefined);
    tokens.current?.stop();
    withdrawConsent(TERMS_CONSENT_COOKIE);
    setState(SIGNED_OUT);
  }, [setState]);

  const value = useMemo(() => ({ state, refresh, signOut }), [state, refresh, signOut]);
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): Auth {
  const auth = useContext(AuthContext);
  if (!auth) throw new Error('useAuth must be used inside <AuthProvider>');
  return auth;
}
