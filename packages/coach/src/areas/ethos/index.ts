// The ethos area as one module: its kinds, messages and labelled cases (findings/area-module.ts).
import type { AreaModule } from '../../findings/area-module.ts';
import { ethosCases } from './cases.ts';
import { ethosKinds } from './kinds.ts';
import { ethosMessages } from './messages.ts';

export const ethosArea: AreaModule = {
  kinds: ethosKinds,
  messages: ethosMessages,
  cases: ethosCases,
};
