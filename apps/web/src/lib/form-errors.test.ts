import { describe, expect, it } from 'vitest';
import { problemKey } from './form-errors.ts';

describe('the name field’s message', () => {
  it('asks for a name when it only looks blank (zero-width spaces, a Hangul filler, blank braille)', () => {
    for (const blank of ['', '  ', '\u200B\u200B', '\u3164', '\u2800'])
      expect(problemKey('name', { type: 'custom' }, blank), JSON.stringify(blank)).toBe('account.errors.nameRequired');
    expect(problemKey('name', { type: 'custom' }, 'Ada\u2060Lovelace')).toBe('account.errors.nameCharacters');
  });
});
