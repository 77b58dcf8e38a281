// Every walk over a text is linear in its length (docs/server.md "Regexes are bounded"): for each
// input that made a walk quadratic (a run of spaces, letters or closing marks that a regex
// anchored at the end tried from every start), ten times the text takes about ten times as long,
// never a hundred. A ratio of two timings on the same machine, not a time: the best of a few
// tries after a warm-up, so a busy machine does not decide.
import { describe, expect, it } from 'vitest';
import { sentenceSpans, wrapsMidSentence } from './sentences.ts';
import { joinWrappedLines } from './wrapped-lines.ts';
import { tokenize } from './tokenizer.ts';

const SMALL = 10_000;
const LARGE = 100_000;
/**
 * Linear is 10× (measured 9–11 here); quadratic would be 100×. The 12× sits too close to
 * linear for a busy CI machine (a large text leaves the cache, a collection lands in one timing),
 * so the test holds 20×, which still fails every quadratic walk by a factor of five.
 */
const MAX_RATIO = 20;

/** Milliseconds one walk takes: repeated until 5 ms have passed, so a fast walk is above the timer's resolution. */
function timeOf(walk: () => void): number {
  const started = performance.now();
  let runs = 0;
  do {
    walk();
    runs++;
  } while (performance.now() - started < 5);
  return (performance.now() - started) / runs;
}

/**
 * How much longer the walk takes on LARGE characters of its worst input than on SMALL: the best
 * of a few tries, each timing both sizes anew (the machine's load changes), stopping at the first
 * within the limit, or once a large walk took seconds (a quadratic walk cannot be interrupted,
 * and would otherwise hold the test for minutes).
 */
function growth(walk: (text: string) => unknown, worst: (length: number) => string): number {
  const small = worst(SMALL);
  const large = worst(LARGE);
  timeOf(() => walk(small));
  let best = Number.POSITIVE_INFINITY;
  for (let attempt = 0; attempt < 5; attempt++) {
    const smallTime = timeOf(() => walk(small));
    const largeTime = timeOf(() => walk(large));
    best = Math.min(best, largeTime / smallTime);
    if (best <= MAX_RATIO || largeTime > 1000) break;
  }
  return best;
}

/** A long line whose run of spaces (em spaces) does not end it, then a line that goes on. */
const spacesInsideALine = (length: number) => `word${'\u2003'.repeat(length)}x\nnext line goes on`;
/** A wrapped line (it ends on "and") of letters and spaces, as a PDF's text may hold. */
const wrappedLineOfRuns = (length: number) => `${'a'.repeat(length / 2)}${' '.repeat(length / 2)}x and\nnext line goes on`;
/** A chunk that looks like a domain, then closing marks, then a letter. */
const closingMarks = (length: number) => `see a.b${')'.repeat(length)}x now`;

describe('text walks are linear in the text', () => {
  it.each([
    ['wrapsMidSentence', (text: string) => wrapsMidSentence(text, text.indexOf('\n')), spacesInsideALine],
    ['sentenceSpans of a pasted document', (text: string) => sentenceSpans(text, true), spacesInsideALine],
    ['joinWrappedLines', (text: string) => joinWrappedLines(text, () => true), wrappedLineOfRuns],
    ['tokenize', tokenize, closingMarks],
  ] as const)('%s', (_name, walk, worst) => {
    expect(growth(walk, worst)).toBeLessThanOrEqual(MAX_RATIO);
  });
});
