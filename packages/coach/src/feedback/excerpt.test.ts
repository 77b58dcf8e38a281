import { describe, expect, it } from 'vitest';
import { createBuiltinCoach } from '../coaches/builtin-coach.ts';
import { EXCERPT_CHARACTERS, excerpt } from './excerpt.ts';
import { questionFeedback } from './questions/question-feedback.ts';
import { logosFeedback } from './rhetoric-feedback.ts';
import { createFakeJargonAnalyzer } from '../testing/fake-jargon-analyzer.ts';

describe('excerpt', () => {
  it('keeps a short text whole', () => {
    expect(excerpt('Plants grow.')).toBe('Plants grow.');
    const exact = 'a'.repeat(EXCERPT_CHARACTERS);
    expect(excerpt(exact)).toBe(exact);
  });

  it('cuts a long sentence after a whole word', () => {
    const long = Array.from({ length: 100 }, (_, i) => `word${i}`).join(' ');
    const short = excerpt(long);
    expect(short.length).toBeLessThanOrEqual(EXCERPT_CHARACTERS + 2);
    expect(short.endsWith(' …')).toBe(true);
    expect(long.startsWith(short.slice(0, -2))).toBe(true);
    expect(long[short.length - 2]).toBe(' ');
  });

  it('cuts one huge token where it is, never inside a surrogate pair', () => {
    expect(excerpt('x'.repeat(900_000))).toBe(`${'x'.repeat(EXCERPT_CHARACTERS)} …`);
    const emoji = `${'x'.repeat(EXCERPT_CHARACTERS - 1)}😀😀`;
    expect(excerpt(emoji)).toBe(`${'x'.repeat(EXCERPT_CHARACTERS - 1)} …`);
  });
});

describe('the coach quotes at most an excerpt of a student sentence', () => {
  const coach = createBuiltinCoach(createFakeJargonAnalyzer({ rare: {} }));
  const oneSentence = `plants ${'green plants '.repeat(200)}finally grow.`;

  it('in the longest-sentence advice', async () => {
    const feedback = await coach.feedback({
      exercise: 'halfLife',
      stage: 3,
      task: 'Tell what you study.',
      text: oneSentence,
      audience: 'adults',
      focus: ['sentenceLength'],
    });
    const advice = feedback.messages.find((message) => message.includes('Your longest sentence'));
    expect(advice).toBeDefined();
    expect(advice).toContain('plants green plants');
    expect(advice).not.toContain('finally');
    expect(advice?.length ?? 0).toBeLessThan(600);
  });

  it('in the pronoun advice', async () => {
    const feedback = await coach.feedback({
      exercise: 'halfLife',
      stage: 3,
      task: 'Tell what you study.',
      text: `Plants grow fast. This shows ${oneSentence}`,
      audience: 'adults',
      focus: ['pronounReference'],
    });
    const advice = feedback.messages.find((message) => message.includes('starts with a bare'));
    expect(advice).toBeDefined();
    expect(advice).not.toContain('finally');
  });

  it('in the logos advice on an unsupported claim', () => {
    const claim = `This clearly proves that ${'small farms '.repeat(150)}always win.`;
    const feedback = logosFeedback(claim);
    expect(feedback).not.toContain('always win');
  });
});

describe('the question feedback quotes at most an excerpt', () => {
  it('of an unsupported conclusion', () => {
    const claim = `Deep reefs clearly prove to be a refuge for ${'shallow reefs '.repeat(150)}everywhere.`;
    const feedback = questionFeedback('We surveyed reefs.', {
      id: 'criticalThinking.conclusions',
      number: 4,
      theme: 'conclusions',
      answer: claim,
    });
    expect(feedback).toContain('“Deep reefs clearly prove to be a refuge for shallow reefs');
    expect(feedback).toContain('shallow reefs …”');
    expect(feedback).not.toContain(claim);
    expect(feedback.length).toBeLessThan(claim.length);
  });
});
