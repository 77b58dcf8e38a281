// The Critical Thinking area as one module: its kinds, messages and labelled cases (findings/area-module.ts).
import type { AreaModule } from '../../findings/area-module.ts';
import { criticalThinkingCases } from './cases.ts';
import { criticalThinkingKinds } from './kinds.ts';
import { criticalThinkingMessages } from './messages.ts';

export const criticalThinkingArea: AreaModule = {
  kinds: criticalThinkingKinds,
  messages: criticalThinkingMessages,
  cases: criticalThinkingCases,
};
