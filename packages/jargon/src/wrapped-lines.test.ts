import { describe, expect, it } from 'vitest';
import { joinWrappedLines, looksHardWrapped, WRAP_SAMPLE_CHARS } from './wrapped-lines.ts';

const known = new Set(['measurement', 'sediment', 'environmental', 'well', 'known', 'the', 'team']);
const knows = (word: string) => known.has(word);

const pdfText = [
  'The measure-',
  'ment of the sediment took the environ-',
  'mental team a long time, and the well-',
  'known results of the first survey were',
  'confirmed by a second one.',
  '',
  'Methods',
  'We took three samples at each site.',
].join('\n');

describe('wrapped lines', () => {
  it('joins a word cut at a line end when the whole is a word, keeps the hyphen of a compound, and makes other wraps spaces', () => {
    expect(joinWrappedLines(pdfText, knows)).toBe(
      [
        'The measurement of the sediment took the environmental team a long time, and the well-known results of the first survey were confirmed by a second one.',
        '',
        'Methods',
        'We took three samples at each site.',
      ].join('\n'),
    );
  });

  it('joins a cut word whose halves are no words without its hyphen, whatever the whole', () => {
    const text =
      'The team found that the methylation of the methy-\nlation gene went up in the older mice.';
    expect(joinWrappedLines(text, knows)).toBe(
      'The team found that the methylation of the methylation gene went up in the older mice.',
    );
  });

  // "ar-⏎rays" once became "ar-rays" (the browser's word list holds "array", "ar" and
  // "rays" but not the rare "arrays"), and a short line ending "well-" stayed apart.
  it('drops the hyphen when only the whole is a word, an inflected form included, and joins a short line’s cut word', () => {
    const browserWords = new Set([
      'array',
      'ar',
      'rays',
      'well',
      'known',
      'measure',
      'the',
      'team',
      'studies',
      'study',
    ]);
    const browserKnows = (word: string) => browserWords.has(word);
    expect(
      joinWrappedLines(
        'The sensors were laid out in large ar-\nrays along the shore of the lake.',
        browserKnows,
      ),
    ).toBe('The sensors were laid out in large arrays along the shore of the lake.');
    expect(joinWrappedLines('It is well-\nknown that rivers carry sediment.', browserKnows)).toBe(
      'It is well-known that rivers carry sediment.',
    );
    expect(joinWrappedLines('Past stud-\nies measured it.', browserKnows)).toBe(
      'Past studies measured it.',
    );
    expect(
      joinWrappedLines(
        'They measured it and the team mea-\nsured it again, twice over.',
        browserKnows,
      ),
    ).toBe('They measured it and the team measured it again, twice over.');
    // A short line that ends with a dash between words, or before a capital, is not a cut word.
    expect(joinWrappedLines('Results -\nnone yet.', browserKnows)).toBe('Results -\nnone yet.');
    expect(joinWrappedLines('Anti-\nInflammatory Drugs', browserKnows)).toBe(
      'Anti-\nInflammatory Drugs',
    );
  });

  it('joins a long line’s cut word, CRLF line ends included, and leaves short lines, headings, lists and paragraph ends', () => {
    const text =
      'The team measured how much sedi-\r\nment the river carried after storms.\r\n- the first sample\r\n- the second sample';
    expect(joinWrappedLines(text, knows)).toBe(
      'The team measured how much sediment the river carried after storms.\r\n- the first sample\r\n- the second sample',
    );
    // A blank line between CRLF paragraphs stays, after a line that ends on "the".
    const windows = 'The samples were taken from the river and the\r\n\r\nlake was dry.';
    expect(joinWrappedLines(windows, knows)).toBe(windows);
    const paragraphs = 'Cells divide.\nThey grow.\n\nA heading\nText under it.';
    expect(joinWrappedLines(paragraphs, knows)).toBe(paragraphs);
  });

  it('tells a text wrapped as a PDF is from one written a paragraph a line', () => {
    expect(looksHardWrapped(pdfText)).toBe(true);
    expect(
      looksHardWrapped(
        'The first paragraph, written on one line without breaks.\nThe second paragraph, also on one line.\n\nA third.',
      ),
    ).toBe(false);
    // Lines that open with spaces count as lines of text.
    expect(looksHardWrapped(pdfText.replaceAll('\n', '\n  '))).toBe(true);
    // One wrap is not enough to say.
    expect(
      looksHardWrapped('We measured how quickly the river carried the\nsediment after each storm.'),
    ).toBe(false);
    // Only the start of a long text is read.
    const late = `${'A sentence on its own line.\n'.repeat(Math.ceil(WRAP_SAMPLE_CHARS / 28))}${pdfText}`;
    expect(looksHardWrapped(late)).toBe(false);
  });
});
