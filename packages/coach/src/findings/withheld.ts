// Kinds the coach no longer says (docs/exercises.md "How the coach decides", "Not shown"). Across
// the first labels of four fresh sets of walks (w11–w14, forty walks written and labelled by hands
// that had read no rule), each was false too often for a remark and did not get better with
// tuning in eleven rounds: "why it matters" asked after the sentences that say it (precision 0.29),
// Ethics' misuse-and-harm question (0.00) and identification question (0.60) beside sentences
// that answer them, and evidence praise that listed a target, an extrapolation or a promise the
// text argues against (0.64). The built-in rules no longer make them; the LLM coach's findings of
// these kinds are dropped too, and the labelled cases do not judge them.
export const withheldKinds: ReadonlySet<string> = new Set([
  'importance.noPurpose',
  'ethics.notNamed.risk',
  'ethics.notNamed.privacy',
  'logos.evidence',
]);

/** Whether a finding of this kind may be shown. */
export const isShownKind = (kind: string): boolean => !withheldKinds.has(kind);
