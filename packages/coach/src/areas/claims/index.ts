// The claims area as one module: its kinds, messages and labelled cases (findings/area-module.ts).
import type { AreaModule } from '../../findings/area-module.ts';
import { claimsCases } from './cases.ts';
import { claimsKinds } from './kinds.ts';
import { claimsMessages } from './messages.ts';

export const claimsArea: AreaModule = {
  kinds: claimsKinds,
  messages: claimsMessages,
  cases: claimsCases,
};
