// What an area of the coach is, as areas/all-areas.ts lists it (areas/<area>/kinds.ts, messages.ts): its
// kinds and its findings messages. Its labelled cases stay in its folder (cases.ts), gathered for
// the evaluation alone (areas/all-area-cases.ts).
import type { AreaKinds } from './kind-definition.ts';
import type { FindingCatalogue } from './messages/catalogue.ts';

export interface AreaModule {
  readonly kinds: AreaKinds;
  readonly messages: FindingCatalogue;
}
