// What else bands a Hebrew or Arabic form at build (subtitle-counts-builder.ts FormEvidence): the
// second signal lifts rare forms to mid and never to common, an Arabic broken plural takes its
// singular's band, and neither reaches a different word or hides a better band.
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ARABIC_SUBTITLES } from './arabic-builder.ts';
import { readArabicBrokenPlurals } from './arabic-broken-plurals.ts';
import { analyze } from './classify.ts';
import { decodeDictionaryFile } from './dictionary-file.ts';
import type { Dictionary } from './dictionary.ts';
import { HEBREW_SUBTITLES } from './hebrew-builder.ts';
import { buildSubtitleFile, type FormEvidence, type SubtitleLanguage } from './subtitle-counts-builder.ts';

const dataDir = mkdtempSync(join(tmpdir(), 'form-evidence-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

/** 4,000,000 tokens: common ≥ 40, mid ≥ 2 per the counts; the second signal's mid cut-off is 0.5 per million. */
function dictionaryOf(language: SubtitleLanguage, lines: readonly string[], evidence: FormEvidence): Dictionary {
  const [folder, file] = language.countsFile;
  mkdirSync(join(dataDir, folder), { recursive: true });
  const filler = language === ARABIC_SUBTITLES ? 'ابج' : 'אבג';
  const used = lines.reduce((sum, line) => sum + Number(line.split(' ')[1]), 0);
  writeFileSync(join(dataDir, folder, file), [`${filler} ${4_000_000 - used}`, ...lines].join('\n'));
  const [dictionary] = decodeDictionaryFile(buildSubtitleFile(language, dataDir, new Set(), evidence).bytes).dictionaries;
  if (!dictionary) throw new Error('no dictionary');
  return dictionary;
}

const bands = (text: string, dictionary: Dictionary) => analyze(text, dictionary).wordBands;

describe('the second signal (wordfreq)', () => {
  it('lifts a rare or unlisted form to mid, never to common, and adds no form under three letters', () => {
    const secondSignal = new Map([
      ['סוכה', 2e-6],
      ['סביבון', 5e-3],
      ['נדיר', 1e-7],
      ['זק', 1e-4],
      ['פקעת', 1e-6],
    ]);
    const hebrew = dictionaryOf(HEBREW_SUBTITLES, ['פקעת 1'], { secondSignal });
    // נדיר is under 0.5 per million; זק has two letters.
    expect(bands('סוכה סביבון נדיר זק פקעת', hebrew)).toEqual(['mid', 'mid', 'rare', 'rare', 'mid']);
  });

  it('adds no form the counts already band better through its prefixes', () => {
    const hebrew = dictionaryOf(HEBREW_SUBTITLES, ['שמחים 40'], { secondSignal: new Map([['ושמחים', 1e-6]]) });
    expect(bands('ושמחים', hebrew)).toEqual(['common']);
  });

  it('gives a word no band of another word it contains after a prefix: מרור is not מ + רור', () => {
    // רור is under the cut-off and never added; מרור counts by its own evidence alone.
    const secondSignal = new Map([['רור', 2e-7]]);
    const hebrew = dictionaryOf(HEBREW_SUBTITLES, ['רור 1'], { secondSignal });
    expect(bands('מרור', hebrew)).toEqual(['rare']);
  });
});

describe('Arabic broken plurals', () => {
  const tab = join(dataDir, 'wn-data-arb.tab');
  writeFileSync(
    tab,
    [
      '# arb',
      '10285313-n\tarb:lemma\tطِفْل',
      '10285313-n\tarb:lemma:root\tطفل',
      '10285313-n\tarb:lemma:brokenplural\tأَطْفال',
      '05169813-n\tarb:lemma\tشأن',
      '05169813-n\tarb:lemma:brokenplural\tشؤون',
      // A plural row under another synset's lemma pairs with nothing.
      '01234567-n\tarb:lemma:brokenplural\tكتب',
    ].join('\n'),
  );
  const sameWord = readArabicBrokenPlurals(tab);

  it('reads each plural with its singular, bare and with the article', () => {
    expect(Object.fromEntries(sameWord)).toEqual({
      اطفال: ['طفل'],
      الاطفال: ['الطفل', 'طفل'],
      شؤون: ['شان'],
      الشؤون: ['الشان', 'شان'],
    });
  });

  it("bands a plural by its singular, behind clitics too, and leaves look-alikes alone", () => {
    const arabic = dictionaryOf(ARABIC_SUBTITLES, ['طفل 40', 'شان 2', 'شؤون 1'], { sameWord });
    // اطفاء (putting out) is no plural of طفل: it stays rare.
    expect(bands('أطفال والأطفال للأطفال شؤون إطفاء', arabic)).toEqual(['common', 'common', 'common', 'mid', 'rare']);
  });
});
