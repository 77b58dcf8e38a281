// "Build your own De-Jargonizer": a dictionary in the same format as the built ones, from a
// folder of .txt and .docx files, for a language and period code of your choice.
// Streaming: files are read one by one and .txt files in 64 kB chunks, so memory grows only
// with the word table. A chunk is decoded with a streaming UTF-8 decoder (a multi-byte
// character split between chunks is completed by the next one), and the text after the
// chunk's last whitespace is carried over, so no word, e-mail or URL is cut in two.
// Words are found with the same tokenizer as the analysis. A hyphenated word counts once
// whole (`well-known`) and once for each part, since the classifier looks up both.
//
// Band rule: the English thresholds (bands.ts) scaled to the corpus size. In about 100 M BBC
// tokens they are COMMON_PER_MILLION and MID_PER_MILLION per million, so here
// common ≥ ceil(COMMON_PER_MILLION × tokens / 1 M) and mid likewise, each at least 1.
// A corpus under 2 M tokens therefore puts every word it contains at least in mid-frequency,
// and one under 100 k tokens makes every word it contains common: such a corpus can tell
// known words from unknown ones, not more.
import { createReadStream, readdirSync, statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { extname, join, relative, resolve } from 'node:path';
import { COMMON_PER_MILLION, MID_PER_MILLION } from './bands.ts';
import { BAND_COMMON, BAND_MID, BAND_RARE, packBands } from './dictionary.ts';
import type { DictionaryInfo } from './dictionary.ts';
import { encodeCorpusFile } from './dictionary-file.ts';
import { docxText } from './document-text.ts';
import { isJargonError, JargonError } from './errors.ts';
import { DICTIONARY_FILE_EXTENSION } from './load.ts';
import { dictionaryDir } from './paths.ts';
import { ENGLISH_PERIOD_CODES, HEBREW_PERIOD, parsePeriodCode } from './period-code.ts';
import { lookupForm, normaliseWordForm, scanWords } from './tokenizer.ts';
import { WordTable } from './word-table.ts';
import { writeFileAtomic } from './write-file.ts';

const CHUNK_BYTES = 64 * 1024;
/** A run of text this long without whitespace is counted as it is rather than carried further. */
const MAX_CARRY = 1024 * 1024;

export function corpusThresholds(tokens: number): { commonMin: number; midMin: number } {
  return {
    commonMin: Math.max(1, Math.ceil((COMMON_PER_MILLION * tokens) / 1e6)),
    midMin: Math.max(1, Math.ceil((MID_PER_MILLION * tokens) / 1e6)),
  };
}

/** Word counts of a corpus, fed text piece by piece. */
export class CorpusCounter {
  readonly counts = new Map<string, number>();
  tokens = 0;

  addText(text: string): void {
    scanWords(text, (word) => {
      this.tokens++;
      this.add(lookupForm(text, word));
      if (word.partCount > 1) {
        for (let part = 0; part < word.partCount; part++) {
          this.add(normaliseWordForm(text.slice(word.partStarts[part], word.partEnds[part])));
        }
      }
    });
  }

  private add(form: string): void {
    this.counts.set(form, (this.counts.get(form) ?? 0) + 1);
  }
}

function lastWhitespace(text: string): number {
  for (let index = text.length - 1; index >= 0; index--) {
    const unit = text.charCodeAt(index);
    if (unit === 32 || unit === 10 || unit === 13 || unit === 9 || (unit > 127 && /\s/u.test(text[index] ?? ''))) return index;
  }
  return -1;
}

/** Streams one .txt file into the counter; INVALID_TEXT for binary or non-UTF-8 files. */
export async function countTextFile(path: string, counter: CorpusCounter): Promise<void> {
  let decoder: TextDecoder | null = null;
  let carry = '';
  const feed = (decoded: string): void => {
    if (decoded.includes('\0')) throw new JargonError('INVALID_TEXT', 'The file is binary, not text.');
    const text = carry + decoded;
    const cut = lastWhitespace(text);
    if (cut < 0 && text.length < MAX_CARRY) {
      carry = text;
      return;
    }
    const complete = cut < 0 ? text : text.slice(0, cut + 1);
    carry = cut < 0 ? '' : text.slice(cut + 1);
    counter.addText(complete);
  };
  try {
    for await (const chunk of createReadStream(path, { highWaterMark: CHUNK_BYTES })) {
      const bytes = chunk as Buffer;
      if (decoder === null) {
        const utf16 = bytes[0] === 0xff && bytes[1] === 0xfe ? 'utf-16le' : bytes[0] === 0xfe && bytes[1] === 0xff ? 'utf-16be' : null;
        decoder = new TextDecoder(utf16 ?? 'utf-8', { fatal: true });
      }
      feed(decoder.decode(bytes, { stream: true }));
    }
    if (decoder !== null) feed(decoder.decode());
  } catch (error) {
    if (isJargonError(error)) throw error;
    if (error instanceof TypeError) throw new JargonError('INVALID_TEXT', 'The file is not valid UTF-8 text.');
    throw new JargonError('INVALID_ARGUMENT', `Cannot read ${path}.`);
  }
  if (carry !== '') counter.addText(carry);
}

export interface CorpusBuildOptions {
  /** Folder of .txt and .docx files (searched recursively). */
  readonly inputDir: string;
  /** Language + years, e.g. Biology2020_2024 or English2020_2024 (not a built-in period). */
  readonly code: string;
  /** Output folder; default DICTIONARY_DIR, where loadDictionaries finds it at the next start. */
  readonly outDir?: string;
  readonly log?: (line: string) => void;
}

export interface CorpusBuildResult {
  readonly path: string;
  readonly code: string;
  readonly files: number;
  /** Files that could not be read, with the reason; they do not stop the build. */
  readonly skipped: readonly { readonly file: string; readonly reason: string }[];
  readonly tokens: number;
  readonly types: number;
  readonly commonMin: number;
  readonly midMin: number;
}

export async function buildCorpusDictionary(options: CorpusBuildOptions): Promise<CorpusBuildResult> {
  const log = options.log ?? (() => {});
  const { code, language, startYear, endYear } = parsePeriodCode(options.code);
  if (ENGLISH_PERIOD_CODES.includes(code) || code === HEBREW_PERIOD) {
    throw new JargonError('INVALID_ARGUMENT', `${code} is a built-in period; choose another code for your corpus.`);
  }
  const inputDir = resolve(options.inputDir);
  let files: string[];
  try {
    if (!statSync(inputDir).isDirectory()) throw new Error('not a folder');
    files = readdirSync(inputDir, { recursive: true, encoding: 'utf8' })
      .filter((file) => ['.txt', '.docx'].includes(extname(file).toLowerCase()))
      .sort();
  } catch {
    throw new JargonError('INVALID_ARGUMENT', `${inputDir} is not a readable folder.`);
  }
  if (files.length === 0) throw new JargonError('INVALID_ARGUMENT', `No .txt or .docx files in ${inputDir}.`);

  const counter = new CorpusCounter();
  const skipped: { file: string; reason: string }[] = [];
  for (const file of files) {
    const path = join(inputDir, file);
    try {
      if (extname(file).toLowerCase() === '.txt') await countTextFile(path, counter);
      else counter.addText(await docxText(await readFile(path)));
      log(`  ${relative(inputDir, path)}`);
    } catch (error) {
      if (!isJargonError(error)) throw error;
      skipped.push({ file, reason: error.message });
      log(`  skipped ${file}: ${error.message}`);
    }
  }
  if (counter.tokens === 0) throw new JargonError('INVALID_ARGUMENT', `No words found in the files of ${inputDir}.`);

  const words = [...counter.counts.keys()];
  const counts = Uint32Array.from(words, (word) => counter.counts.get(word) ?? 0);
  const { commonMin, midMin } = corpusThresholds(counter.tokens);
  const bands = packBands(
    Array.from(counts, (count) => (count >= commonMin ? BAND_COMMON : count >= midMin ? BAND_MID : BAND_RARE)),
  );
  const info: DictionaryInfo = {
    code,
    language,
    startYear,
    endYear,
    source: `Corpus of ${files.length - skipped.length} files (${counter.tokens.toLocaleString('en')} tokens)`,
    bandRule: `common ≥ ${commonMin}, mid-frequency ${midMin}–${commonMin - 1}, rare < ${midMin} (${COMMON_PER_MILLION} and ${MID_PER_MILLION} per million tokens)`,
    tokens: counter.tokens,
    types: words.length,
  };
  const outDir = resolve(options.outDir ?? dictionaryDir());
  const path = join(outDir, `${code}${DICTIONARY_FILE_EXTENSION}`);
  writeFileAtomic(path, encodeCorpusFile({ info, table: WordTable.build(words), bands, counts }));
  return { path, code, files: files.length - skipped.length, skipped, tokens: counter.tokens, types: words.length, commonMin, midMin };
}
