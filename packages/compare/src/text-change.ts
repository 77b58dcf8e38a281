// The change between two analyses of the De-Jargonizer (before and after a revision): the
// difference of every count, percentage and the score, and which distinct rare words were
// removed, kept or added. Pure: it takes the measure's own figures (packages/jargon) and does
// no I/O, so the server and any other caller get the same answer (docs/compare.md).

/** What the comparison needs of one analysis (a subset of @scicomm/jargon's Analysis). */
export interface AnalysisFigures {
  readonly counts: { readonly total: number; readonly common: number; readonly mid: number; readonly rare: number };
  readonly percentages: { readonly common: number; readonly mid: number; readonly rare: number };
  readonly score: number;
  /** Rare words in order as lookup forms, repeats kept. */
  readonly rareWords: readonly string[];
}

/** after − before for each figure; positive means "went up". */
export interface FigureChange {
  readonly words: number;
  readonly common: number;
  readonly mid: number;
  readonly rare: number;
  readonly commonPercent: number;
  readonly midPercent: number;
  readonly rarePercent: number;
  readonly score: number;
}

export interface RareWordChange {
  /** Rare in the first text and absent from the second's rare words, in the first text's order. */
  readonly removed: string[];
  /** Rare in both, in the second text's order. */
  readonly kept: string[];
  /** Rare in the second text only, in its order. */
  readonly added: string[];
}

export interface TextChange {
  readonly change: FigureChange;
  readonly rareWords: RareWordChange;
}

/** Distinct words in order of first appearance. */
function distinct(words: readonly string[]): string[] {
  return [...new Set(words)];
}

/** The change of every figure from `before` to `after`. */
export function figureChange(before: Omit<AnalysisFigures, 'rareWords'>, after: Omit<AnalysisFigures, 'rareWords'>): FigureChange {
  return {
    words: after.counts.total - before.counts.total,
    common: after.counts.common - before.counts.common,
    mid: after.counts.mid - before.counts.mid,
    rare: after.counts.rare - before.counts.rare,
    commonPercent: after.percentages.common - before.percentages.common,
    midPercent: after.percentages.mid - before.percentages.mid,
    rarePercent: after.percentages.rare - before.percentages.rare,
    score: after.score - before.score,
  };
}

/** Which distinct rare words (by lookup form) the revision removed, kept and added. */
export function rareWordChange(before: readonly string[], after: readonly string[]): RareWordChange {
  const beforeSet = new Set(before);
  const afterSet = new Set(after);
  return {
    removed: distinct(before).filter((word) => !afterSet.has(word)),
    kept: distinct(after).filter((word) => beforeSet.has(word)),
    added: distinct(after).filter((word) => !beforeSet.has(word)),
  };
}

export function compareAnalyses(before: AnalysisFigures, after: AnalysisFigures): TextChange {
  return { change: figureChange(before, after), rareWords: rareWordChange(before.rareWords, after.rareWords) };
}
