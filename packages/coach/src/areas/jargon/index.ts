// The jargon area as one module: its kinds and messages (findings/area-module.ts).
import type { AreaModule } from '../../findings/area-module.ts';
import { jargonKinds } from './kinds.ts';
import { jargonMessages } from './messages.ts';

export const jargonArea: AreaModule = {
  kinds: jargonKinds,
  messages: jargonMessages,
};
