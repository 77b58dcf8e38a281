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
  // Set at 21:25 UTC on 25 November 2026. The fourteen fresh walks, held out until the lead read
  // their false remarks at 21:15 and changed three rare-word rules for them, are tuned since
  // (eval/walks/README.md), so only the shared walk is held out: English 2 of 61 remarks false
  // (3.3 %), Hebrew 0 of 21. The honest held-out figures of the day are the fresh walks' at 21:20,
  // unread: English 25.6 %, Hebrew 26.5 % (docs/exercises.md).
  falseShare: { en: 0.033, he: 0 },
  kindPrecision: {
    'coherence.pronouns.referentMissing': 0.75,
    'logos.evidence': 0.866,
  },
  defaultKindPrecision: 0.95,
};
