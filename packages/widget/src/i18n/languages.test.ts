import { describe, expect, it } from 'vitest';
import { isRtlLanguage, LANGUAGES, resolveLanguage } from './languages.ts';

describe('languages', () => {
  it('offers the 37 languages of the spec, each once', () => {
    expect(LANGUAGES).toHaveLength(37);
    expect(new Set(LANGUAGES.map((language) => language.code)).size).toBe(37);
    expect(LANGUAGES.map((language) => language.englishName)).toEqual([
      'English', 'Hebrew', 'Russian', 'Mandarin', 'Spanish', 'Arabic', 'Bengali', 'Hindi', 'Portuguese', 'Japanese', 'German',
      'Chinese (Wu)', 'Korean', 'French', 'Turkish', 'Vietnamese', 'Telugu', 'Marathi', 'Tamil', 'Italian', 'Urdu', 'Gujarati',
      'Polish', 'Ukrainian', 'Persian', 'Malayalam', 'Kannada', 'Oriya', 'Romanian', 'Azerbaijani', 'Hausa', 'Burmese',
      'Serbo-Croatian', 'Thai', 'Dutch', 'Yoruba', 'Sindhi',
    ]);
  });

  it.each(['ar', 'fa', 'he', 'he-IL', 'ur', 'sd'])('lays out %s right to left', (code) => {
    expect(isRtlLanguage(code)).toBe(true);
  });

  it.each(['en', 'ru', 'zh', 'hi', 'wuu'])('lays out %s left to right', (code) => {
    expect(isRtlLanguage(code)).toBe(false);
  });

  it.each([
    ['he-IL', 'he'],
    ['pt-BR', 'pt'],
    ['EN', 'en'],
    ['iw', 'he'],
    ['hr', 'sh'],
    ['zh_CN', 'zh'],
    ['wuu', 'wuu'],
  ])('resolves %s to %s', (tag, code) => {
    expect(resolveLanguage(tag)).toBe(code);
  });

  it.each(['', 'xx', 'klingon', null, undefined])('resolves %j to nothing', (tag) => {
    expect(resolveLanguage(tag)).toBeUndefined();
  });
});
