import { describe, expect, it } from 'vitest';
import { initialOf, shortened } from './graphemes.ts';

describe('initialOf', () => {
  it('takes the first letter, upper-cased', () => {
    expect(initialOf('  ada Lovelace')).toBe('A');
  });

  it('keeps a letter with its combining marks and a Hebrew letter with its points whole', () => {
    expect(initialOf('e\u0301mile')).toBe('\u00C9');
    expect(initialOf('שָׁרָה')).toBe('שָׁ');
    expect(initialOf('عائشة')).toBe('ع');
  });

  it("takes a ligature's own first letter, and none from a phrase-wide glyph, which would widen the circle", () => {
    expect(initialOf('ﬁona')).toBe('F');
    expect(initialOf('\uFDFD'.repeat(80))).toBeNull();
  });

  it('keeps an emoji sequence whole', () => {
    expect(initialOf('👩🏽‍🔬 Dana')).toBe('👩🏽‍🔬');
  });

  it('is null for no name', () => {
    expect(initialOf(null)).toBeNull();
    expect(initialOf('   ')).toBeNull();
  });
});

describe('shortened', () => {
  it('keeps a short text and cuts a long one by graphemes, with an ellipsis', () => {
    expect(shortened('Ada', 5)).toBe('Ada');
    expect(shortened('שָׁרָה כהן־לוי', 4)).toBe('שָׁרָה…');
  });
});
