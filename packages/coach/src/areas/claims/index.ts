// The claims area as one module: its kinds and messages (findings/area-module.ts); its labelled
// cases are the evaluation's (cases.ts, areas/all-area-cases.ts).
import type { AreaModule } from '../../findings/area-module.ts';
import { claimsKinds } from './kinds.ts';
import { claimsMessages } from './messages.ts';

export const claimsArea: AreaModule = {
  kinds: claimsKinds,
  messages: claimsMessages,
};
