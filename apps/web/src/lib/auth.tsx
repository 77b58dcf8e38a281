// Who is signed in, for the shell (user menu, consent gate, redirects). The session lives in an
// HttpOnly cookie set by the server's auth routes; this only asks the server about it. While
// someone is signed in, an access token is kept fresh and sent as Authorization: Bearer on
// every API call (lib/access-token.ts, docs/accounts.md "Sessions").
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { ApiError, requestJson, setBearerTokenSource } from './api-client.ts';
import { createAccessTokenManager, type AccessTokenManager } from './access-token.ts';
import { withdrawConsent } from './consent.ts';
import { TERMS_CONSENT_COOKIE } from '@scicomm/shared';
import type { AccessTokenReply } from '@scicomm/shared/account-api';

export interface SessionUser {
  id: string;
  email: string;
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
  user?: { id: string; email: string; twoFactorEnabled?: boolean | null } | null;
}

async function fetchSession(): Promise<AuthState> {
  try {
    const reply = await requestJson<SessionReply | null>('/api/auth/get-session');
    if (!reply?.user) return { status: 'signed-out' };
    const { id, email, twoFactorEnabled } = reply.user;
    return {
      status: 'signed-in',
      user: { id, email, twoFactorEnabled: twoFactorEnabled === true },
    };
  } catch (error) {
    // No auth routes (404) or a transient failure: the visitor is treated as signed out.
    if (!(error instanceof ApiError)) throw error;
    return { status: 'signed-out' };
  }
}

const fetchAccessToken = () =>
  requestJson<AccessTokenReply>('/api/auth/token', { method: 'POST', body: {} });

export function AuthProvider({
  children,
  initialState,
}: {
  children: ReactNode;
  initialState?: AuthState;
}) {
  const [state, setState] = useState<AuthState>(initialState ?? { status: 'loading' });
  const tokens = useRef<AccessTokenManager | null>(null);

  const refresh = useCallback(async () => setState(await fetchSession()), []);

  useEffect(() => {
    if (!initialState) void refresh();
  }, [initialState, refresh]);

  const signedInAs = state.status === 'signed-in' ? state.user.id : undefined;
  useEffect(() => {
    if (!signedInAs) return undefined;
    const manager = createAccessTokenManager({
      fetchToken: fetchAccessToken,
      onSessionEnded: () => setState({ status: 'signed-out' }),
    });
    tokens.current = manager;
    setBearerTokenSource(() => manager.current());
    manager.start();
    return () => {
      manager.stop();
      setBearerTokenSource(undefined);
      if (tokens.current === manager) tokens.current = null;
    };
  }, [signedInAs]);

  const signOut = useCallback(async () => {
    await requestJson('/api/auth/sign-out', { method: 'POST', body: {} }).catch(() => undefined);
    tokens.current?.stop();
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
