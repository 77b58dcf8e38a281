// Balanced blocked random allocation (docs/research.md "Studies"): participants are handed the
// arms in blocks; each block is every arm once, in a fresh random order. At any moment the arms
// therefore differ by at most one participant, and within a block nobody can predict the next
// arm from the ones before. The block still to hand out is kept with the study (the caller stores
// it in the same transaction as the participant), so balance survives restarts and processes.
import { randomInt } from 'node:crypto';

/** A random integer in [0, max): crypto-strength by default, injectable for tests. */
export type RandomIndex = (max: number) => number;

export const cryptoRandomIndex: RandomIndex = (max) => randomInt(max);

/** The arms in a random order (Fisher–Yates). */
export function shuffled<T>(items: readonly T[], random: RandomIndex = cryptoRandomIndex): T[] {
  const result = [...items];
  for (let i = result.length - 1; i > 0; i -= 1) {
    const j = random(i + 1);
    [result[i], result[j]] = [result[j] as T, result[i] as T];
  }
  return result;
}

export interface Allocation<T> {
  arm: T;
  /** The rest of the block, to keep for the next participant. */
  block: T[];
}

/**
 * The next participant's arm, from what is left of the block. A block that is empty, or holds
 * an arm the study no longer has, starts anew.
 */
export function allocateArm<T>(
  arms: readonly T[],
  block: readonly T[],
  random: RandomIndex = cryptoRandomIndex,
): Allocation<T> {
  if (arms.length === 0) throw new Error('A study without arms cannot allocate participants.');
  const usable =
    block.length > 0 && block.every((arm) => arms.includes(arm))
      ? [...block]
      : shuffled(arms, random);
  const [arm, ...rest] = usable as [T, ...T[]];
  return { arm, block: rest };
}
