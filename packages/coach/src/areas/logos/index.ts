// The logos area as one module: its kinds, messages and labelled cases (findings/area-module.ts).
import type { AreaModule } from '../../findings/area-module.ts';
import { logosCases } from './cases.ts';
import { logosKinds } from './kinds.ts';
import { logosMessages } from './messages.ts';

export const logosArea: AreaModule = {
  kinds: logosKinds,
  messages: logosMessages,
  cases: logosCases,
};
