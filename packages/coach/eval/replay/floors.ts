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
  // Set at 21:35 UTC on 25 November 2026, with the rules of main 91e56c0 (the lead's final rules
  // of the day). Held out: twelve fresh walks (eval/walks/README.md, labels-fresh2.tsv), written
  // by a hand that had not read the rules, the other walks or their output, and labelled by it,
  // plus the shared walk. English 7 of 95 remarks false (7.4 %), Hebrew 6 of 43 (14.0 %), both
  // above the 3 % target; on the fresh walks alone 5 of 34 and 6 of 22. The kinds below are at
  // the precision the walks measure where it is under the 0.95 target: logos.evidence (15 of 18
  // on all walks; on a fresh one it praised an investment ask as support), criticalThinking.noveltyMissing and
  // logos.evidenceCheck (3 of 4), logos.noCauseLink (7 of 8), coherence.pronouns.referentMissing
  // (5 of 6, above its floor of 21:25). These floors are the honest figures so a change cannot
  // make them worse; the targets stay in score.ts.
  falseShare: { en: 0.074, he: 0.14 },
  kindPrecision: {
    'coherence.pronouns.referentMissing': 0.75,
    'criticalThinking.noveltyMissing': 0.75,
    'logos.evidence': 0.833,
    'logos.evidenceCheck': 0.75,
    'logos.noCauseLink': 0.875,
  },
  defaultKindPrecision: 0.95,
};
