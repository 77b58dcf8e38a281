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
  // Set at 08:35 UTC on 26 November 2026 to the last held-out figures: the w10 set (ten walks
  // written from 08:00 by a hand that had read neither the rules nor another walk's answers,
  // labelled at the rules of bdfc977 by another hand, measured once) with the shared walk.
  // English 4 of 108 remarks false (3.7 %), Hebrew 1 of 42 (2.4 %, within the 3 % target); on
  // w10 alone 8.1 % and 5.0 %. The w10 false remarks were then read and fixed (a noun counted
  // as an overused verb, "GC-MS." read as "Ms."), so the held-out set is the shared walk alone
  // until the next fresh set. These are floors, not targets (score.ts has the targets): raise
  // them as the coach improves, never lower them to pass.
  falseShare: { en: 0.037, he: 0.03 },
  kindPrecision: {
    'coherence.pronouns.referentMissing': 0.9,
    'ethos.experience': 0.75,
    'logos.evidence': 0.9,
  },
  defaultKindPrecision: 0.95,
};
