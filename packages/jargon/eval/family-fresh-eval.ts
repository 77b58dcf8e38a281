// The measures of issue 78's family rules (docs/de-jargonizer.md "How a suggestion is chosen"):
// Hebrew children's texts and Arabic plain texts by their share of rare words, and technical terms
// per term — marked words next to each other are one term, found when any of its words is rare or
// mid. Used on every part that has marked terms, and on the fresh part of fresh-family-texts.ts.
import type { Dictionary } from '../src/dictionary.ts';
import { bandMarkedWords } from './hebrew-word-set-eval.ts';
import { measureTexts } from './measured-texts.ts';
import {
  arabicFresh3PlainTexts,
  arabicFresh3TechnicalSentences,
  hebrewChildrenFresh3Texts,
  hebrewFresh3TechnicalSentences,
} from './fresh-family-texts.ts';

export const FAMILY_TARGETS = {
  /** Words of Hebrew children's texts rare, at most. */
  hebrewChildrenRare: 0.005,
  /** Words of Arabic plain texts rare, at most. */
  arabicPlainRare: 0.01,
  /** Technical terms found (a word rare or mid), at least. */
  termsFound: 0.9,
} as const;

export interface TermShare {
  readonly terms: number;
  /** Terms none of whose words is rare or mid, as written. */
  readonly missed: readonly string[];
}

/** Each sentence's terms: runs of marked words with no unmarked word between them. */
function termRuns(sentence: string): number[] {
  const runs: number[] = [];
  let run = -1;
  let previousMarked = false;
  for (const token of sentence.split(/\s+/u)) {
    const marked = token.startsWith('*');
    if (marked && !previousMarked) run++;
    // A token may hold more than one mark only where a hyphen joins them; each is its own word.
    if (marked) for (let mark = 0; mark < (token.match(/\*/gu)?.length ?? 0); mark++) runs.push(run);
    previousMarked = marked;
  }
  return runs;
}

export function termShare(sentences: readonly string[], dictionary: Dictionary): TermShare {
  let terms = 0;
  const missed: string[] = [];
  for (const sentence of sentences) {
    const banded = bandMarkedWords([sentence], dictionary);
    const runs = termRuns(sentence);
    if (runs.length !== banded.length) throw new Error(`Marks and words differ in: ${sentence}`);
    const count = (runs.at(-1) ?? -1) + 1;
    for (let term = 0; term < count; term++) {
      const words = banded.filter((_, index) => runs[index] === term);
      terms++;
      if (!words.some((word) => word.band !== 'common')) missed.push(words.map((word) => word.word).join(' '));
    }
  }
  return { terms, missed };
}

export interface FamilyFreshReport {
  readonly lines: readonly string[];
  readonly missed: readonly string[];
}

const percent = (share: number): string => `${(100 * share).toFixed(1)} %`;

/** The fresh part's figures for one language, with what they miss (measured once, after the rules were frozen). */
export function familyFreshReport(language: 'he' | 'ar', dictionary: Dictionary, show: boolean): FamilyFreshReport {
  const texts = language === 'he' ? hebrewChildrenFresh3Texts : arabicFresh3PlainTexts;
  const textTarget = language === 'he' ? FAMILY_TARGETS.hebrewChildrenRare : FAMILY_TARGETS.arabicPlainRare;
  const measured = measureTexts(texts, dictionary);
  const terms = termShare(language === 'he' ? hebrewFresh3TechnicalSentences : arabicFresh3TechnicalSentences, dictionary);
  const rareShare = measured.rare.length / measured.words;
  const foundShare = 1 - terms.missed.length / terms.terms;
  const textName = language === 'he' ? "children's texts" : 'plain texts';
  const lines = [
    `fresh-3 ${textName}: ${measured.rare.length} of ${measured.words} words rare = ${percent(rareShare)} (target ≤ ${percent(textTarget)})` +
      (show ? ` (rare: ${measured.rare.join(' ') || 'none'})` : ''),
    `fresh-3 technical terms rare or mid: ${terms.terms - terms.missed.length} of ${terms.terms} = ${percent(foundShare)} (target ≥ ${percent(FAMILY_TARGETS.termsFound)})` +
      (show ? ` (common: ${terms.missed.join(', ') || 'none'})` : ''),
  ];
  const missed = [
    ...(rareShare > textTarget ? [`fresh-3 ${textName} rare`] : []),
    ...(foundShare < FAMILY_TARGETS.termsFound ? ['fresh-3 technical terms rare or mid'] : []),
  ];
  return { lines, missed };
}
