import { describe, expect, it } from 'vitest';
import { createBuiltinCoach } from '../coaches/builtin-coach.ts';
import { EXCERPT_CHARACTERS, excerpt, quotedInline } from './excerpt.ts';
import { ethosFindings } from '../areas/ethos/statement-missing.ts';
import { createFakeJargonAnalyzer } from '../../testing/fake-jargon-analyzer.ts';

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

  it('in the credibility statement the ethos remark suggests', () => {
    const credibility = `I have studied ${'small farms '.repeat(150)}for ten years.`;
    const [missing] = ethosFindings('Plants grow fast.', { credibility });
    expect(missing?.kind).toBe('ethos.statementMissing');
    expect(String(missing?.message.params?.statement)).toMatch(/ …$/u);
    expect(String(missing?.message.params?.statement)).not.toContain('ten years');
  });
});

describe('a sentence quoted where the message goes on after the quote', () => {
  // A 2026-11-26 walk (w1, Hebrew, the 30-word text): "… למשל למשפט "אני בודקת אם רחפן קטן יכול
  // לעשות את העבודה המסוכנת הזאת במקומם."?" — the sentence's stop, then the question's mark.
  it('loses its final stop, whatever it is, and keeps the stops inside it', () => {
    expect(quotedInline('Plants grow.')).toBe('Plants grow');
    expect(quotedInline('Do plants grow?! ')).toBe('Do plants grow');
    expect(quotedInline('هل تنمو النباتات؟')).toBe('هل تنمو النباتات');
    expect(quotedInline('Dr. Smith grew 1.5 kg of beans…')).toBe('Dr. Smith grew 1.5 kg of beans');
  });
});
