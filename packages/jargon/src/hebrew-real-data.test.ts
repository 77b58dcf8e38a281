// The Hebrew dictionary built from the real counts (docs/de-jargonizer.md "Hebrew"): the labelled
// word set and the plain texts stay at their targets, the coach's everyday words are not rare,
// places are names, and the word-form rules keep finding what they found. The first run builds
// the dictionaries (a few seconds).
import { beforeAll, describe, expect, it } from 'vitest';
import { buildDictionaries } from './build-dictionaries.ts';
import { analyze, bandOfWord } from './classify.ts';
import type { Dictionary } from './dictionary.ts';
import { evaluateHebrewChildren } from '../eval/hebrew-children-eval.ts';
import {
  everydayHebrewForms,
  heldOutEverydayHebrewForms,
  heldOutTechnicalHebrewWords,
  technicalHebrewWords,
} from '../eval/hebrew-eval-lists.ts';
import { hebrewRegionNames, hebrewTimeZoneCities } from './hebrew-place-names.ts';
import { evaluateHebrew, joinParts, missedTargets, sharesOf } from '../eval/hebrew-word-set-eval.ts';
import { loadDictionaries } from './load.ts';
import { HEBREW_PERIOD } from './period-code.ts';

let hebrew: Dictionary;

beforeAll(() => {
  buildDictionaries();
  hebrew = loadDictionaries().get(HEBREW_PERIOD);
}, 180_000);

describe('the labelled Hebrew word set', () => {
  it('meets every target on the whole set and on the held-out part alone', () => {
    const evaluation = evaluateHebrew(hebrew);
    const all = sharesOf(
      joinParts(evaluation.everyday, evaluation.heldOutEveryday),
      joinParts(evaluation.technical, evaluation.heldOutTechnical),
      evaluation,
    );
    const heldOut = sharesOf(evaluation.heldOutEveryday, evaluation.heldOutTechnical, evaluation);
    expect(missedTargets(all)).toEqual([]);
    expect(missedTargets(heldOut)).toEqual([]);
    // Floors a little under today's figures (everyday 99.6 %, technical rare or mid 96.1 %,
    // rare 68.5 %, plain texts 0.2 %), so a regression fails before the target does. The rare share
    // fell from 80.8 % when wordfreq began to lift rare forms to mid (never to common: DECISIONS).
    expect(all.everydayNotRare).toBeGreaterThanOrEqual(0.985);
    expect(all.technicalRareOrMid).toBeGreaterThanOrEqual(0.95);
    expect(all.technicalRare).toBeGreaterThanOrEqual(0.65);
    expect(all.plainRare).toBeLessThanOrEqual(0.01);
    expect(evaluation.everyday.words + evaluation.heldOutEveryday.words).toBeGreaterThanOrEqual(400);
    expect(evaluation.technical.words + evaluation.heldOutTechnical.words).toBeGreaterThanOrEqual(150);
  });
});

describe('the plain texts for children', () => {
  it('keep their share of mid-frequency words where the lexeme counts put it', () => {
    // Today 12.1 % mid and 0.7 % rare (2.5 % before wordfreq lifted the holidays' words, סוכה,
    // סביבון, to mid): the rare words are in neither list (docs/de-jargonizer.md "Hebrew families").
    const { all } = evaluateHebrewChildren(hebrew);
    expect(all.mid.length / all.words).toBeLessThanOrEqual(0.13);
    expect(all.rare.length / all.words).toBeLessThanOrEqual(0.01);
  });
});

describe('everyday Hebrew the coach named as jargon', () => {
  it('is not rare', () => {
    const words = 'תנור בתנור השתעל דייגים טמפרטורה בחיפה מחממות חלקיקים מסנן להקטין יפן ירידה להתחמם אוסטרליה מגינה';
    expect(analyze(words, hebrew).rareWords).toEqual([]);
  });
});

describe('places are names', () => {
  it('makes countries and cities common, with and without prefix letters', () => {
    const places = 'אוסטרליה באוסטרליה יפן מיפן ליפן חיפה בחיפה מחיפה נתניה בבאר שבע לונדון בלונדון סידני ארגנטינה ובארגנטינה';
    expect(analyze(places, hebrew).wordBands.filter((band) => band !== 'common')).toEqual([]);
  });

  it('takes every region CLDR names and the cities of multi-zone countries from Node', () => {
    const regions = hebrewRegionNames();
    expect(regions).toEqual(expect.arrayContaining(['אוסטרליה', 'יפן', 'ארגנטינה', 'אירופה']));
    expect(regions.length).toBeGreaterThan(250);
    expect(hebrewTimeZoneCities()).toEqual(expect.arrayContaining(['סידני', 'ניו יורק', 'שיקגו']));
  });
});

describe('Hebrew word forms on the real list', () => {
  it('finds everyday verb forms, suffixed nouns and prepositions', () => {
    // On the 10,000-form list 2 of 137 stayed rare (תשתלו, אמם) and 2 of 83 held out (עמם, אצלן);
    // wordfreq lifts אצלן to mid.
    expect(everydayHebrewForms.filter((form) => bandOfWord(form, hebrew) === 'rare')).toEqual([]);
    expect(heldOutEverydayHebrewForms.filter((form) => bandOfWord(form, hebrew) === 'rare')).toEqual([]);
  });

  it('never makes a technical term common', () => {
    // Listed terms are mid now (אנזימים, פוטונים …); two reach a common form: תאית → תאי, מיוזה → מ + יוזה.
    expect(technicalHebrewWords.filter((word) => bandOfWord(word, hebrew) === 'common')).toEqual([]);
    expect(heldOutTechnicalHebrewWords.filter((word) => bandOfWord(word, hebrew) === 'common')).toEqual(['תאית', 'מיוזה']);
  });
});
