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
  // Set at 00:45 UTC on 26 November 2026, when every claim of the summary lines became a scored
  // remark (the checks passed: "You explain X", "Your issue and resolutions deal with consent …")
  // and the praise too unsure to say went (src/findings/unsure-praise.ts, chosen on the tuned walks
  // alone). Held out: the set of 00:30 (w5-*, written and labelled by a hand that had read neither
  // the rules nor another walk) with the shared walk: English 13 of 127 remarks false (10.2 %),
  // Hebrew 5 of 65 (7.7 %). Statements below the target there: Coherence's "your verbs vary"
  // (3 of 4), Critical Thinking's "nothing says what is new" (3 of 4), the picture for a number
  // (5 of 7), "no rare word to ask about" (0.935). These are floors, not targets (score.ts has the
  // targets): raise them as the coach improves, never lower them to pass.
  falseShare: { en: 0.103, he: 0.077 },
  kindPrecision: {
    'coherence.verbs.varied': 0.75,
    'criticalThinking.noveltyMissing': 0.75,
    'importance.pictureNumber': 0.714,
    'summary.noRareWords': 0.934,
  },
  defaultKindPrecision: 0.95,
};
