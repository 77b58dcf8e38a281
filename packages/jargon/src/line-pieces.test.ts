import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { analyze } from './classify.ts';
import { createLineAnalyzer } from './line-analysis.ts';
import { pieceStarts } from './line-pieces.ts';
import { testDictionary } from './test-dictionary.ts';

const dictionary = testDictionary({
  common: ['the', 'cells', 'grow', 'well', 'known', 'we', 'found', 'it', 'paris'],
  mid: ['protein', 'enzyme'],
  rare: ['methylation'],
  names: ['paris', 'smith'],
});
const small = { piecesFrom: 20, pieceChars: 8 };

// Words, names at and after a sentence's end, e-mails and URLs ending a sentence, abbreviations,
// closing quotes and brackets: whatever could make a piece read differently from its line.
const parts = [
  'the', 'cells', 'grow', 'Paris', 'Smith', 'paris', 'well-known', 'protein', 'Methylation', 'enzyme’s', "it's", "'s",
  'a@b.org', 'https://x.org/a.', 'example.com.', '3.5', 'e.g.', '.', '. ', '! ', '? ', '." ', '.) ', ', ', ' ', '  ', '\t', '\n', '—', '(', ')', '"',
  'בבית', 'צה״ל', 'וה-DNA',
];
const texts = fc.array(fc.constantFrom(...parts), { minLength: 1, maxLength: 120 }).map((list) => list.join(''));
const plain = ({ lines: _l, lineStarts: _s, lineFirstWords: _f, ...rest }: ReturnType<ReturnType<typeof createLineAnalyzer>>) => rest;

describe('long lines in pieces', () => {
  it('cut only after a terminator and a space, at least pieceChars apart, and only in long lines', () => {
    expect(pieceStarts('Short. Line.', 20, 3)).toEqual([0]);
    const line = 'The cells grow. Smith found it. We found the enzyme! Why? It grows.';
    const starts = pieceStarts(line, 20, 8);
    expect(starts).toEqual([0, 16, 32, 53]);
    for (const start of starts.slice(1)) expect(line.slice(start - 2, start)).toMatch(/^[.!?] $/u);
    expect(pieceStarts('no sentence ends in this rather long line at all', 20, 8)).toEqual([0]);
  });

  it('measure exactly as analyze(text) does, whatever was measured before', () => {
    fc.assert(
      fc.property(texts, texts, (before, after) => {
        const analyzeLines = createLineAnalyzer(dictionary, small);
        for (const text of [before, after, before]) {
          if (text.trim() === '') continue;
          const analysis = analyzeLines(text);
          expect(plain(analysis)).toEqual(analyze(text, dictionary));
          for (const line of analysis.lines) {
            if (!line.pieces) continue;
            expect(line.pieces.map((piece) => piece.text).join('')).toBe(line.text);
            expect(line.pieceFirstWords).toEqual(line.pieces.reduce<number[]>((firsts, piece, index) => [...firsts, index === 0 ? 0 : firsts[index - 1]! + line.pieces![index - 1]!.cleanedWords.length], []));
          }
        }
      }),
      { numRuns: 400 },
    );
  }, 60_000);

  it('measure only the changed piece again: a key keeps every other piece’s object', () => {
    const analyzeLines = createLineAnalyzer(dictionary, small);
    const before = analyzeLines.lines('The cells grow. Smith found it. We found the enzyme. Paris grows well.');
    const text = 'The cells grow. Smith found methylation. We found the enzyme. Paris grows well.';
    const after = analyzeLines.lines(text);
    const [first, second] = [before.lines[0]!.pieces!, after.lines[0]!.pieces!];
    expect(second).toHaveLength(first.length);
    expect(second[0]).toBe(first[0]);
    expect(second[1]).not.toBe(first[1]);
    expect(second[1]!.text).toBe('Smith found methylation. ');
    for (let index = 2; index < first.length; index++) expect(second[index]).toBe(first[index]);
    expect(after.lines[0]!.rare).toBe(analyze(text, dictionary).counts.rare);
  });
});
