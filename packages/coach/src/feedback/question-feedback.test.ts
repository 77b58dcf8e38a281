import { describe, expect, it } from 'vitest';
import { coherenceCases } from '../../eval/cases/coherence.ts';
import { criticalThinkingCases } from '../../eval/cases/critical-thinking.ts';
import { evaluate, failedTargets, precision, recall } from '../../eval/cases/evaluate.ts';
import { createBuiltinCoach } from '../coaches/builtin-coach.ts';
import type { FeedbackRequest } from '../engine/coach.ts';
import { createLlmCoach } from '../llm/llm-coach.ts';
import { questionFeedbackPrompt } from '../llm/llm-prompts.ts';
import { createFakeJargonAnalyzer } from '../../testing/fake-jargon-analyzer.ts';
import { coherenceText } from '../../testing/sample-texts.ts';

const table = (headers: string[], rows: string[][]) => ({ headers, rows });

describe('the labelled evaluation cases (eval/cases/coherence.ts, eval/cases/critical-thinking.ts)', () => {
  it('holds precision ≥ 0.95 overall and ≥ 0.90 per kind, and recall ≥ 0.80', async () => {
    const cases = [...criticalThinkingCases, ...coherenceCases];
    expect(cases.length).toBeGreaterThanOrEqual(60);
    expect(cases.some((item) => item.heldOut === true)).toBe(true);
    const evaluation = await evaluate(cases);
    expect(failedTargets(evaluation)).toEqual([]);
    expect(precision(evaluation.total)).toBeGreaterThanOrEqual(0.95);
    expect(recall(evaluation.total)).toBeGreaterThanOrEqual(0.8);
  });
});

describe('feedback on a question from the LLM coach', () => {
  const request: FeedbackRequest = {
    exercise: 'coherence',
    stage: 4,
    task: 'Question 1',
    text: coherenceText,
    audience: null,
    focus: [],
    question: {
      id: 'coherence.keyTerms',
      number: 1,
      theme: 'repeating key words or terms',
      choice: '2',
      table: table(['Keywords that can be repeated'], [['seagrass']]),
    },
  };
  const fallback = createBuiltinCoach(createFakeJargonAnalyzer());

  it('sends the question, the choice, the table and the text, fenced, and shows only the escaped answer', async () => {
    const bodies: string[] = [];
    const coach = createLlmCoach({
      baseUrl: 'http://llm.test/v1',
      model: 'm',
      budgetMs: 1000,
      fallback,
      fetch: (_url, init) => {
        bodies.push(String(init?.body));
        return Promise.resolve(
          Response.json({
            choices: [{ message: { content: 'Repeat <seagrass> in paragraph 2.' } }],
          }),
        );
      },
    });
    const feedback = await coach.feedback(request);
    expect(feedback).toMatchObject({
      source: 'llm',
      messages: ['Repeat &lt;seagrass&gt; in paragraph 2.'],
    });
    const prompt = questionFeedbackPrompt(request)
      .map((message) => message.content)
      .join('\n');
    expect(JSON.parse(bodies[0] ?? '{}')).toMatchObject({ model: 'm' });
    expect(prompt).toContain('the student answered: No');
    expect(prompt).toContain('<<<ANSWER\nKeywords that can be repeated\nseagrass\nANSWER>>>');
    expect(prompt).toContain('two or three sentences');
    expect(prompt).toContain(`<<<TEXT\n${coherenceText}\nTEXT>>>`);
  });

  it('falls back to the built-in feedback when the endpoint fails', async () => {
    const coach = createLlmCoach({
      baseUrl: 'http://llm.test/v1',
      model: 'm',
      budgetMs: 1000,
      fallback,
      fetch: () => Promise.resolve(new Response('down', { status: 503 })),
    });
    const feedback = await coach.feedback(request);
    expect(feedback.source).toBe('builtin');
    // The built-in coach finds nothing on this answer and adds no line of its own.
    expect(feedback.messages).toEqual([]);
  });
});
