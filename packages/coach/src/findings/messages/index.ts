// Every area's catalogue; render.ts merges them (keys are prefixed by area, so they never clash).
import type { FindingCatalogue } from './catalogue.ts';
import { commonMessages } from './common.ts';
import { questionMessages } from './questions.ts';

export const findingCatalogues: readonly FindingCatalogue[] = [commonMessages, questionMessages];
