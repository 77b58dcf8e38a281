// Measures an Arabic dictionary on the labelled word set (arabic-word-set.ts) and the plain texts
// (arabic-plain-texts.ts), against the targets of docs/de-jargonizer.md "Arabic". Each marked
// word is banded where it stands in its analysed sentence. The first ten plain texts are the
// tuning part, the rest held out.
import { arabicPlainTexts } from './arabic-plain-texts.ts';
import {
  arabicEverydaySentences,
  arabicHeldOutEverydaySentences,
  arabicHeldOutNameSentences,
  arabicHeldOutTechnicalSentences,
  arabicNameSentences,
  arabicTechnicalSentences,
} from './arabic-word-set.ts';
import type { Dictionary } from '../src/dictionary.ts';
import { arabicFreshEverydaySentences, arabicFreshPlainTexts, arabicFreshTechnicalSentences } from './fresh-band-texts.ts';
import { bandMarkedWords, joinParts, type WordSetPart } from './hebrew-word-set-eval.ts';
import { measureTexts } from './measured-texts.ts';

export const ARABIC_TARGETS = {
  /** Everyday words not rare, at least. */
  everydayNotRare: 0.97,
  /** Technical terms rare or mid, at least. */
  technicalRareOrMid: 0.9,
  /** Names of people and places not rare, at least. */
  namesNotRare: 0.9,
  /** Words of the plain texts rare, at most. */
  plainRare: 0.02,
} as const;

const TUNING_PLAIN_TEXTS = 10;

export interface PlainPart {
  readonly words: number;
  readonly rare: readonly string[];
}

export interface ArabicPart {
  readonly everyday: WordSetPart;
  readonly technical: WordSetPart;
  readonly names: WordSetPart;
  readonly plain: PlainPart;
}

export interface ArabicEvaluation {
  readonly tuning: ArabicPart;
  readonly heldOut: ArabicPart;
  readonly all: ArabicPart;
  /** fresh-band-texts.ts: written by hands that had read no rule, measured once (no names). */
  readonly fresh: ArabicPart;
}

function partOf(sentences: readonly string[], dictionary: Dictionary): WordSetPart {
  const banded = bandMarkedWords(sentences, dictionary);
  const of = (band: string) => banded.filter((item) => item.band === band).map((item) => item.word);
  return { words: banded.length, rare: of('rare'), mid: of('mid'), common: of('common') };
}

function plainOf(texts: readonly string[], dictionary: Dictionary): PlainPart {
  const { words, rare } = measureTexts(texts, dictionary);
  return { words, rare };
}

export function evaluateArabic(dictionary: Dictionary): ArabicEvaluation {
  const tuning: ArabicPart = {
    everyday: partOf(arabicEverydaySentences, dictionary),
    technical: partOf(arabicTechnicalSentences, dictionary),
    names: partOf(arabicNameSentences, dictionary),
    plain: plainOf(arabicPlainTexts.slice(0, TUNING_PLAIN_TEXTS), dictionary),
  };
  const heldOut: ArabicPart = {
    everyday: partOf(arabicHeldOutEverydaySentences, dictionary),
    technical: partOf(arabicHeldOutTechnicalSentences, dictionary),
    names: partOf(arabicHeldOutNameSentences, dictionary),
    plain: plainOf(arabicPlainTexts.slice(TUNING_PLAIN_TEXTS), dictionary),
  };
  const all: ArabicPart = {
    everyday: joinParts(tuning.everyday, heldOut.everyday),
    technical: joinParts(tuning.technical, heldOut.technical),
    names: joinParts(tuning.names, heldOut.names),
    plain: {
      words: tuning.plain.words + heldOut.plain.words,
      rare: [...tuning.plain.rare, ...heldOut.plain.rare],
    },
  };
  const fresh: ArabicPart = {
    everyday: partOf(arabicFreshEverydaySentences, dictionary),
    technical: partOf(arabicFreshTechnicalSentences, dictionary),
    names: partOf([], dictionary),
    plain: plainOf(arabicFreshPlainTexts, dictionary),
  };
  return { tuning, heldOut, all, fresh };
}

export interface ArabicShares {
  readonly everydayNotRare: number;
  readonly technicalRareOrMid: number;
  readonly technicalRare: number;
  readonly namesNotRare: number;
  readonly plainRare: number;
}

export function arabicSharesOf(part: ArabicPart): ArabicShares {
  return {
    everydayNotRare: 1 - part.everyday.rare.length / part.everyday.words,
    technicalRareOrMid: 1 - part.technical.common.length / part.technical.words,
    technicalRare: part.technical.rare.length / part.technical.words,
    namesNotRare: part.names.words === 0 ? 1 : 1 - part.names.rare.length / part.names.words,
    plainRare: part.plain.rare.length / part.plain.words,
  };
}

/** The targets a set of shares misses (empty when it meets them all). */
export function missedArabicTargets(shares: ArabicShares): string[] {
  const missed: string[] = [];
  if (shares.everydayNotRare < ARABIC_TARGETS.everydayNotRare) missed.push('everyday not rare');
  if (shares.technicalRareOrMid < ARABIC_TARGETS.technicalRareOrMid)
    missed.push('technical rare or mid');
  if (shares.namesNotRare < ARABIC_TARGETS.namesNotRare) missed.push('names not rare');
  if (shares.plainRare > ARABIC_TARGETS.plainRare) missed.push('plain texts rare');
  return missed;
}
