import { describe, expect, it } from 'vitest';
import { renderSaid } from '../messages/render.ts';
import { createBuiltinCoach } from '../coaches/builtin-coach.ts';
import type { Coach, FeedbackRequest } from '../coaches/coach.ts';
import { isFinished } from '../exercises/finish-rules.ts';
import { createNeutralCoach } from '../coaches/neutral-coach.ts';
import { createFakeJargonAnalyzer, textOfWords } from '../testing/fake-jargon-analyzer.ts';
import { criticalThinkingSummary, revised } from '../testing/sample-texts.ts';
import { fixedNow, history, texts, turn } from '../testing/turns.ts';
import {
  criticalThinkingQuestionStages,
  criticalThinkingQuestions,
  criticalThinkingResearchScript,
  criticalThinkingScript,
  criticalThinkingStages,
} from './critical-thinking.ts';

const analyzer = createFakeJargonAnalyzer();
const builtin = createBuiltinCoach(analyzer);
const neutral = createNeutralCoach({ analyzer });

function recordingCoach(): Coach & { requests: FeedbackRequest[] } {
  const requests: FeedbackRequest[] = [];
  return {
    requests,
    feedback: (request) => {
      requests.push(request);
      return builtin.feedback(request);
    },
  };
}

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
    const coach = recordingCoach();
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
    // The answer's indirect question comes back as a direct one; "resettle" (a verb) is no key term.
    expect(String(result.updatedHistory.fields.feedback2)).toContain(
      'Do deep corals survive marine heatwaves better than shallow corals?',
    );
    expect(texts(result)[0]).not.toContain('“resettle”');
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
    expect(result.updatedHistory.fields.feedback5).toEqual(expect.any(String));
    expect(texts(result).at(-1)).toContain('Statement 1 of 4');
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
