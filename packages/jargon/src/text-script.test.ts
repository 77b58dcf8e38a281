import { describe, expect, it } from 'vitest';
import { DEFAULT_PERIOD, HEBREW_PERIOD } from './period-code.ts';
import { countScriptLetters, periodForText, scriptOfPeriod, scriptOfText } from './text-script.ts';

describe('the script of a text', () => {
  it('reads Hebrew letters as Hebrew and Latin letters as Latin', () => {
    expect(scriptOfText('המחקר שלי עוסק בצמחים')).toBe('Hebrew');
    expect(scriptOfText('My research is about plants.')).toBe('Latin');
    expect(scriptOfText('Ça dépend: élève, Übung, façade')).toBe('Latin');
  });

  it('goes by the majority of the letters in a mixed text', () => {
    expect(scriptOfText('DNA של התא')).toBe('Hebrew');
    expect(scriptOfText('The gene (גן) is read in every cell.')).toBe('Latin');
    expect(scriptOfText('המחקר שלי עוסק ב-CRISPR ו-DNA של צמחים')).toBe('Hebrew');
    expect(countScriptLetters('ab אב×÷')).toEqual({ hebrew: 2, latin: 2 });
  });

  it('has no script without Hebrew or Latin letters', () => {
    expect(scriptOfText('')).toBeNull();
    expect(scriptOfText('123 !? 45%')).toBeNull();
    expect(scriptOfText('Привет мир')).toBeNull();
  });

  it('counts final forms and presentation forms as Hebrew, niqqud and digits as nothing', () => {
    expect(countScriptLetters('ךםןףץ')).toEqual({ hebrew: 5, latin: 0 });
    expect(countScriptLetters('שָׁלוֹם 2024')).toEqual({ hebrew: 4, latin: 0 });
    expect(countScriptLetters('\ufb2a\ufb4f')).toEqual({ hebrew: 2, latin: 0 });
  });
});

describe('the period a text is measured with', () => {
  it('measures a Hebrew text with the Hebrew list whatever English period was chosen', () => {
    expect(periodForText('המחקר שלי עוסק בצמחים')).toBe(HEBREW_PERIOD);
    expect(periodForText('המחקר שלי עוסק בצמחים', 'English2012_2015')).toBe(HEBREW_PERIOD);
    expect(periodForText('המחקר שלי עוסק בצמחים', 'Français2020_2024')).toBe(HEBREW_PERIOD);
  });

  it('measures a Latin text with the chosen Latin-script period, or the default English one instead of the Hebrew list', () => {
    expect(periodForText('My research is about plants.')).toBe(DEFAULT_PERIOD);
    expect(periodForText('My research is about plants.', 'English2012_2015')).toBe('English2012_2015');
    expect(periodForText('Mes recherches portent sur les plantes.', 'Français2020_2024')).toBe('Français2020_2024');
    expect(periodForText('My research is about plants.', HEBREW_PERIOD)).toBe(DEFAULT_PERIOD);
  });

  it('keeps the chosen period for a text without letters, and a malformed one for its caller to report', () => {
    expect(periodForText('12 34', HEBREW_PERIOD)).toBe(HEBREW_PERIOD);
    expect(periodForText('המחקר', 'nonsense')).toBe('nonsense');
  });

  it('knows which script a period is written in', () => {
    expect(scriptOfPeriod(HEBREW_PERIOD)).toBe('Hebrew');
    expect(scriptOfPeriod(DEFAULT_PERIOD)).toBe('Latin');
    expect(scriptOfPeriod('nonsense')).toBe('Latin');
  });
});
