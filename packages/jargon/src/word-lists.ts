// The word lists of word-lists-builder.ts, loaded once per process from the built folder
// (DICTIONARY_DIR) on first use: a few files read whole and indexed (some 30 ms and 25 MB for
// all six), never per request. A list the folder lacks is null, and the checks that need it say
// nothing.
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { dictionaryDir } from './paths.ts';
import { WordFrequencies, type FrequencyLanguage } from './word-frequencies.ts';
import { SortedWordList } from './word-list.ts';
import { ENGLISH_CAPITALS_FILE, ENGLISH_SPELLING_FILE, FREQUENCY_LANGUAGES, frequencyFile, SPOKEN_ENGLISH_FILE } from './word-lists-builder.ts';

export interface WordLists {
  /** The multi-source frequencies by language. */
  readonly frequencies: Readonly<Record<FrequencyLanguage, WordFrequencies | null>>;
  /** The English spelling dictionaries' words, lowercase. */
  readonly englishSpelling: SortedWordList | null;
  /** The words those dictionaries write in capitals (NASA, PET), lowercase. */
  readonly englishCapitals: SortedWordList | null;
  /** English as people speak it (the subtitle counts' 50,000 forms). */
  readonly spokenEnglish: WordFrequencies | null;
}

/** The build keeps every form of the large lists: down to one in a hundred million words. */
export const FREQUENCY_FLOOR_ZIPF = 1;

const loaded = new Map<string, WordLists>();

function readList(path: string): SortedWordList | null {
  try {
    // Latin-1, one byte a character as the build wrote it: V8 keeps the text a one-byte string.
    return new SortedWordList(readFileSync(path, 'latin1'));
  } catch {
    return null;
  }
}

/** The lists of the folder (default DICTIONARY_DIR), read once per process. */
export function loadWordLists(dir: string = dictionaryDir()): WordLists {
  const folder = resolve(dir);
  const cached = loaded.get(folder);
  if (cached) return cached;
  const frequencies = Object.fromEntries(
    FREQUENCY_LANGUAGES.map((language) => {
      const list = readList(join(folder, frequencyFile(language)));
      return [language, list && new WordFrequencies(list, language, FREQUENCY_FLOOR_ZIPF)];
    }),
  ) as Record<FrequencyLanguage, WordFrequencies | null>;
  const spoken = readList(join(folder, SPOKEN_ENGLISH_FILE));
  const lists = {
    frequencies,
    englishSpelling: readList(join(folder, ENGLISH_SPELLING_FILE)),
    englishCapitals: readList(join(folder, ENGLISH_CAPITALS_FILE)),
    spokenEnglish: spoken && new WordFrequencies(spoken, 'en', 0),
  };
  loaded.set(folder, lists);
  return lists;
}
