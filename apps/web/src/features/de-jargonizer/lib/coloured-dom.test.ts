import { describe, expect, it } from 'vitest';
import { analyze } from '@scicomm/jargon';
import { testDictionary } from '@scicomm/jargon/test-dictionary';
import { paintColouredText } from './coloured-dom.ts';

const dictionary = testDictionary({ common: ['the', 'gene'], mid: ['expression'], rare: ['epigenetics'] });

describe('paintColouredText', () => {
  it('paints the text from its display tokens: plain text nodes and one span per marked word', () => {
    const container = document.createElement('div');
    const analysis = analyze('The <b>gene</b> expression & epigenetics.\nThe end', dictionary);
    const spans = paintColouredText(container, analysis);
    expect(container.textContent).toBe(analysis.text);
    expect(container.querySelector('b')).toBeNull();
    expect([...container.querySelectorAll('span')].map((span) => [span.className, span.textContent])).toEqual([
      ['dj-band--rare', 'b'],
      ['dj-band--rare', 'b'],
      ['dj-band--mid', 'expression'],
      ['dj-band--rare', 'epigenetics'],
      ['dj-band--rare', 'end'],
    ]);
    expect(spans.get(analysis.cleanedWords.indexOf('epigenetics'))?.textContent).toBe('epigenetics');
    paintColouredText(container, null, 'plain');
    expect(container.innerHTML).toBe('plain');
  });
});
