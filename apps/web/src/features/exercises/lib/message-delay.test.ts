import { afterEach, describe, expect, it } from 'vitest';
import { BOT_MESSAGE_DELAY_MS, botMessageDelayMs, MESSAGE_DELAY_STORAGE_KEY } from './message-delay.ts';

describe('the pause between bot messages', () => {
  afterEach(() => localStorage.removeItem(MESSAGE_DELAY_STORAGE_KEY));

  it('is one second unless this browser asks for a shorter one', () => {
    expect(botMessageDelayMs()).toBe(BOT_MESSAGE_DELAY_MS);
    expect(BOT_MESSAGE_DELAY_MS).toBe(1000);
    localStorage.setItem(MESSAGE_DELAY_STORAGE_KEY, '50');
    expect(botMessageDelayMs()).toBe(50);
    localStorage.setItem(MESSAGE_DELAY_STORAGE_KEY, '0');
    expect(botMessageDelayMs()).toBe(0);
  });

  it('never grows past one second and ignores what is not a whole number', () => {
    for (const [value, expected] of [['5000', 1000], ['-1', 1000], ['fast', 1000], ['1e2', 1000], ['', 1000]] as const) {
      localStorage.setItem(MESSAGE_DELAY_STORAGE_KEY, value);
      expect(botMessageDelayMs(), value).toBe(expected);
    }
  });
});
