// The shape of an evaluation case for the built-in coach's feedback on a text (Persuasion and
// Rhetorics, Ethics, Half Life): the student's text and what the stage asks the coach to look
// at, and the finding kinds a science-writing instructor expects (mustFind) or would call false
// on this text (mustNotFind). Kinds in neither list are not judged. The question feedback
// (Coherence, Critical Thinking) has its own shape, question-case.ts; eval/cases/evaluate.ts runs both.
import type { AudienceLevel } from '../../src/engine/audience.ts';
import type { CoachFocus } from '../../src/engine/coach.ts';
import type { ExerciseId } from '../../src/exercises/finish-rules.ts';

export interface CoachCase {
  id: string;
  /** The exercise whose text stage asked (Persuasion and Rhetorics, Ethics, Half Life). */
  exercise: ExerciseId;
  /** The language the student wrote in. */
  language: 'en' | 'he' | 'ar';
  text: string;
  focus: readonly CoachFocus[];
  /** Earlier answers the stage passes (sharedValue, studentSays, credibility, issue). */
  context?: Readonly<Record<string, string>>;
  audience?: AudienceLevel;
  finalVersion?: boolean;
  mustFind: string[];
  mustNotFind: string[];
  /** Written with the others but not looked at while tuning the rules. */
  heldOut?: boolean;
}
