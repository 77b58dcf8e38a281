// Key terms and the adjusted score (docs/de-jargonizer.md "Key terms and explained terms").
// The writer marks up to MAX_KEY_TERMS words or phrases the text cannot do without; with the
// terms explained where they appear they are left out of an adjusted score shown beside the
// original. The original analysis (counts, percentages, score) is never changed: it follows
// the original method. Browser-safe.
import type { Analysis } from './classify.ts';
import { explainedTermsOf, type ExplainedTerm, occurrencesOf } from './explained-terms.ts';
import type { KeyTerm } from './key-term-reading.ts';
import { figuresOf, type BandCounts, type BandPercentages } from './score.ts';
import { scriptOfPeriod, type TextScript } from './text-script.ts';

export { MAX_KEY_TERM_LENGTH, MAX_KEY_TERM_WORDS, MAX_KEY_TERMS } from './key-term-limits.ts';
export { readKeyTerms, type KeyTerm } from './key-term-reading.ts';

/** A key term in the result: how often it is used and how many counted words it takes. */
export interface KeyTermUse extends KeyTerm {
  readonly uses: number;
}

/** The figures without key terms and explained terms. */
export interface AdjustedFigures {
  readonly counts: BandCounts;
  readonly percentages: BandPercentages;
  readonly score: number;
}

export interface TermsAnalysis {
  readonly keyTerms: KeyTermUse[];
  readonly explainedTerms: ExplainedTerm[];
  /** Explained only after earlier unexplained uses. */
  readonly lateExplanations: ExplainedTerm[];
  readonly adjusted: AdjustedFigures;
  /** Word indexes (into cleanedWords) of every use of a key term, ascending. */
  readonly keyTermWords: number[];
  /** Word indexes of every use of an explained term, ascending. */
  readonly explainedWords: number[];
}

/** What the terms need of an analysis: its words, their places and bands, and its period. */
export type AnalysedWords = Pick<Analysis, 'period' | 'text' | 'cleanedWords' | 'wordBands' | 'wordStarts' | 'wordEnds'>;

/** Key terms, explained terms and the adjusted figures of an analysis. */
export function termsOf(analysis: AnalysedWords, keyTerms: readonly KeyTerm[] = []): TermsAnalysis {
  const script: TextScript = scriptOfPeriod(analysis.period);
  const keyTermWords = new Set<number>();
  const keyTermUses = keyTerms.map((keyTerm): KeyTermUse => {
    const forms = keyTerm.key.split(' ');
    const uses = occurrencesOf(analysis, forms, script);
    for (const use of uses) for (let word = use; word < use + forms.length; word++) keyTermWords.add(word);
    return { ...keyTerm, uses: uses.length };
  });
  const explained = explainedTermsOf(analysis, script, new Set(keyTerms.map((term) => term.key)));
  const explainedWords = explained.termWords.filter((word) => !keyTermWords.has(word));
  const left = new Set([...keyTermWords, ...explainedWords]);
  return {
    keyTerms: keyTermUses,
    explainedTerms: explained.terms,
    lateExplanations: explained.terms.filter((term) => !term.explainedAtFirstUse),
    adjusted: adjustedFigures(analysis, left),
    keyTermWords: [...keyTermWords].sort((a, b) => a - b),
    explainedWords,
  };
}

/** The original method's figures over the counted words not in `leftOut`. */
export function adjustedFigures(analysis: Pick<Analysis, 'wordBands'>, leftOut: ReadonlySet<number>): AdjustedFigures {
  let total = 0;
  let mid = 0;
  let rare = 0;
  analysis.wordBands.forEach((band, word) => {
    if (leftOut.has(word)) return;
    total++;
    if (band === 'mid') mid++;
    else if (band === 'rare') rare++;
  });
  return figuresOf(total, mid, rare);
}
