// The built-in coach's feedback on a question as the chat shows it, for tests that read the words.
import type { QuestionContext } from '../src/engine/coach.ts';
import { questionFindings } from '../src/feedback/question-feedback.ts';
import type { CoachLanguage } from '../src/i18n/language.ts';
import { renderFindings } from '../src/kinds/render.ts';

/** The feedback on a question as one chat message (HTML, escaped) in the language: one line per finding. */
export function questionFeedback(
  text: string,
  question: QuestionContext,
  language: CoachLanguage = 'en',
): string {
  return renderFindings(questionFindings(text, question, language), language);
}
