// The word lists of an analysis (classify.ts's Analysis), filled one counted word at a time in
// text order: by the classifier, by the line-by-line analysis and by the band letters' reader.
import type { Band } from './dictionary.ts';

export interface AnalysisWords {
  /** All counted words in order, as lowercase lookup forms (the grading result's cleanedWords). */
  readonly cleanedWords: string[];
  /** Band of cleanedWords[i]. */
  readonly wordBands: Band[];
  /** Display span of cleanedWords[i] in `text`: [wordStarts[i], wordEnds[i]), a trailing 's included. */
  readonly wordStarts: number[];
  readonly wordEnds: number[];
  /** Mid-frequency words in order, repeats kept (the grading result's normalWords). */
  readonly normalWords: string[];
  /** Rare words in order, repeats kept (the grading result's rareWords). */
  readonly rareWords: string[];
}

export function emptyAnalysisWords(): AnalysisWords {
  return { cleanedWords: [], wordBands: [], wordStarts: [], wordEnds: [], normalWords: [], rareWords: [] };
}

/** Adds a counted word: its form, band and offsets, and the form again to its band's list. */
export function addWord(words: AnalysisWords, form: string, band: Band, start: number, end: number): void {
  words.cleanedWords.push(form);
  words.wordBands.push(band);
  words.wordStarts.push(start);
  words.wordEnds.push(end);
  if (band === 'mid') words.normalWords.push(form);
  else if (band === 'rare') words.rareWords.push(form);
}
