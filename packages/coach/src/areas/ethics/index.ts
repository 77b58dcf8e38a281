// The ethics area as one module: its kinds and messages (findings/area-module.ts); its labelled
// cases are the evaluation's (cases.ts, areas/all-area-cases.ts).
import type { AreaModule } from '../../findings/area-module.ts';
import { ethicsKinds } from './kinds.ts';
import { ethicsMessages } from './messages.ts';

export const ethicsArea: AreaModule = {
  kinds: ethicsKinds,
  messages: ethicsMessages,
};
