// The abbreviations area as one module: its kinds and messages (findings/area-module.ts); its labelled
// cases are the evaluation's (cases.ts, areas/all-area-cases.ts).
import type { AreaModule } from '../../findings/area-module.ts';
import { abbreviationsKinds } from './kinds.ts';
import { abbreviationsMessages } from './messages.ts';

export const abbreviationsArea: AreaModule = {
  kinds: abbreviationsKinds,
  messages: abbreviationsMessages,
};
