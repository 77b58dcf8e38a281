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
  // Set at 21:20 UTC on 25 November 2026, with the rules of h/rules 86d2e13 (stock lines made
  // summary lines or pointed at a sentence). Held out — fourteen fresh walks nobody tuned on, and
  // the shared walk: English 13 of 104 remarks false (12.5 %), Hebrew 9 of 55 (16.4 %), both
  // above the 3 % target. Fewer remarks are false than at 20:35 (16 and 11), but the true stock
  // lines that went were the larger part of the count, so the shares rose. Two kinds shown as a
  // statement are below 0.95, at their measured precision; the others hold the target. These
  // floors record the honest figures so a change cannot make them worse; the targets stay in
  // score.ts.
  falseShare: { en: 0.125, he: 0.164 },
  kindPrecision: {
    'coherence.pronouns.referentMissing': 0.6,
    'logos.evidence': 0.866,
  },
  defaultKindPrecision: 0.95,
};
