// The coherence area as one module: its kinds, messages and labelled cases (findings/area-module.ts).
import type { AreaModule } from '../../findings/area-module.ts';
import { coherenceCases } from './cases.ts';
import { coherenceKinds } from './kinds.ts';
import { coherenceMessages } from './messages.ts';

export const coherenceArea: AreaModule = {
  kinds: coherenceKinds,
  messages: coherenceMessages,
  cases: coherenceCases,
};
