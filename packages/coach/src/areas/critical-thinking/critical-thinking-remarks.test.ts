import { describe, expect, it } from 'vitest';
import type { QuestionContext } from '../../engine/coach.ts';
import { criticalThinkingSummary } from '../../../testing/sample-texts.ts';
import { questionFindings } from '../../feedback/question-feedback.ts';
import { questionFeedback } from '../../../testing/question-feedback.ts';

const ask = (id: string, answer: string): QuestionContext => ({ id, number: 1, theme: 't', answer });
/** The kinds said, each check passed in the summary line counted as its own. */
const kinds = (summary: string, question: QuestionContext) =>
  questionFindings(summary, question).flatMap((found) => [found.kind, ...(found.parts ?? []).map((part) => part.kind)]);

describe('built-in feedback on Critical Thinking questions', () => {
  it('questions: a summary that says what it asks gets the line of the check passed; one that asks nothing, no line (no filler)', () => {
    const question = ask('criticalThinking.questions', 'Do deep corals survive marine heatwaves better than shallow corals?');
    expect(kinds(criticalThinkingSummary, question)).toEqual(['summary.passed', 'criticalThinking.questionStated']);
    expect(questionFeedback(criticalThinkingSummary, question)).toBe(
      'Your summary says what the work asks; check that the question is narrow enough for your data to answer it.',
    );
    expect(kinds('Students liked the quizzes. Teachers said the course was easier.', question)).toEqual([]);
    // The phrasings are English: a Hebrew summary or answer gets no finding.
    expect(kinds('שאלנו אם אלמוגים עמוקים שורדים. מצאנו שכן.', ask('criticalThinking.questions', 'האם אלמוגים עמוקים שורדים?'))).toEqual([]);
  });

  it('information: a summary that carries every figure of the answer gets the line of the check passed; a figure missing, nothing claimed', () => {
    expect(kinds(criticalThinkingSummary, ask('criticalThinking.information', 'Deep corals lost 12% of their cover; shallow corals lost 55%.'))).toEqual([
      'summary.passed',
      'criticalThinking.figuresPresent',
    ]);
    // "22" is in "between 2000 and 2022".
    expect(kinds('We counted birds between 2000 and 2022.', ask('criticalThinking.information', 'The count fell over 22 years.'))).toContain(
      'criticalThinking.figuresPresent',
    );
    expect(kinds(criticalThinkingSummary, ask('criticalThinking.information', 'Shallow corals lost 70%.'))).toEqual([]);
    expect(kinds(criticalThinkingSummary, ask('criticalThinking.information', 'Deep corals did better.'))).toEqual([]);
    const hebrew = 'המחקר שלנו בדק אלמוגים בעומק 30 מטרים. האלמוגים איבדו 12% מהכיסוי שלהם.';
    expect(kinds(hebrew, ask('criticalThinking.information', 'האלמוגים העמוקים איבדו 12%.'))).toEqual(['summary.passed', 'criticalThinking.figuresPresent']);
  });

  it('the other questions add no line of the coach\'s own where nothing is found (no filler)', () => {
    for (const id of ['criticalThinking.purpose', 'criticalThinking.conclusions', 'criticalThinking.significance']) {
      expect(questionFindings(criticalThinkingSummary, ask(id, 'Deep reefs clearly prove to be a refuge for every shallow reef.'))).toEqual([]);
    }
  });

  it('speaks the request\'s language: Hebrew in the plural, Arabic', () => {
    const question = ask('criticalThinking.information', 'Shallow corals lost 55%.');
    expect(questionFeedback(criticalThinkingSummary, question, 'he')).toBe('התקציר שלכם כולל את הנתונים מהתשובה; ודאו שכל נתון מופיע עם מה שהוא מודד.');
    expect(questionFeedback(criticalThinkingSummary, question, 'ar')).toBe('يتضمن ملخصك بيانات إجابتك؛ المهم أن يأتي كل رقم مع ما يقيسه.');
  });
});
