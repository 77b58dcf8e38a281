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
  // Set at 00:30 UTC on 26 November 2026 from the held-out set of 00:05 (w4-*, eval/walks/README.md),
  // written and labelled by a hand that had read neither the rules nor another walk, on the rules of
  // 9121ff10, with the shared walk: English 4 of 93 remarks false (4.3 %), Hebrew 4 of 44 (9.1 %);
  // the set alone 9.1 % and 16.7 % (the set before it, w3, measured 19.2 % and 20.8 % on the rules
  // before). "Explained late" measured 1 of 2 true on it. These are floors, not targets (score.ts
  // has the targets): raise them as the coach improves, never lower them to pass.
  falseShare: { en: 0.044, he: 0.091 },
  kindPrecision: { 'jargon.explainedLate': 0.5 },
  defaultKindPrecision: 0.95,
};
