// Every area's catalogue; render.ts merges them (keys are prefixed by area, so they never clash).
import type { FindingCatalogue } from './catalogue.ts';
import { commonMessages } from './common.ts';
import { halfLifeMessages } from './half-life.ts';
import { llmMessages } from './llm.ts';
import { questionMessages } from './questions.ts';
import { rhetoricMessages } from './rhetoric.ts';

export const findingCatalogues: readonly FindingCatalogue[] = [commonMessages, questionMessages, rhetoricMessages, halfLifeMessages, llmMessages];
