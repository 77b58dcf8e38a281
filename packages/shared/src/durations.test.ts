import { describe, expect, it } from 'vitest';
import { formatDuration, waitToSay } from './durations.ts';

describe('formatDuration', () => {
  it('says a few seconds exactly and longer waits rounded, saying so', () => {
    expect(formatDuration(1, 'en')).toBe('1 second');
    expect(formatDuration(12, 'en')).toBe('12 seconds');
    expect(formatDuration(13, 'en')).toBe('13 seconds');
    expect(formatDuration(75, 'en')).toBe('75 seconds');
    expect(formatDuration(120, 'en')).toBe('2 minutes');
    expect(formatDuration(881, 'en')).toBe('about 15 minutes');
    expect(formatDuration(900, 'en')).toBe('15 minutes');
    expect(formatDuration(86_400, 'en')).toBe('24 hours');
    expect(formatDuration(86_000, 'en')).toBe('about 24 hours');
  });

  it("speaks Hebrew and Arabic with Intl's units and the caller's word for about", () => {
    expect(formatDuration(12, 'he')).toBe('12 שניות');
    expect(formatDuration(881, 'he', (amount) => `בערך ${amount}`)).toBe('בערך 15 דקות');
    expect(formatDuration(881, 'ar', (amount) => `نحو ${amount}`)).toMatch(/^نحو .+ دقيقة$/);
  });
});

describe('waitToSay', () => {
  it('rounds a wait up to the unit it is said in, so a countdown keeps one wording', () => {
    expect(waitToSay(12.2)).toBe(13);
    expect(waitToSay(0)).toBe(1);
    expect(waitToSay(89)).toBe(89);
    expect([900, 899, 881, 841].map((seconds) => formatDuration(waitToSay(seconds), 'en'))).toEqual(Array(4).fill('15 minutes'));
    expect(formatDuration(waitToSay(840), 'en')).toBe('14 minutes');
    expect(formatDuration(waitToSay(86_000), 'en')).toBe('24 hours');
    expect(formatDuration(waitToSay(5_999), 'en')).toBe('2 hours');
  });
});
