import { describe, expect, it } from 'vitest';
import { endsSentenceAfter, sentenceSpans } from './sentences.ts';

const sentences = (text: string) => sentenceSpans(text).map(({ start, end }) => text.slice(start, end));

describe('sentenceSpans', () => {
  it('ends a sentence at . ! ? or … before a space or the end, trimmed of the spaces around it', () => {
    expect(sentences('  Cells divide. Do they?  Yes!  Then… they rest.')).toEqual(['Cells divide.', 'Do they?', 'Yes!', 'Then…', 'they rest.']);
  });

  it('keeps closing quotes and brackets with the sentence they close', () => {
    expect(sentences('She said “it works.” Then she left. (We agreed.) It “works?!” Yes.')).toEqual([
      'She said “it works.”',
      'Then she left.',
      '(We agreed.)',
      'It “works?!”',
      'Yes.',
    ]);
  });

  it('does not end a sentence at an abbreviation, a decimal or a dot inside a word', () => {
    expect(sentences('Some mice, e.g. the old ones, died. Smith et al. showed it at 3.5 mm. Dr. Levi agreed (cf. Fig. 2).')).toEqual([
      'Some mice, e.g. the old ones, died.',
      'Smith et al. showed it at 3.5 mm.',
      'Dr. Levi agreed (cf. Fig. 2).',
    ]);
  });

  it('ends a sentence at "etc." only before a capital letter', () => {
    expect(sentences('Beans, peas, etc. are legumes. We ate beans, peas, etc. Then we slept.')).toEqual([
      'Beans, peas, etc. are legumes.',
      'We ate beans, peas, etc.',
      'Then we slept.',
    ]);
  });

  it('ends a sentence at every line break, and gives none for blank lines', () => {
    expect(sentences('A heading\r\n\r\n- a list item\nthe next line. Two.')).toEqual(['A heading', '- a list item', 'the next line.', 'Two.']);
  });

  it('gives the offsets in the text', () => {
    expect(sentenceSpans(' One. Two')).toEqual([
      { start: 1, end: 5 },
      { start: 6, end: 9 },
    ]);
    expect(sentenceSpans('   ')).toEqual([]);
  });

  it('reads a boundary from the characters around it alone', () => {
    const text = 'It works.” Then';
    expect(endsSentenceAfter(text, text.indexOf('.'))).toBe(false);
    expect(endsSentenceAfter(text, text.indexOf('”'))).toBe(true);
  });
});
