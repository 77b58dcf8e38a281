// The spelling remark (`spelling.misspelt`, misspelt-words.ts) on its own; how the rare-word
// question leaves misspelt words out is tested with the question (../jargon/unfamiliar-words.test.ts).
// The dictionaries and the spoken-English counts are read from the data folder (data/README.md
// "Spoken English"); without it these cases are skipped.
import { describe, expect, it } from 'vitest';
import type { JargonAnalysis } from '../../coaches/coach.ts';
import { renderMessage } from '../../findings/render.ts';
import { spokenEnglish } from '../../measures/word-lexicons.ts';
import {
  createFakeJargonAnalyzer,
  type FakeAnalyzerWords,
} from '../../testing/fake-jargon-analyzer.ts';
import { misspeltWordsRemarks } from './misspelt-words.ts';

const noData = spokenEnglish() === null;

/** The fake measure with the news's silence for unlisted words, as the real window has for most forms. */
function analysed(text: string, words: FakeAnalyzerWords): JargonAnalysis {
  return createFakeJargonAnalyzer({ unlistedCount: 0, ...words }).analyze(text) as JargonAnalysis;
}

// The first case loads the spelling dictionaries and the term list (some seconds).
describe.skipIf(noData)('the spelling remark', { timeout: 60_000 }, () => {
  it('reads a short word run into the next as the two words ("alot" → "a lot")', () => {
    const text = 'Concrete cracks alot, and water gets in.';
    expect(
      misspeltWordsRemarks(text, analysed(text, { rare: { alot: 3 } })).map(
        (item) => item.message.params?.['suggestion'],
      ),
    ).toEqual(['a lot']);
  });

  it('says nothing of a Hebrew text, which the English dictionaries cannot judge', () => {
    const text = 'החיידקים בקרקע מקבעים חנקן בשדה.';
    expect(misspeltWordsRemarks(text, analysed(text, { rare: { חנקן: 0 } }))).toEqual([]);
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
