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
  // Set at 04:50 UTC on 26 November 2026 to the held-out figures then: the w7 set (eight walks
  // written and labelled from 04:26 by a hand that had read neither the rules nor another walk's
  // answers, measured once, unread) with the shared walk. English 7 of 107 remarks false (6.5 %),
  // Hebrew 8 of 51 (15.7 %); on w7 alone 20.7 % and 32.0 %. Statements below the target there:
  // Ethics' "who is affected is not named" (1 of 2), "says what you have done before" (3 of 4),
  // a cause-effect link praised (0.923). Every kind the earlier floors named measures 0.95 or more
  // now, or has become a question. These are floors, not targets (score.ts has the targets): raise
  // them as the coach improves, never lower them to pass.
  falseShare: { en: 0.066, he: 0.157 },
  kindPrecision: {
    'ethics.notNamed.stakeholders': 0.5,
    'ethos.experience': 0.75,
    'logos.causeLink': 0.923,
  },
  defaultKindPrecision: 0.95,
};
