// The spelling remark (`spelling.misspelt`, misspelt-words.ts) on its own; how the words for the
// readers leave misspelt words out is tested with them (../jargon/words-for-readers.test.ts). The
// word lists are the built ones (DICTIONARY_DIR); without them these cases are skipped.
import { describe, expect, it } from 'vitest';
import type { JargonAnalysis } from '../../engine/coach.ts';
import { renderMessage } from '../../kinds/render.ts';
import { wordLists } from '../../measures/word-lists.ts';
import {
  createFakeJargonAnalyzer,
  type FakeAnalyzerWords,
} from '../../../testing/fake-jargon-analyzer.ts';
import { misspeltWordsRemarks } from './misspelt-words.ts';

const noData = wordLists().englishSpelling === null || wordLists().frequencies.he === null;

/** The fake measure with the news's silence for unlisted words, as the real window has for most forms. */
function analysed(text: string, words: FakeAnalyzerWords): JargonAnalysis {
  return createFakeJargonAnalyzer({ unlistedCount: 0, ...words }).analyze(text) as JargonAnalysis;
}

describe.skipIf(noData)('the spelling remark', { timeout: 60_000 }, () => {
  it('reads a short word run into the next as the two words ("alot" → "a lot")', () => {
    const text = 'Concrete cracks alot, and water gets in.';
    expect(
      misspeltWordsRemarks(text, analysed(text, { rare: { alot: 3 } })).map(
        (item) => item.message.params?.['suggestion'],
      ),
    ).toEqual(['a lot']);
  });

  it('takes a Hebrew word the multi-source list knows for a real word, however rare', () => {
    const text = 'החיידקים בקרקע מקבעים חנקן בשדה.';
    expect(misspeltWordsRemarks(text, analysed(text, { rare: { חנקן: 0 } }))).toEqual([]);
  });

  it('leaves a real term no list knows alone: no common word is one edit from it', () => {
    const text = 'We traced the glymphatic flow and the cephalopods it feeds.';
    expect(misspeltWordsRemarks(text, analysed(text, { rare: { glymphatic: 0, cephalopods: 0 } }))).toEqual([]);
  });

  it('calls neither a species name nor a term misspelt: "Posidonia oceanica", "palps" (no "alps": a typo keeps its first letter)', () => {
    const text = 'Seagrass called Posidonia oceanica grows here, and the mosquito tastes it with its palps.';
    expect(misspeltWordsRemarks(text, analysed(text, { rare: { oceanica: 0, palps: 0 } }))).toEqual([]);
  });

  it('prefers the word the text itself spells right ("sulfer" beside "sulfur", not "suffer")', () => {
    const text = 'Lithium sulfer cells are cheap, since sulfur is left over from refining.';
    expect(misspeltWordsRemarks(text, analysed(text, { rare: { sulfer: 0 } })).map((item) => item.message.params?.['suggestion'])).toEqual(['sulfur']);
  });

  it('names at most three words, each at its first use, with the word meant', () => {
    const text = 'We mesured the wich and the alot and the tempreture, then mesured again.';
    const remarks = misspeltWordsRemarks(
      text,
      analysed(text, { rare: { mesured: 0, wich: 0, alot: 0, tempreture: 0 } }),
    );
    expect(remarks).toHaveLength(3);
    expect(remarks.every((item) => item.kind === 'spelling.misspelt')).toBe(true);
    const first = remarks[0]!;
    expect(text.slice(first.span!.start, first.span!.end)).toBe(
      first.message.params?.['word'],
    );
    expect(renderMessage(first.message)).toMatch(/^“\w+” looks misspelt: did you mean “[\w ]+”\?$/u);
  });
});
