// The kinds the LLM coach judges where one is configured (docs/exercises.md "The LLM coach's
// findings"): the registry's kinds marked `llm` (kinds/kinds.ts), in its order, which the findings
// prompt keeps. The type keeps their literal ids, so that llm-findings.ts and llm-prompts.ts must
// say, for each, where it is asked, how it is said and what it claims.
import { allRemarkKinds, remarkKinds, type RemarkKind } from '../kinds/kinds.ts';

type Registry = typeof remarkKinds;

export type LlmJudgedKind = {
  [Kind in RemarkKind]: Registry[Kind] extends { readonly llm: true } ? Kind : never;
}[RemarkKind];

const judgedByModel = (kind: RemarkKind): kind is LlmJudgedKind => remarkKinds[kind].llm;

export const llmJudgedKinds: readonly LlmJudgedKind[] = allRemarkKinds.filter(judgedByModel);

const judged: ReadonlySet<string> = new Set(llmJudgedKinds);

export function isLlmJudgedKind(kind: string): kind is LlmJudgedKind {
  return judged.has(kind);
}
