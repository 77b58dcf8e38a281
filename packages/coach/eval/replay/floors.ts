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
  // Held-out false shares set at 23:30 UTC on 25 November 2026: the twelve walks of 21:20 became
  // tuning material (eval/walks/README.md), so the held-out walks are the shared walk alone
  // (English 2 of 61 remarks false, Hebrew 0 of 21), itself read while tuning. A new held-out set
  // written by a hand that has read neither the rules nor the walks is to be measured after the
  // rule changes of 23:30; when it lands, its measured figures are the floors here.
  // Kind precisions (all walks) set at 21:35 with the rules of main 91e56c0, where under the 0.95
  // target: logos.evidence (15 of 18; on a fresh walk it praised an investment ask as support),
  // criticalThinking.noveltyMissing and logos.evidenceCheck (3 of 4), logos.noCauseLink (7 of 8),
  // coherence.pronouns.referentMissing (5 of 6). These floors are the honest figures so a change
  // cannot make them worse; the targets stay in score.ts.
  falseShare: { en: 0.017, he: 0 },
  kindPrecision: {
    'coherence.pronouns.referentMissing': 0.75,
  },
  defaultKindPrecision: 0.95,
};
