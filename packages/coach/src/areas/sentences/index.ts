// The sentences area as one module: its kinds, messages and labelled cases (findings/area-module.ts).
import type { AreaModule } from '../../findings/area-module.ts';
import { sentencesCases } from './cases.ts';
import { sentencesKinds } from './kinds.ts';
import { sentencesMessages } from './messages.ts';

export const sentencesArea: AreaModule = {
  kinds: sentencesKinds,
  messages: sentencesMessages,
  cases: sentencesCases,
};
