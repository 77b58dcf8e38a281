import { describe, expect, it } from 'vitest';
import { createModelBreaker, type ModelStateChange } from './model-breaker.ts';

function breakerOnClock(failuresToOpen = 2, coolDownMs = 1_000) {
  const clock = { now: 0 };
  const changes: ModelStateChange[] = [];
  const breaker = createModelBreaker({ failuresToOpen, coolDownMs, now: () => clock.now, onChange: (change) => changes.push(change) });
  return { breaker, clock, changes };
}

describe('the model breaker', () => {
  it('opens only on failures in a row: an answer starts the count again', () => {
    const { breaker } = breakerOnClock(2);
    breaker.permit()?.failed('late');
    breaker.permit()?.answered();
    breaker.permit()?.failed('late');
    expect(breaker.status()).toEqual({ state: 'closed', consecutiveFailures: 1, retryAt: null });
    breaker.permit()?.failed('refused');
    expect(breaker.status()).toEqual({ state: 'open', consecutiveFailures: 2, retryAt: new Date(1_000) });
    expect(breaker.permit()).toBeNull();
  });

  it('lets calls made before it opened neither close it nor lengthen its cool-down', () => {
    const { breaker, clock, changes } = breakerOnClock(1);
    const early = breaker.permit();
    const late = breaker.permit();
    early?.failed('late');
    clock.now = 500;
    late?.failed('late');
    expect(breaker.status().retryAt).toEqual(new Date(1_000));
    late?.answered();
    expect(breaker.status().state).toBe('open');
    expect(changes).toHaveLength(1);
  });

  it('after the cool-down lets one trial through, and counts each permit once', () => {
    const { breaker, clock, changes } = breakerOnClock(1);
    breaker.permit()?.failed('refused');
    clock.now = 1_000;
    const trial = breaker.permit();
    expect(trial).not.toBeNull();
    expect(breaker.permit()).toBeNull();
    expect(breaker.status().state).toBe('halfOpen');
    trial?.answered();
    trial?.failed('told twice');
    expect(breaker.status()).toEqual({ state: 'closed', consecutiveFailures: 0, retryAt: null });
    expect(changes.map((change) => `${change.from}→${change.state}${change.reason ? ` (${change.reason})` : ''}`)).toEqual([
      'closed→open (refused)',
      'open→halfOpen',
      'halfOpen→closed',
    ]);
  });
});
