// Every area's chat catalogue; render.ts merges them (keys are prefixed by area, so they never clash).
import type { ChatCatalogue } from './catalogue.ts';
import { coachMessages } from './coach.ts';
import { coherenceMessages } from './coherence.ts';
import { criticalThinkingMessages } from './critical-thinking.ts';
import { engineMessages } from './engine.ts';
import { ethicsMessages } from './ethics.ts';
import { halfLifeMessages } from './half-life.ts';
import { persuasiveMessages } from './persuasive.ts';
import { reflectionsMessages } from './reflections.ts';

export const chatCatalogues: readonly ChatCatalogue[] = [
  engineMessages,
  halfLifeMessages,
  reflectionsMessages,
  persuasiveMessages,
  ethicsMessages,
  coherenceMessages,
  criticalThinkingMessages,
  coachMessages,
];
