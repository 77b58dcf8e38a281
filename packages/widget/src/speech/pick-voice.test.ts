import { describe, expect, it } from 'vitest';
import { pickVoice } from './pick-voice.ts';

const voices = [
  { name: 'Samantha', lang: 'en-US' },
  { name: 'Carmit', lang: 'he-IL' },
  { name: 'Tingting', lang: 'zh-CN' },
  { name: 'Lana', lang: 'hr-HR' },
];

describe('pickVoice', () => {
  it('picks the voice of the language', () => {
    expect(pickVoice(voices, 'he')?.name).toBe('Carmit');
    expect(pickVoice(voices, 'he-IL')?.name).toBe('Carmit');
  });

  it('reads Wu with a Chinese voice and Serbo-Croatian with a Croatian one', () => {
    expect(pickVoice(voices, 'wuu')?.name).toBe('Tingting');
    expect(pickVoice(voices, 'sh')?.name).toBe('Lana');
  });

  it('falls back to the first voice, or none when there are none', () => {
    expect(pickVoice(voices, 'yo')?.name).toBe('Samantha');
    expect(pickVoice([], 'en')).toBeUndefined();
  });
});
