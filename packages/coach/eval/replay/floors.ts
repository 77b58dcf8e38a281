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
  // Set at 08:00 UTC on 26 November 2026 to the held-out figures then: the w9 set (ten walks
  // written from 07:30 by a hand that had read neither the rules nor another walk's answers,
  // labelled at the rules of b24f54e by another hand, measured once) with the shared walk.
  // English 9 of 102 remarks false (8.8 %), Hebrew 4 of 44 (9.1 %); on w9 alone 25.8 % and
  // 18.2 % (w8, the set before, came in at 10.0 % and 3.4 %: with about thirty remarks a set,
  // one remark moves a figure by three points). Statements below the target there: Ethics'
  // further question (1 of 2), evidence named (0.90: a pilot asked for, "לפי לוח זמנים", a broken
  // "1.5 million"). These are floors, not targets (score.ts has the targets): raise them as the
  // coach improves, never lower them to pass.
  falseShare: { en: 0.089, he: 0.091 },
  kindPrecision: {
    'coherence.pronouns.referentMissing': 0.9,
    'ethics.furtherQuestion': 0.5,
    'ethos.experience': 0.75,
    'logos.evidence': 0.9,
  },
  defaultKindPrecision: 0.95,
};
