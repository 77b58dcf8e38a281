// Loads the built dictionaries (build-dictionaries.ts, corpus-builder.ts) once per process.
// The server calls loadDictionaries() at start and keeps the set; never per request. Each file
// is read and used through typed-array views (dictionary-format.ts), so loading all of them takes
// milliseconds; the English file's thesaurus is read only when the first simpler word is asked
// for (docs/de-jargonizer.md "Simpler words").
import { closeSync, fstatSync, openSync, readdirSync, readSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { decodeDictionaryContainer, isThesaurusSection } from './dictionary-file.ts';
import { openContainer, type ContainerSource } from './dictionary-format.ts';
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

/**
 * One built file; `english` lends its thesaurus to English corpus dictionaries. The thesaurus
 * sections (the last of the English file) are read only when a simpler word is first asked for,
 * so the file stays open for that; every other section is read here in one go.
 */
export function loadDictionaryFile(path: string, english?: DecodedFile): DecodedFile {
  let source: ContainerSource & { close(): void };
  try {
    source = fileSource(path);
  } catch {
    throw new JargonError('DATA_MISSING', `Cannot read the dictionary file ${path}.`);
  }
  try {
    const decoded = decodeDictionaryContainer(openContainer(source, isThesaurusSection), { thesaurus: english?.thesaurus ?? null });
    if (decoded.thesaurus === null) source.close();
    return decoded;
  } catch (error) {
    source.close();
    throw error;
  }
}

// An open file read by byte range. Kept open rather than opened again later: a rebuild replaces
// the file by a rename, and this descriptor still reads the file these dictionaries came from.
function fileSource(path: string): ContainerSource & { close(): void } {
  const descriptor = openSync(path, 'r');
  let open = true;
  return {
    length: fstatSync(descriptor).size,
    read(start, end) {
      if (!open) throw new JargonError('INVALID_DICTIONARY', `The dictionary file ${path} was closed.`);
      const bytes = new Uint8Array(end - start);
      let done = 0;
      while (done < bytes.length) {
        const count = readSync(descriptor, bytes, done, bytes.length - done, start + done);
        if (count === 0) throw new JargonError('INVALID_DICTIONARY', `The dictionary file ${path} is truncated.`);
        done += count;
      }
      return bytes;
    },
    close() {
      if (open) closeSync(descriptor);
      open = false;
    },
  };
}
