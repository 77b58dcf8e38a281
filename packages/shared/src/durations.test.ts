import { describe, expect, it } from 'vitest';
import { formatDuration } from './durations.ts';

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
