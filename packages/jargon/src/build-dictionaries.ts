// Builds the compact dictionaries once: the ten English periods (with names, per-year counts,
// spelling variants and the WordNet thesaurus) into english.jdict and the Hebrew list into
// hebrew.jdict and the Arabic list into arabic.jdict, the coach's word lists
// (word-lists-builder.ts) and the Hebrew and Arabic wordnets (language-wordnets-builder.ts), in DICTIONARY_DIR (default <repo root>/.cache/dictionaries). Skips the work when
// a stamp of every input's path, size and modification time (data files, WordNet, the Hebrew
// counts and this package's build code) and of Node's ICU version says the output is up to date.
//
//   node packages/jargon/src/build-dictionaries.ts [--force] [--out DIR]
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { DICTIONARY_FORMAT_VERSION } from './dictionary-file.ts';
import { ARABIC_SUBTITLES } from './arabic-builder.ts';
import { readArabicBrokenPlurals } from './arabic-broken-plurals.ts';
import { buildEnglishFile, englishInputs } from './english-builder.ts';
import { isJargonError } from './errors.ts';
import { HEBREW_SUBTITLES } from './hebrew-builder.ts';
import { ARABIC_FILE, ENGLISH_FILE, HEBREW_FILE } from './load.ts';
import { dataDir, dictionaryDir } from './paths.ts';
import { buildSubtitleFile, subtitleCountsPath } from './subtitle-counts-builder.ts';
import {
  buildLanguageWordnet,
  englishWordnet30Inputs,
  languageWordnetInputs,
  readEnglishSynsets,
  WORDNET_LANGUAGES,
  wordnetFile,
} from './language-wordnets-builder.ts';
import { buildThesaurus, wordnetDir, wordnetInputs } from './wordnet-builder.ts';
import { writeFileAtomic } from './write-file.ts';
import {
  buildEnglishSpelling,
  buildFrequencyList,
  readFrequencies,
  buildSpokenEnglish,
  ENGLISH_CAPITALS_FILE,
  ENGLISH_SPELLING_FILE,
  SPOKEN_ENGLISH_FILE,
  spokenEnglishInput,
  FREQUENCY_LANGUAGES,
  frequencyFile,
  frequencyInput,
  spellingInputs,
} from './word-lists-builder.ts';

export const STAMP_FILE = 'build-stamp.json';

/** The package's own code that shapes the output: editing it triggers a rebuild. */
const BUILD_CODE = [
  'build-dictionaries.ts',
  'english-builder.ts',
  'wordnet-builder.ts',
  'hebrew-builder.ts',
  'hebrew.ts',
  'hebrew-place-names.ts',
  'hebrew-word-forms.ts',
  'hebrew-lexemes.ts',
  'hebrew-israeli-cities.ts',
  'arabic-builder.ts',
  'arabic.ts',
  'arabic-cities.ts',
  'arabic-broken-plurals.ts',
  'subtitle-counts-builder.ts',
  'corpus-builder.ts',
  'dictionary-file.ts',
  'dictionary-format.ts',
  'word-table.ts',
  'thesaurus.ts',
  'tokenizer.ts',
  'word-lists-builder.ts',
  'word-frequencies.ts',
  'word-list.ts',
  'english-inflections.ts',
  'language-wordnets-builder.ts',
  'language-wordnets.ts',
  'hebrew-verb-forms.ts',
].map((file) => join(import.meta.dirname, file));

export interface BuildOptions {
  /** Folder of the BBC counts, names and spellings; default SCICOMM_DATA_DIR or <repo root>/../shared/data. */
  readonly dataDir?: string;
  /** Output folder; default DICTIONARY_DIR or <repo root>/.cache/dictionaries. */
  readonly outDir?: string;
  /** Rebuild even when the stamp matches. */
  readonly force?: boolean;
  readonly log?: (line: string) => void;
}

export interface BuildResult {
  readonly outDir: string;
  /** False when the output was already up to date. */
  readonly built: boolean;
  readonly files: readonly string[];
}

function stampOf(inputs: readonly string[]): string {
  const entries = inputs.map((path) => {
    const stats = statSync(path);
    return { path, size: stats.size, modified: stats.mtimeMs };
  });
  // The Hebrew place names come from Node's ICU data (hebrew-place-names.ts): another ICU, another build.
  return JSON.stringify({ formatVersion: DICTIONARY_FORMAT_VERSION, icu: process.versions.icu ?? '', inputs: entries }, null, 1);
}

