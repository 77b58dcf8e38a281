// Measures a Hebrew dictionary on the plain texts for children (hebrew-children-texts.ts) against
// the targets of docs/de-jargonizer.md "Hebrew": no word rare, at most 10 % mid-frequency. The
// first five texts are the tuning part, the rest held out.
import { analyze } from './classify.ts';
import type { Dictionary } from './dictionary.ts';
import { hebrewChildrenFreshTexts } from './hebrew-children-fresh-texts.ts';
import { hebrewChildrenTexts } from './hebrew-children-texts.ts';

export const HEBREW_CHILDREN_TARGETS = {
  /** Words of the texts rare, at most. */
  rare: 0,
  /** Words of the texts mid-frequency, at most. */
  mid: 0.1,
} as const;

const TUNING_TEXTS = 5;

export interface ChildrenPart {
  readonly words: number;
  readonly rare: readonly string[];
  readonly mid: readonly string[];
}

function partOf(texts: readonly string[], dictionary: Dictionary): ChildrenPart {
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

/**
 * The parts: tuning, held-out (both since tuned on), all of them, and fresh
 * (hebrew-children-fresh-texts.ts: written by someone who had read no rule, measured once).
 */
export function evaluateHebrewChildren(dictionary: Dictionary): { tuning: ChildrenPart; heldOut: ChildrenPart; all: ChildrenPart; fresh: ChildrenPart } {
  const tuning = partOf(hebrewChildrenTexts.slice(0, TUNING_TEXTS), dictionary);
  const heldOut = partOf(hebrewChildrenTexts.slice(TUNING_TEXTS), dictionary);
  const fresh = partOf(hebrewChildrenFreshTexts, dictionary);
  return {
    tuning,
    heldOut,
    all: { words: tuning.words + heldOut.words, rare: [...tuning.rare, ...heldOut.rare], mid: [...tuning.mid, ...heldOut.mid] },
    fresh,
  };
}

/** The targets a part misses (empty when it meets them). */
export function missedChildrenTargets(part: ChildrenPart): string[] {
  const missed: string[] = [];
  if (part.rare.length / part.words > HEBREW_CHILDREN_TARGETS.rare) missed.push('children: a word rare');
  if (part.mid.length / part.words > HEBREW_CHILDREN_TARGETS.mid) missed.push('children: mid over 10 %');
  return missed;
}
