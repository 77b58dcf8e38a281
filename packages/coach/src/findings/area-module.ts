// What an area of the coach is, as areas/all-areas.ts lists it (areas/<area>/kinds.ts, messages.ts): its
// kinds and its findings messages. Its labelled cases are evaluation data
// (eval/cases/<area>.ts), gathered there alone (eval/cases/all-cases.ts).
import type { AreaKinds } from './kind-definition.ts';
import type { FindingCatalogue } from './messages/catalogue.ts';

export interface AreaModule {
  readonly kinds: AreaKinds;
  readonly messages: FindingCatalogue;
}
