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
  // Set at 00:15 UTC on 26 November 2026 from the held-out set of 23:30 (w3-*, eval/walks/README.md),
  // written and labelled by a hand that had read neither the rules nor another walk, measured on
  // the rules of 616636a3 with the shared walk: English 6 of 86 remarks false (7.0 %), Hebrew 5 of
  // 45 (11.1 %); the set alone 19.2 % and 20.8 %. The rule changes of 23:30-23:50 had brought the
  // shared walk to 1.7 % and 0 %; the fresh set shows how little of that carried over to texts
  // nobody tuned on. The Coherence referent statement measured 5 of 6 true on it (a Hebrew
  // referent given with the article). These are floors, not targets (score.ts has the targets):
  // raise them as the coach improves, never lower them to pass.
  falseShare: { en: 0.07, he: 0.112 },
  kindPrecision: { 'coherence.pronouns.referentMissing': 0.833 },
  defaultKindPrecision: 0.95,
};
