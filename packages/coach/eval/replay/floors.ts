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
  // Set at 13:50 UTC on 26 November 2026. The w13/w14 sets were read for a rule change at 13:15
  // (and the four kinds that failed on every fresh set withheld, src/findings/withheld.ts), so
  // they are tuned now and the held-out walks are the shared walk alone until the next fresh set
  // is labelled: English 1 of 66 false (1.5 %), Hebrew 0 of 23; every kind shown as a statement
  // at 0.95 or more. The floors are the targets, met.
  falseShare: { en: 0.03, he: 0.03 },
  kindPrecision: {},
  defaultKindPrecision: 0.95,
};
