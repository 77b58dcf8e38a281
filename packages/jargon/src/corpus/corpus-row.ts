// A corpus text measured into its row of results (result-row.ts) with its group, and the row's
// cells in the corpus results' columns: group grading's, the id first and the group last. Pure.
import type { GroupRow } from '@scicomm/shared/de-jargonizer-api';
import type { DictionarySet } from '../dictionary-set.ts';
import { isJargonError } from '../errors.ts';
import type { Dictionary } from '../dictionary.ts';
import { countScriptLetters, measuredPeriodOfScript, scriptOfLetters, type TextScript } from '../text-script.ts';
import { isCorpusFailure, type CorpusItem } from './corpus-text.ts';
import { failedRow, measuredRow, RESULT_HEADER, resultCells } from './result-row.ts';

/** One text's results; `fileName` is the text's id. */
export type CorpusRow = GroupRow & { readonly group: string | null };

export const CORPUS_HEADER: readonly string[] = ['Id', ...RESULT_HEADER.slice(1), 'Group'];

export interface CorpusMeasure {
  /** A period the caller has checked: each text is measured with its script's list when the period is of another. */
  readonly period: string;
  readonly keyTerms: readonly string[];
  /** Fill the Adjusted Score and Explained Terms columns (about five times the work); always with key terms. */
  readonly explainedTerms?: boolean | undefined;
}

/**
 * Measures corpus items one after another with one period and set of key terms; the dictionary of
 * each script is looked up once, and a text's letters are counted once (for its script and for
 * the check that a list can measure it).
 */
export function corpusMeasurer(dictionaries: DictionarySet, measure: CorpusMeasure): (item: CorpusItem) => CorpusRow {
  const byScript = new Map<TextScript | null, Dictionary>();
  const dictionaryOf = (script: TextScript | null) => {
    let dictionary = byScript.get(script);
    if (!dictionary) {
      dictionary = dictionaries.get(measuredPeriodOfScript(dictionaries, script, measure.period));
      byScript.set(script, dictionary);
    }
    return dictionary;
  };
  const withTerms = measure.explainedTerms === true || measure.keyTerms.length > 0;
  return (item) => {
    if (isCorpusFailure(item)) return { ...failedRow(item.id, item.error), group: item.group };
    try {
      const letters = countScriptLetters(item.text);
      const dictionary = dictionaryOf(scriptOfLetters(letters));
      return { ...measuredRow(item.id, item.text, dictionary, { keyTerms: measure.keyTerms, withTerms, letters }), group: item.group };
    } catch (error) {
      if (isJargonError(error)) return { ...failedRow(item.id, error), group: item.group };
      throw error;
    }
  };
}

export const corpusCells = (row: CorpusRow): (string | number | null)[] => [...resultCells(row), row.group];
