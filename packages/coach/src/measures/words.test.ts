import { describe, expect, it } from 'vitest';
import { containsPhrase } from './words.ts';

describe('containsPhrase', () => {
  it('finds a phrase as whole words in any case, across any run of spaces', () => {
    expect(containsPhrase('As a Result,  we stopped.', 'as a result')).toBe(true);
    expect(containsPhrase('As a\nresult we stopped.', 'as a result')).toBe(true);
    expect(containsPhrase('This causes harm.', 'cause')).toBe(false);
    expect(containsPhrase('Because-of it', 'because')).toBe(true);
    expect(containsPhrase('price (in $) rose', '(in $)')).toBe(true);
  });

  it('answers the same for the same phrase and text however many texts it was tried on before', () => {
    const texts = ['so we left', 'also here', 'so', 'not so much', 'sofa'];
    const first = texts.map((text) => containsPhrase(text, 'so'));
    for (let round = 0; round < 3; round++)
      expect(texts.map((text) => containsPhrase(text, 'so'))).toEqual(first);
    expect(first).toEqual([true, false, true, true, false]);
  });
});
