// Checks passed that the coach no longer says (docs/exercises.md "How the coach decides", "Praise
// said only where it holds"). Scored as claims on the tuned walks (26 November, 00:50 UTC), each
// of these was untrue too often for a statement (precision below 0.95): "You explain X" where
// nothing explains X (0.88), a purpose or a significance "stated" that the text does not state
// (0.78, 0.67), a value "named" by words of other phrases such as "משרד הבריאות" (0.50, 0.86), an
// ethical concern "dealt with" by a word match such as the employer's consent or "commercial
// farms" (consent 0.90, privacy 0.90, conflict of interest 0.50). Praise that may be false misleads
// as much as a false remark, and the writer acts on neither; the checks still run, and the
// questions for what is missing are asked as before.
export const unsurePraiseKinds: ReadonlySet<string> = new Set([
  'summary.explained',
  'criticalThinking.purposeStated',
  'criticalThinking.significanceStated',
  'pathos.valueNamed',
  'pathos.valueClose',
  'ethics.named.consent',
  'ethics.named.privacy',
  'ethics.named.conflictOfInterest',
  // Held-out walks (26 November, 02:55 UTC): "your common verbs vary well" named a noun ("Our
  // study") and an adjective ("the developing brain") as the varied verbs (0.75).
  'coherence.verbs.varied',
]);

/** Whether a check passed is said: every kind but the unsure ones. */
export const isSurePraise = (item: { readonly kind: string }): boolean => !unsurePraiseKinds.has(item.kind);
