// The summary lines' area as one module: its kinds and messages (findings/area-module.ts).
import type { AreaModule } from '../../findings/area-module.ts';
import { summaryKinds } from './kinds.ts';
import { summaryMessages } from './messages.ts';

export const summaryArea: AreaModule = {
  kinds: summaryKinds,
  messages: summaryMessages,
};
