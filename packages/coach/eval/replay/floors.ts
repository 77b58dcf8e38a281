// The floors under the walk evaluation's figures (src/evaluation/walk-evaluation.test.ts): the
// unit suite fails when a change to the coach makes it say more false things on the walks than it
// did when these were set. They are today's figures where the targets (score.ts) are not met yet,
// and the targets where they are; raise them as the coach improves, never lower them to pass.
import type { Walk } from './walk.ts';

export const walkFloors: {
  /** On the held-out walks (the shared walk included), per language of the answers: the highest false share allowed. */
  readonly falseShare: Readonly<Record<Walk['language'], number>>;
  /** Per kind shown as a statement: the lowest precision allowed; a kind not named here has the target's. */
  readonly kindPrecision: Readonly<Record<string, number>>;
  readonly defaultKindPrecision: number;
} = {
  // Set at 07:30 UTC on 26 November 2026 to the held-out figures then: the w8 set (ten walks
  // written from 06:50 by a hand that had read neither the rules nor another walk's answers,
  // labelled at the rules of 533115f by another hand, measured once) with the shared walk.
  // English 4 of 101 remarks false (4.0 %), Hebrew 1 of 51 (2.0 %); on w8 alone 10.0 % and
  // 3.4 %. Statements below the target there: a referent called missing that is the sentence
  // before (9 of 10 true), "says what you have done before" of a study's length (3 of 4 across all
  // walks). Every kind the earlier floors named measures 0.95 or more now, or is not shown. These
  // are floors, not targets (score.ts has the targets): raise them as the coach improves, never
  // lower them to pass.
  falseShare: { en: 0.04, he: 0.03 },
  kindPrecision: {
    'coherence.pronouns.referentMissing': 0.9,
    'ethos.experience': 0.75,
  },
  defaultKindPrecision: 0.95,
};
