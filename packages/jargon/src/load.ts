// Loads the built dictionaries (build-dictionaries.ts, corpus-builder.ts) once per process.
// The server calls loadDictionaries() at start and keeps the set; never per request. Each file
// is used through typed-array views (dictionary-format.ts), so loading all of them takes
// milliseconds; the English file's thesaurus is read only when the first simpler word is asked
// for (docs/de-jargonizer.md "How a suggestion is chosen"), its definitions when the first meaning is.
//
// The bytes live in shared memory (SharedArrayBuffer), one copy per process: the server's worker
// threads get the same memory (sharedDictionaries → loadSharedDictionaries in the thread) instead
// of reading the files again. A file is read into it piece by piece, as first needed, by
// whichever thread needs the piece first, from the descriptor the process opened once.
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
export const ARABIC_FILE = `arabic${DICTIONARY_FILE_EXTENSION}`;

export interface LoadOptions {
  /** Folder of the built dictionaries; default DICTIONARY_DIR or <repo root>/.cache/dictionaries. */
  readonly dir?: string;
}

/** The size of the pieces a shared file is read in. */
const PIECE_BYTES = 1 << 20;

/** One built file in memory shared by every thread of the process. */
export interface SharedDictionaryFile {
  readonly name: string;
  /** The file's bytes; a piece of them is valid once its flag in `pieces` is 1. */
  readonly bytes: SharedArrayBuffer;
  /** One Int32 per PIECE_BYTES of the file: 1 once that piece has been read. */
  readonly pieces: SharedArrayBuffer;
  /** The file, opened once by the process (a descriptor any of its threads can read). */
  readonly descriptor: number;
}

/** The dictionaries of one folder, as a worker thread receives them (workerData). */
export interface SharedDictionaries {
  readonly dir: string;
  readonly files: readonly SharedDictionaryFile[];
}

interface Loaded {
  readonly set: DictionarySet;
  readonly shared: SharedDictionaries;
}

/** The sets this thread has made, by folder. */
const loaded = new Map<string, Loaded>();

/** All dictionaries in the folder (English periods, Hebrew, corpus dictionaries), loaded once per folder. */
export function loadDictionaries(options: LoadOptions = {}): DictionarySet {
  return loadFolder(options).set;
}

/** The folder's dictionaries as shared memory, to hand to worker threads (loaded here first if need be). */
export function sharedDictionaries(options: LoadOptions = {}): SharedDictionaries {
  return loadFolder(options).shared;
}

/** In a worker thread: the dictionaries another thread of the process loaded, over the same memory. */
export function loadSharedDictionaries(shared: SharedDictionaries): DictionarySet {
  const cached = loaded.get(shared.dir);
  if (cached) return cached.set;
  const set = dictionariesOver(shared);
  loaded.set(shared.dir, { set, shared });
  return set;
}

function loadFolder(options: LoadOptions): Loaded {
  const dir = resolve(options.dir ?? dictionaryDir());
  const cached = loaded.get(dir);
  if (cached) return cached;
  const shared = openFolder(dir);
  const set = dictionariesOver(shared);
  const result = { set, shared };
  loaded.set(dir, result);
  return result;
}

function openFolder(dir: string): SharedDictionaries {
  let names: string[];
  try {
    names = readdirSync(dir).filter((file) => file.endsWith(DICTIONARY_FILE_EXTENSION));
  } catch {
    names = [];
  }
  if (!names.includes(ENGLISH_FILE)) {
    throw new JargonError(
      'DATA_MISSING',
      `No built dictionaries in ${dir}: run "node packages/jargon/src/build-dictionaries.ts" (or set DICTIONARY_DIR).`,
    );
  }
  const others = names.filter((file) => file !== ENGLISH_FILE).sort();
  return { dir, files: [ENGLISH_FILE, ...others].map((name) => openSharedFile(join(dir, name), name)) };
}

function dictionariesOver(shared: SharedDictionaries): DictionarySet {
  const [englishFile, ...otherFiles] = shared.files;
  if (!englishFile) throw new JargonError('DATA_MISSING', `No built dictionaries in ${shared.dir}.`);
  const english = decodeSource(sharedSource(englishFile, join(shared.dir, englishFile.name)));
  const others = otherFiles.map((file) => decodeSource(sharedSource(file, join(shared.dir, file.name)), english));
  return new DictionarySet([...english.dictionaries, ...others.flatMap((file) => file.dictionaries)], english.yearly);
}

/**
 * One built file; `english` lends its thesaurus to English corpus dictionaries. The thesaurus
 * sections (the last of the English file) are read only when a simpler word is first asked for,
 * so the file stays open for that; every other section is read here in one go.
 */
export function loadDictionaryFile(path: string, english?: DecodedFile): DecodedFile {
  return decodeSource(sharedSource(openSharedFile(path, path), path), english);
}

function decodeSource(source: ContainerSource, english?: DecodedFile): DecodedFile {
  return decodeDictionaryContainer(openContainer(source, isThesaurusSection), { thesaurus: english?.thesaurus ?? null });
}

// Kept open for the process's life rather than opened again later: a rebuild replaces the file
// by a rename, and this descriptor still reads the file these dictionaries came from.
function openSharedFile(path: string, name: string): SharedDictionaryFile {
  let descriptor: number;
  try {
    descriptor = openSync(path, 'r');
  } catch {
    throw new JargonError('DATA_MISSING', `Cannot read the dictionary file ${path}.`);
  }
  try {
    const length = fstatSync(descriptor).size;
    return {
      name,
      // Untouched pages of a large buffer take no memory: a piece nobody reads (the thesaurus of
      // a process that never suggests a word) costs nothing.
      bytes: new SharedArrayBuffer(length),
      pieces: new SharedArrayBuffer(Math.ceil(length / PIECE_BYTES) * Int32Array.BYTES_PER_ELEMENT),
      descriptor,
    };
  } catch (error) {
    closeSync(descriptor);
    throw error;
  }
}

/**
 * The file's bytes by range, reading each missing piece first. Two threads that read one piece
 * at once write the same bytes, and a piece is used only after its flag says it was read whole.
 */
function sharedSource(file: SharedDictionaryFile, path: string): ContainerSource {
  const bytes = new Uint8Array(file.bytes);
  const pieces = new Int32Array(file.pieces);
  const readPiece = (piece: number) => {
    const start = piece * PIECE_BYTES;
    const end = Math.min(bytes.length, start + PIECE_BYTES);
    let done = start;
    while (done < end) {
      const count = readSync(file.descriptor, bytes, done, end - done, done);
      if (count === 0) throw new JargonError('INVALID_DICTIONARY', `The dictionary file ${path} is truncated.`);
      done += count;
    }
    Atomics.store(pieces, piece, 1);
  };
  return {
    length: bytes.length,
    read(start, end) {
      if (end > start) {
        for (let piece = Math.floor(start / PIECE_BYTES); piece <= Math.floor((end - 1) / PIECE_BYTES); piece++) {
          if (Atomics.load(pieces, piece) !== 1) readPiece(piece);
        }
      }
      return bytes.subarray(start, end);
    },
  };
}
