import { describe, expect, it } from 'vitest';
import { coherenceCases } from '../../../eval/cases/coherence.ts';
import { criticalThinkingCases } from '../../../eval/cases/critical-thinking.ts';
import { createBuiltinCoach } from '../../coaches/builtin-coach.ts';
import type { FeedbackRequest } from '../../coaches/coach.ts';
import { createLlmCoach } from '../../llm/llm-coach.ts';
import { questionFeedbackPrompt } from '../../llm/llm-prompts.ts';
import { createFakeJargonAnalyzer } from '../../testing/fake-jargon-analyzer.ts';
import { coherenceText } from '../../testing/sample-texts.ts';
import { questionRuleFindings } from './question-feedback.ts';

const table = (headers: string[], rows: string[][]) => ({ headers, rows });

describe('the labelled evaluation cases (packages/coach/eval/cases)', () => {
  it('holds precision ≥ 0.95 overall and ≥ 0.90 per kind, and recall ≥ 0.80', () => {
    const counts = new Map<string, { tp: number; fp: number; fn: number }>();
    const of = (kind: string) => {
      const entry = counts.get(kind) ?? { tp: 0, fp: 0, fn: 0 };
      counts.set(kind, entry);
      return entry;
    };
    for (const item of [...criticalThinkingCases, ...coherenceCases]) {
      const found = new Set<string>(questionRuleFindings(item.text, item.question).map((finding) => finding.kind));
      for (const kind of item.mustFind) of(kind)[found.has(kind) ? 'tp' : 'fn'] += 1;
      for (const kind of item.mustNotFind) if (found.has(kind)) of(kind).fp += 1;
    }
    const total = [...counts.values()].reduce((sum, e) => ({ tp: sum.tp + e.tp, fp: sum.fp + e.fp, fn: sum.fn + e.fn }), { tp: 0, fp: 0, fn: 0 });
    expect(criticalThinkingCases.length + coherenceCases.length).toBeGreaterThanOrEqual(60);
    expect(total.tp / (total.tp + total.fp)).toBeGreaterThanOrEqual(0.95);
    expect(total.tp / (total.tp + total.fn)).toBeGreaterThanOrEqual(0.8);
    const imprecise = [...counts].filter(([, e]) => e.tp + e.fp > 0 && e.tp / (e.tp + e.fp) < 0.9).map(([kind]) => kind);
    expect(imprecise).toEqual([]);
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
      timeoutMs: 1000,
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
      timeoutMs: 1000,
      fallback,
      fetch: () => Promise.resolve(new Response('down', { status: 503 })),
    });
    const feedback = await coach.feedback(request);
    expect(feedback.source).toBe('builtin');
    expect(feedback.messages[0]).toContain('“seagrass” appears at most once');
  });
});
