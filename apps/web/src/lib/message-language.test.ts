import { describe, expect, it } from 'vitest';
import { languageOfLetters, messageLanguage } from './message-language.ts';

describe('the language a chat message is written in', () => {
  it('is the language its turn was asked in for the coach, whatever it quotes', () => {
    expect(messageLanguage({ text: 'כתבתם: “The aquifer recharges very slowly over many decades.”', isStudent: false, language: 'he' })).toBe('he');
  });

  it('goes by the letters of the text for the student and for a message of no known turn', () => {
    expect(messageLanguage({ text: 'The aquifer recharges slowly.', isStudent: true, language: 'he' })).toBe('en');
    expect(messageLanguage({ text: '<b>شكرًا</b> لكم على الإجابة', isStudent: false })).toBe('ar');
    expect(languageOfLetters('תשובה עם מילה אחת in English')).toBe('he');
  });

  it('says nothing when the text has no letters (a chosen number, markup)', () => {
    expect(languageOfLetters('2')).toBeUndefined();
    expect(languageOfLetters('<br /> &nbsp; 42')).toBeUndefined();
  });
});
