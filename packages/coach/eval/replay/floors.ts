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
  // The targets (score.ts): since the built-in coach shows only the kinds that hold on fresh text
  // (kinds/shown.ts) the held-out walks have no false remark in either
  // language. Floors, not targets: raise them as the coach improves, never lower them to pass.
  falseShare: { en: 0.03, he: 0.03, ar: 0.03 },
  kindPrecision: {},
  defaultKindPrecision: 0.95,
};
