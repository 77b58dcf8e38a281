// The word lists the jargon and spelling areas read beside the measure's bands: the multi-source
// frequencies and the English spelling dictionaries' words, built with the dictionaries
// (@scicomm/jargon) and loaded once; a list not built is null, and the checks that need it say nothing.
import type { FrequencyLanguage } from '@scicomm/jargon/word-frequencies';
import { loadWordLists, type WordLists } from '@scicomm/jargon/word-lists';

export type { WordLists };
export type { FrequencyLanguage as WordLanguage };

/** The lists of the built folder (DICTIONARY_DIR), read on first call and kept. */
export function wordLists(): WordLists {
  return loadWordLists();
}

/** The language of a word by its letters: Hebrew, Arabic or Latin; null for anything else (digits, mixed scripts). */
export function wordLanguage(word: string): FrequencyLanguage | null {
  if (/^[\u05d0-\u05ea'’"״׳-]+$/u.test(word)) return 'he';
  // Harakat and tatweel aside.
  if (/^[\u0621-\u064a\u0640]+$/u.test(word.replace(/\p{M}/gu, ''))) return 'ar';
  if (/^[\p{Script=Latin}'’-]+$/u.test(word)) return 'en';
  return null;
}
