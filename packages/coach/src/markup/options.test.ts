import { describe, expect, it } from 'vitest';
import { matchOption, optionValue, renderChoiceQuestion, renderOption } from './options.ts';

describe('optionValue', () => {
  it.each([
    ['2', '(1) Elementary', '2'],
    [' 3 ', '', '3'],
    [null, '(4) Adults with mixed backgrounds', '4'],
    [undefined, 'Pick ( 12 ) here', '12'],
    ['', '(2) My revised text', '2'],
    [null, 'Both!', null],
    [null, null, null],
  ])('data-value %j and text %j give %j', (dataValue, text, expected) => {
    expect(optionValue(dataValue, text)).toBe(expected);
  });
});

describe('option elements', () => {
  const options = [
    { value: '1', label: 'Mine & yours', stored: 'Mine' },
    { value: '2', label: 'Theirs', stored: 'Theirs' },
  ];

  it('render as spans with data-value, the number in parentheses and an escaped label', () => {
    expect(renderOption(options[0] ?? { value: '', label: '', stored: '' })).toBe(
      '<span class="option" data-value="1">(1) Mine &amp; yours</span>',
    );
    expect(renderChoiceQuestion('Which?', options)).toBe(
      'Which?<br /><span class="option" data-value="1">(1) Mine &amp; yours</span><br /><span class="option" data-value="2">(2) Theirs</span>',
    );
  });

  it('round-trip: what a click on a rendered option sends picks that option', () => {
    for (const option of options) {
      const rendered = renderOption(option);
      const dataValue = /data-value="([^"]*)"/.exec(rendered)?.[1];
      expect(matchOption(optionValue(dataValue, rendered) ?? '', options)).toBe(option);
      expect(matchOption(optionValue(null, rendered) ?? '', options)).toBe(option);
    }
  });

  it.each(['2', ' 2 ', '(2)', '2.', '( 2 )'])('match %j to option 2', (answer) => {
    expect(matchOption(answer, options)?.stored).toBe('Theirs');
  });

  it.each(['3', 'two', '12', '2 or 1', ''])('match %j to nothing', (answer) => {
    expect(matchOption(answer, options)).toBeNull();
  });
});
