// The shape of an evaluation case for the question feedback (Coherence, Critical Thinking):
// the text under work, the question as the engine passes it (id, choice, table or answer),
// and the finding kinds an instructor expects (mustFind) or rules out (mustNotFind).
import type { QuestionContext } from '../../src/engine/coach.ts';
import type { ExerciseId } from '../../src/exercises/finish-rules.ts';

export interface QuestionCase {
  id: string;
  /** The exercise whose question asked (Coherence, Critical Thinking). */
  exercise: ExerciseId;
  /** The language the student wrote in. */
  language: 'en' | 'he' | 'ar';
  /** The text under work: Coherence's current text, Critical Thinking's current summary. */
  text: string;
  question: QuestionContext;
  mustFind: string[];
  mustNotFind: string[];
  /** Written with the others but not looked at while tuning the rules. */
  heldOut?: boolean;
}
