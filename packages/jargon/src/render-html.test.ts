import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { analyze, displayTokens } from './classify.ts';
import { escapeHtml, renderHtml, renderTokens } from './render-html.ts';
import { testDictionary } from './test-dictionary.ts';

const dictionary = testDictionary({
  common: ['the', 'script', 'b'],
  mid: ['gene'],
  rare: ['epigenetics'],
});

describe('renderHtml', () => {
  it('wraps each word in a span with its band class and data attribute', () => {
    expect(renderHtml(analyze('The gene, epigenetics!', dictionary))).toBe(
      '<span class="jargon-common" data-band="common">The</span> <span class="jargon-mid" data-band="mid">gene</span>, ' +
        '<span class="jargon-rare" data-band="rare">epigenetics</span>!',
    );
  });

  it('escapes user markup and turns line breaks into <br>', () => {
    const html = renderHtml(
      analyze('<script>alert("x")</script> & \'b\'\r\nthe\nthe\rthe', dictionary),
    );
    expect(html).not.toContain('<script');
    expect(html).toContain('&lt;<span class="jargon-common" data-band="common">script</span>&gt;');
    expect(html).toContain('&quot;');
    expect(html).toContain('&amp;');
    expect(html).toContain('&#39;');
    expect(html.match(/<br>/g)).toHaveLength(3);
  });

  it('never lets user text add markup', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 200 }), (text) => {
        fc.pre(text.trim() !== '');
        const html = renderHtml(analyze(text, dictionary));
        const withoutOwnMarkup = html.replace(
          /<span class="jargon-(?:common|mid|rare)" data-band="(?:common|mid|rare)">|<\/span>|<br>/g,
          '',
        );
        expect(withoutOwnMarkup).not.toMatch(/[<>"']/);
        expect(withoutOwnMarkup.replace(/&(?:amp|lt|gt|quot|#39);/g, '')).not.toContain('&');
      }),
    );
    // fast-check runs many cases: generous under a loaded machine, still bounded.
  }, 30_000);

  it("gives, from tokens already made, the HTML of the plain rule: each piece escaped, a word in its band's span, breaks as <br>", () => {
    const escapeEach = (text: string) =>
      [...text]
        .map(
          (char) =>
            ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] ?? char,
        )
        .join('');
    fc.assert(
      fc.property(
        fc.string({
          unit: fc.constantFrom(
            'a',
            'the',
            'gene',
            ' ',
            '&',
            '<',
            '"',
            "'",
            '\r',
            '\n',
            '\u2028',
            'é',
          ),
          maxLength: 60,
        }),
        (text) => {
          fc.pre(text.trim() !== '');
          const analysis = analyze(text, dictionary);
          const expected = displayTokens(analysis)
            .map((token) =>
              token.band === null
                ? escapeEach(token.text).replace(/\r\n|[\r\n\u2028\u2029]/g, '<br>')
                : `<span class="jargon-${token.band}" data-band="${token.band}">${escapeEach(token.text)}</span>`,
            )
            .join('');
          expect(renderTokens(displayTokens(analysis))).toBe(expected);
          expect(renderHtml(analysis)).toBe(expected);
        },
      ),
    );
  }, 30_000);

  it('escapeHtml escapes the five special characters', () => {
    expect(escapeHtml(`<a href="x" title='y'>&</a>`)).toBe(
      '&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;&amp;&lt;/a&gt;',
    );
  });
});
