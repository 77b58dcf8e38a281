import { describe, expect, it } from 'vitest';
import { analyze } from '@scicomm/jargon';
import { testDictionary } from '@scicomm/jargon/test-dictionary';
import { paintColouredText, wordAt } from './coloured-dom.ts';

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

  it('finds the word at a caret offset, at its end too, and none between words', () => {
    const analysis = analyze('The gene expression', dictionary);
    expect(wordAt(analysis, 0)).toBe(0);
    expect(wordAt(analysis, 8)).toBe(1);
    expect(wordAt(analysis, 12)).toBe(2);
    expect(wordAt(analysis, 19)).toBe(2);
    expect(wordAt(analyze('The  gene', dictionary), 4)).toBe(-1);
  });
});
