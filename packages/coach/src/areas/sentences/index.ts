// The sentences area as one module: its kinds and messages (findings/area-module.ts); its labelled
// cases are the evaluation's (cases.ts, areas/all-area-cases.ts).
import type { AreaModule } from '../../findings/area-module.ts';
import { sentencesKinds } from './kinds.ts';
import { sentencesMessages } from './messages.ts';

export const sentencesArea: AreaModule = {
  kinds: sentencesKinds,
  messages: sentencesMessages,
};
