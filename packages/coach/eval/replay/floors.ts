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
  // Set at 11:55 UTC on 26 November 2026 to the last held-out figures: the w13 and w14 sets
  // (twenty walks written from 11:08 by two hands that had read neither the rules nor another
  // walk, labelled at the rules of deede0c by two more, measured once) with the shared walk:
  // English 12 of 132 remarks false (9.1 %), Hebrew 6 of 77 (7.8 %); on w13 + w14 alone 18.0 %
  // and 11.5 %. The held-out set is new, so these replace the w10 set's 3.7 % and 2.4 %, which
  // measured other walks; no rule has been changed from the w13/w14 remarks. Floors, not targets
  // (score.ts has the targets): raise them as the coach improves, never lower them to pass.
  falseShare: { en: 0.091, he: 0.078 },
  kindPrecision: {
    'coherence.keyTerms.fadesOut': 0.5,
    'coherence.pronouns.referentMissing': 0.9,
    'ethos.experience': 0.75,
    'logos.evidence': 0.9,
  },
  defaultKindPrecision: 0.95,
};
