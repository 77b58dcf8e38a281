import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { analyze } from './classify.ts';
import { createLineAnalyzer, figuresOfLines, wholeTextAnalysis } from './line-analysis.ts';
import { testDictionary } from './test-dictionary.ts';

const dictionary = testDictionary({
  common: ['the', 'cells', 'grow', 'well', 'known', 'we', 'found', 'it', 'paris'],
  mid: ['protein', 'enzyme'],
  rare: ['methylation'],
  names: ['paris', 'smith'],
});

const pieces = [
  'the', 'cells', 'grow', 'Paris', 'Smith', 'paris', 'well-known', 'protein', 'Methylation', 'enzyme’s', "it's",
  'a@b.org', 'https://x.org/a', 'example.com', '3.5', 'e.g.', '.', '. ', ', ', ' ', '  ', '\n', '\n\n', '\r\n', '\u2028', '—', '(', ')',
];
const texts = fc.array(fc.constantFrom(...pieces), { minLength: 1, maxLength: 60 }).map((parts) => parts.join(''));

/** The fields of an analysis that `analyze` also gives. */
const plain = ({ lines: _l, lineStarts: _s, lineFirstWords: _f, ...rest }: ReturnType<ReturnType<typeof createLineAnalyzer>>) => rest;

describe('the line-by-line analysis', () => {
  it('is exactly analyze(text), whatever was analysed before it', () => {
    fc.assert(
      fc.property(texts, texts, (before, after) => {
        const analyzeLines = createLineAnalyzer(dictionary);
        for (const text of [before, after, before]) {
          if (text.trim() === '') {
            expect(() => analyzeLines(text)).toThrow('Article is empty.');
            continue;
          }
          expect(plain(analyzeLines(text))).toEqual(analyze(text, dictionary));
        }
      }),
      { numRuns: 300 },
    );
  }, 30_000);

  it('measures only the changed line again and keeps the other lines’ objects', () => {
    const analyzeLines = createLineAnalyzer(dictionary);
    const first = analyzeLines('The cells grow.\nWe found methylation.\n\nSmith and Paris.');
    const second = analyzeLines('The cells grow.\nWe found the enzyme.\n\nSmith and Paris.');
    expect(second.lines).toHaveLength(4);
    expect(second.lines[0]).toBe(first.lines[0]);
    expect(second.lines[1]).not.toBe(first.lines[1]);
    expect(second.lines[2]).toBe(first.lines[2]);
    expect(second.lines[3]).toBe(first.lines[3]);
    expect(second.lineStarts).toEqual([0, 16, 37, 38]);
    expect(second.lineFirstWords).toEqual([0, 3, 7, 7]);
    expect(second.rareWords).toEqual(['smith', 'and']);
    expect(second.normalWords).toEqual(['enzyme']);
  });

  it('gives the lines alone at once, and the whole analysis from them later, equal to analyze(text)', () => {
    fc.assert(
      fc.property(texts, texts, (before, after) => {
        const analyzeLines = createLineAnalyzer(dictionary);
        if (before.trim() !== '') analyzeLines.lines(before);
        if (after.trim() === '') return;
        const lines = analyzeLines.lines(after);
        expect(lines.text).toBe(after);
        expect(lines.lines.map((line) => line.text).join('\n')).toBe(after);
        expect(plain(wholeTextAnalysis(lines))).toEqual(analyze(after, dictionary));
      }),
      { numRuns: 200 },
    );
  });

  it('gives the same lines object for the text it measured last, and new lines for any other', () => {
    const analyzeLines = createLineAnalyzer(dictionary);
    const first = analyzeLines.lines('The cells grow.\nWe found methylation.');
    expect(analyzeLines.lines('The cells grow.\nWe found methylation.')).toBe(first);
    const other = analyzeLines.lines('The cells grow.\nWe found it.');
    expect(other).not.toBe(first);
    expect(other.lines[0]).toBe(first.lines[0]);
    expect(analyzeLines.lines('The cells grow.\nWe found methylation.')).not.toBe(first);
    expect(analyzeLines.period).toBe(dictionary.code);
  });

  it('measures a text ahead a few lines at a time, and then gives exactly its lines', () => {
    const analyzeLines = createLineAnalyzer(dictionary);
    const text = ['The cells grow.', 'We found methylation.', '', 'Smith and Paris.', 'The enzyme.'].join('\n');
    let calls = 0;
    // Stops after every line it measures: one line per call.
    const steps: boolean[] = [];
    for (let done = false; !done; ) {
      done = analyzeLines.prepare(text, () => true);
      steps.push(done);
      calls++;
      expect(calls).toBeLessThan(10);
    }
    expect(steps).toEqual([false, false, false, false, true]);
    expect(analyzeLines.prepare(text, () => true)).toBe(true);
    expect(plain(wholeTextAnalysis(analyzeLines.lines(text)) as ReturnType<ReturnType<typeof createLineAnalyzer>>)).toEqual(
      analyze(text, dictionary),
    );
  });

  it('gives the same lines whether or not a text was prepared, whatever was prepared before', () => {
    fc.assert(
      fc.property(texts, texts, fc.integer({ min: 0, max: 5 }), (before, after, budget) => {
        if (after.trim() === '') return;
        const analyzeLines = createLineAnalyzer(dictionary);
        if (before.trim() !== '') analyzeLines.lines(before);
        let left = budget;
        analyzeLines.prepare(before, () => left-- <= 0);
        analyzeLines.prepare(after, () => left-- <= 0);
        expect(plain(wholeTextAnalysis(analyzeLines.lines(after)) as ReturnType<ReturnType<typeof createLineAnalyzer>>)).toEqual(
          analyze(after, dictionary),
        );
      }),
      { numRuns: 200 },
    );
  });

  it('after any run of small edits gives exactly a fresh analyser’s lines, and keeps each line the edit did not touch', () => {
    const edit = fc.record({ at: fc.nat(), remove: fc.integer({ min: 0, max: 6 }), insert: fc.constantFrom('', ...pieces) });
    fc.assert(
      fc.property(texts, fc.array(edit, { minLength: 1, maxLength: 12 }), (first, edits) => {
        const analyzeLines = createLineAnalyzer(dictionary);
        let text = first;
        let before = text.trim() === '' ? null : analyzeLines.lines(text);
        for (const { at, remove, insert } of edits) {
          const position = at % (text.length + 1);
          const edited = text.slice(0, position) + insert + text.slice(position + remove);
          if (edited.trim() === '') continue;
          const lines = analyzeLines.lines(edited);
          const fresh = createLineAnalyzer(dictionary).lines(edited);
          expect(lines.lineStarts).toEqual(fresh.lineStarts);
          expect(lines.lineFirstWords).toEqual(fresh.lineFirstWords);
          expect(lines.lines).toEqual(fresh.lines);
          if (before) {
            // The lines wholly before the edit are the same objects as before it.
            const untouched = text.slice(0, position).split('\n').length - 1;
            for (let index = 0; index < untouched; index++) expect(lines.lines[index]).toBe(before.lines[index]);
          }
          text = edited;
          before = lines;
        }
      }),
      { numRuns: 400 },
    );
  });

  it('keeps the lines after an edit too, at their new offsets', () => {
    const analyzeLines = createLineAnalyzer(dictionary);
    const first = analyzeLines.lines('The cells grow.\nWe found methylation.\n\nSmith and Paris.');
    const second = analyzeLines.lines('The cells grow well.\nWe found methylation.\n\nSmith and Paris.');
    expect(second.lines[0]).not.toBe(first.lines[0]);
    expect(second.lines.slice(1)).toEqual(first.lines.slice(1));
    for (let index = 1; index < 4; index++) expect(second.lines[index]).toBe(first.lines[index]);
    expect(second.lineStarts).toEqual([0, 21, 43, 44]);
    expect(second.lineFirstWords).toEqual([0, 4, 7, 7]);
  });

  it('gives the counts, percentages and score of analyze(text) from the lines alone', () => {
    fc.assert(
      fc.property(texts, (text) => {
        if (text.trim() === '') return;
        const { counts, percentages, score } = analyze(text, dictionary);
        expect(figuresOfLines(createLineAnalyzer(dictionary).lines(text))).toEqual({ counts, percentages, score });
      }),
      { numRuns: 300 },
    );
  });
});
