// A corpus text measured into its row of results (result-row.ts) with its group, and the row's
// cells in the corpus results' columns: group grading's, the id first and the group last. Pure.
import type { GroupRow } from '@scicomm/shared/de-jargonizer-api';
import type { DictionarySet } from '../dictionary-set.ts';
import { isJargonError } from '../errors.ts';
import { measuredPeriod } from '../text-script.ts';
import { isCorpusFailure, type CorpusItem } from './corpus-text.ts';
import { failedRow, measuredRow, RESULT_HEADER, resultCells } from './result-row.ts';

/** One text's results; `fileName` is the text's id. */
export type CorpusRow = GroupRow & { readonly group: string | null };

export const CORPUS_HEADER: readonly string[] = ['Id', ...RESULT_HEADER.slice(1), 'Group'];

export interface CorpusMeasure {
  /** A period the caller has checked: each text is measured with its script's list when the period is of another. */
  readonly period: string;
  readonly keyTerms: readonly string[];
}

export function measureCorpusItem(item: CorpusItem, dictionaries: DictionarySet, measure: CorpusMeasure): CorpusRow {
  if (isCorpusFailure(item)) return { ...failedRow(item.id, item.error), group: item.group };
  try {
    const dictionary = dictionaries.get(measuredPeriod(dictionaries, item.text, measure.period));
    return { ...measuredRow(item.id, item.text, dictionary, measure.keyTerms), group: item.group };
  } catch (error) {
    if (isJargonError(error)) return { ...failedRow(item.id, error), group: item.group };
    throw error;
  }
}

export const corpusCells = (row: CorpusRow): (string | number | null)[] => [...resultCells(row), row.group];
