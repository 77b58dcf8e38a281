import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AccessTokenReply } from '@scicomm/shared/account-api';
import { ApiError } from './api-client.ts';
import { createAccessTokenManager } from './access-token.ts';
import { ACCESS_TOKEN_STORAGE_KEY } from './auth-token-cookie.ts';

const reply = (value: string, expiresAtMs: number): AccessTokenReply => ({
  access_token: value,
  token_type: 'Bearer',
  expires_in: 900,
  expires_at: Math.floor(expiresAtMs / 1000),
  user: { id: 'u1', email: 'ada@example.org' },
});

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date('2026-03-01T12:00:00Z'));
  sessionStorage.clear();
});
afterEach(() => {
  vi.useRealTimers();
});

const flush = () => vi.advanceTimersByTimeAsync(0);

describe('access token manager', () => {
  it('fetches a token at start, keeps it in sessionStorage, and refreshes on the tick once 3 ticks or fewer remain', async () => {
    let n = 0;
    const fetchToken = vi.fn(async () => reply(`t${++n}`, Date.now() + 15 * 60_000));
    const manager = createAccessTokenManager({ fetchToken, onSessionEnded: vi.fn() });
    manager.start();
    await flush();
    expect(manager.current()).toBe('t1');
    expect(sessionStorage.getItem(ACCESS_TOKEN_STORAGE_KEY)).toBe('t1');

    // 15 minutes minus 90 s: still more than 3 ticks of 30 s left; no refresh yet.
    await vi.advanceTimersByTimeAsync(13 * 60_000);
    expect(fetchToken).toHaveBeenCalledTimes(1);
    // The tick at 13.5 min leaves exactly 90 s: refresh.
    await vi.advanceTimersByTimeAsync(30_000);
    expect(fetchToken).toHaveBeenCalledTimes(2);
    expect(manager.current()).toBe('t2');
    manager.stop();
  });

  it('does not hand out a token within 90 s of its expiry', async () => {
    const manager = createAccessTokenManager({
      fetchToken: async () => reply('short', Date.now() + 100_000),
      onSessionEnded: vi.fn(),
    });
    await manager.ensureFresh();
    expect(manager.current()).toBe('short');
    vi.setSystemTime(Date.now() + 10_001);
    expect(manager.current()).toBeUndefined();
  });

  it('retries 502/503/504 and network failures after 200, 400, 800 ms', async () => {
    const failures = [
      new ApiError(503, 'HTTP_503', 'x'),
      new ApiError(0, 'NETWORK', 'x'),
      new ApiError(504, 'HTTP_504', 'x'),
    ];
    const calls: number[] = [];
    const fetchToken = vi.fn(async () => {
      calls.push(Date.now());
      const failure = failures.shift();
      if (failure) throw failure;
      return reply('ok', Date.now() + 15 * 60_000);
    });
    const manager = createAccessTokenManager({ fetchToken, onSessionEnded: vi.fn() });
    const done = manager.ensureFresh();
    await vi.advanceTimersByTimeAsync(2000);
    await done;
    expect(manager.current()).toBe('ok');
    expect(calls.slice(1).map((t, i) => t - calls[i]!)).toEqual([200, 400, 800]);
  });

  it('does not retry other failures, and a 401 ends the session', async () => {
    const onSessionEnded = vi.fn();
    const fetchToken = vi.fn(async () => {
      throw new ApiError(500, 'INTERNAL', 'x');
    });
    const manager = createAccessTokenManager({ fetchToken, onSessionEnded });
    await manager.ensureFresh();
    expect(fetchToken).toHaveBeenCalledTimes(1);
    expect(onSessionEnded).not.toHaveBeenCalled();

    sessionStorage.setItem(ACCESS_TOKEN_STORAGE_KEY, 'old');
    fetchToken.mockRejectedValueOnce(new ApiError(401, 'UNAUTHORIZED', 'Please sign in.'));
    await manager.ensureFresh();
    expect(onSessionEnded).toHaveBeenCalledTimes(1);
    expect(manager.current()).toBeUndefined();
    expect(sessionStorage.getItem(ACCESS_TOKEN_STORAGE_KEY)).toBeNull();
  });

  it('asks once when several callers need a token at the same time', async () => {
    const fetchToken = vi.fn(async () => reply('once', Date.now() + 15 * 60_000));
    const manager = createAccessTokenManager({ fetchToken, onSessionEnded: vi.fn() });
    await Promise.all([manager.ensureFresh(), manager.ensureFresh(), manager.ensureFresh()]);
    expect(fetchToken).toHaveBeenCalledTimes(1);
  });

  it('forgets the token and stops ticking on sign-out, ignoring a reply that arrives late', async () => {
    let resolve: (value: AccessTokenReply) => void = () => undefined;
    const fetchToken = vi.fn(() => new Promise<AccessTokenReply>((r) => (resolve = r)));
    const manager = createAccessTokenManager({ fetchToken, onSessionEnded: vi.fn() });
    manager.start();
    manager.stop();
    resolve(reply('late', Date.now() + 15 * 60_000));
    await flush();
    expect(manager.current()).toBeUndefined();
    await vi.advanceTimersByTimeAsync(5 * 60_000);
    expect(fetchToken).toHaveBeenCalledTimes(1);
  });
});
