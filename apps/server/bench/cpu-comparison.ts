// CPU per request of a server against a baseline server doing the same work, measured from
// outside (the process's CPU time in /proc over a fixed number of requests) in one run, in
// rounds that alternate which of the two goes first, so that a busy moment of the shared cores
// falls on both alike. A neighbour's load slows the rate of both, but moves the CPU a request
// takes much less: that is the figure the server benches judge.
import type { Pool } from 'undici';
import type { ChildServer } from './bench-server.ts';
import { fixedRequests, median, type Load } from './http-load.ts';
import { cpuMeter } from './process-stats.ts';

export interface Side {
  server: ChildServer;
  pool: Pool;
  load: Load;
}

export interface Comparison {
  name: string;
  measured: Side;
  baseline: Side;
  /** Requests per side and round. */
  requests: number;
}

export interface SideFigures {
  /** CPU milliseconds per request over all rounds (null off Linux). */
  cpuMs: number | null;
  /** Median requests per second of the rounds (reported, not judged: it is queueing on shared cores). */
  perSecond: number;
}

export interface ComparisonFigures {
  name: string;
  measured: SideFigures;
  baseline: SideFigures;
  /** Measured ÷ baseline CPU per request, each round's (null off Linux). */
  roundRatios: (number | null)[];
  /** The median of the rounds' ratios: the judged figure. */
  ratio: number | null;
}

// Enough for the JIT to settle: with 500, the first round of a server measured later in a run
// still came out 1.5–2× its others.
const WARM_UP_REQUESTS = 3_000;

async function warmUp(side: Side, connections: number): Promise<void> {
  await fixedRequests(side.pool, side.load, { connections, requests: WARM_UP_REQUESTS });
}

async function measure(side: Side, requests: number, connections: number) {
  const meter = cpuMeter(side.server.pid);
  meter.start();
  const { perSecond } = await fixedRequests(side.pool, side.load, { connections, requests });
  const cpu = meter.stop();
  return { perSecond, cpu };
}

/** Runs every comparison `rounds` times, alternating the order of the two sides each round. */
export async function compareCpu(comparisons: readonly Comparison[], options: { rounds: number; connections: number }): Promise<ComparisonFigures[]> {
  for (const comparison of comparisons) {
    await warmUp(comparison.measured, options.connections);
    await warmUp(comparison.baseline, options.connections);
  }
  const rounds = comparisons.map(() => [] as { measured: Awaited<ReturnType<typeof measure>>; baseline: Awaited<ReturnType<typeof measure>> }[]);
  for (let round = 0; round < options.rounds; round++) {
    for (const [index, comparison] of comparisons.entries()) {
      const measuredFirst = round % 2 === 0;
      const first = await measure(measuredFirst ? comparison.measured : comparison.baseline, comparison.requests, options.connections);
      const second = await measure(measuredFirst ? comparison.baseline : comparison.measured, comparison.requests, options.connections);
      rounds[index]?.push(measuredFirst ? { measured: first, baseline: second } : { measured: second, baseline: first });
    }
  }
  return comparisons.map((comparison, index) => {
    const its = rounds[index] ?? [];
    const side = (pick: 'measured' | 'baseline'): SideFigures => {
      const cpus = its.map((round) => round[pick].cpu);
      const total = cpus.some((cpu) => cpu === null) ? null : cpus.reduce<number>((sum, cpu) => sum + (cpu ?? 0), 0);
      return {
        cpuMs: total === null ? null : (total * 1000) / (comparison.requests * its.length),
        perSecond: median(its.map((round) => round[pick].perSecond)),
      };
    };
    const roundRatios = its.map((round) =>
      round.measured.cpu === null || round.baseline.cpu === null || round.baseline.cpu === 0 ? null : round.measured.cpu / round.baseline.cpu,
    );
    const known = roundRatios.filter((ratio): ratio is number => ratio !== null);
    return {
      name: comparison.name,
      measured: side('measured'),
      baseline: side('baseline'),
      roundRatios,
      ratio: known.length === roundRatios.length && known.length > 0 ? median(known) : null,
    };
  });
}

/** "0.031 ms" (or "n/a" off Linux). */
export const cpuMsText = (ms: number | null) => (ms === null ? 'n/a' : `${ms < 1 ? ms.toFixed(3) : ms.toFixed(2)} ms`);

/** "1.52×" (or "n/a"). */
export const ratioText = (ratio: number | null) => (ratio === null ? 'n/a' : `${ratio.toFixed(2)}×`);

/**
 * CPU milliseconds per request of each side over `rounds` rounds of `requests` requests, every
 * side once per round, the order reversed each round (null off Linux).
 */
export async function cpuOfEach(sides: readonly Side[], options: { rounds: number; requests: number; connections: number }): Promise<(number | null)[]> {
  for (const side of sides) await warmUp(side, options.connections);
  const totals: (number | null)[] = sides.map(() => 0);
  for (let round = 0; round < options.rounds; round++) {
    const order = sides.map((_, index) => index);
    if (round % 2 === 1) order.reverse();
    for (const index of order) {
      const { cpu } = await measure(sides[index]!, options.requests, options.connections);
      const total = totals[index];
      totals[index] = cpu === null || total === null || total === undefined ? null : total + cpu;
    }
  }
  return totals.map((total) => (total === null ? null : (total * 1000) / (options.requests * options.rounds)));
}
