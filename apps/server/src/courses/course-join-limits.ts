// The limits on looking up join codes (docs/courses.md "Join codes"). Each look-up is counted
// before it runs, atomically (as a sign-in is: limits.ts reserveAttempts), so codes sent at once
// get no more look-ups than the limits allow, and taken back when the code exists, so only
// failures stay counted:
// - per account (`course-join-user`): an account guessing is stopped by its own failures;
// - per client address (`course-join-client`): many accounts guessing from one address;
// - while the address is used up, per account (`course-join-shared-address`): a few tries, so a
//   student with the right code gets in on a school address classmates used up, while guessing
//   there costs a fresh account per few codes.
import type { FastifyReply } from 'fastify';
import { COURSE_ERROR_CODES } from '@scicomm/shared/course-api';
import { AppError } from '../http/errors.ts';
import { limiterKey, refuse, reserveAttempts, type Limiter, type Limits } from '../limits/limits.ts';

export interface JoinCodeCaller {
  /** The client's address (request.ip). */
  address: string;
  /** null: a visitor (a join link's summary before sign-in), counted per address only. */
  userId: string | null;
}

/** Runs look-ups by join code under the join-code limits; 429 with Retry-After when refused. */
export function joinCodeLimits(limits: Limits) {
  const perUser = limits.limiter('course-join-user');
  const perAddress = limits.limiter('course-join-client');
  const onUsedUpAddress = limits.limiter('course-join-shared-address');

  /** The address's attempt, or else the account's on a used-up address; null when both refuse. */
  async function reserveAddress(caller: JoinCodeCaller): Promise<{ limiter: Limiter; key: string } | { retryAfterMs: number }> {
    const addressKey = limiterKey('client', caller.address);
    const byAddress = await perAddress.attempt(addressKey);
    if (byAddress.allowed) return { limiter: perAddress, key: addressKey };
    if (caller.userId === null) return { retryAfterMs: byAddress.retryAfterMs };
    const userKey = limiterKey('user', caller.userId);
    const byAccount = await onUsedUpAddress.attempt(userKey);
    if (byAccount.allowed) return { limiter: onUsedUpAddress, key: userKey };
    return { retryAfterMs: Math.max(byAddress.retryAfterMs, byAccount.retryAfterMs) };
  }

  return async function lookUpByCode<T>(reply: FastifyReply, caller: JoinCodeCaller, lookUp: () => Promise<T>): Promise<T> {
    const releaseUser =
      caller.userId === null ? async () => undefined : await reserveAttempts(reply, [[perUser, limiterKey('user', caller.userId)]]);
    const countedAt = Date.now();
    const address = await reserveAddress(caller);
    if (!('limiter' in address)) {
      await releaseUser();
      refuse(reply, address.retryAfterMs);
    }
    const release = async () => {
      await Promise.all([releaseUser(), address.limiter.release(address.key, countedAt)]);
    };
    try {
      const found = await lookUp();
      await release();
      return found;
    } catch (error) {
      // Only a code no course has stays counted; any other outcome was not a guess.
      if (!(error instanceof AppError && error.code === COURSE_ERROR_CODES.codeNotFound)) await release();
      throw error;
    }
  };
}
