import { describe, expect, it } from 'vitest';
import { renderSaid } from '../chat/render.ts';
import { createBuiltinCoach } from '../coaches/builtin-coach.ts';
import type { Coach } from '../engine/coach.ts';
import { runTurn } from '../engine/engine.ts';
import { isFinished } from '../exercises/finish-rules.ts';
import { createNeutralCoach } from '../coaches/neutral-coach.ts';
import { createFakeJargonAnalyzer, textOfWords } from '../../testing/fake-jargon-analyzer.ts';
import { criticalThinkingSummary, revised } from '../../testing/sample-texts.ts';
import { recordingCoach } from '../../testing/recording-coach.ts';
import { fixedNow, history, texts, turn } from '../../testing/turns.ts';
import { criticalThinkingQuestionStages } from '../../testing/question-stages.ts';
import {
  criticalThinkingQuestions,
  criticalThinkingResearchScript,
  criticalThinkingScript,
  criticalThinkingStages,
} from './critical-thinking.ts';

const analyzer = createFakeJargonAnalyzer();
const builtin = createBuiltinCoach(analyzer);
const neutral = createNeutralCoach({ analyzer });

const started = {
  startTime: fixedNow.toISOString(),
  initialSummary: criticalThinkingSummary,
  currentSummary: criticalThinkingSummary,
};

describe('Critical Thinking stage numbers', () => {
  it('are the positions the stored current_stage values mean: a reordering would change stored data', () => {
    // A stored row's current_stage is one of these numbers (docs/exercises.md "Declared once").
    expect(criticalThinkingStages).toEqual({
      greeting: 0,
      name: 1,
      summary: 2,
      firstQuestion: 3,
      question5: 11,
      firstReflection: 12,
      openReflection: 16,
      finished: 17,
    });
  });
});

describe('Critical Thinking greeting, name and summary', () => {
  it('greets and asks for a 150–500-word summary', async () => {
    const result = await turn(criticalThinkingScript, history(0), null, builtin);
    expect(result.updatedHistory.currentStage).toBe(criticalThinkingStages.summary);
    expect(texts(result)[0]).toContain('Welcome to the Critical Thinking Coach');
    expect(texts(result).at(-1)).toBe(
      'Please write or paste a summary of your research (150–500 words).',
    );
  });

  it('asks a research participant for a name or pseudonym of 1–5 words first', async () => {
    const first = await turn(criticalThinkingResearchScript, history(0), null, builtin);
    expect(first.updatedHistory.currentStage).toBe(criticalThinkingStages.name);
    expect(texts(first).at(-1)).toContain('please tell me your name, or a pseudonym you will remember (1–5 words)');
    const tooLong = await turn(criticalThinkingResearchScript, first.updatedHistory, 'Rosalind Elsie Franklin of King’s College', builtin);
    expect(texts(tooLong)).toEqual(['Please use 1–5 words. Currently, you used 6.']);
    const oneWord = await turn(criticalThinkingResearchScript, first.updatedHistory, 'Rosalind', builtin);
    expect(oneWord.updatedHistory.currentStage).toBe(criticalThinkingStages.summary);
    const named = await turn(
      criticalThinkingResearchScript,
      first.updatedHistory,
      'Rosalind Franklin',
      builtin,
    );
    expect(named.updatedHistory.currentStage).toBe(criticalThinkingStages.summary);
    expect(named.updatedHistory.fields).toMatchObject({
      participantName: 'Rosalind Franklin',
      isResearch: true,
    });
  });

  it.each([
    [149, false],
    [150, true],
    [500, true],
    [501, false],
  ])('a summary of %i words is accepted: %s', async (words, accepted) => {
    const result = await turn(
      criticalThinkingScript,
      history(2, { startTime: 'x' }),
      textOfWords(words),
      builtin,
    );
    expect(result.updatedHistory.currentStage).toBe(accepted ? 3 : 2);
    if (accepted) {
      expect(result.updatedHistory.fields).toMatchObject({
        initialSummary: textOfWords(words),
        currentSummary: textOfWords(words),
      });
      expect(texts(result).at(-1)).toBe(
        `Question 1 of 5: ${criticalThinkingQuestions[0] ? renderSaid(criticalThinkingQuestions[0].question) : ''} Answer in 20–70 words.`,
      );
    } else {
      expect(texts(result)).toEqual([`Please use 150–500 words. Currently, you used ${words}.`]);
    }
  });
});

