// The ethics area as one module: its kinds, messages and labelled cases (findings/area-module.ts).
import type { AreaModule } from '../../findings/area-module.ts';
import { ethicsCases } from './cases.ts';
import { ethicsKinds } from './kinds.ts';
import { ethicsMessages } from './messages.ts';

export const ethicsArea: AreaModule = {
  kinds: ethicsKinds,
  messages: ethicsMessages,
  cases: ethicsCases,
};
