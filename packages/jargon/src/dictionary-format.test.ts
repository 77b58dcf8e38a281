import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decodeContainer, decodeWordList, encodeContainer, encodeWordList } from './dictionary-format.ts';
import { JargonError } from './errors.ts';
import { hashString, WordTable } from './word-table.ts';

describe('dictionary container', () => {
  it('round-trips the header and typed sections, aligned for zero-copy views', () => {
    const bytes = encodeContainer(
      { kind: 'test', values: [1, 2] },
      { a: Uint8Array.of(1, 2, 3), b: Uint16Array.of(500, 600), c: Uint32Array.of(70000, 4_000_000_000) },
    );
    const container = decodeContainer(bytes);
    expect(container.meta['kind']).toBe('test');
    expect([...container.u8('a')]).toEqual([1, 2, 3]);
    expect([...container.u16('b')]).toEqual([500, 600]);
    expect([...container.u32('c')]).toEqual([70000, 4_000_000_000]);
    expect(container.u32('c').buffer).toBe(bytes.buffer);
    // A copy at an odd offset still decodes.
    const shifted = new Uint8Array(bytes.length + 1);
    shifted.set(bytes, 1);
    expect([...decodeContainer(shifted.subarray(1)).u32('c')]).toEqual([70000, 4_000_000_000]);
  });

  it('refuses what it did not write', () => {
    expect(() => decodeContainer(new TextEncoder().encode('hello world, not a dictionary'))).toThrow(JargonError);
    const bytes = encodeContainer({ kind: 'test' }, { a: Uint8Array.of(1) });
    expect(() => decodeContainer(bytes.subarray(0, 20))).toThrow(JargonError);
    expect(() => decodeContainer(bytes).u16('a')).toThrow(/missing section a/);
  });

  it('round-trips word lists', () => {
    expect(decodeWordList(encodeWordList(['b', 'a', 'שלום']))).toEqual(['a', 'b', 'שלום']);
    expect(decodeWordList(encodeWordList([]))).toEqual([]);
  });
});

describe('WordTable', () => {
  it('finds every word it holds, of any script, and nothing else', () => {
    fc.assert(
      fc.property(fc.uniqueArray(fc.string({ unit: 'binary', minLength: 1, maxLength: 12 }), { maxLength: 200 }), fc.string({ unit: 'binary' }), (words, other) => {
        const table = WordTable.build(words);
        words.forEach((word, id) => {
          expect(table.find(word)).toBe(id);
          expect(table.wordAt(id)).toBe(word.isWellFormed() ? word : table.wordAt(id));
        });
        if (!words.includes(other)) expect(table.find(other)).toBe(-1);
      }),
    );
    // fast-check runs many cases: generous under a loaded machine, still bounded.
  }, 30_000);

  it('findSimple lowers A–Z and maps curly apostrophes and Unicode hyphens', () => {
    const table = WordTable.build(['don\'t', 're-enter', 'gene']);
    const text = 'DON’T re‐enter Gene';
    expect(table.findSimple(text, 0, 5, hashString("don't"))).toBe(0);
    expect(table.findSimple(text, 6, 14, hashString('re-enter'))).toBe(1);
    expect(table.findSimple(text, 15, 19, hashString('gene'))).toBe(2);
  });
});