describe('Critical Thinking questions and their word ranges', () => {
  for (const [index, question] of criticalThinkingQuestions.entries()) {
    const n = index + 1;
    const { answer } = criticalThinkingQuestionStages(n);
    const { min, max } = question.words;

    it(`question ${n} (${question.id}) accepts ${min} and ${max} words and refuses ${min - 1} and ${max + 1}`, async () => {
      for (const words of [min - 1, max + 1]) {
        const refused = await turn(
          criticalThinkingScript,
          history(answer, started),
          textOfWords(words),
          builtin,
        );
        expect(refused.updatedHistory.currentStage).toBe(answer);
        expect(texts(refused)).toEqual([
          `Please use ${min}–${max} words. Currently, you used ${words}.`,
        ]);
      }
      for (const words of [min, max]) {
        const accepted = await turn(
          criticalThinkingScript,
          history(answer, started),
          textOfWords(words),
          builtin,
        );
        expect(accepted.updatedHistory.currentStage).toBe(
          n === 5 ? criticalThinkingStages.firstReflection : answer + 1,
        );
        expect(accepted.updatedHistory.fields[`question${n}Answer`]).toBe(textOfWords(words));
      }
    });
  }

  it('gives feedback on the current summary and the answer first, then asks for a revision', async () => {
    const coach = recordingCoach(builtin);
    const answer =
      'We asked whether deep corals survive marine heatwaves better than shallow corals, and whether their larvae resettle damaged shallow reefs afterwards.';
    const result = await turn(
      criticalThinkingScript,
      history(5, { ...started, currentSummary: revised(criticalThinkingSummary) }),
      answer,
      coach,
    );
    expect(coach.requests[0]).toMatchObject({
      text: revised(criticalThinkingSummary),
      question: { id: 'criticalThinking.questions', number: 2, answer },
    });
    expect(result.updatedHistory.currentStage).toBe(6);
    // The summary asks "whether …": the check passed is said, and the revision follows.
    expect(String(result.updatedHistory.fields.feedback2)).toBe(
      'Your summary says what the work asks; check that the question is narrow enough for your data to answer it.',
    );
    expect(texts(result).at(-1)).toContain(
      'Now revise your summary so that your research questions are clear',
    );
    expect(texts(result).at(-1)).toContain('150–500 words');
  });

  it('with neutral coaching: thanks only, no feedback stored, the slim revision wording', async () => {
    const result = await turn(
      criticalThinkingScript,
      history(3, started),
      textOfWords(30),
      neutral,
    );
    expect(texts(result)[0]).toBe('Thank you.');
    expect(result.updatedHistory.fields).not.toHaveProperty('feedback1');
    expect(texts(result).at(-1)).toContain('using your own insights');
  });

  it('a revision after questions 1–4 replaces the current summary and asks the next question', async () => {
    const text = revised(criticalThinkingSummary);
    const result = await turn(criticalThinkingScript, history(4, started), text, builtin);
    expect(result.updatedHistory.currentStage).toBe(5);
    expect(result.updatedHistory.fields).toMatchObject({
      revisionAfterQuestion1: text,
      currentSummary: text,
    });
    expect(texts(result).at(-1)).toContain('Question 2 of 5');
    const short = await turn(
      criticalThinkingScript,
      history(10, started),
      textOfWords(100),
      builtin,
    );
    expect(short.updatedHistory.currentStage).toBe(10);
  });

  it('question 5 has no revision: the summary as last revised is the final summary', async () => {
    const text = revised(criticalThinkingSummary);
    const result = await turn(
      criticalThinkingScript,
      history(criticalThinkingStages.question5, {
        ...started,
        currentSummary: text,
        revisionAfterQuestion4: text,
      }),
      'It is the first evidence that deep reefs shelter shallow ones in the Red Sea, and it could change how marine parks protect reefs.',
      builtin,
    );
    expect(result.updatedHistory.currentStage).toBe(criticalThinkingStages.firstReflection);
    expect(result.updatedHistory.fields.finalSummary).toBe(text);
    expect(result.updatedHistory.fields).not.toHaveProperty('revisionAfterQuestion5');
    expect(texts(result).at(-1)).toContain('Statement 1 of 4');
    // What the coach says on it is kept as feedback5 (with no remark it says nothing: no revision follows).
    const remark: Coach = {
      feedback: () =>
        Promise.resolve({
          messages: ['Does your answer say what is new?'],
          measures: null,
          suggestion: null,
          source: 'builtin',
          findings: [{ kind: 'criticalThinking.noveltyMissing', span: null, message: { key: 'questions.noRemark' } }],
        }),
    };
    const commented = await turn(criticalThinkingScript, history(criticalThinkingStages.question5, { ...started, currentSummary: text }), 'It is the first evidence that deep reefs shelter shallow ones in the Red Sea, and it could change how marine parks protect reefs.', remark);
    expect(commented.updatedHistory.fields.feedback5).toBe('Does your answer say what is new?');
  });
});

describe('Critical Thinking reflections and the end', () => {
  it('is finished once the final summary and the open response are stored', async () => {
    let state = history(criticalThinkingStages.firstReflection, {
      ...started,
      finalSummary: criticalThinkingSummary,
    });
    for (const rating of ['1', '2', '4', '5'])
      state = (await turn(criticalThinkingScript, state, rating, builtin)).updatedHistory;
    expect(state.currentStage).toBe(criticalThinkingStages.openReflection);
    const last = await turn(
      criticalThinkingScript,
      state,
      'I learned to say what my data show.',
      builtin,
    );
    expect(last.updatedHistory.currentStage).toBe(criticalThinkingStages.finished);
    expect(last.updatedHistory.fields).toMatchObject({
      reflectionAnswer1: '1',
      reflectionAnswer4: '5',
      reflectionOpenResponse: 'I learned to say what my data show.',
    });
    expect(isFinished('criticalThinking', last.updatedHistory)).toBe(true);
  });
});

