// Counts, percentages and the score of an analysis (packages/jargon/README.md).
// All rounding is done on integers, so the same counts always give the same figures in the
// browser and on the server.

export interface BandCounts {
  /** Cleaned (counted) words. */
  readonly total: number;
  /** total − mid − rare, names included. */
  readonly common: number;
  readonly mid: number;
  readonly rare: number;
}

/**
 * Whole-number percentages of the cleaned word count, each rounded on its own (halves up), as
 * the original did; so the three may add up to 99, 100 or 101. All 0 when nothing was counted.
 */
export interface BandPercentages {
  readonly common: number;
  readonly mid: number;
  readonly rare: number;
}

/** round(100 × part / total), halves up; 0 for an empty count. */
export function roundedPercent(part: number, total: number): number {
  if (total <= 0) return 0;
  return Math.floor((200 * part + total) / (2 * total));
}

export function bandCounts(total: number, mid: number, rare: number): BandCounts {
  return { total, common: total - mid - rare, mid, rare };
}

/** A text's figures: its band counts, their percentages and its score. */
export interface Figures {
  counts: BandCounts;
  percentages: BandPercentages;
  score: number;
}

/**
 * The figures of a text of `total` counted words, `mid` and `rare` of them in those bands: the
 * one place a result's figures are made, for the server's results, the browser's live figures
 * (line by line) and the adjusted figures of key terms.
 */
export function figuresOf(total: number, mid: number, rare: number): Figures {
  const counts = bandCounts(total, mid, rare);
  return { counts, percentages: percentagesOf(counts), score: scoreOf(counts) };
}

export function percentagesOf(counts: BandCounts): BandPercentages {
  return {
    common: roundedPercent(counts.common, counts.total),
    mid: roundedPercent(counts.mid, counts.total),
    rare: roundedPercent(counts.rare, counts.total),
  };
}

/**
 * 100 − round(100 × (0.5 × mid + 1 × rare) / total); 100 for an empty count. A penalty of
 * exactly x.5 rounds up (the score down). Always within 0–100.
 */
export function scoreOf(counts: Pick<BandCounts, 'total' | 'mid' | 'rare'>): number {
  const { total, mid, rare } = counts;
  if (total <= 0) return 100;
  // 100 × (0.5 mid + rare) / total = 50 (mid + 2 rare) / total
  const penalty = Math.floor((100 * (mid + 2 * rare) + total) / (2 * total));
  return 100 - penalty;
}

export const SCORE_PRAISE = 'Nicely done!';
export const SCORE_ENCOURAGEMENT = 'Try to get it higher in the next round.';

/** A score above this one is praised; at or below it the writer is asked to get it higher. */
export const PRAISED_SCORE_ABOVE = 90;

/** Whether a score is praised (the result's, the coach's and the summary's words follow it). */
export function isPraisedScore(score: number): boolean {
  return score > PRAISED_SCORE_ABOVE;
}

/** A praised score → "Nicely done!", otherwise "Try to get it higher in the next round." */
export function scoreMessage(score: number): string {
  return isPraisedScore(score) ? SCORE_PRAISE : SCORE_ENCOURAGEMENT;
}
