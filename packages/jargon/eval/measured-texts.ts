// Plain texts measured together, for the evaluations of the Hebrew and Arabic dictionaries
// (docs/de-jargonizer.md "Hebrew", "Arabic"): how many words, and which were rare or mid.
import { analyze } from '../src/classify.ts';
import type { Dictionary } from '../src/dictionary.ts';

export interface MeasuredTexts {
  readonly words: number;
  /** In text order, repeats kept. */
  readonly rare: readonly string[];
  readonly mid: readonly string[];
}

export function measureTexts(texts: readonly string[], dictionary: Dictionary): MeasuredTexts {
  let words = 0;
  const rare: string[] = [];
  const mid: string[] = [];
  for (const text of texts) {
    const analysis = analyze(text, dictionary);
    words += analysis.counts.total;
    rare.push(...analysis.rareWords);
    mid.push(...analysis.normalWords);
  }
  return { words, rare, mid };
}
