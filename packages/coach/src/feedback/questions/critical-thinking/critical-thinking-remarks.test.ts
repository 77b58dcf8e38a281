import { describe, expect, it } from 'vitest';
import type { QuestionContext } from '../../../coaches/coach.ts';
import { renderFindings } from '../../../findings/render.ts';
import { criticalThinkingSummary } from '../../../testing/sample-texts.ts';
import { questionFeedback, questionFindings } from '../question-feedback.ts';
import { times } from '../remark.ts';
import { missingTerms } from './missing-terms.ts';
import { proposeResearchQuestion } from './research-question.ts';

const kinds = (text: string, question: QuestionContext) => questionFindings(text, question).map((found) => found.kind);

describe('built-in feedback on Critical Thinking questions', () => {
  const ct = (id: string, answer: string, summary = criticalThinkingSummary) =>
    questionFeedback(summary, { id, number: 1, theme: 't', answer });
  const ctKinds = (id: string, answer: string, summary = criticalThinkingSummary) =>
    kinds(summary, { id, number: 1, theme: 't', answer });

  it('names content terms of the answer the summary lacks, never verbs, general words or idiom parts', () => {
    expect(missingTerms(criticalThinkingSummary, 'We clearly want to show that seagrass meadows protect reefs')).toEqual([
      'seagrass meadows',
    ]);
    expect(
      missingTerms(
        criticalThinkingSummary,
        'The main purpose of the area is keeping in mind what deep reefs mean for shallow reefs.',
      ),
    ).toEqual([]);
    expect(
      ct(
        'criticalThinking.purpose',
        'Our aim is to learn whether seagrass meadows protect reefs from heatwaves.',
      ),
    // The answer's terms are not asked about in the chat: on whole walks the summary said most of them in other words.
    ).not.toContain('seagrass meadows');
  });

  it('purpose: a summary without a stated purpose is told to state it near the start', () => {
    const summary = 'Corals die in heatwaves. We surveyed 40 reefs. Deep corals survived better.';
    expect(
      ct(
        'criticalThinking.purpose',
        'To find out whether deep corals survive heatwaves better than shallow corals do.',
        summary,
      ),
    ).toContain('never states its purpose outright');
  });

  it('research questions: a topic instead of a question is noticed, and a direct question is proposed from the student\'s words', () => {
    const feedback = ct('criticalThinking.questions', 'Coral survival in heatwaves at different depths of the reef.');
    expect(feedback).toContain('Your answer names a topic rather than asking a question.');
    expect(feedback).toContain('“Can reef corals from deeper water help shallow reefs recover after marine heatwaves?”');
  });

  it('research questions: builds "Does X change Y?" from whether, how and effect-of phrasings, and asks a precise question otherwise', () => {
    expect(proposeResearchQuestion(['We tested whether the new vaccine reduces hospital admissions among children.'])).toBe(
      'Does the new vaccine reduce hospital admissions among children?',
    );
    expect(proposeResearchQuestion(['We study how soil bacteria respond to drought in wheat fields.'])).toBe(
      'How do soil bacteria respond to drought in wheat fields?',
    );
    expect(proposeResearchQuestion(['The effect of salt intake on blood pressure in older adults'])).toBe(
      'How does salt intake affect blood pressure in older adults?',
    );
    expect(proposeResearchQuestion(['Our aim was to find out whether remote teaching has lowered exam scores.'])).toBe(
      'Has remote teaching lowered exam scores?',
    );
    expect(proposeResearchQuestion(['Understanding the area, keeping in mind the big picture.'])).toBeNull();
    const summary = 'Many farms lose water. We looked at the area with farmers for two years and wrote a report on 12 farms.';
    expect(ctKinds('criticalThinking.questions', 'The area and its farms, keeping in mind the big picture.', summary)).toEqual([
      'criticalThinking.answerIsTopic',
      'criticalThinking.askPrecise',
      'criticalThinking.questionMissing',
    ]);
  });

  it('key information: figures of the answer missing from the summary are named', () => {
    expect(
      ct(
        'criticalThinking.information',
        'Deep corals lost 12% of their cover; shallow corals lost 70%.',
      ),
    ).toContain('The figure “70%” from your answer is not in your summary');
  });

  it('conclusions: a strong claim is supported by a figure or study in its own or the next sentence', () => {
    expect(
      ct(
        'criticalThinking.conclusions',
        'Deep reefs clearly prove to be a refuge for every shallow reef.',
      ),
    ).toContain(
      '“Deep reefs clearly prove to be a refuge for every shallow reef.” is a strong claim',
    );
    expect(
      ctKinds('criticalThinking.conclusions', 'Deep reefs clearly act as a refuge. In our survey, 40 of 40 deep reefs kept their cover.'),
    ).not.toContain('criticalThinking.unsupportedClaim');
    expect(
      ctKinds('criticalThinking.conclusions', 'Our survey of 40 reefs proves that deep reefs act as a refuge for shallow ones.'),
    ).toContain('criticalThinking.overstatedClaim');
    expect(
      ct(
        'criticalThinking.conclusions',
        'Deep reefs may act as a refuge for shallow reefs in our 40 sites.',
      ),
    ).toContain('Your conclusions are qualified (“may”)');
  });

  it('key information: an answer without any figure or finding is asked for one; a summary of opinions has no evidence', () => {
    const summary = 'Students liked the quizzes. Teachers said the course was easier. We looked at the exam results.';
    expect(ctKinds('criticalThinking.information', 'Students liked the quizzes and teachers were happy.', summary)).toEqual([
      'criticalThinking.answerWithoutData',
      'criticalThinking.noEvidence',
    ]);
  });

  it('significance: a closing sentence on who can use the work counts, and no new terms are asked for', () => {
    const summary = 'We tested reminders in 240 patients. HbA1c fell by 0.6 points. Clinics with few staff could add reminders at low cost.';
    const found = questionFindings(summary, {
      id: 'criticalThinking.significance',
      number: 5,
      theme: 't',
      answer: 'Unlike earlier studies, ours ran in public clinics, so thousands of patients in rich countries could benefit.',
    });
    // Found, so not asked for; said no more: "says what the work means" is praise too unsure to
    // say (findings/unsure-praise.ts).
    expect(found.map((item) => item.kind)).toEqual(['summary.noRemark']);
    expect(renderFindings(found)).not.toContain('what the work means');
  });

  it('significance: a summary that never says why it matters is told to', () => {
    const summary = 'We surveyed 40 reefs. Deep corals survived better than shallow corals.';
    expect(
      ct(
        'criticalThinking.significance',
        'Managers could protect deep reefs as refuges for the future.',
        summary,
      ),
    ).toContain(
      'Does your summary say why the work matters, what is new and who can use it? If not, add that sentence after its last one, “Deep corals survived better than shallow corals.”',
    );
  });

  it('significance: what is new is asked once a turn, by the significance question when it is asked', () => {
    const summary = 'We surveyed 40 reefs. Deep corals survived better than shallow corals.';
    const asked = ctKinds('criticalThinking.significance', 'Managers could protect deep reefs as refuges for the future.', summary);
    expect(asked).toContain('criticalThinking.significanceMissing');
    expect(asked).not.toContain('criticalThinking.noveltyMissing');
    const closing = 'We surveyed 40 reefs. Deep corals survived better, so managers could protect deep reefs.';
    expect(ctKinds('criticalThinking.significance', 'Managers could protect deep reefs as refuges.', closing)).toContain('criticalThinking.noveltyMissing');
  });

  it('significance: a closing sentence with "could" before a closing plan still says what the work means', () => {
    const summary =
      'We tested a nickel catalyst. It needed 1.62 volts. Our catalyst could make green hydrogen cheap enough to compete with natural gas. This is a breakthrough. Next, we will scale up the electrode.';
    const found = ctKinds('criticalThinking.significance', 'Cheap hydrogen is needed for steel, and this is new.', summary);
    expect(found).not.toContain('criticalThinking.significanceMissing');
    expect(found).not.toContain('summary.passed');
  });

  it('a Hebrew summary: figures are checked, English word lists are not applied', () => {
    const summary = 'המחקר שלנו בדק אלמוגים בעומק 30 מטרים. האלמוגים איבדו 12% מהכיסוי שלהם.';
    expect(ctKinds('criticalThinking.information', 'האלמוגים העמוקים איבדו 12% והרדודים 55%.', summary)).toEqual([
      'criticalThinking.figuresMissing',
    ]);
    for (const id of ['criticalThinking.conclusions', 'criticalThinking.significance']) {
      expect(ctKinds(id, 'האלמוגים העמוקים תמיד שורדים.', summary)).toEqual(['summary.noRemark']);
    }
    // The purpose is asked about in Hebrew too: found ("בדק" is no purpose, "מטרת המחקר" is), or asked as a question.
    expect(ctKinds('criticalThinking.purpose', 'לבדוק אם אלמוגים שורדים.', summary)).toEqual(['criticalThinking.purposeLate']);
    expect(ctKinds('criticalThinking.purpose', 'לבדוק אם אלמוגים שורדים.', `מטרת המחקר היא להבין אם אלמוגים עמוקים שורדים. ${summary}`)).toEqual([
      'summary.noRemark',
    ]);
    expect(ctKinds('criticalThinking.questions', 'האם אלמוגים עמוקים שורדים?', summary)).toEqual(['criticalThinking.askPrecise']);
  });

  it('speaks the request\'s language: Hebrew in the plural, Arabic, with the student\'s words as written', () => {
    const question = { id: 'criticalThinking.information', number: 3, theme: 't', answer: 'Shallow corals lost 70%.' };
    expect(questionFeedback(criticalThinkingSummary, question, 'he')).toBe(
      'הנתון “70%” מהתשובה שלכם לא נמצא בתקציר; מסקנה בלי הנתונים שלה מבקשת מהקוראים לסמוך עליכם.',
    );
    expect(questionFeedback(criticalThinkingSummary, question, 'ar')).toBe(
      'الرقم “70%” من إجابتك ليس في ملخصك؛ الاستنتاج بلا بياناته يطلب من القرّاء أن يثقوا بك.',
    );
  });

  it('counts in words, in the language', () => {
    expect([1, 2, 3].map((n) => times(n))).toEqual(['once', 'twice', '3 times']);
    expect(times(2, 'he')).toBe('פעמיים');
  });
});
