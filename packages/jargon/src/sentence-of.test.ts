import { describe, expect, it } from 'vitest';
import { sentenceAt } from './sentence-of.ts';

describe('sentenceAt', () => {
  it('gives the sentence around an offset, over lines wrapped mid-sentence whatever their line ends', () => {
    for (const end of ['\n', '\r\n']) {
      const text = `Cells divide. Scientists used CRISPR, a tool that cuts DNA at a${end}chosen place, to repair the gene. Then`;
      expect(sentenceAt(text, text.indexOf('chosen'))).toBe(`Scientists used CRISPR, a tool that cuts DNA at a${end}chosen place, to repair the gene.`);
      expect(sentenceAt(text, text.indexOf('CRISPR'))).toBe(`Scientists used CRISPR, a tool that cuts DNA at a${end}chosen place, to repair the gene.`);
    }
  });

  it('stops at a line break that ends a line, and at a lone carriage return', () => {
    expect(sentenceAt('Methods\nWe measured the salinity', 10)).toBe('We measured the salinity');
    expect(sentenceAt('The samples were taken from the river and the\rlake was dry', 50)).toBe('lake was dry');
  });
});
