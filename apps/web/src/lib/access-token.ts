// The access token of the signed-in user (docs/accounts.md "Sessions"): a short JWT the API
// accepts as Authorization: Bearer, renewed from the session cookie before it expires. The
// rhythm is docs/product.md §9's: a tick every 30 s, a refresh when 3 ticks or fewer remain, a token
// within 90 s of its expiry is not used, and refreshes that meet 502/503/504 (or no network)
// are retried after 200 ms, 400, 800 …
import type { AccessTokenReply } from '@scicomm/shared/account-api';
import {
  AUTO_REFRESH_TICK_MS,
  AUTO_REFRESH_TICK_THRESHOLD,
  EXPIRY_MARGIN_MS,
  REFRESH_RETRY_ATTEMPTS,
  REFRESH_RETRY_BASE_MS,
  RETRYABLE_STATUSES,
} from '@scicomm/shared/session-timing';
import { ApiError } from './api-client.ts';
import { ACCESS_TOKEN_STORAGE_KEY } from './auth-token-cookie.ts';

export interface AccessTokenManager {
  /** The token to send now, if there is one that is not about to expire. */
  current(): string | undefined;
  /** Starts the ticks and fetches a first token. */
  start(): void;
  /** Stops the ticks and forgets the token (sign-out). */
  stop(): void;
  /** Refreshes now if the token is missing or due; resolves when done (or given up). */
  ensureFresh(): Promise<void>;
}

export interface AccessTokenOptions {
  fetchToken(): Promise<AccessTokenReply>;
  /** The session is gone (401): the app shows the visitor state. */
  onSessionEnded(): void;
  now?: () => number;
  sleep?: (ms: number) => Promise<void>;
  storage?: Pick<Storage, 'setItem' | 'removeItem'> | undefined;
}

const REFRESH_WINDOW_MS = AUTO_REFRESH_TICK_MS * AUTO_REFRESH_TICK_THRESHOLD;

function defaultStorage(): Pick<Storage, 'setItem' | 'removeItem'> | undefined {
  try {
    return sessionStorage;
  } catch {
    return undefined;
  }
}

export function isRetryable(error: unknown): boolean {
  return (
    error instanceof ApiError && (error.status === 0 || RETRYABLE_STATUSES.includes(error.status))
  );
}

export function createAccessTokenManager(options: AccessTokenOptions): AccessTokenManager {
  const now = options.now ?? Date.now;
  const sleep =
    options.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  const storage = options.storage ?? defaultStorage();
  let token: { value: string; expiresAt: number } | undefined;
  let timer: ReturnType<typeof setInterval> | undefined;
  let inFlight: Promise<void> | undefined;
  let generation = 0;

  const forget = () => {
    token = undefined;
    try {
      storage?.removeItem(ACCESS_TOKEN_STORAGE_KEY);
    } catch {
      // Storage can be unavailable (private modes); the token lives in memory anyway.
    }
  };

  const due = () => !token || token.expiresAt - now() <= REFRESH_WINDOW_MS;

  async function refresh(run: number): Promise<void> {
    for (let attempt = 0; attempt < REFRESH_RETRY_ATTEMPTS; attempt++) {
      try {
        const reply = await options.fetchToken();
        if (run !== generation) return; // signed out meanwhile
        token = { value: reply.access_token, expiresAt: reply.expires_at * 1000 };
        try {
          storage?.setItem(ACCESS_TOKEN_STORAGE_KEY, reply.access_token);
        } catch {
          // See forget().
        }
        return;
      } catch (error) {
        if (run !== generation) return;
        if (error instanceof ApiError && error.status === 401) {
          forget();
          options.onSessionEnded();
          return;
        }
        if (!isRetryable(error) || attempt === REFRESH_RETRY_ATTEMPTS - 1) return; // next tick tries again
        await sleep(REFRESH_RETRY_BASE_MS * 2 ** attempt);
      }
    }
  }

  const manager: AccessTokenManager = {
    current() {
      if (!token || token.expiresAt - now() <= EXPIRY_MARGIN_MS) return undefined;
      return token.value;
    },
    ensureFresh() {
      if (!due()) return Promise.resolve();
      inFlight ??= refresh(generation).finally(() => {
        inFlight = undefined;
      });
      return inFlight;
    },
    start() {
      if (timer) return;
      timer = setInterval(() => void manager.ensureFresh(), AUTO_REFRESH_TICK_MS);
      void manager.ensureFresh();
    },
    stop() {
      generation += 1;
      if (timer) clearInterval(timer);
      timer = undefined;
      inFlight = undefined;
      forget();
    },
  };
  return manager;
}
