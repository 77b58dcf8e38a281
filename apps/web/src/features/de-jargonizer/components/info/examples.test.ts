// The Instructions page states figures for its two worked examples: they must be what the
// measure really gives in the default period (this reads the built dictionaries).
import { describe, expect, it } from 'vitest';
import { analyze, DEFAULT_PERIOD } from '@scicomm/jargon';
import { loadDictionaries } from '@scicomm/jargon/load';
import { WORKED_EXAMPLES } from './examples.ts';

describe('worked examples', () => {
  const dictionary = loadDictionaries().get(DEFAULT_PERIOD);
  it.each(WORKED_EXAMPLES.map((example) => [example.key, example] as const))(
    '%s states the figures the measure gives',
    (_key, example) => {
      const analysis = analyze(example.text, dictionary);
      expect(analysis.counts).toEqual(example.counts);
      expect(analysis.percentages).toEqual(example.percentages);
      expect(analysis.score).toBe(example.score);
    },
  );
});
