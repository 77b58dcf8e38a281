import { describe, expect, it } from 'vitest';
import { figuresIn } from '../critical-thinking/figures.ts';
import { vagueReferences } from '../coherence/pronoun-reference.ts';
import { splitSentences } from '../../measures/sentences.ts';
import { measureText } from './text-measures.ts';
import { countWords, wordRangeMessage } from '../../engine/word-count.ts';
import { renderSaid } from '../../chat/render.ts';

describe('word counts', () => {
  it.each([
    ['', 0],
    ['   ', 0],
    ['one', 1],
    [' one  two\nthree\tfour ', 4],
    // "<" alone holds no letter or digit: punctuation, not a word.
    ['state-of-the-art, p < 0.05', 3],
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
  it('splits sentences without breaking at abbreviations or decimals, and finds the longest', () => {
    const { sentences, longestSentence } = measureText(
      'Dr. Levi grows 2.5 kg of rice, e.g. in wet fields. Why? Because it feeds millions!\nA list line',
    );
    expect(sentences.map((sentence) => sentence.text)).toEqual([
      'Dr. Levi grows 2.5 kg of rice, e.g. in wet fields.',
      'Why?',
      'Because it feeds millions!',
      'A list line',
    ]);
    expect(longestSentence?.words).toBe(11);
  });

  it('measures an empty text as empty', () => {
    const measures = measureText('   ');
    expect(measures.sentences).toEqual([]);
    expect(measures.longestSentence).toBeNull();
  });
});

describe('the measures the coach\'s questions read', () => {
  it('flags a bare demonstrative that opens a sentence, not one followed by a noun', () => {
    const sentences = splitSentences('Bees pollinate crops. This means more food. This effect is large. “These are rare.”');
    expect(vagueReferences(sentences).map(({ sentenceIndex, pronoun }) => [sentenceIndex, pronoun])).toEqual([
      [1, 'This'],
      [3, 'These'],
    ]);
  });

  it('finds the figures as written', () => {
    expect(figuresIn('Our survey of 1,200 people found 40% use it, 2.5 times as often as in H2O tests.')).toEqual(['1,200', '40%', '2.5']);
  });
});
