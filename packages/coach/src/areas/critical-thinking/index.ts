// The Critical Thinking area as one module: its kinds and messages (findings/area-module.ts); its labelled
// cases are the evaluation's (cases.ts, areas/all-area-cases.ts).
import type { AreaModule } from '../../findings/area-module.ts';
import { criticalThinkingKinds } from './kinds.ts';
import { criticalThinkingMessages } from './messages.ts';

export const criticalThinkingArea: AreaModule = {
  kinds: criticalThinkingKinds,
  messages: criticalThinkingMessages,
};
