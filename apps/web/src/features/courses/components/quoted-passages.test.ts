import { describe, expect, it } from 'vitest';
import { quotedPieces } from './quoted-passages.ts';

describe('quotedPieces', () => {
  it('marks each quote where it first stands, merging overlaps', () => {
    expect(quotedPieces('Cells divide. Genes copy.', ['divide', 'ide. Gen', null])).toEqual([
      [
        { text: 'Cells ', quoted: false },
        { text: 'divide. Gen', quoted: true, opens: true, closes: true },
        { text: 'es copy.', quoted: false },
      ],
    ]);
  });

  it('cuts a passage across lines at the line break', () => {
    expect(quotedPieces('one two\nthree', ['two\nthr'])).toEqual([
      [
        { text: 'one ', quoted: false },
        { text: 'two', quoted: true, opens: true, closes: false },
      ],
      [
        { text: 'thr', quoted: true, opens: false, closes: true },
        { text: 'ee', quoted: false },
      ],
    ]);
  });

  it('leaves a text without quotes whole, empty lines included', () => {
    expect(quotedPieces('a\n\nb', [])).toEqual([[{ text: 'a', quoted: false }], [{ text: '', quoted: false }], [{ text: 'b', quoted: false }]]);
  });
});
