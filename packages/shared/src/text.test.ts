import { describe, expect, it } from 'vitest';
import { countWords, countWrittenWords, escapeHtml } from './text.ts';

describe('escapeHtml', () => {
  it('escapes the five special characters and nothing else', () => {
    expect(escapeHtml(`<a href="x" title='y'>&</a>`)).toBe('&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;&amp;&lt;/a&gt;');
    expect(escapeHtml('plain text, עברית, عربي')).toBe('plain text, עברית, عربي');
  });
});

describe('countWords: whitespace-separated tokens', () => {
  it.each([
    ['', 0],
    ['   ', 0],
    ['one', 1],
    [' two  words\n', 2],
    ['a\u00a0b\tc', 3],
    ['see www.x.org, 2024!', 3],
    // NEXT LINE is white space and a line break in Unicode, though not in JavaScript's \s.
    ['a\u0085b', 2],
    ['\u0085a\u0085', 1],
    ['a\u2028b\u2029c', 3],
    ['a\u3000b', 2],
    ['a\r\nb', 2],
    ['warm – wet', 3],
  ] as const)('%j has %i', (text, count) => expect(countWords(text)).toBe(count));
});

describe('countWrittenWords: the tokens with a letter or digit', () => {
  it.each([
    ['', 0],
    ['see www.x.org, 2024!', 3],
    // A spaced dash, a bullet or an ampersand alone is punctuation, in any script.
    ['warm – wet — dry - cold', 4],
    ['קיוביטים – יחידות מידע', 3],
    ['• one & two', 2],
    ['1 – 2', 2],
  ] as const)('%j has %i', (text, count) => expect(countWrittenWords(text)).toBe(count));
});
