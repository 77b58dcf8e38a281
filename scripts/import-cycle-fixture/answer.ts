// The other half of the type-only cycle of question.ts.
import type { Question } from './question.ts';

export interface Answer {
  question: Question;
}
