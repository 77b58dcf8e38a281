// Every chat catalogue, the exercises' from the registry (exercises/registry.ts); render.ts merges
// them (keys are prefixed by area, so they never clash).
import { exerciseCatalogues } from '../exercises/registry.ts';
import type { ChatCatalogue } from '../messages/catalogue.ts';
import { coachMessages } from '../messages/coach.ts';
import { engineMessages } from '../messages/engine.ts';
import { reflectionsMessages } from '../messages/reflections.ts';

export const chatCatalogues: readonly ChatCatalogue[] = [engineMessages, reflectionsMessages, ...exerciseCatalogues, coachMessages];
