// Measures a Hebrew dictionary on the plain texts for children (hebrew-children-texts.ts) against
// the targets of docs/de-jargonizer.md "Hebrew": no word rare, at most 10 % mid-frequency. The
// first five texts are the tuning part, the rest held out.
import type { Dictionary } from '../src/dictionary.ts';
import { hebrewChildrenFresh2Texts } from './fresh-band-texts.ts';
import { hebrewChildrenFreshTexts } from './hebrew-children-fresh-texts.ts';
import { hebrewChildrenTexts } from './hebrew-children-texts.ts';
import { measureTexts, type MeasuredTexts } from './measured-texts.ts';

export const HEBREW_CHILDREN_TARGETS = {
  /** Words of the texts rare, at most. */
  rare: 0,
  /** Words of the texts mid-frequency, at most. */
  mid: 0.1,
} as const;

const TUNING_TEXTS = 5;

/**
 * The parts: tuning, held-out (both since tuned on), all of them, and fresh
 * (hebrew-children-fresh-texts.ts: written by someone who had read no rule, measured once), and
 * fresh-2 (fresh-band-texts.ts, the same way, for the bands with the second list).
 */
export function evaluateHebrewChildren(dictionary: Dictionary): { tuning: MeasuredTexts; heldOut: MeasuredTexts; all: MeasuredTexts; fresh: MeasuredTexts; fresh2: MeasuredTexts } {
  const tuning = measureTexts(hebrewChildrenTexts.slice(0, TUNING_TEXTS), dictionary);
  const heldOut = measureTexts(hebrewChildrenTexts.slice(TUNING_TEXTS), dictionary);
  const fresh = measureTexts(hebrewChildrenFreshTexts, dictionary);
  return {
    tuning,
    heldOut,
    all: { words: tuning.words + heldOut.words, rare: [...tuning.rare, ...heldOut.rare], mid: [...tuning.mid, ...heldOut.mid] },
    fresh,
    fresh2: measureTexts(hebrewChildrenFresh2Texts, dictionary),
  };
}

/** The targets a part misses (empty when it meets them). */
export function missedChildrenTargets(part: MeasuredTexts): string[] {
  const missed: string[] = [];
  if (part.rare.length / part.words > HEBREW_CHILDREN_TARGETS.rare) missed.push('children: a word rare');
  if (part.mid.length / part.words > HEBREW_CHILDREN_TARGETS.mid) missed.push('children: mid over 10 %');
  return missed;
}
