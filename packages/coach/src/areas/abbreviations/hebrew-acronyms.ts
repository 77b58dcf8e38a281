// Hebrew acronyms written with gershayim (חט"ב, מיצ"ב, ל"ל), found in a text beside its Latin
// abbreviations (abbreviation-shape.ts). Which ones readers know is read from the multi-source
// Hebrew counts, which hold the acronyms as written, at the Zipf below which a Hebrew word is asked
// about (READERS_MAX_ZIPF, 1.8): צה"ל (5.2) and מע"מ (3.5) are everyday, and so, to instructors, are
// אק"ג (2.8), קופ"ח (2.7) and חט"ב (2.0), which the counts place low as they are often written in
// full; תל"ן (1.7), משו"ב (1.6) and one no list holds (הג"ס) are asked. A Hebrew number written the
// same way (תשפ"ד, י"ב, ט"ו) is no acronym, and a unit is read as its amount.
import { stripHebrewPrefixes } from '@scicomm/jargon/hebrew';
import { READERS_MAX_ZIPF } from '@scicomm/jargon/reader-thresholds';
import type { WordLists } from '../../measures/word-lists.ts';
import type { WrittenAbbreviation } from './abbreviation-shape.ts';
import { hebrewUnits } from './units.ts';

/** A Hebrew word with gershayim before its last letter: an acronym or a number. */
const GERSHAYIM_WORD = /(?<![\p{L}\p{M}"״'׳])([\u05d0-\u05ea]+)["״]([\u05d0-\u05ea])(?![\p{L}\p{M}"״'׳])/gu;

const NUMBER_VALUES: Readonly<Record<string, number>> = {
  א: 1, ב: 2, ג: 3, ד: 4, ה: 5, ו: 6, ז: 7, ח: 8, ט: 9, י: 10, כ: 20, ל: 30, מ: 40, נ: 50, ס: 60, ע: 70, פ: 80, צ: 90, ק: 100, ר: 200, ש: 300, ת: 400,
};

/** Letters that read as a Hebrew number: each worth less than the one before (ט"ו and ט"ז aside). */
function isHebrewNumber(letters: string): boolean {
  if (letters === 'טו' || letters === 'טז') return true;
  const values = [...letters].map((letter) => NUMBER_VALUES[letter]);
  return values.every((value, index) => value !== undefined && (index === 0 || value < values[index - 1]!));
}

/**
 * The Hebrew acronyms of a text these readers may not know, in order, each time it is used: `form`
 * is its letters without the gershayim (for the initials of its expansion).
 */
export function unfamiliarHebrewAcronymsIn(text: string, lists: WordLists): WrittenAbbreviation[] {
  const hebrew = lists.frequencies.he;
  if (!hebrew) return [];
  const found: WrittenAbbreviation[] = [];
  for (const match of text.matchAll(GERSHAYIM_WORD)) {
    const letters = `${match[1]}${match[2]}`;
    // Without the prefixes it may carry ("בחט"ב" is ב + חט"ב), by the measure's prefix grammar.
    const readings = [letters, ...stripHebrewPrefixes(letters)];
    if (readings.some((reading) => isHebrewNumber(reading) || hebrewUnits.has(reading))) continue;
    const zipfs = readings.map((reading) => hebrew.zipfOfForm(`${reading.slice(0, -1)}"${reading.slice(-1)}`));
    const zipf = Math.max(...zipfs);
    if (zipf >= READERS_MAX_ZIPF.adults.he) continue;
    // Known by the reading the list holds highest ("בחט"ב" as חט"ב), whose letters its expansion's
    // initials are; named as written, a prefix and all.
    const form = zipf > 0 ? readings[zipfs.indexOf(zipf)]! : letters;
    found.push({ form, parts: [form], span: { start: match.index, end: match.index + match[0].length } });
  }
  return found;
}
