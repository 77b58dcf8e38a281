// What an area of the coach is, as its folder's index exports it (areas/<area>/index.ts): its
// kinds, its findings messages and its labelled cases. The message catalogues
// (messages/index.ts) and the evaluation's cases (eval/evaluate.ts) are gathered from these.
import type { CoachCase } from '../evaluation/coach-case.ts';
import type { QuestionCase } from '../evaluation/question-case.ts';
import type { AreaKinds } from './kind-definition.ts';
import type { FindingCatalogue } from './messages/catalogue.ts';

export interface AreaModule {
  readonly kinds: AreaKinds;
  readonly messages: FindingCatalogue;
  readonly cases: readonly (CoachCase | QuestionCase)[];
}
