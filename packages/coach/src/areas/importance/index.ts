// The importance area as one module: its kinds and messages (findings/area-module.ts); its labelled
// cases are the evaluation's (cases.ts, areas/all-area-cases.ts).
import type { AreaModule } from '../../findings/area-module.ts';
import { importanceKinds } from './kinds.ts';
import { importanceMessages } from './messages.ts';

export const importanceArea: AreaModule = {
  kinds: importanceKinds,
  messages: importanceMessages,
};
