// The spelling area as one module: its kinds and messages (findings/area-module.ts).
import type { AreaModule } from '../../findings/area-module.ts';
import { spellingKinds } from './kinds.ts';
import { spellingMessages } from './messages.ts';

export const spellingArea: AreaModule = {
  kinds: spellingKinds,
  messages: spellingMessages,
};
