// The parts of the simpler-words evaluation, in the order they were written (docs/de-jargonizer.md
// "How a suggestion is chosen"): the development and held-out halves of our own list, then fresh
// lists, each written by someone who had read neither the rules nor the table and committed before
// the rules ran on it. A part is `measured once` until the rules are tuned on it; after that it is
// `tuned`, and only the newest part says what the next writer's text will get.
import { ALTERNATIVES_EVAL, type AlternativesCase, type AlternativesScore } from './alternatives-eval-list.ts';
import { ALTERNATIVES_FRESH_2 } from './alternatives-fresh-2-list.ts';
import { ALTERNATIVES_FRESH_3 } from './alternatives-fresh-3-list.ts';
import { ALTERNATIVES_FRESH_4 } from './alternatives-fresh-4-list.ts';
import { ALTERNATIVES_FRESH_5 } from './alternatives-fresh-5-list.ts';
import { ALTERNATIVES_FRESH_6 } from './alternatives-fresh-6-list.ts';
import { ALTERNATIVES_FRESH_7 } from './alternatives-fresh-7-list.ts';
import { ALTERNATIVES_FRESH_8 } from './alternatives-fresh-8-list.ts';
import { ALTERNATIVES_FRESH_9 } from './alternatives-fresh-9-list.ts';
import { ALTERNATIVES_FRESH_10 } from './alternatives-fresh-10-list.ts';
import { ALTERNATIVES_FRESH } from './alternatives-fresh-list.ts';

export interface AlternativesPart {
  readonly cases: readonly AlternativesCase[];
  /** `tuned`: the rules or the table were changed after reading its results. */
  readonly status: 'tuned' | 'measured once';
}

export const ALTERNATIVES_PARTS = {
  development: { cases: ALTERNATIVES_EVAL.filter((entry) => !entry.heldOut), status: 'tuned' },
  'held-out': { cases: ALTERNATIVES_EVAL.filter((entry) => entry.heldOut), status: 'tuned' },
  fresh: { cases: ALTERNATIVES_FRESH, status: 'tuned' },
  'fresh-2': { cases: ALTERNATIVES_FRESH_2, status: 'tuned' },
  'fresh-3': { cases: ALTERNATIVES_FRESH_3, status: 'tuned' },
  'fresh-4': { cases: ALTERNATIVES_FRESH_4, status: 'tuned' },
  'fresh-5': { cases: ALTERNATIVES_FRESH_5, status: 'tuned' },
  'fresh-6': { cases: ALTERNATIVES_FRESH_6, status: 'tuned' },
  'fresh-7': { cases: ALTERNATIVES_FRESH_7, status: 'tuned' },
  'fresh-8': { cases: ALTERNATIVES_FRESH_8, status: 'tuned' },
  'fresh-9': { cases: ALTERNATIVES_FRESH_9, status: 'measured once' },
  'fresh-10': { cases: ALTERNATIVES_FRESH_10, status: 'measured once' },
} as const satisfies Record<string, AlternativesPart>;

export type AlternativesPartName = keyof typeof ALTERNATIVES_PARTS;

/** A part's status, as the type of any part (a new part may be measured once). */
export const statusOfPart = (name: AlternativesPartName): AlternativesPart['status'] => ALTERNATIVES_PARTS[name].status;

/**
 * The targets (docs/decisions.md "The De-Jargonizer measure"): of the rare and mid-frequency words,
 * the share helped — a fitting replacement or the sentence's sense as the first meaning shown; of
 * those shown meanings whose sense WordNet has, the share shown it among them; of the replacements
 * shown, the share that fit their sentence; and the share of words that get a replacement. Judged
 * on parts measured once: a tuned part says how the rules fare on what they were written from.
 */
export const SIMPLER_WORDS_TARGETS = { helped: 0.75, senseAmong: 0.95, fit: 0.9, replaced: 0.15 } as const;

export interface SimplerWordsFigures {
  readonly helped: number;
  readonly senseAmong: number;
  readonly fit: number;
  readonly replaced: number;
}

/** A part's four figures, as shares (a part that shows no replacement has nothing unfit). */
export function simplerWordsFigures(score: AlternativesScore): SimplerWordsFigures {
  const share = (part: number, whole: number) => (whole === 0 ? 1 : part / whole);
  return {
    helped: share(score.helped + score.senseFirst, score.needing),
    senseAmong: share(score.senseAmong, score.senseInWordNet),
    fit: share(score.accepted, score.shown),
    replaced: share(score.replaced, score.needing),
  };
}

/** The targets a part's figures miss ([] when it meets them all). */
export function missedSimplerWordsTargets(score: AlternativesScore): (keyof SimplerWordsFigures)[] {
  const figures = simplerWordsFigures(score);
  return (Object.keys(SIMPLER_WORDS_TARGETS) as (keyof SimplerWordsFigures)[]).filter((name) => figures[name] < SIMPLER_WORDS_TARGETS[name]);
}
