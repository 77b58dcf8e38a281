// Measures a Hebrew dictionary on the labelled word set (hebrew-word-set.ts) and the plain texts
// (hebrew-plain-texts.ts), against the targets of docs/de-jargonizer.md "The labelled Hebrew
// word set". Each marked word is banded where it stands in its analysed sentence.
import { analyze } from '../src/classify.ts';
import type { Band, Dictionary } from '../src/dictionary.ts';
import { hebrewFreshEverydaySentences, hebrewFreshTechnicalSentences } from './fresh-band-texts.ts';
import { hebrewPlainTexts } from './hebrew-plain-texts.ts';
import { measureTexts } from './measured-texts.ts';
import {
  everydaySentences,
  heldOutEverydaySentences,
  heldOutTechnicalSentences,
  technicalSentences,
} from './hebrew-word-set.ts';
import { normaliseWordForm } from '../src/tokenizer.ts';

export const HEBREW_TARGETS = {
  /** Everyday words not rare, at least. */
  everydayNotRare: 0.97,
  /** Technical terms rare or mid, at least. */
  technicalRareOrMid: 0.9,
  /** Technical terms rare, at least. */
  technicalRare: 0.6,
  /** Words of the plain texts rare, at most. */
  plainRare: 0.02,
} as const;

const MARK = /\*([^\s*.,;:!?()"،؛؟]+)/gu;

/** A labelled sentence as analysed (marks removed) and the lookup forms of its marked words, in order. */
export function readMarkedSentence(marked: string): { text: string; words: string[] } {
  const words = [...marked.matchAll(MARK)].map((match) => normaliseWordForm(match[1] ?? ''));
  return { text: marked.replaceAll('*', ''), words };
}

export interface BandedWord {
  readonly word: string;
  readonly band: Band;
}

/** The band of every marked word of the sentences, as the measure gives it in its sentence. */
export function bandMarkedWords(sentences: readonly string[], dictionary: Dictionary): BandedWord[] {
  const banded: BandedWord[] = [];
  for (const sentence of sentences) {
    const { text, words } = readMarkedSentence(sentence);
    const analysis = analyze(text, dictionary);
    let from = 0;
    for (const word of words) {
      const index = analysis.cleanedWords.indexOf(word, from);
      if (index < 0) throw new Error(`The marked word ${word} is not a word of: ${text}`);
      banded.push({ word, band: analysis.wordBands[index] ?? 'rare' });
      from = index + 1;
    }
  }
  return banded;
}

export interface WordSetPart {
  readonly words: number;
  readonly rare: readonly string[];
  readonly mid: readonly string[];
  readonly common: readonly string[];
}

function partOf(banded: readonly BandedWord[]): WordSetPart {
  const of = (band: Band) => banded.filter((item) => item.band === band).map((item) => item.word);
  return { words: banded.length, rare: of('rare'), mid: of('mid'), common: of('common') };
}

export interface HebrewEvaluation {
  readonly everyday: WordSetPart;
  readonly heldOutEveryday: WordSetPart;
  readonly technical: WordSetPart;
  readonly heldOutTechnical: WordSetPart;
  readonly plainWords: number;
  readonly plainRare: readonly string[];
}

export function evaluateHebrew(dictionary: Dictionary): HebrewEvaluation {
  const { words: plainWords, rare: plainRare } = measureTexts(hebrewPlainTexts, dictionary);
  return {
    everyday: partOf(bandMarkedWords(everydaySentences, dictionary)),
    heldOutEveryday: partOf(bandMarkedWords(heldOutEverydaySentences, dictionary)),
    technical: partOf(bandMarkedWords(technicalSentences, dictionary)),
    heldOutTechnical: partOf(bandMarkedWords(heldOutTechnicalSentences, dictionary)),
    plainWords,
    plainRare,
  };
}

/** The fresh part (fresh-band-texts.ts: written by hands that had read no rule, measured once). */
export function evaluateHebrewFresh(dictionary: Dictionary): { everyday: WordSetPart; technical: WordSetPart } {
  return {
    everyday: partOf(bandMarkedWords(hebrewFreshEverydaySentences, dictionary)),
    technical: partOf(bandMarkedWords(hebrewFreshTechnicalSentences, dictionary)),
  };
}

/** Two parts as one (a set and its held-out part). */
export function joinParts(first: WordSetPart, second: WordSetPart): WordSetPart {
  return {
    words: first.words + second.words,
    rare: [...first.rare, ...second.rare],
    mid: [...first.mid, ...second.mid],
    common: [...first.common, ...second.common],
  };
}

export interface HebrewShares {
  readonly everydayNotRare: number;
  readonly technicalRareOrMid: number;
  readonly technicalRare: number;
  readonly plainRare: number;
}

export function sharesOf(everyday: WordSetPart, technical: WordSetPart, evaluation: HebrewEvaluation): HebrewShares {
  return {
    everydayNotRare: 1 - everyday.rare.length / everyday.words,
    technicalRareOrMid: 1 - technical.common.length / technical.words,
    technicalRare: technical.rare.length / technical.words,
    plainRare: evaluation.plainRare.length / evaluation.plainWords,
  };
}

/** The targets a set of shares misses (empty when it meets them all). */
export function missedTargets(shares: HebrewShares): string[] {
  const missed: string[] = [];
  if (shares.everydayNotRare < HEBREW_TARGETS.everydayNotRare) missed.push('everyday not rare');
  if (shares.technicalRareOrMid < HEBREW_TARGETS.technicalRareOrMid) missed.push('technical rare or mid');
  if (shares.technicalRare < HEBREW_TARGETS.technicalRare) missed.push('technical rare');
  if (shares.plainRare > HEBREW_TARGETS.plainRare) missed.push('plain texts rare');
  return missed;
}
