// The allocation's balance over many simulated participants, and its randomness.
import { describe, expect, it } from 'vitest';
import { allocateArm, shuffled, type RandomIndex } from './study-allocation.ts';

function simulate<T>(arms: readonly T[], participants: number, random?: RandomIndex) {
  const counts = new Map<T, number>(arms.map((arm) => [arm, 0]));
  let block: T[] = [];
  let worstSpread = 0;
  const sequence: T[] = [];
  for (let i = 0; i < participants; i += 1) {
    const next = allocateArm(arms, block, random);
    block = next.block;
    sequence.push(next.arm);
    counts.set(next.arm, (counts.get(next.arm) ?? 0) + 1);
    const values = [...counts.values()];
    worstSpread = Math.max(worstSpread, Math.max(...values) - Math.min(...values));
  }
  return { counts, worstSpread, sequence };
}

describe('balanced blocked allocation', () => {
  it('keeps two arms within one participant of each other after every one of 10,000 participants', () => {
    const { counts, worstSpread } = simulate(['full', 'slim'], 10_000);
    expect(worstSpread).toBe(1);
    expect(counts.get('full')).toBe(5_000);
    expect(counts.get('slim')).toBe(5_000);
  });

  it('keeps three arms within one of each other, also for a number of participants that is not a multiple of three', () => {
    const { counts, worstSpread } = simulate(['full', 'slim', 'no-feedback'], 3_001);
    expect(worstSpread).toBe(1);
    expect([...counts.values()].sort()).toEqual([1_000, 1_000, 1_001]);
  });

  it('is random: both orders of a two-arm block occur about equally often', () => {
    const { sequence } = simulate(['full', 'slim'], 4_000);
    let fullFirst = 0;
    for (let i = 0; i < sequence.length; i += 2) if (sequence[i] === 'full') fullFirst += 1;
    // 2,000 blocks: a fair coin lands within 1,000 ± 150 with overwhelming probability (±6.7 σ).
    expect(fullFirst).toBeGreaterThan(850);
    expect(fullFirst).toBeLessThan(1_150);
  });

  it('gives every arm of a one-arm study to everyone', () => {
    expect(simulate(['slim'], 10).counts.get('slim')).toBe(10);
  });

  it('starts a new block when the kept one names an arm the study does not have', () => {
    const next = allocateArm(['full', 'slim'], ['no-feedback', 'full'], () => 0);
    expect(['full', 'slim']).toContain(next.arm);
    expect(next.block).toHaveLength(1);
  });

  it('shuffles with the random source it is given (Fisher–Yates)', () => {
    expect(shuffled(['a', 'b', 'c'], () => 0)).toEqual(['b', 'c', 'a']);
    expect(shuffled(['a', 'b', 'c'], (max) => max - 1)).toEqual(['a', 'b', 'c']);
  });
});
