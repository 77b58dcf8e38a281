// The coherence area as one module: its kinds and messages (findings/area-module.ts); its labelled
// cases are the evaluation's (cases.ts, areas/all-area-cases.ts).
import type { AreaModule } from '../../findings/area-module.ts';
import { coherenceKinds } from './kinds.ts';
import { coherenceMessages } from './messages.ts';

export const coherenceArea: AreaModule = {
  kinds: coherenceKinds,
  messages: coherenceMessages,
};
