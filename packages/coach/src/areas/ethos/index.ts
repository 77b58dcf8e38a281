// The ethos area as one module: its kinds and messages (findings/area-module.ts); its labelled
// cases are the evaluation's (cases.ts, areas/all-area-cases.ts).
import type { AreaModule } from '../../findings/area-module.ts';
import { ethosKinds } from './kinds.ts';
import { ethosMessages } from './messages.ts';

export const ethosArea: AreaModule = {
  kinds: ethosKinds,
  messages: ethosMessages,
};
