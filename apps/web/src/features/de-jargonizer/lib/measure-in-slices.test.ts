import { afterEach, describe, expect, it, vi } from 'vitest';
import { analyze, createLineAnalyzer, wholeTextAnalysis, type TextLines } from '@scicomm/jargon';
import { testDictionary } from '@scicomm/jargon/test-dictionary';
import { MeasureInSlices } from './measure-in-slices.ts';

const dictionary = testDictionary({ common: ['the', 'cells', 'grow'], mid: ['protein'], rare: ['methylation'] });

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('measuring the editor’s text in slices', () => {
  it('gives a short change’s lines at once', () => {
    // The clock stands still: however busy the machine, the text fits in the first slice.
    vi.spyOn(performance, 'now').mockReturnValue(0);
    const analyzer = createLineAnalyzer(dictionary);
    const got: TextLines[] = [];
    expect(new MeasureInSlices().run(analyzer, 'The cells grow.\nMethylation.', (lines) => got.push(lines))).toBe(true);
    expect(got).toHaveLength(1);
    expect(got[0]!.text).toBe('The cells grow.\nMethylation.');
  });

  it('measures a long text a slice at a time, then gives exactly its lines once', () => {
    vi.useFakeTimers();
    let now = 0;
    vi.spyOn(performance, 'now').mockImplementation(() => now);
    const analyzer = createLineAnalyzer(dictionary);
    // Each line measured takes 3 ms of the 8 ms slice: three lines per slice.
    const prepare = analyzer.prepare;
    analyzer.prepare = (text, stop) => prepare(text, () => ((now += 3), stop()));
    const text = Array.from({ length: 10 }, (_, index) => `The cells grow ${index} protein methylation.`).join('\n');
    const got: TextLines[] = [];
    const measure = new MeasureInSlices();
    expect(measure.run(analyzer, text, (lines) => got.push(lines))).toBe(false);
    expect(got).toHaveLength(0);
    vi.runAllTimers();
    expect(got).toHaveLength(1);
    const { lines: _lines, lineStarts: _starts, lineFirstWords: _first, ...figures } = wholeTextAnalysis(got[0]!);
    expect(figures).toEqual(analyze(text, dictionary));
  });

  it('never gives the lines of a measure that was cancelled or replaced', () => {
    vi.useFakeTimers();
    let now = 0;
    vi.spyOn(performance, 'now').mockImplementation(() => now);
    const analyzer = createLineAnalyzer(dictionary);
    const prepare = analyzer.prepare;
    analyzer.prepare = (text, stop) => prepare(text, () => ((now += 9), stop()));
    const measure = new MeasureInSlices();
    const got: string[] = [];
    measure.run(analyzer, 'The cells.\nGrow.\nProtein.', (lines) => got.push(lines.text));
    measure.run(analyzer, 'The cells.\nGrow.\nMethylation.', (lines) => got.push(lines.text));
    vi.runAllTimers();
    expect(got).toEqual(['The cells.\nGrow.\nMethylation.']);
    measure.run(analyzer, 'Protein.\nProtein grow.', (lines) => got.push(lines.text));
    measure.cancel();
    vi.runAllTimers();
    expect(got).toEqual(['The cells.\nGrow.\nMethylation.']);
  });
});
