import { describe, expect, it } from 'vitest';
import { centibelsOfZipf, lookupForms, packedForm, WordFrequencies, zipfOfCentibels, type FrequencyLanguage } from './word-frequencies.ts';
import { SortedWordList, wordListText } from './word-list.ts';
import { hebrewVerbFamily } from './hebrew-verb-forms.ts';
import { expandHunspell } from './word-lists-builder.ts';

/** A list as the build writes it: forms packed, with their centibels. */
const listOf = (entries: Record<string, number>, language: FrequencyLanguage = 'en') =>
  new SortedWordList(wordListText(Object.entries(entries).map(([form, zipf]) => [packedForm(form, language)!, centibelsOfZipf(zipf)] as const)));

describe('the multi-source frequency lookup', () => {
  const english = new WordFrequencies(listOf({ scarce: 3.61, recycler: 2.12, anode: 2.86, 'don\'t': 6.1 }), 'en', 1);

  it('reads a form at its own Zipf, and 0 where the list lacks it', () => {
    expect(english.zipfOfForm('anode')).toBeCloseTo(2.86);
    expect(english.zipfOfForm('Anode')).toBeCloseTo(2.86);
    expect(english.zipfOfForm('quiescence')).toBe(0);
    expect(english.knows('quiescence')).toBe(false);
  });

  it('looks a word up by its base form: scarcer → scarce, recyclers → recycler', () => {
    expect(english.zipfOfForm('scarcer')).toBe(0);
    expect(english.zipf('scarcer')).toBeCloseTo(3.61);
    expect(english.zipf('recyclers')).toBeCloseTo(2.12);
    expect(english.zipf('don’t')).toBeCloseTo(6.1);
    const leafy = new WordFrequencies(listOf({ leafy: 3.2, painted: 4.1 }), 'en', 1);
    expect(leafy.zipf('leafiest')).toBeCloseTo(3.2);
    expect(leafy.zipf('unpainted')).toBeCloseTo(4.1);
  });

  it('reads an English derivation through its base: stably, plausibly, modifiable, quantified', () => {
    const bases = new WordFrequencies(listOf({ stable: 4.48, plausible: 3.64, modify: 3.79, quantify: 3.24, reproduce: 4.78, ten: 5.5 }), 'en', 1);
    expect(bases.zipf('stably')).toBeCloseTo(4.48);
    expect(bases.zipf('plausibly')).toBeCloseTo(3.64);
    expect(bases.zipf('modifiable')).toBeCloseTo(3.79);
    expect(bases.zipf('quantified')).toBeCloseTo(3.24);
    expect(bases.zipf('reproducible')).toBeCloseTo(4.78);
    const american = new WordFrequencies(listOf({ hospitalization: 3.09 }), 'en', 1);
    expect(american.zipf('rehospitalisation')).toBeCloseTo(3.09);
    // A base shorter than four letters is no base: "tenable" is not a form of "ten".
    expect(bases.zipf('tenable')).toBe(0);
  });

  it('reads a doubled consonant and a "-ness" through their base: napped, imperilled, soreness, happiness', () => {
    const bases = new WordFrequencies(listOf({ nap: 3.82, imperil: 2.1, sore: 3.99, happy: 5.6, wit: 3.5 }), 'en', 1);
    expect(bases.zipf('napped')).toBeCloseTo(3.82);
    expect(bases.zipf('napping')).toBeCloseTo(3.82);
    expect(bases.zipf('imperilled')).toBeCloseTo(2.1);
    expect(bases.zipf('soreness')).toBeCloseTo(3.99);
    expect(bases.zipf('happiness')).toBeCloseTo(5.6);
    // A base shorter than four letters is no base: "witness" is not a form of "wit".
    expect(bases.zipf('witness')).toBe(0);
  });

  it('takes Hebrew prefix letters and endings off, and Arabic clitics', () => {
    const hebrew = new WordFrequencies(listOf({ אקוויפר: 2.41, סוכה: 4.29 }, 'he'), 'he', 1);
    expect(hebrew.zipf('באקוויפר')).toBeCloseTo(2.41);
    expect(hebrew.zipf('והסוכות')).toBeCloseTo(4.29);
    expect(hebrew.zipf('קונקטיביות')).toBe(0);
    const arabic = new WordFrequencies(listOf({ الماء: 5.25 }, 'ar'), 'ar', 1);
    expect(arabic.zipf('بالماء')).toBeCloseTo(5.25);
    expect(lookupForms('بالماء', 'ar')).toContain('الماء');
  });

  it('reads an Arabic verb with a plural ending and an object pronoun by its stem: فينصحوهم as ينصح', () => {
    const arabic = new WordFrequencies(listOf({ ينصح: 3.1 }, 'ar'), 'ar', 1);
    expect(arabic.zipf('فينصحوهم')).toBeCloseTo(3.1);
    expect(arabic.zipf('ينصحوه')).toBeCloseTo(3.1);
    // A term keeps a root's letters: no stem shorter than three letters is looked up.
    expect(lookupForms('فيروه', 'ar')).not.toContain('ير');
  });

  it('packs Hebrew and Arabic letters into one byte each, and refuses a letter of another script', () => {
    expect(packedForm('סוכה', 'he')).toBe('\x91\x85\x8b\x84');
    expect([...packedForm('الماء', 'ar')!].every((letter) => letter.charCodeAt(0) < 0x100)).toBe(true);
    expect(packedForm('naïve', 'en')).toBe('naïve');
    expect(packedForm('סוכה', 'en')).toBeNull();
    expect(packedForm('αβ', 'he')).toBeNull();
  });

  it('turns centibels into Zipf and back (one per million is Zipf 3, 600 cB)', () => {
    expect(zipfOfCentibels(600)).toBe(3);
    expect(centibelsOfZipf(3)).toBe(600);
  });
});

