import { describe, expect, it } from 'vitest';
import { analyze } from './classify.ts';
import { isJargonError } from './errors.ts';
import { ARABIC_PERIOD, DEFAULT_PERIOD, HEBREW_PERIOD } from './period-code.ts';
import { testDictionary } from './test-dictionary.ts';
import { analyzeLetters } from './letter-analysis.ts';
import {
  checkMeasurable,
  countScriptLetters,
  periodForText,
  scriptOfPeriod,
  scriptOfText,
  unmeasurableScript,
} from './text-script.ts';

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
    expect(countScriptLetters('ab אב×÷')).toEqual({ hebrew: 2, arabic: 0, latin: 2, other: 0 });
  });

  it('has no script without Hebrew or Latin letters', () => {
    expect(scriptOfText('')).toBeNull();
    expect(scriptOfText('123 !? 45%')).toBeNull();
    expect(scriptOfText('Привет мир')).toBeNull();
  });

  it('counts final forms and presentation forms as Hebrew, niqqud and digits as nothing', () => {
    expect(countScriptLetters('ךםןףץ')).toEqual({ hebrew: 5, arabic: 0, latin: 0, other: 0 });
    expect(countScriptLetters('שָׁלוֹם 2024')).toEqual({ hebrew: 4, arabic: 0, latin: 0, other: 0 });
    expect(countScriptLetters('\ufb2a\ufb4f')).toEqual({
      hebrew: 2,
      arabic: 0,
      latin: 0,
      other: 0,
    });
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

describe('Arabic letters', () => {
  it('reads Arabic letters as Arabic, diacritics and tatweel as nothing, and goes by the majority in a mixed text', () => {
    expect(scriptOfText('يدرس الباحثون النباتات')).toBe('Arabic');
    expect(countScriptLetters('كَتَبَ ـ ١٢٣')).toEqual({ hebrew: 0, arabic: 3, latin: 0, other: 0 });
    expect(scriptOfText('يدرس الباحثون DNA النباتات')).toBe('Arabic');
    expect(scriptOfText('The word علم means science.')).toBe('Latin');
    expect(countScriptLetters('\ufefb\ufdf2')).toEqual({
      hebrew: 0,
      arabic: 2,
      latin: 0,
      other: 0,
    });
  });

  it('measures an Arabic text with the Arabic list whatever period was chosen', () => {
    expect(periodForText('يدرس الباحثون النباتات')).toBe(ARABIC_PERIOD);
    expect(periodForText('يدرس الباحثون النباتات', HEBREW_PERIOD)).toBe(ARABIC_PERIOD);
    expect(periodForText('My research is about plants.', ARABIC_PERIOD)).toBe(DEFAULT_PERIOD);
    expect(periodForText('המחקר שלי עוסק בצמחים', ARABIC_PERIOD)).toBe(HEBREW_PERIOD);
    expect(scriptOfPeriod(ARABIC_PERIOD)).toBe('Arabic');
  });
});

describe('a script the measure cannot read', () => {
  it('names the script when most letters are of one the lists do not cover', () => {
    expect(unmeasurableScript('Привет, мир! Это простой текст.')).toBe('Cyrillic');
    expect(unmeasurableScript('我们研究植物如何生长。')).toBe('Chinese');
    expect(unmeasurableScript('Καλημέρα κόσμε')).toBe('Greek');
    expect(unmeasurableScript('ᏣᎳᎩ ᎦᏬᏂᎯᏍᏗ')).toBe('another script');
    expect(countScriptLetters('𠀀𠀁 ab')).toEqual({ hebrew: 0, arabic: 0, latin: 2, other: 2 });
  });

  it('measures a text whose letters are mostly Latin, Hebrew or Arabic, quotes in other scripts included', () => {
    expect(unmeasurableScript('The Russian word мир means both peace and world.')).toBeNull();
    expect(unmeasurableScript('12 34 !?')).toBeNull();
    expect(unmeasurableScript('')).toBeNull();
  });

  it('is told so, with no score, rather than scored 0 (checkMeasurable, and analyzeLetters of a whole text)', () => {
    const english = testDictionary({ common: ['plants'] });
    const errorOf = (work: () => unknown) => {
      try {
        work();
      } catch (thrown) {
        return thrown;
      }
      return null;
    };
    for (const error of [
      errorOf(() => checkMeasurable('Мы изучаем, как растут растения.', 'English')),
      errorOf(() => analyzeLetters('Мы изучаем, как растут растения.', english, 10)),
    ]) {
      expect(isJargonError(error) && error.code).toBe('UNSUPPORTED_SCRIPT');
      expect(isJargonError(error) && error.message).toMatch(/Cyrillic letters.*no score/u);
    }
    expect(() =>
      checkMeasurable('We study how plants grow in the dark: Мы изучаем растения.', 'English'),
    ).not.toThrow();
    // A corpus dictionary of a language named in its own script measures that script.
    expect(() => checkMeasurable('Мы изучаем растения', 'Русский')).not.toThrow();
    // The measure itself measures any line or piece (the editor measures line by line).
    expect(analyze('Мы изучаем растения', english).counts.rare).toBe(3);
  });
});