describe('Critical Thinking after the feedback on an answer', () => {
  // A 2026-11-26 walk (w6, archaeology, Hebrew): question 2 drew no remark, yet the revision prompt
  // said "using the feedback"; question 5 drew "read your text once more … before you revise it",
  // and no revision follows question 5.
  const summary =
    "מטרת המחקר שלי היא לבדוק אם תושבי היישובים הקטנים בבקעת באר שבע בתקופת הברזל ב', בערך במאה השמינית לפני הספירה, היו רועים נוודים ועניים, או סוחרים אמידים. במשך שנים רבות חוקרים חשבו שהתושבים של האזור היו בעיקר רועים נוודים ועניים, ששוליים לממלכת יהודה. אנחנו ניתחנו שאריות אורגניות שנספגו בדפנות של 180 כלי חרס משבעה אתרים, בעזרת כרומטוגרפיה גזית וספקטרומטריית מסות. בנוסף, מדדנו את השטח של 64 בתים שנחפרו באתרים האלה.\n\n" +
    'מצאנו שאריות של יין ושל שמן זית בכ־40% מהכלים, וגם שאריות של שרף עצים שמקורו כנראה בדרום ערב. באתרים שבהם היו יותר כלים עם שאריות של מוצרים מיובאים, גם הבתים היו גדולים יותר בממוצע. לכן המסחר בדרך הבשמים הוא שגרם לעושר של התושבים. זה מראה שהם לא היו נוודים ולא היו עניים.\n\n' +
    'החוקרים הקודמים הסתמכו בעיקר על סקרי שטח ועל הטקסטים המקראיים. הם לא בדקו את התוכן של הכלים, ולכן הם פספסו את התמונה. המחקר שלנו מוכיח סופית שבקעת באר שבע הייתה מרכז כלכלי חשוב יותר מירושלים באותה תקופה. בהמשך נרחיב את הניתוח לעוד אתרים בערבה ובהר הנגב, ונבדוק גם עצמות של בעלי חיים.';
  const atSummary = { ...started, initialSummary: summary, currentSummary: summary };
  const ask = (stage: number, answer: string, coach: Coach = builtin) =>
    runTurn(criticalThinkingScript, history(stage, atSummary), answer, coach, { language: 'he', now: () => fixedNow });

  it('the revision prompt speaks of the feedback only when the turn made a remark', async () => {
    const question2 =
      "שאלת המחקר: מה אכלו, שתו וסחרו תושבי בקעת באר שבע בתקופת הברזל ב', לפי השאריות בכלי החרס שלהם? ושאלה שנייה: האם יש קשר בין מוצרים מיובאים לבין גודל הבתים?";
    // Without the summary's certainty word, which the coach names at every question (claims.certainty).
    const hedged = summary.replace('מוכיח סופית', 'מראה');
    const result = await runTurn(criticalThinkingScript, history(criticalThinkingQuestionStages(2).answer, { ...started, initialSummary: hedged, currentSummary: hedged }), question2, builtin, { language: 'he', now: () => fixedNow });
    expect(result.updatedHistory.currentStage).toBe(criticalThinkingQuestionStages(2).revision);
    const prompt = texts(result).at(-1) ?? '';
    expect(prompt).not.toContain('בעזרת המשוב');
    expect(prompt).toContain('עכשיו תקנו את התקציר כך ששאלות המחקר שלכם יהיו ברורות ויתאימו למטרה, בעזרת התובנות שלכם');
    const remark: Coach = {
      feedback: () =>
        Promise.resolve({
          messages: ['שאלה'],
          measures: null,
          suggestion: null,
          source: 'builtin',
          findings: [{ kind: 'criticalThinking.askPrecise', span: null, message: { key: 'questions.noRemark' } }],
        }),
    };
    expect(texts(await ask(criticalThinkingQuestionStages(2).answer, question2, remark)).at(-1)).toContain('בעזרת המשוב');
  });

  it('after the last question, which no revision follows, nothing says "before you revise it"', async () => {
    const question5 =
      'העבודה משמעותית כי היא משנה את התמונה של הנגב בתקופת המקרא: במקום שוליים עניים, אזור מסחר. היא מראה שחוקרים צריכים לבדוק את תוכן הכלים ולא רק את הצורה שלהם, וזה ישנה את כל המחקר הארכיאולוגי בארץ.';
    for (const language of ['he', 'en', 'ar'] as const) {
      const result = await runTurn(criticalThinkingScript, history(criticalThinkingStages.question5, atSummary), question5, builtin, {
        language,
        now: () => fixedNow,
      });
      expect(result.updatedHistory.currentStage).toBe(criticalThinkingStages.firstReflection);
      const all = texts(result).join('\n');
      expect(all).not.toMatch(/revise it|לפני שתתקנו|قبل أن تنقّحه/u);
      expect(all).not.toContain('Read your text once more');
      expect(result.messages.every((message) => message.text.trim() !== '')).toBe(true);
    }
  });
});
