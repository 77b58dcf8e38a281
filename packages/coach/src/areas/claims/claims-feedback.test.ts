import { describe, expect, it } from 'vitest';
import { evaluate, failedTargets, precision, recall } from '../../../eval/cases/evaluate.ts';
import { createBuiltinCoach } from '../../coaches/builtin-coach.ts';
import type { FeedbackRequest } from '../../engine/coach.ts';
import { shownVerdict, everyKind } from '../../kinds/shown.ts';
import { createFakeJargonAnalyzer } from '../../../testing/fake-jargon-analyzer.ts';
import { claimsCases } from '../../../eval/cases/claims.ts';

const overclaim =
  'We mapped tree canopy in all 42 neighbourhoods. The leafiest ones had 35% fewer heat-related ambulance calls. ' +
  'If the council funds a 10-year planting program, it will end heat deaths in our city.' +
  // A question about the text under work asks only of 60 words or more.
  ' The children water the plants in the garden every day.'.repeat(4);

const requests: Record<string, FeedbackRequest> = {
  'a Half Life text': {
    exercise: 'halfLife',
    stage: 3,
    task: 't',
    text: overclaim,
    audience: 'adults',
    focus: ['jargon', 'wordCount', 'sentenceLength', 'importance'],
    words: { target: 120, min: 100, max: 140 },
  },
  'a Persuasion version': {
    exercise: 'persuasive',
    stage: 9,
    task: 't',
    text: overclaim,
    audience: null,
    focus: ['sentenceLength', 'logos'],
    aiTask: 'none',
  },
  'a Critical Thinking question': {
    exercise: 'criticalThinking',
    stage: 5,
    task: 't',
    text: overclaim,
    audience: null,
    focus: [],
    question: { id: 'criticalThinking.information', number: 3, theme: 'data', answer: '' },
  },
  'a Coherence question': {
    exercise: 'coherence',
    stage: 6,
    task: 't',
    text: overclaim,
    audience: null,
    focus: [],
    question: { id: 'coherence.keyTerms', number: 1, theme: 'key words', choice: '1' },
  },
};

const kindsOf = (findings: readonly { kind: string }[]) => findings.map((item) => item.kind);

describe('the claim-strength remark through the coach', () => {
  const analyzer = createFakeJargonAnalyzer({ rare: {} });
  const everything = createBuiltinCoach(analyzer, { shown: () => everyKind });
  const shipped = createBuiltinCoach(analyzer);

  for (const [point, request] of Object.entries(requests)) {
    it(`is made at ${point}, once, and shown to writers now that fresh walks measure it fair`, async () => {
      const made = await everything.feedback(request);
      expect(kindsOf(made.findings).filter((kind) => kind === 'claims.certainty')).toHaveLength(1);
      expect(made.messages.join('\n')).toContain(
        '“will end heat deaths” promises a complete, lasting result',
      );
      expect(kindsOf((await shipped.feedback(request)).findings)).toContain('claims.certainty');
    });
  }

  it('is a question, judged by its fairness labels alone: its earlier labels by the truth rule do not show it', () => {
    expect(shownVerdict('claims.certainty', 'he', { 'claims.certainty': { he: { remarks: 12, falseRemarks: 0 } } })).toEqual({
      shown: false,
      why: 'unmeasured in this language',
    });
    expect(shownVerdict('claims.certainty', 'he', { 'claims.certainty': { he: { remarks: 0, falseRemarks: 0, questions: 19, unfair: 0 } } }).shown).toBe(false);
    // Today: at least 20 fairness labels in each language, at least 0.85 fair (24 of 24, 19 of 20, 23 of 25).
    for (const language of ['en', 'he', 'ar'] as const) expect(shownVerdict('claims.certainty', language).shown).toBe(true);
  });

  it('is not made on an Ethics text', async () => {
    const made = await everything.feedback({
      exercise: 'ethics',
      stage: 4,
      task: 't',
      text: overclaim,
      audience: null,
      focus: ['ethics'],
    });
    expect(kindsOf(made.findings)).not.toContain('claims.certainty');
  });

  it('holds its labelled cases in English, Hebrew and Arabic (eval/cases/claims.ts): precision 1, recall 1', async () => {
    expect(new Set(claimsCases.map((item) => item.language))).toEqual(new Set(['en', 'he', 'ar']));
    const evaluation = await evaluate(claimsCases, undefined, {
      kinds: new Set(['claims.certainty']),
    });
    expect(failedTargets(evaluation)).toEqual([]);
    expect(evaluation.errors).toEqual([]);
    expect(evaluation.total).toEqual({ truePositives: 22, falsePositives: 0, misses: 0 });
    expect(precision(evaluation.total)).toBe(1);
    expect(recall(evaluation.total)).toBe(1);
  });
});
