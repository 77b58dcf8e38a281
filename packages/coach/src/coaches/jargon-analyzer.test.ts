import { describe, expect, it } from 'vitest';
import { ARABIC_PERIOD, DEFAULT_PERIOD, HEBREW_PERIOD } from '@scicomm/jargon';
import { testDictionary } from '@scicomm/jargon/test-dictionary';
import { audienceProfile } from '../engine/audience.ts';
import type { FeedbackRequest } from '../engine/coach.ts';
import { createJargonAnalyzer } from './jargon-analyzer.ts';
import { measureText } from '../areas/sentences/text-measures.ts';
import { audienceFeedback } from '../feedback/half-life-feedback.ts';

const dictionaries = new Map([
  [DEFAULT_PERIOD, testDictionary({ common: ['we', 'study', 'plants'] })],
  [
    ARABIC_PERIOD,
    testDictionary({ code: ARABIC_PERIOD, common: ['ندرس', 'النباتات', 'في', 'الحديقة'] }),
  ],
]);
const analyzer = createJargonAnalyzer({
  has: (code) => dictionaries.has(code),
  get: (code) => dictionaries.get(code)!,
});

describe('the exercises measure an answer in the language of its script', () => {
  it('measures an Arabic answer with the Arabic list, attached و and ب included', async () => {
    const analysis = await analyzer.analyze('ندرس النباتات والنباتات في الحديقة.');
    expect(analysis).toMatchObject({
      language: 'Arabic',
      totalWords: 5,
      rareWords: [],
      score: 100,
    });
  });

  it('does not score an answer in a script no list measures, and its figures say why', async () => {
    const text = 'Мы изучаем, как растут растения в темноте.';
    const analysis = await analyzer.analyze(text);
    expect(analysis).toMatchObject({ unmeasurableScript: 'Cyrillic', rareWords: [] });
    const said = {
      en: 'Your text is in a script the word lists do not cover',
      he: 'הטקסט שלכם כתוב בכתב שרשימות המילים לא מכסות',
      ar: 'نصك مكتوب بخط لا تغطيه قوائم الكلمات',
    };
    for (const language of ['en', 'he', 'ar'] as const) {
      const request: FeedbackRequest = {
        exercise: 'halfLife',
        stage: 3,
        task: 't',
        text,
        audience: 'adults',
        focus: ['jargon'],
        language,
      };
      const line =
        audienceFeedback(
          request,
          analysis,
          measureText(text),
          audienceProfile('adults'),
        ).figures ?? '';
      expect(line).toContain(said[language]);
      expect(line).not.toMatch(/\d/u);
    }
  });
});

describe('the coach looks rare words up by their base form', () => {
  it('reports a rare inflected form of a common word apart, and still counts it as the measure does', async () => {
    const english = new Map([[DEFAULT_PERIOD, testDictionary({ common: ['the', 'chip', 'has', 'eight', 'core', 'and'], rare: ['cores', 'perovskites'] })]]);
    const measured = createJargonAnalyzer({ has: (code) => english.has(code), get: (code) => english.get(code)! });
    const analysis = await measured.analyze('The chip has eight cores and perovskites.');
    expect(analysis.rareWords).toEqual(['cores', 'perovskites']);
    expect(analysis.commonByBase).toEqual(['cores']);
  });
});

describe('the English band of a word, for abbreviations in any language', () => {
  it('reads the English counts whatever list measures the text: DNA is known in a Hebrew text, fMRI is not', async () => {
    const lists = new Map([
      [DEFAULT_PERIOD, testDictionary({ common: ['dna'], mid: ['nasa'] })],
      [ARABIC_PERIOD, testDictionary({ code: ARABIC_PERIOD, common: ['نستخدم'] })],
      [HEBREW_PERIOD, testDictionary({ code: HEBREW_PERIOD, common: ['אנחנו'] })],
    ]);
    const measured = createJargonAnalyzer({ has: (code) => lists.has(code), get: (code) => lists.get(code)! });
    for (const text of ['אנחנו סורקים DNA ו-fMRI', 'نستخدم DNA و fMRI', 'We scan DNA with fMRI']) {
      const analysis = await measured.analyze(text);
      expect([analysis.englishBand?.('DNA'), analysis.englishBand?.('NASA'), analysis.englishBand?.('fMRI')], text).toEqual(['common', 'mid', 'rare']);
    }
  });
});
