// The abbreviations area as one module: its kinds, messages and labelled cases (findings/area-module.ts).
import type { AreaModule } from '../../findings/area-module.ts';
import { abbreviationsCases } from './cases.ts';
import { abbreviationsKinds } from './kinds.ts';
import { abbreviationsMessages } from './messages.ts';

export const abbreviationsArea: AreaModule = {
  kinds: abbreviationsKinds,
  messages: abbreviationsMessages,
  cases: abbreviationsCases,
};
