// The pathos area as one module: its kinds, messages and labelled cases (findings/area-module.ts).
import type { AreaModule } from '../../findings/area-module.ts';
import { pathosCases } from './cases.ts';
import { pathosKinds } from './kinds.ts';
import { pathosMessages } from './messages.ts';

export const pathosArea: AreaModule = {
  kinds: pathosKinds,
  messages: pathosMessages,
  cases: pathosCases,
};