/** Builds the dictionaries unless they are up to date; the server may call it at start. */
export function buildDictionaries(options: BuildOptions = {}): BuildResult {
  const log = options.log ?? (() => {});
  const data = resolve(options.dataDir ?? dataDir());
  const outDir = resolve(options.outDir ?? dictionaryDir());
  const subtitleFiles = [
    { file: HEBREW_FILE, language: HEBREW_SUBTITLES, code: 'he' as const },
    { file: ARABIC_FILE, language: ARABIC_SUBTITLES, code: 'ar' as const },
  ];
  const listFiles = [...FREQUENCY_LANGUAGES.map(frequencyFile), ENGLISH_SPELLING_FILE, ENGLISH_CAPITALS_FILE, SPOKEN_ENGLISH_FILE, ...WORDNET_LANGUAGES.map(wordnetFile)];
  const files = [join(outDir, ENGLISH_FILE), ...subtitleFiles.map(({ file }) => join(outDir, file)), ...listFiles.map((file) => join(outDir, file))];
  const stampPath = join(outDir, STAMP_FILE);
  const wordnet = wordnetDir();
  const stamp = stampOf([...englishInputs(data), ...wordnetInputs(wordnet), ...subtitleFiles.map(({ language }) => subtitleCountsPath(language, data)), ...FREQUENCY_LANGUAGES.map((language) => frequencyInput(language, data)), ...spellingInputs(), spokenEnglishInput(data), ...WORDNET_LANGUAGES.flatMap((language) => languageWordnetInputs(language, data)), ...englishWordnet30Inputs(), ...BUILD_CODE]);
  if (
    !options.force &&
    files.every((file) => existsSync(file)) &&
    existsSync(stampPath) &&
    readFileSync(stampPath, 'utf8') === stamp
  ) {
    log(`Dictionaries are up to date in ${outDir}; nothing to do.`);
    return { outDir, built: false, files };
  }
  const started = performance.now();
  log(`Building dictionaries from ${data} into ${outDir} …`);
  const thesaurus = buildThesaurus(wordnet);
  log(`  WordNet: ${thesaurus.senseSynsets.length.toLocaleString('en')} senses of ${thesaurus.synsetCount.toLocaleString('en')} synsets`);
  const english = buildEnglishFile(data, thesaurus);
  writeFileAtomic(files[0] as string, english.bytes);
  log(
    `  ${ENGLISH_FILE}: ${english.periods.length} periods (${english.periods[0]?.code} … ${english.periods.at(-1)?.code}), ` +
      `${english.words.toLocaleString('en')} words, ${(english.bytes.length / 1e6).toFixed(1)} MB`,
  );
  const frequencies = new Map(FREQUENCY_LANGUAGES.map((language) => [language, readFrequencies(language, data)]));
  const brokenPlurals = readArabicBrokenPlurals(languageWordnetInputs('ar', data)[0] as string);
  for (const { file, language, code } of subtitleFiles) {
    const evidence = { secondSignal: frequencies.get(code), ...(code === 'ar' ? { sameWord: brokenPlurals } : {}) };
    const built = buildSubtitleFile(language, data, language.placeForms(), evidence);
    writeFileAtomic(join(outDir, file), built.bytes);
    log(
      `  ${file}: ${built.words.toLocaleString('en')} forms (${built.placeForms.toLocaleString('en')} place-name forms), ` +
        `${(built.tokens / 1e6).toFixed(1)} M tokens, common ≥ ${built.commonMin}, mid ≥ ${built.midMin}, ` +
        `${built.dropped} lines dropped, ${(built.bytes.length / 1e3).toFixed(0)} kB`,
    );
  }
  for (const language of FREQUENCY_LANGUAGES) {
    const list = buildFrequencyList(language, frequencies.get(language) ?? new Map());
    writeFileAtomic(join(outDir, frequencyFile(language)), Buffer.from(list.text, 'latin1'));
    log(`  ${frequencyFile(language)}: ${list.forms.toLocaleString('en')} forms, ${(list.text.length / 1e6).toFixed(1)} M characters`);
  }
  const spelling = buildEnglishSpelling();
  writeFileAtomic(join(outDir, ENGLISH_SPELLING_FILE), Buffer.from(spelling.text, 'latin1'));
  log(`  ${ENGLISH_SPELLING_FILE}: ${spelling.forms.toLocaleString('en')} words`);
  writeFileAtomic(join(outDir, ENGLISH_CAPITALS_FILE), Buffer.from(spelling.capitals.text, 'latin1'));
  log(`  ${ENGLISH_CAPITALS_FILE}: ${spelling.capitals.forms.toLocaleString('en')} words in capitals`);
  const spoken = buildSpokenEnglish(data);
  writeFileAtomic(join(outDir, SPOKEN_ENGLISH_FILE), Buffer.from(spoken.text, 'latin1'));
  log(`  ${SPOKEN_ENGLISH_FILE}: ${spoken.forms.toLocaleString('en')} forms`);
  const englishSynsets = readEnglishSynsets();
  for (const language of WORDNET_LANGUAGES) {
    const wordnet = buildLanguageWordnet(language, data, englishSynsets);
    const text = JSON.stringify(wordnet.data);
    writeFileAtomic(join(outDir, wordnetFile(language)), text);
    log(`  ${wordnetFile(language)}: ${wordnet.synsets.toLocaleString('en')} senses, ${wordnet.forms.toLocaleString('en')} forms, ${(Buffer.byteLength(text) / 1e6).toFixed(1)} MB`);
  }
  writeFileAtomic(stampPath, stamp);
  log(`Built in ${((performance.now() - started) / 1000).toFixed(1)} s.`);
  return { outDir, built: true, files };
}

function main(args: readonly string[]): number {
  const outIndex = args.indexOf('--out');
  const outDir = outIndex >= 0 ? args[outIndex + 1] : undefined;
  if (outIndex >= 0 && !outDir) {
    console.error('Usage: node packages/jargon/src/build-dictionaries.ts [--force] [--out DIR]');
    return 2;
  }
  try {
    buildDictionaries({ force: args.includes('--force'), ...(outDir ? { outDir } : {}), log: (line) => console.log(line) });
    return 0;
  } catch (error) {
    if (isJargonError(error)) {
      console.error(error.message);
      return 1;
    }
    throw error;
  }
}

if (import.meta.main) process.exitCode = main(process.argv.slice(2));
