// Loads the built dictionaries (build-dictionaries.ts, corpus-builder.ts) once per process.
// The server calls loadDictionaries() at start and keeps the set; never per request. Each file
// is read whole and used through typed-array views (dictionary-format.ts), so loading all of
// them takes milliseconds.
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { decodeDictionaryFile } from './dictionary-file.ts';
import type { DecodedFile } from './dictionary-file.ts';
import { DictionarySet } from './dictionary-set.ts';
import { JargonError } from './errors.ts';
import { dictionaryDir } from './paths.ts';

export const DICTIONARY_FILE_EXTENSION = '.jdict';
export const ENGLISH_FILE = `english${DICTIONARY_FILE_EXTENSION}`;
export const HEBREW_FILE = `hebrew${DICTIONARY_FILE_EXTENSION}`;

export interface LoadOptions {
  /** Folder of the built dictionaries; default DICTIONARY_DIR or <repo root>/.cache/dictionaries. */
  readonly dir?: string;
}

const loaded = new Map<string, DictionarySet>();

/** All dictionaries in the folder (English periods, Hebrew, corpus dictionaries), loaded once per folder. */
export function loadDictionaries(options: LoadOptions = {}): DictionarySet {
  const dir = resolve(options.dir ?? dictionaryDir());
  const cached = loaded.get(dir);
  if (cached) return cached;
  const set = readDictionaries(dir);
  loaded.set(dir, set);
  return set;
}

function readDictionaries(dir: string): DictionarySet {
  let files: string[];
  try {
    files = readdirSync(dir).filter((file) => file.endsWith(DICTIONARY_FILE_EXTENSION));
  } catch {
    files = [];
  }
  if (!files.includes(ENGLISH_FILE)) {
    throw new JargonError(
      'DATA_MISSING',
      `No built dictionaries in ${dir}: run "node packages/jargon/src/build-dictionaries.ts" (or set DICTIONARY_DIR).`,
    );
  }
  const english = loadDictionaryFile(join(dir, ENGLISH_FILE));
  const others = files
    .filter((file) => file !== ENGLISH_FILE)
    .sort()
    .map((file) => loadDictionaryFile(join(dir, file), english));
  return new DictionarySet([...english.dictionaries, ...others.flatMap((file) => file.dictionaries)], english.yearly);
}

/** One built file; `english` lends its thesaurus to English corpus dictionaries. */
export function loadDictionaryFile(path: string, english?: DecodedFile): DecodedFile {
  let bytes: Uint8Array;
  try {
    bytes = readFileSync(path);
  } catch {
    throw new JargonError('DATA_MISSING', `Cannot read the dictionary file ${path}.`);
  }
  return decodeDictionaryFile(bytes, { thesaurus: english?.thesaurus ?? null });
}
