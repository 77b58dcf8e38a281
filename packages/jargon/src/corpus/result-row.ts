// One text's row of results, as group grading (Results.csv) and a corpus's results give it: its
// counts, percentages, score and number of words, or the reason it could not be measured. Pure:
// the caller reads the text and picks its dictionary (docs/de-jargonizer.md "Group grading").
import type { GroupRow } from '@scicomm/shared/de-jargonizer-api';
import { analyze } from '../classify.ts';
import type { Dictionary } from '../dictionary.ts';
import { readKeyTerms, termsOf } from '../key-terms.ts';
import { checkMeasurable } from '../text-script.ts';

/** The columns of Results.csv, in the order of `resultCells`. */
export const RESULT_HEADER = [
  'File Name',
  'Common %',
  'Common',
  'Mid-Frequency %',
  'Mid-Frequency',
  'Rare %',
  'Rare',
  'Score',
  'Number Of Words',
  'Error',
  // Last, so the original's columns keep their places: each file's own list (its script's),
  // then the score without key terms and explained terms, and how many terms the file explains.
  'Period',
  'Adjusted Score',
  'Explained Terms',
] as const;

/**
 * The row of a measured text; throws the measure's JargonError (empty text, a script no list
 * measures) for the caller to turn into a failed row. The adjusted score leaves out the key terms
 * and the terms the text explains (docs/de-jargonizer.md "Key terms and explained terms").
 */
export function measuredRow(fileName: string, text: string, dictionary: Dictionary, keyTerms: readonly string[] = []): GroupRow {
  checkMeasurable(text, dictionary.info.language);
  const analysis = analyze(text, dictionary);
  const { counts, percentages } = analysis;
  const terms = termsOf(analysis, readKeyTerms(keyTerms));
  return {
    fileName,
    commonPercent: percentages.common,
    common: counts.common,
    midPercent: percentages.mid,
    mid: counts.mid,
    rarePercent: percentages.rare,
    rare: counts.rare,
    score: analysis.score,
    words: counts.total,
    error: null,
    period: dictionary.code,
    adjustedScore: terms.adjusted.score,
    explainedTerms: terms.explainedTerms.length,
  };
}

/** The row of a text that could not be read or measured: its error, no figures. */
export function failedRow(fileName: string, error: { readonly code: string; readonly message: string }): GroupRow {
  return {
    fileName,
    commonPercent: null,
    common: null,
    midPercent: null,
    mid: null,
    rarePercent: null,
    rare: null,
    score: null,
    words: null,
    error: error.message,
    errorCode: error.code,
    period: null,
    adjustedScore: null,
    explainedTerms: null,
  };
}

/** A row's cells in the order of RESULT_HEADER. */
export function resultCells(row: GroupRow): (string | number | null)[] {
  return [
    row.fileName,
    row.commonPercent,
    row.common,
    row.midPercent,
    row.mid,
    row.rarePercent,
    row.rare,
    row.score,
    row.words,
    row.error,
    row.period ?? null,
    row.adjustedScore ?? null,
    row.explainedTerms ?? null,
  ];
}
