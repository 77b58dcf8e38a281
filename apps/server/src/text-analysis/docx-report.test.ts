// The Word document must be one Word can open: XML 1.0 forbids most control characters, so a
// text that holds them (pasted from a PDF, a terminal, a broken file) must not carry them over.
import JSZip from 'jszip';
import mammoth from 'mammoth';
import { describe, expect, it } from 'vitest';
import { analyze, termsOf } from '@scicomm/jargon';
import { testDictionary, testSynsets } from '@scicomm/jargon/test-dictionary';
import { buildResultDocument, termLines, xmlSafe } from './docx-report.ts';

// eslint-disable-next-line no-control-regex -- the characters under test
const FORBIDDEN = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/u;

/** The XML text with numeric character references decoded, as an XML parser would read it. */
const decoded = (xml: string) =>
  xml.replace(/&#(x[0-9a-f]+|\d+);/gi, (_, code: string) =>
    String.fromCodePoint(
      code[0] === 'x' || code[0] === 'X' ? Number.parseInt(code.slice(1), 16) : Number(code),
    ),
  );

describe('the result document with control characters in the text', () => {
  it('drops what XML 1.0 forbids and keeps tabs, line breaks and every other character', () => {
    expect(xmlSafe('a\u0001b\u000bc\u001fd\ufffee\tf\ng\r😀h\ud800i')).toBe('abcde\tf\ng\r😀hi');
  });

  it('writes parts with no forbidden character, which mammoth reads back', async () => {
    const text = 'Cells\u0001 divide\u000b fast\u0007 in\ufffe culture.';
    const buffer = await buildResultDocument({
      name: 'Lab\u0007 notes',
      cleanedWords: ['cells', 'divide', 'fast', 'in', 'culture'],
      normalWords: [],
      rareWords: [],
      words: [text],
    });
    const zip = await JSZip.loadAsync(buffer);
    for (const name of Object.keys(zip.files)) {
      if (!name.endsWith('.xml')) continue;
      const xml = (await zip.file(name)?.async('string')) ?? '';
      expect(FORBIDDEN.test(decoded(xml)), name).toBe(false);
    }
    const { value } = await mammoth.extractRawText({ buffer });
    expect(value).toContain('Cells divide fast in culture.');
    expect(value).toContain('Lab notes');
  });
});

describe('the result document with key terms and explained terms', () => {
  const text = 'We found methylation in mice. Later we explain methylation, a chemical tag on DNA. CRISPR is used too.';
  const forms = ['we', 'found', 'methylation', 'in', 'mice', 'later', 'we', 'explain', 'methylation', 'a', 'chemical', 'tag', 'on', 'dna', 'crispr', 'is', 'used', 'too'];
  const bands = forms.map((form) => (['methylation', 'crispr'].includes(form) ? 'rare' : form === 'dna' ? 'mid' : 'common') as 'rare' | 'mid' | 'common');

  it('gives the adjusted score, the key terms and each explained term with where a late one first appears', async () => {
    const buffer = await buildResultDocument({
      name: 'Notes',
      cleanedWords: forms,
      normalWords: ['dna'],
      rareWords: ['methylation', 'methylation', 'crispr'],
      words: [text],
      wordBands: bands,
      period: 'English2021_2024',
      keyTerms: ['CRISPR'],
    });
    const { value } = await mammoth.extractRawText({ buffer });
    expect(value).toContain('Score: 81');
    // Without methylation (explained, both uses) and CRISPR (a key term): 15 words, one mid.
    expect(value).toContain('Adjusted score (without key terms and explained terms): 97');
    expect(value).toContain('Key terms: CRISPR (1 use)');
    expect(value).toContain('Explained late: methylation — “a chemical tag on DNA”; first used unexplained at “We found methylation in mice.');
  });
});

describe('the result document’s explained terms and the page’s: one detection', () => {
  // The page lists termsOf(analysis) (analysed-text.tsx, use-analyser-terms.ts); the .docx reads the text and bands again.
  const dictionary = testDictionary({
    common: ['farmers', 'planted', 'such', 'as', 'beans', 'and', 'peas', 'wheat', 'can', 'suffer', 'from', 'stem', 'a', 'fungal', 'disease', 'corals', 'host', 'tiny', 'algae', 'that', 'live', 'inside', 'them', 'the'],
    mid: ['rust'],
  });
  const text = 'Farmers planted legumes, such as beans and peas. Wheat can suffer from stem rust, a fungal disease. Corals host zooxanthellae, tiny algae that live inside them. The zooxanthellae feed them.';
  const analysis = analyze(text, dictionary);
  const byBand = (band: string) => analysis.cleanedWords.filter((_, word) => analysis.wordBands[word] === band);
  const input = { name: 'Notes', cleanedWords: analysis.cleanedWords, normalWords: byBand('mid'), rareWords: byBand('rare'), words: [text], period: 'English2021_2024' };
  const explainedLines = (lines: readonly string[]) => lines.filter((line) => line.startsWith('Explained'));

  it('prints exactly the explained terms the page lists, with the page’s bands or without them', () => {
    const page = termsOf(analysis).explainedTerms;
    expect(page.map((term) => `${term.term}: ${term.explanation}`)).toEqual(['zooxanthellae: tiny algae that live inside them']);
    const expected = page.map((term) => `Explained: ${term.term} — “${term.explanation}”`);
    expect(explainedLines(termLines({ ...input, wordBands: analysis.wordBands }))).toEqual(expected);
    expect(explainedLines(termLines(input))).toEqual(expected);
  });
});

describe('the result document’s list of rare words', () => {
  const text = 'We utilized the lesion data. The lesion healed.';
  const forms = ['we', 'utilized', 'the', 'lesion', 'data', 'the', 'lesion', 'healed'];
  const rare = new Set(['utilized', 'lesion']);
  const dictionary = testDictionary({
    common: ['we', 'the', 'data', 'healed', 'use', 'used'],
    rare: ['utilized', 'lesion'],
    thesaurus: testSynsets([
      { pos: 'v', members: ['utilize', 'use'], definition: 'put into service' },
      { pos: 'v', members: ['utilize'], definition: 'convert from one trust to another' },
      { pos: 'n', members: ['lesion'], definition: 'an injury to living tissue' },
      { pos: 'n', members: ['lesion'], definition: 'any localized abnormal structural change in a bodily part' },
    ]),
  });
  const input = {
    name: 'Notes',
    cleanedWords: forms,
    normalWords: [],
    rareWords: forms.filter((form) => rare.has(form)),
    words: [text],
    period: 'English2021_2024',
  };

  it('gives each rare word once, with its sure replacement in the sentence’s form or its meanings by their fit to the sentence', async () => {
    const { value } = await mammoth.extractRawText({ buffer: await buildResultDocument(input, dictionary) });
    const list = value.slice(value.indexOf('Rare words'));
    expect(list).toContain('utilized — plainer: used');
    expect(list).toMatch(/lesion — a term readers may not know\. Its dictionary meanings, to pick from for an explanation:\s*• an injury to living tissue\s*• any localized abnormal structural change in a bodily part/u);
    expect(list.match(/lesion —/gu)).toHaveLength(1);
  });

  it('names the words only without a dictionary', async () => {
    const { value } = await mammoth.extractRawText({ buffer: await buildResultDocument(input) });
    const list = value.slice(value.indexOf('Rare words'));
    expect(list).toMatch(/utilized\s+lesion/u);
    expect(list).not.toContain('plainer');
  });
});
