import { describe, expect, it } from 'vitest';
import { escapeHtml, htmlToPlainText, textToHtml } from './html.ts';

describe('escapeHtml', () => {
  it('neutralises markup and attribute quotes', () => {
    expect(escapeHtml(`<a href="x" onclick='y'>&</a>`)).toBe(
      '&lt;a href=&quot;x&quot; onclick=&#39;y&#39;&gt;&amp;&lt;/a&gt;',
    );
  });

  it('keeps line breaks visible in textToHtml', () => {
    expect(textToHtml('one <b>\ntwo')).toBe('one &lt;b&gt;<br />two');
  });
});

describe('htmlToPlainText', () => {
  it.each([
    ['Hello<br>world', 'Hello\nworld'],
    ['<p>One</p><p>Two</p>', 'One\nTwo'],
    ['<script>alert(1)</script>Text', 'alert(1)Text'],
    ['p<0.05 and 3 < 4', 'p<0.05 and 3 < 4'],
    ['&lt;b&gt; &amp; &quot;q&quot; &#39;s&#39; &#x41; &nbsp;x', `<b> & "q" 's' A  x`],
    ['&unknown; stays', '&unknown; stays'],
    [
      '<table><tr><th>Claim</th><th>Evidence</th></tr><tr><td>Bees</td><td>Counts</td></tr></table>',
      'Claim\tEvidence\nBees\tCounts',
    ],
  ])('%j → %j', (html, text) => {
    expect(htmlToPlainText(html)).toBe(text);
  });
});
