// Every area's chat catalogue; render.ts merges them (keys are prefixed by area, so they never clash).
// An exercise's catalogue is listed with its script in the registry (exercises/registry.ts).
import { exerciseCatalogues } from '../exercises/registry.ts';
import type { ChatCatalogue } from './catalogue.ts';
import { coachMessages } from './coach.ts';
import { engineMessages } from './engine.ts';
import { reflectionsMessages } from './reflections.ts';

export const chatCatalogues: readonly ChatCatalogue[] = [engineMessages, reflectionsMessages, ...exerciseCatalogues, coachMessages];
