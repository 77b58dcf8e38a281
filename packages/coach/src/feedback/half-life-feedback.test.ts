import { describe, expect, it } from 'vitest';
import { wordKey } from './half-life-feedback.ts';

describe('the words a rare-word list names', () => {
  it('names a Hebrew word once whatever prefix letters it carries, and an English word once whatever its case', () => {
    expect(new Set(['האלמוגים', 'שהאלמוגים', 'מאלמוגים', 'אלמוגים'].map(wordKey)).size).toBe(1);
    expect(wordKey('מתחממים')).not.toBe(wordKey('אלמוגים'));
    expect(wordKey('CRISPR')).toBe(wordKey('crispr'));
    // Three letters stay: a short word is not stripped to nothing.
    expect(wordKey('מים')).toBe('מים');
  });
});
