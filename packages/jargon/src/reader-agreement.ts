// How far the measure and real readers agree on which words of a text are hard
// (docs/reader-check.md "The measure of agreement"). Pure: the words with their bands and each
// reader's marks in, counts and figures out.
//
// Agreement is counted over word forms, not positions: a reader who marks one "epigenetic" has
// said they don't know the word, wherever else it appears, and a form marked twice by one reader
// is still one reader. A form is "rare" when the measure called any of its occurrences rare
// (the hyphen and name rules can band one form differently by position), and "hard" when at
// least a fifth of the readers marked it (at least one reader).
import type { Band } from './dictionary.ts';

export interface CheckedWord {
  /** The lookup form (lowercase, 's removed), as the measure's cleanedWords. */
  readonly form: string;
  readonly band: Band;
}

export interface Agreement {
  readers: number;
  /** Readers needed for a form to count as hard: ceil(readers / 5), at least 1. */
  threshold: number;
  /** Distinct forms the measure called rare. */
  rare: number;
  /** Distinct forms marked by at least `threshold` readers. */
  hard: number;
  /** Forms both rare and hard. */
  both: number;
  /** both / rare: of the words the measure flagged, the share readers found hard; null without rare words. */
  precision: number | null;
  /** both / hard: of the words readers found hard, the share the measure flagged; null without hard words. */
  recall: number | null;
}

export interface ReaderAgreement {
  /** Per word position: how many readers marked it. */
  marksPerWord: number[];
  /** Per distinct form: how many readers marked any of its occurrences. */
  readersPerForm: Map<string, number>;
  agreement: Agreement;
  /** Forms the measure called common (in every occurrence) that at least one reader marked, most marked first. */
  markedCommon: Array<{ form: string; readers: number }>;
  /** Forms the measure called rare that no reader marked, in order of first appearance. */
  rareUnmarked: string[];
}

/** The share of readers that makes a form hard, as a count: a fifth, rounded up, at least one. */
export function hardThreshold(readers: number): number {
  return Math.max(1, Math.ceil(readers / 5));
}

/**
 * `marks`: one list per reader of the word positions they marked. Positions outside `words`
 * and repeats are ignored here; the server refuses them before they are stored.
 */
export function readerAgreement(words: readonly CheckedWord[], marks: readonly (readonly number[])[]): ReaderAgreement {
  const marksPerWord = new Array<number>(words.length).fill(0);
  const readersPerForm = new Map<string, number>();
  for (const reader of marks) {
    const formsOfReader = new Set<string>();
    for (const position of new Set(reader)) {
      const word = words[position];
      if (!word) continue;
      marksPerWord[position]! += 1;
      formsOfReader.add(word.form);
    }
    for (const form of formsOfReader) readersPerForm.set(form, (readersPerForm.get(form) ?? 0) + 1);
  }

  const rareForms = new Set<string>();
  const notCommon = new Set<string>();
  const seen = new Set<string>();
  for (const word of words) {
    seen.add(word.form);
    if (word.band === 'rare') rareForms.add(word.form);
    if (word.band !== 'common') notCommon.add(word.form);
  }
  const threshold = hardThreshold(marks.length);
  const hardForms = new Set([...readersPerForm].filter(([, count]) => count >= threshold).map(([form]) => form));
  const both = [...rareForms].filter((form) => hardForms.has(form)).length;
  const agreement: Agreement = {
    readers: marks.length,
    threshold,
    rare: rareForms.size,
    hard: hardForms.size,
    both,
    precision: marks.length === 0 || rareForms.size === 0 ? null : both / rareForms.size,
    recall: hardForms.size === 0 ? null : both / hardForms.size,
  };
  const order = [...seen];
  const markedCommon = order
    .filter((form) => !notCommon.has(form) && (readersPerForm.get(form) ?? 0) > 0)
    .map((form) => ({ form, readers: readersPerForm.get(form)! }))
    .sort((a, b) => b.readers - a.readers);
  const rareUnmarked = order.filter((form) => rareForms.has(form) && !readersPerForm.has(form));
  return { marksPerWord, readersPerForm, agreement, markedCommon, rareUnmarked };
}
