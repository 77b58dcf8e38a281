import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { jsonPieces } from './json-pieces.ts';

const joined = (pieces: Uint8Array[]) => Buffer.concat(pieces).toString('utf8');
const bytesOf = (value: unknown) => Buffer.from(JSON.stringify(value), 'utf8');

describe('a reply JSON in pieces', () => {
  it('is byte for byte JSON.stringify, whatever the strings hold and wherever a slice ends', () => {
    const text = fc.string({ unit: fc.constantFrom('a', 'é', '"', '\\', '\n', '\u0001', '😀', '\ud800', '\udc00', 'ש', ' ') });
    fc.assert(
      fc.property(text, text, fc.integer({ min: 1, max: 9 }), (long, other, slice) => {
        const value = { taskId: null, text: long, name: other, nested: { bands: long + other }, list: [long, 1] };
        const pieces = jsonPieces(value, slice);
        expect(Buffer.concat(pieces)).toEqual(bytesOf(value));
        expect(JSON.parse(joined(pieces))).toEqual(value);
      }),
      { numRuns: 500 },
    );
  });

  it('writes a long string in several pieces, a short reply in one', () => {
    expect(jsonPieces({ text: 'x'.repeat(40) }, 10).length).toBeGreaterThan(4);
    expect(jsonPieces({ text: 'short' }, 10)).toHaveLength(1);
  });

  it('leaves a string that looks like a long string\'s stand-in as it is', () => {
    const value = { text: 'y'.repeat(30), name: '00000000-0000-0000-0000-000000000000#0' };
    expect(Buffer.concat(jsonPieces(value, 10))).toEqual(bytesOf(value));
  });
});
