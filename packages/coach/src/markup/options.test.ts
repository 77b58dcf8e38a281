import { describe, expect, it } from 'vitest';
import { type ChoiceOption, renderChoiceQuestion, said } from '../messages/chat-text.ts';
import { renderChatText } from '../chat/render.ts';
import { matchOption, optionValue } from './options.ts';

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
  const options: ChoiceOption[] = [
    { value: '1', label: said('halfLife.better.both'), stored: 'Mine' },
    { value: '2', label: said('common.notSure'), stored: 'Theirs' },
  ];
  const renderOption = (option: ChoiceOption, language: 'en' | 'he' = 'en') => renderChatText({ option }, language);

  it('render as spans with data-value, the number in parentheses and the label in the language', () => {
    expect(renderOption(options[0]!)).toBe('<span class="option" data-value="1">(1) Both!</span>');
    expect(renderOption(options[1]!, 'he')).toBe('<span class="option" data-value="2">(2) לא בטוח/ה</span>');
    expect(renderChatText(renderChoiceQuestion('Which?', options))).toBe(
      'Which?<br /><span class="option" data-value="1">(1) Both!</span><br /><span class="option" data-value="2">(2) Not sure</span>',
    );
  });

  it('escape a value that is not a plain number', () => {
    expect(renderChatText({ option: { value: '<1>', label: said('common.yes') } })).toBe('<span class="option" data-value="&lt;1&gt;">(&lt;1&gt;) Yes</span>');
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
