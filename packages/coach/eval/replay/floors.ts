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
  // Set at 14:35 UTC on 26 November 2026 to the last held-out figures: the w15 and w16 sets
  // (twenty walks written from 13:34 by two hands that had read neither the rules nor another
  // walk, against the rules of a425a02 — the four kinds of src/findings/withheld.ts no longer
  // shown — labelled by two more, measured once) with the shared walk: English 10 of 125 remarks
  // false (8.0 %), Hebrew 6 of 63 (9.5 %); on w15 + w16 alone 15.3 % and 15.0 %. The held-out set
  // is new (w13/w14 were read for rules at 13:15), so these replace the targets set at 13:50,
  // which measured the shared walk alone; no rule has been changed from the w15/w16 remarks.
  // Floors, not targets (score.ts has the targets): raise them as the coach improves, never lower
  // them to pass.
  falseShare: { en: 0.08, he: 0.096 },
  kindPrecision: {
    'coherence.pronouns.referentMissing': 0.888,
    'criticalThinking.askPrecise': 0.8,
    'criticalThinking.unsupportedClaim': 0.833,
    'ethos.experience': 0.833,
    'pathos.answerNoButPresent': 0.857,
  },
  defaultKindPrecision: 0.95,
};
