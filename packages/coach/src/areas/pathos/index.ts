// The pathos area as one module: its kinds and messages (findings/area-module.ts); its labelled
// cases are the evaluation's (cases.ts, areas/all-area-cases.ts).
import type { AreaModule } from '../../findings/area-module.ts';
import { pathosKinds } from './kinds.ts';
import { pathosMessages } from './messages.ts';

export const pathosArea: AreaModule = {
  kinds: pathosKinds,
  messages: pathosMessages,
};
