// The registry of every kind of remark the coaches can make: each rule kind's definition, from its
// module (areas/<area>/<kind>/kind.ts, with its messages), and each area's kinds that no rule makes
// (areas/<area>/kinds.ts), area by area. It imports the kinds alone, not the rules' checks nor the
// areas' messages: the browser reads the registry.
import { askReadersKind } from '../areas/abbreviations/ask-readers/kind.ts';
import { certaintyKind } from '../areas/claims/certainty/kind.ts';
import { bareDemonstrativeKind } from '../areas/coherence/bare-demonstrative/kind.ts';
import { coherenceKinds } from '../areas/coherence/kinds.ts';
import { figuresPresentKind } from '../areas/critical-thinking/figures-present/kind.ts';
import { criticalThinkingKinds } from '../areas/critical-thinking/kinds.ts';
import { questionStatedKind } from '../areas/critical-thinking/question-stated/kind.ts';
import { ethicsKinds } from '../areas/ethics/kinds.ts';
import { ethosKinds } from '../areas/ethos/kinds.ts';
import { statementMissingKind } from '../areas/ethos/statement-missing/kind.ts';
import { importanceKinds } from '../areas/importance/kinds.ts';
import { jargonKinds } from '../areas/jargon/kinds.ts';
import { wordsForReadersKind } from '../areas/jargon/words-for-readers/kind.ts';
import { logosKinds } from '../areas/logos/kinds.ts';
import { pathosKinds } from '../areas/pathos/kinds.ts';
import { sentencesKinds } from '../areas/sentences/kinds.ts';
import { tooLongKind } from '../areas/sentences/too-long/kind.ts';
import { misspeltKind } from '../areas/spelling/misspelt/kind.ts';
import { summaryKinds } from '../areas/summary/kinds.ts';
import { kindEntry, type KindDefinition, type RemarkKind } from '../findings/kind-definition.ts';
import type { FindingCatalogue } from '../i18n/catalogue.ts';

export type { KindArea, KindDefinition, KindForm, KindReads, RemarkKind } from '../findings/kind-definition.ts';

// The order is the LLM findings prompt's (llm/llm-judged-kinds.ts): a rule's kind first in its area.
export const remarkKinds = {
  ...kindEntry(tooLongKind),
  ...sentencesKinds,
  ...kindEntry(wordsForReadersKind),
  ...jargonKinds,
  ...kindEntry(misspeltKind),
  ...kindEntry(askReadersKind),
  ...importanceKinds,
  ...logosKinds,
  ...pathosKinds,
  ...kindEntry(statementMissingKind),
  ...ethosKinds,
  ...ethicsKinds,
  ...kindEntry(bareDemonstrativeKind),
  ...coherenceKinds,
  ...kindEntry(questionStatedKind),
  ...kindEntry(figuresPresentKind),
  ...criticalThinkingKinds,
  ...kindEntry(certaintyKind),
  ...summaryKinds,
} as const satisfies Record<string, KindDefinition>;

type Registry = typeof remarkKinds;

declare module '../findings/kind-definition.ts' {
  // The registry's ids are the kinds a finding may carry.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- merged into the declared interface
  interface RemarkKinds extends Registry {}
}

/** A kind a rule makes: its definition carries its messages (feedback/rules.ts lists its rule). */
export type RuleKindId = { [Kind in RemarkKind]: Registry[Kind] extends { readonly catalogue: FindingCatalogue } ? Kind : never }[RemarkKind];

export const allRemarkKinds = Object.keys(remarkKinds) as RemarkKind[];

export function isRemarkKind(value: string): value is RemarkKind {
  return Object.hasOwn(remarkKinds, value);
}

export const kindDefinition = (kind: RemarkKind): KindDefinition => remarkKinds[kind];

/** The messages of the rules' kinds, each from its module. */
export const ruleKindCatalogues: readonly FindingCatalogue[] = Object.values<KindDefinition & { catalogue?: FindingCatalogue }>(remarkKinds).flatMap(
  (definition) => (definition.catalogue ? [definition.catalogue] : []),
);
