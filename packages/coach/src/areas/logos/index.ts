// The logos area as one module: its kinds and messages (findings/area-module.ts); its labelled
// cases are the evaluation's (cases.ts, areas/all-area-cases.ts).
import type { AreaModule } from '../../findings/area-module.ts';
import { logosKinds } from './kinds.ts';
import { logosMessages } from './messages.ts';

export const logosArea: AreaModule = {
  kinds: logosKinds,
  messages: logosMessages,
};
