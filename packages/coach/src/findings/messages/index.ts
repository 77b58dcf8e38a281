// Every catalogue of findings messages: each area's (areas/all-areas.ts), each rule kind's, from
// its module (kinds.ts), and the lines no area owns (common.ts, llm.ts). render.ts merges them;
// keys are prefixed by area, so they never clash, and kinds.test.ts holds each kind's keys to its
// own module's or its area's catalogue.
import { areaMessages } from '../../areas/all-areas.ts';
import { ruleKindCatalogues } from '../kinds.ts';
import type { FindingCatalogue } from '../../i18n/catalogue.ts';
import { commonMessages } from './common.ts';
import { llmMessages } from './llm.ts';

export const findingCatalogues: readonly FindingCatalogue[] = [
  commonMessages,
  ...Object.values(areaMessages),
  ...ruleKindCatalogues,
  llmMessages,
];
