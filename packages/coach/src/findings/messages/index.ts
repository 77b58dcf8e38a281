// Every catalogue of findings messages: each area's, from its module (areas/all-areas.ts), and the
// lines no area owns (common.ts, llm.ts). render.ts merges them; keys are prefixed by area, so
// they never clash, and kinds.test.ts holds each kind's keys to its area's catalogue.
import { areaModules } from '../../areas/all-areas.ts';
import type { KindArea } from '../kind-definition.ts';
import type { FindingCatalogue } from './catalogue.ts';
import { commonMessages } from './common.ts';
import { llmMessages } from './llm.ts';

/** Each area's catalogue. */
export const areaCatalogues = Object.fromEntries(
  Object.entries(areaModules).map(([area, areaModule]) => [area, areaModule.messages]),
) as Readonly<Record<KindArea, FindingCatalogue>>;

export const findingCatalogues: readonly FindingCatalogue[] = [
  commonMessages,
  ...Object.values(areaCatalogues),
  llmMessages,
];
