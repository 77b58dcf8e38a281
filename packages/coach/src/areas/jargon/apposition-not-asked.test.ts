// Shapes of remarks an instructor labelled false on fresh walks, written anew, each with the case
// that must still get the remark beside it: a term explained by an apposition is not asked.
import { describe, expect, it } from 'vitest';
import type { JargonAnalysis } from '../../coaches/coach.ts';
import { createFakeJargonAnalyzer } from '../../testing/fake-jargon-analyzer.ts';
import { wordsToAsk } from './jargon-remarks.ts';

describe('Half Life', () => {
  const ask = (text: string, rare: Record<string, number>) =>
    wordsToAsk(text, createFakeJargonAnalyzer({ unlistedCount: 0, rare }).analyze(text) as JargonAnalysis, 'juniorHigh').map((word) => word.word);

  it('does not ask a term explained by an apposition with a place in it, nor a word of that explanation', () => {
    const explained = 'I study melanosomes, tiny sacs inside feathers that hold colour.';
    expect(ask(explained, { melanosomes: 0, sacs: 4 })).toEqual([]);
    // Without the explanation both are asked; a rare word past the gloss's end still is.
    expect(ask('I study melanosomes and the sacs of feathers.', { melanosomes: 0, sacs: 4 })).toEqual(['melanosomes', 'sacs']);
    expect(ask('We study methylation, a chemical tag on genes, and epigenetics.', { methylation: 0, epigenetics: 1 })).toEqual(['epigenetics']);
  });
});

