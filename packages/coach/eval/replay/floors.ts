// The floors under the walk evaluation's figures (src/walk-evaluation.test.ts): the unit suite
// fails when a change to the coach makes it say more false things on the walks than it did when
// these were set. They are today's figures where the targets (score.ts) are not met yet, and
// the targets where they are; raise them as the coach improves, never lower them to pass.
import type { Walk } from './walk.ts';

export const walkFloors: {
  /** On the held-out walks (the shared walk included), per language of the answers: the highest false share allowed. */
  readonly falseShare: Readonly<Record<Walk['language'], number>>;
  /** Per kind shown as a statement: the lowest precision allowed; a kind not named here has the target's. */
  readonly kindPrecision: Readonly<Record<string, number>>;
  readonly defaultKindPrecision: number;
} = {
  // Set at 23:45 UTC on 25 November 2026, after the rule changes of 23:30-23:45 (docs/exercises.md
  // "How the coach decides"). The twelve walks of 21:20 became tuning material then
  // (eval/walks/README.md), so the held-out walks are the shared walk alone, itself read while
  // tuning: English 1 of 60 remarks false (1.7 %), Hebrew 0 of 21. Every kind shown as a statement
  // now measures 0.95 or more on all walks, so none has a floor of its own below the target. A new
  // held-out set, written by a hand that has read neither the rules nor the walks, measures these
  // rules when it lands; its figures are then the floors here (raise them, never lower them to pass).
  falseShare: { en: 0.017, he: 0 },
  kindPrecision: {},
  defaultKindPrecision: 0.95,
};
