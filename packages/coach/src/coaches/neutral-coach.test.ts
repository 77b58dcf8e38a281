import { describe, expect, it } from 'vitest';
import type { FeedbackRequest } from '../engine/coach.ts';
import { createNeutralCoach, neutralGuidance } from './neutral-coach.ts';
import { renderSaid } from '../chat/render.ts';
import { createFakeJargonAnalyzer } from '../../testing/fake-jargon-analyzer.ts';

const request: FeedbackRequest = {
  exercise: 'halfLife',
  stage: 3,
  task: 'Tell what you study.',
  text: 'We study epigenetics in mice because it helps.',
  audience: 'elementary',
  words: { target: 120, min: 100, max: 140 },
  focus: ['jargon', 'wordCount', 'sentenceLength', 'importance'],
};

describe('the neutral coach', () => {
  it('thanks the student with one generic hint: no score, no rare words, no AI, no findings', async () => {
    const feedback = await createNeutralCoach().feedback(request);
    expect(feedback).toEqual({
      messages: ['Thank you.', renderSaid(neutralGuidance[3]!)],
      measures: null,
      suggestion: null,
      source: 'neutral',
      findings: [],
    });
  });

  it('varies the hint by stage', async () => {
    const coach = createNeutralCoach();
    const hints = new Set<string>();
    for (const stage of [3, 4, 5, 6])
      hints.add((await coach.feedback({ ...request, stage })).messages[1] ?? '');
    expect(hints.size).toBe(4);
  });

  it('measures silently for the history when given the analyzer', async () => {
    const feedback = await createNeutralCoach({
      analyzer: createFakeJargonAnalyzer({ rare: { epigenetics: 14 } }),
    }).feedback(request);
    expect(feedback.measures).toMatchObject({ rareWords: ['epigenetics'], rareWordCount: 1 });
    expect(feedback.messages.join(' ')).not.toMatch(/epigenetics|score/i);
  });
});
