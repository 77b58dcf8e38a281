// The LLM coach's circuit breaker (docs/exercises.md "The model's budget and breaker"): after
// `failuresToOpen` failed calls in a row it opens and makes none for `coolDownMs`; then one trial
// call (half-open) closes it if answered, or opens it again. An answer that is not the one asked
// for (LlmAnswerError) still shows the endpoint is up.

export type ModelState = 'closed' | 'open' | 'halfOpen';

export interface ModelStatus {
  state: ModelState;
  /** Calls in a row that failed (reset by an answer). */
  consecutiveFailures: number;
  /** While open: when the next call asked for is made, as the trial. */
  retryAt: Date | null;
}

export interface ModelStateChange extends ModelStatus {
  from: ModelState;
  /** The last failure's message, when a failure made the change. */
  reason?: string;
}

export interface ModelBreakerOptions {
  /** Failed calls in a row that open the breaker; default 3. */
  failuresToOpen?: number;
  /** How long an open breaker makes no call; default 30 s. */
  coolDownMs?: number;
  /** Told of each change of state (the server logs it). */
  onChange?: (change: ModelStateChange) => void;
  /** The clock, in ms (tests pass their own). */
  now?: () => number;
}

/** Leave to make one call: the caller tells how it ended, once. */
export interface CallPermit {
  answered(): void;
  failed(reason: string): void;
}

export interface ModelBreaker {
  /** Leave for one call, or null when the breaker makes none now. */
  permit(): CallPermit | null;
  status(): ModelStatus;
}

export const defaultFailuresToOpen = 3;
export const defaultCoolDownMs = 30_000;

export function createModelBreaker(options: ModelBreakerOptions = {}): ModelBreaker {
  const failuresToOpen = options.failuresToOpen ?? defaultFailuresToOpen;
  const coolDownMs = options.coolDownMs ?? defaultCoolDownMs;
  const now = options.now ?? Date.now;
  let state: ModelState = 'closed';
  let consecutiveFailures = 0;
  let retryAt: number | null = null;

  const status = (): ModelStatus => ({ state, consecutiveFailures, retryAt: retryAt === null ? null : new Date(retryAt) });

  function moveTo(next: ModelState, reason?: string) {
    const from = state;
    state = next;
    retryAt = next === 'open' ? now() + coolDownMs : null;
    options.onChange?.({ ...status(), from, ...(reason === undefined ? {} : { reason }) });
  }

  function settle(trial: boolean, failure: string | null) {
    // A call let through before the breaker opened says nothing about the trial, and its failure
    // does not lengthen the cool-down.
    if (trial ? state !== 'halfOpen' : state !== 'closed') return;
    if (failure === null) {
      consecutiveFailures = 0;
      if (trial) moveTo('closed');
      return;
    }
    consecutiveFailures += 1;
    if (trial || consecutiveFailures >= failuresToOpen) moveTo('open', failure);
  }

  function permitFor(trial: boolean): CallPermit {
    let settled = false;
    const once = (failure: string | null) => {
      if (settled) return;
      settled = true;
      settle(trial, failure);
    };
    return { answered: () => once(null), failed: (reason) => once(reason) };
  }

  return {
    permit() {
      if (state === 'closed') return permitFor(false);
      if (state === 'open' && retryAt !== null && now() >= retryAt) {
        moveTo('halfOpen');
        return permitFor(true);
      }
      return null;
    },
    status,
  };
}
