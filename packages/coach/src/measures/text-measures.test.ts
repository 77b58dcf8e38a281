import { describe, expect, it } from 'vitest';
import { measureText } from './text-measures.ts';
import { countWords, wordRangeMessage } from '../engine/word-count.ts';
import { renderSaid } from '../messages/render.ts';

describe('word counts', () => {
  it.each([
    ['', 0],
    ['   ', 0],
    ['one', 1],
    [' one  two\nthree\tfour ', 4],
    ['state-of-the-art, p < 0.05', 4],
  ])('%j has %i whitespace-separated words', (text, count) => {
    expect(countWords(text)).toBe(count);
  });

  it('answers out-of-range texts with the exact message', () => {
    expect(renderSaid(wordRangeMessage({ min: 45, max: 75 }, 80))).toBe(
      'Please use 45–75 words. Currently, you used 80.',
    );
  });
});

describe('measureText', () => {
  it('splits sentences without breaking at abbreviations or decimals', () => {
    const { sentences, longestSentence, averageSentenceWords } = measureText(
      'Dr. Levi grows 2.5 kg of rice, e.g. in wet fields. Why? Because it feeds millions!\nA list line',
    );
    expect(sentences.map((sentence) => sentence.text)).toEqual([
      'Dr. Levi grows 2.5 kg of rice, e.g. in wet fields.',
      'Why?',
      'Because it feeds millions!',
      'A list line',
    ]);
    expect(longestSentence?.words).toBe(11);
    expect(averageSentenceWords).toBe(4.8);
  });

  it('finds connectors and the sentences they link', () => {
    const { connectors } = measureText(
      'Rice needs water. However, droughts grow. As a result, yields fall. Farmers worry.',
    );
    expect(connectors.found).toEqual([
      { kind: 'cause', connector: 'as a result' },
      { kind: 'contrast', connector: 'however' },
    ]);
    expect(connectors.linkedSentences).toBe(2);
    expect(connectors.linkableSentences).toBe(3);
  });

  it('flags a bare demonstrative that opens a sentence, not one followed by a noun', () => {
    const { vagueReferences } = measureText(
      'Bees pollinate crops. This means more food. This effect is large. “These are rare.”',
    );
    expect(vagueReferences.map(({ sentenceIndex, pronoun }) => [sentenceIndex, pronoun])).toEqual([
      [1, 'This'],
      [3, 'These'],
    ]);
  });

  it('folds plurals but not words that only end in s', () => {
    const { keyTerms } = measureText(
      'The virus spreads. Each analysis of the virus helps. Analysis matters.',
    );
    expect(keyTerms.repeated).toEqual([
      { term: 'virus', count: 2 },
      { term: 'analysis', count: 2 },
    ]);
  });

  it('counts repeated key terms (plural folded) and linked sentence pairs', () => {
    const { keyTerms } = measureText('Bees visit flowers. Flowers need bees. Rain falls.');
    expect(keyTerms.repeated).toEqual([
      { term: 'bee', count: 2 },
      { term: 'flower', count: 2 },
    ]);
    expect(keyTerms.linkedPairs).toBe(1);
    expect(keyTerms.pairs).toBe(2);
  });

  it('finds numbers and evidence markers', () => {
    const { evidence, purposeMarkers } = measureText(
      'Our survey of 1,200 people found 40% use it, which could help.',
    );
    expect(evidence.numbers).toEqual(['1,200', '40%']);
    expect(evidence.markers).toEqual(['found', 'survey']);
    expect(purposeMarkers).toEqual(['help', 'could']);
  });

  it('measures an empty text as empty', () => {
    const measures = measureText('   ');
    expect(measures.words).toBe(0);
    expect(measures.sentences).toEqual([]);
    expect(measures.longestSentence).toBeNull();
    expect(measures.averageSentenceWords).toBe(0);
  });
});
