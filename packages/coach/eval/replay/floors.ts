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
  // Set at 00:05 UTC on 26 November 2026, when the w3 set (eval/walks/README.md) became tuning
  // material: the held-out rows are the shared walk alone until the w4 set lands, and it stood,
  // on the rules of 616636a3, at English 1 of 60 remarks false (1.7 %) and Hebrew 0 of 21. Kind
  // precision is over all walks: the Coherence referent statement measured 5 of 6 true (a Hebrew
  // referent given with the article, read from the w3 set). These are floors, not targets
  // (score.ts has the targets): raise them as the coach improves, never lower them to pass;
  // when the w4 set lands its honest figures set them again. The referent statement measured 6 of
  // 6 true after Hebrew referents were compared word by word without prefix letters (00:20 UTC),
  // so every kind shown as a statement is held at the target.
  falseShare: { en: 0.017, he: 0 },
  kindPrecision: {},
  defaultKindPrecision: 0.95,
};
