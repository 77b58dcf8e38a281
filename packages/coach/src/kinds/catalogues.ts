// Every catalogue of findings messages: each area's (areas/all-areas.ts), each rule kind's, from
// its module (kinds.ts), and the lines no area owns (findings/messages/). render.ts merges them;
// keys are prefixed by area, so they never clash, and kinds.test.ts holds each kind's keys to its
// own module's or its area's catalogue.
import { areaMessages } from '../areas/all-areas.ts';
import { ruleKindCatalogues } from './kinds.ts';
import type { FindingCatalogue } from '../i18n/catalogue.ts';
import { commonMessages } from '../findings/messages/common.ts';
import { llmMessages } from '../findings/messages/llm.ts';

export const findingCatalogues: readonly FindingCatalogue[] = [
  commonMessages,
  ...Object.values(areaMessages),
  ...ruleKindCatalogues,
  llmMessages,
];
