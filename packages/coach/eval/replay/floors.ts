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
  // Set at 20:35 UTC on 25 November 2026, when the held-out repo walks became fourteen fresh ones
  // that nobody tuned on (the thirteen older ones were read while the rules changed and are tuned
  // now; eval/walks/README.md). Held out (the shared walk included): English 16 of 137 remarks
  // false (11.7 %), Hebrew 11 of 69 (15.9 %), both above the 3 % target; four kinds shown as a
  // statement below 0.95, at their measured precision. These floors record the honest figures so
  // a change cannot make them worse; the targets stay in score.ts.
  falseShare: { en: 0.117, he: 0.16 },
  kindPrecision: {
    'coherence.connectors.absent': 0.857,
    'coherence.pronouns.referentMissing': 0.6,
    'criticalThinking.purposeStated': 0.833,
    'logos.evidence': 0.866,
  },
  defaultKindPrecision: 0.95,
};