describe('Hebrew verb forms read through their root', () => {
  it('gives the plain forms of the root behind nif\'al, hitpa\'el, past and hif\'il forms, and none for a term', () => {
    expect(hebrewVerbFamily('נאפתה')).toContain('אפה');
    expect(hebrewVerbFamily('התלכלכו')).toContain('לכלך');
    expect(hebrewVerbFamily('דגמנו')).toContain('דגם');
    expect(hebrewVerbFamily('נאטמת')).toContain('אטם');
    expect(hebrewVerbFamily('מחליד')).toContain('חלודה');
    expect(hebrewVerbFamily('ניאופוביה')).toEqual([]);
    const words = new WordFrequencies(listOf({ אפה: 3.9 }, 'he'), 'he', 1);
    expect(words.zipf('שנאפתה')).toBeCloseTo(3.9);
  });
});

describe('the sorted word list', () => {
  it('finds every listed form and no other, with or without a number', () => {
    const forms = ['b', 'a', 'ab', 'abc', 'ב', 'א'];
    const list = new SortedWordList(wordListText(forms.map((form) => [form] as const)));
    expect(list.size).toBe(6);
    for (const form of forms) expect(list.has(form)).toBe(true);
    for (const form of ['', 'abd', 'aa', 'c', 'ג']) expect(list.has(form)).toBe(false);
    const numbered = new SortedWordList(wordListText([['x', 12], ['y', 700]]));
    expect(numbered.valueOf('y')).toBe(700);
    expect(numbered.valueOf('z')).toBeNull();
  });
});

describe('a Hunspell dictionary expanded', () => {
  it('adds each stem with its suffixes and prefixes, both where the cross product allows', () => {
    const aff = ['SET UTF-8', 'ONLYINCOMPOUND c', 'PFX U Y 1', 'PFX U 0 un .', 'SFX S Y 2', 'SFX S y ies [^aeiou]y', 'SFX S 0 s [^y]', 'SFX D N 1', 'SFX D 0 ed [^e]'].join('\n');
    const dic = ['4', 'study/S', 'lock/USD', 'th/c', 'cat/S'].join('\n');
    expect([...expandHunspell(aff, dic)].sort()).toEqual(['cat', 'cats', 'lock', 'locked', 'locks', 'studies', 'study', 'unlock', 'unlocks'].sort());
  });
});
