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
  // Set at 00:45 UTC on 26 November 2026 from the held-out set of 00:30 (w5-*, eval/walks/README.md),
  // written and labelled by a hand that had read neither the rules nor another walk, on the rules of
  // 9e464ac6, with the shared walk: English 8 of 91 remarks false (8.8 %), Hebrew 5 of 45 (11.1 %);
  // the set alone 22.6 % and 20.0 %. The three fresh sets measured after a round of rule changes
  // each: w3 19.2 % / 20.8 %, w4 9.1 % / 16.7 %, w5 22.6 % / 20.0 % (about 30 remarks per language
  // each, so one remark is 3 to 4 points). Two statements measured below the target on w5:
  // Critical Thinking's "nothing says what is new" (3 of 4) and the picture for a number (5 of 7).
  // These are floors, not targets (score.ts has the targets): raise them as the coach improves,
  // never lower them to pass.
  falseShare: { en: 0.088, he: 0.112 },
  kindPrecision: { 'criticalThinking.noveltyMissing': 0.75, 'importance.pictureNumber': 0.714 },
  defaultKindPrecision: 0.95,
};
