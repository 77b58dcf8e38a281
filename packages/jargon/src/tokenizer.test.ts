import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { countWhitespaceTokens, isEmailOrUrl, tokenize, wordsOf } from './tokenizer.ts';

describe('tokenizer rules (packages/jargon/README.md)', () => {
  const cases: [rule: string, text: string, words: string[]][] = [
    ['words are lowercase lookup forms', 'The Season', ['the', 'season']],
    ['letters of any script', 'naïve café Zürich Ελλάδα Москва', ['naïve', 'café', 'zürich', 'ελλάδα', 'москва']],
    ['Hebrew letters', 'שלום עולם', ['שלום', 'עולם']],
    ['Hebrew points are not part of the lookup form', 'שָׁלוֹם', ['שלום']],
    ['combining marks stay in the word (NFC)', 'cafe\u0301 au lait', ['café', 'au', 'lait']],
    ['astral-plane letters are letters', '𝒜lpha', ['𝒜lpha']],
    ['inner apostrophes are kept', "don't I'm rock'n'roll", ["don't", "i'm", "rock'n'roll"]],
    ['outer apostrophes are dropped', "'quoted' students'", ['quoted', 'students']],
    ["a trailing 's is removed", "Smith's it's JOHN'S", ['smith', 'it', 'john']],
    ["an 's after a number is not a word", "the 1990's and 2024's best", ['the', 'and', 'best']],
    ['curly apostrophes are apostrophes', 'don’t ‘quoted’ donʼt', ["don't", 'quoted', "don't"]],
    ["a trailing curly ’s is removed", 'Smith’s lab', ['smith', 'lab']],
    ['numbers are not words', 'In 2024, 3.5 million and 1,000', ['in', 'million', 'and']],
    ['digits end a word, as in the BBC counts', 'COVID19 h2o', ['covid', 'h', 'o']],
    ['punctuation separates words', 'one,two;three(four)five!six?', ['one', 'two', 'three', 'four', 'five', 'six']],
    ['e-mail addresses are dropped', 'mail me@example.com or (you@x.org). Now', ['mail', 'or', 'now']],
    ['social handles are dropped with e-mails', 'ask @someone today', ['ask', 'today']],
    ['www addresses are dropped', 'see www.bbc.co.uk now', ['see', 'now']],
    ['any scheme:// URL is dropped', 'see https://example.org/a-b?c=d and ftp://files.example.net/x now', ['see', 'and', 'now']],
    ['bare domains are dropped', 'visit example.com, bbc.co.uk/news and nature.org/articles/x now', ['visit', 'and', 'now']],
    ['a bare domain at a sentence end is dropped', 'Visit example.com.', ['visit']],
    ['a missing space after a full stop is not a domain', 'the end.So what', ['the', 'end', 'so', 'what']],
    ['abbreviations are not domains', 'e.g. U.S. Ph.D. i.e.', ['e', 'g', 'u', 's', 'ph', 'd', 'i', 'e']],
    ['a slash alone is not a URL', 'and/or', ['and', 'or']],
    ['a hyphenated word is one word', 'a well-known state-of-the-art result', ['a', 'well-known', 'state-of-the-art', 'result']],
    ['Unicode hyphens join like -', 're‐enter non‑stop', ['re-enter', 'non-stop']],
    ['a hyphen before digits ends the word', 'COVID-19 cases', ['covid', 'cases']],
    ['dashes and loose hyphens separate', 'word - word -lead trail- a--b en–dash', ['word', 'word', 'lead', 'trail', 'a', 'b', 'en', 'dash']],
    ["a hyphenated word loses its trailing 's", "mother-in-law's house", ['mother-in-law', 'house']],
    ['Hebrew geresh and gershayim stay inside a word', 'צה״ל ד׳', ['צה״ל', 'ד']],
  ];
  it.each(cases)('%s: %j', (_rule, text, words) => {
    expect(wordsOf(text)).toEqual(words);
  });

  it('keeps the parts of a hyphenated word', () => {
    const [token] = tokenize('State-of-the-Art');
    expect(token?.form).toBe('state-of-the-art');
    expect(token?.parts).toEqual(['state', 'of', 'the', 'art']);
  });

  const flags: [text: string, word: string, capitalised: boolean, sentenceStart: boolean][] = [
    ['Gene therapy works', 'Gene', true, true],
    ['We met Gene Smith', 'Gene', true, false],
    ['We met Gene Smith', 'Smith', true, false],
    ['the GENE was found', 'GENE', false, false],
    ['It was done. Gene did it', 'Gene', true, true],
    ['Really? Gene did it', 'Really', true, true],
    ['Wow! "Gene did it"', 'Gene', true, true],
    ['A list:\nGene did it', 'Gene', true, true],
    ['It costs 3.5 Million', 'Million', true, false],
    ['see example.com. Gene did it', 'Gene', true, true],
    ['Made by McDonald', 'McDonald', true, false],
    ["Met O'Brien there", "O'Brien", true, false],
    ['Met Émile there', 'Émile', true, false],
    ['I went', 'I', true, true],
  ];
  it.each(flags)('in %j, %s is capitalised=%s, begins a sentence=%s', (text, word, capitalised, sentenceStart) => {
    const token = tokenize(text).find((candidate) => candidate.text === word);
    expect(token).toMatchObject({ capitalised, sentenceStart });
  });

  it('covers the whole text: the tokens put together give it back', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 200 }), (text) => {
        expect(tokenize(text).map((token) => token.text).join('')).toBe(text);
      }),
    );
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 200 }), (text) => {
        expect(tokenize(text).map((token) => token.text).join('')).toBe(text);
      }),
    );
    // fast-check runs many cases: generous under a loaded machine, still bounded.
  }, 30_000);

  it('never throws and finds only lookup forms that contain letters', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 300 }), (text) => {
        for (const word of wordsOf(text)) expect(word).toMatch(/\p{L}/u);
      }),
    );
  });
});

describe('isEmailOrUrl', () => {
  it.each(['me@x.com', 'https://a.b/c', 'www.example', 'example.com', 'bbc.co.uk/news', 'localhost.dev:8080', '"example.org".'])(
    '%s is dropped',
    (chunk) => expect(isEmailOrUrl(chunk)).toBe(true),
  );
  it.each(['end.So', 'e.g.', 'file.txt', 'Node.js', '3.5', 'and/or'])('%s is kept', (chunk) => expect(isEmailOrUrl(chunk)).toBe(false));
});

describe('countWhitespaceTokens (whitespace-separated tokens)', () => {
  it.each([
    ['', 0],
    ['   ', 0],
    ['one', 1],
    [' two  words\n', 2],
    ['a\u00a0b\tc', 3],
    ['see www.x.org, 2024!', 3],
  ] as const)('%j has %i', (text, count) => expect(countWhitespaceTokens(text)).toBe(count));
});
