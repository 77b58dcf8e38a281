// The importance area as one module: its kinds, messages and labelled cases (findings/area-module.ts).
import type { AreaModule } from '../../findings/area-module.ts';
import { importanceCases } from './cases.ts';
import { importanceKinds } from './kinds.ts';
import { importanceMessages } from './messages.ts';

export const importanceArea: AreaModule = {
  kinds: importanceKinds,
  messages: importanceMessages,
  cases: importanceCases,
};
