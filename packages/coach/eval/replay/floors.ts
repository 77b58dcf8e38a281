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
  // Set at 17:45 UTC on 25 November 2026: held out 9.7 % false in English, 7.3 % in Hebrew.
  falseShare: { en: 0.1, he: 0.075 },
  kindPrecision: {
    'criticalThinking.figuresMissing': 0.5,
    'criticalThinking.improvedQuestion': 0.5,
    'criticalThinking.noHedge': 0.5,
    'criticalThinking.purposeLate': 0.5,
    'criticalThinking.significanceMissing': 0,
    'criticalThinking.significanceStated': 0.75,
    'criticalThinking.termsMissing': 0.333,
    'ethics.named.consent': 0.75,
    'ethos.noExperience': 0.857,
    'ethos.noMethod': 0,
    'logos.causeLink': 0.75,
    'logos.noEvidence': 0,
    'pathos.everydayExamples': 0.5,
    'pathos.valueClose': 0.75,
    'pathos.valueNamed': 0.571,
  },
  defaultKindPrecision: 0.95,
};
