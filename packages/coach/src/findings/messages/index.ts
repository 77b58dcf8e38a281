// Every catalogue of findings messages: each area's, beside its rules (areas/<area>/messages.ts),
// and the lines no area owns (common.ts, llm.ts). render.ts merges them; keys are prefixed by
// area, so they never clash, and kinds.test.ts holds each kind's keys to its area's catalogue.
import { claimsMessages } from '../../areas/claims/messages.ts';
import { abbreviationsMessages } from '../../areas/abbreviations/messages.ts';
import { coherenceMessages } from '../../areas/coherence/messages.ts';
import { criticalThinkingMessages } from '../../areas/critical-thinking/messages.ts';
import { ethicsMessages } from '../../areas/ethics/messages.ts';
import { ethosMessages } from '../../areas/ethos/messages.ts';
import { importanceMessages } from '../../areas/importance/messages.ts';
import { jargonMessages } from '../../areas/jargon/messages.ts';
import { logosMessages } from '../../areas/logos/messages.ts';
import { pathosMessages } from '../../areas/pathos/messages.ts';
import { sentencesMessages } from '../../areas/sentences/messages.ts';
import { spellingMessages } from '../../areas/spelling/messages.ts';
import { summaryMessages } from '../../areas/summary/messages.ts';
import type { KindArea } from '../kinds.ts';
import type { FindingCatalogue } from './catalogue.ts';
import { commonMessages } from './common.ts';
import { llmMessages } from './llm.ts';

/** Each area's catalogue: a new area is a compile error until it has one. */
export const areaCatalogues: Readonly<Record<KindArea, FindingCatalogue>> = {
  sentences: sentencesMessages,
  jargon: jargonMessages,
  spelling: spellingMessages,
  abbreviations: abbreviationsMessages,
  importance: importanceMessages,
  logos: logosMessages,
  pathos: pathosMessages,
  ethos: ethosMessages,
  ethics: ethicsMessages,
  coherence: coherenceMessages,
  criticalThinking: criticalThinkingMessages,
  claims: claimsMessages,
  summary: summaryMessages,
};

export const findingCatalogues: readonly FindingCatalogue[] = [
  commonMessages,
  ...Object.values(areaCatalogues),
  llmMessages,
];
