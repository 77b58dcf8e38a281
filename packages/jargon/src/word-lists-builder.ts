// Builds the word lists the coach's jargon and spelling checks read, beside the dictionaries
// (build-dictionaries.ts, same folder and stamp), as sorted lines word-list.ts searches in place:
// - wordfreq-en.txt, -he.txt, -ar.txt: the multi-source frequencies (data/README.md
//   "Multi-source frequencies") as form<TAB>centibels, forms in the lookup form of
//   word-frequencies.ts (several wordfreq forms may fold into one: their frequencies are summed)
//   and packed into one byte a letter (`packedForm`); forms of other scripts are left out;
// - spelling-en.txt: the words of the US and British Hunspell dictionaries (npm dictionary-en,
//   dictionary-en-gb), their affixes expanded here, in lowercase;
// - capitals-en.txt: the words those dictionaries list in capitals (NASA, DNA, PET, USB), in
//   lowercase: an abbreviation everyday enough for a spelling dictionary, whose letters' count in
//   the news is its own even where they spell a word too ("pet");
// - spoken-en.txt: English as people speak it (the OpenSubtitles 2018 counts, data/README.md
//   "Spoken English") as form<TAB>centibels of the 50,000 forms' total: what children say every
//   day ("crayons", "puddles") is rare in the news and in Wikipedia, not in speech.
// Each is written in Latin-1 (the packed forms' one byte a letter). Build-time only (reads files
// and packages).
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { decode } from '@msgpack/msgpack';
import { JargonError } from './errors.ts';
import { requireDataFile } from './paths.ts';
import { frequencyForm, packedForm, type FrequencyLanguage } from './word-frequencies.ts';
import { wordListText } from './word-list.ts';

const require = createRequire(import.meta.url);

export const FREQUENCY_LANGUAGES: readonly FrequencyLanguage[] = ['en', 'he', 'ar'];
export const frequencyFile = (language: FrequencyLanguage) => `wordfreq-${language}.txt`;
export const ENGLISH_SPELLING_FILE = 'spelling-en.txt';
export const SPOKEN_ENGLISH_FILE = 'spoken-en.txt';
export const ENGLISH_CAPITALS_FILE = 'capitals-en.txt';

export function spokenEnglishInput(dataDir: string): string {
  return requireDataFile(dataDir, 'english-spoken', 'en_50k_2018.txt');
}

/** The spoken-English list's text: each lowercase form at its share of all the listed forms' uses. */
export function buildSpokenEnglish(dataDir: string): { text: string; forms: number } {
  const counts = new Map<string, number>();
  for (const line of readFileSync(spokenEnglishInput(dataDir), 'utf8').split('\n')) {
    const space = line.lastIndexOf(' ');
    const count = Number(line.slice(space + 1));
    const form = packedForm(frequencyForm(line.slice(0, space), 'en'), 'en');
    if (space > 0 && form !== null && Number.isFinite(count) && WORD_FORM.test(form)) counts.set(form, (counts.get(form) ?? 0) + count);
  }
  let total = 0;
  for (const count of counts.values()) total += count;
  const entries = [...counts].map(([form, count]) => [form, Math.round(-100 * Math.log10(count / total))] as const);
  return { text: wordListText(entries), forms: entries.length };
}
/** The Hunspell dictionaries of the English spelling list: writers here use both spellings. */
export const SPELLING_PACKAGES = ['dictionary-en', 'dictionary-en-gb'] as const;

export function frequencyInput(language: FrequencyLanguage, dataDir: string): string {
  return requireDataFile(dataDir, 'wordfreq', `large_${language}.msgpack.gz`);
}

export function spellingInputs(): string[] {
  return SPELLING_PACKAGES.flatMap((name) => {
    const folder = dirname(require.resolve(name));
    return [join(folder, 'index.aff'), join(folder, 'index.dic')];
  });
}

/**
 * A form of letters (marks, apostrophes and inner hyphens allowed): numbers and debris are dropped.
 * Gershayim before the last letter are a Hebrew acronym's (צה"ל, חט"ב): kept, so that the list says
 * which acronyms readers meet.
 */
const WORD_FORM = /^\p{L}[\p{L}\p{M}'-]*(?:["״]\p{L})?$/u;

/** Each form's uses per word in the msgpack file, in the lookup form of word-frequencies.ts (forms that fold together summed). */
export function readFrequencies(language: FrequencyLanguage, dataDir: string): Map<string, number> {
  const decoded = decode(gunzipSync(readFileSync(frequencyInput(language, dataDir))));
  if (!Array.isArray(decoded) || (decoded[0] as { format?: string } | undefined)?.format !== 'cB') {
    throw new JargonError('DATA_MISSING', `wordfreq/large_${language}.msgpack.gz is not a cB list (data/README.md).`);
  }
  const frequency = new Map<string, number>();
  decoded.slice(1).forEach((bucket, index) => {
    if (!Array.isArray(bucket)) return;
    const perWord = 10 ** (-index / 100);
    for (const written of bucket) {
      if (typeof written !== 'string' || !WORD_FORM.test(written)) continue;
      const form = frequencyForm(written, language);
      frequency.set(form, (frequency.get(form) ?? 0) + perWord);
    }
  });
  return frequency;
}

/** The list's text and how many forms it holds, from the frequencies of readFrequencies. */
export function buildFrequencyList(language: FrequencyLanguage, frequency: ReadonlyMap<string, number>): { text: string; forms: number } {
  const entries = [...frequency].flatMap(([form, value]) => {
    const packed = packedForm(form, language);
    return packed === null ? [] : [[packed, Math.round(-100 * Math.log10(value))] as const];
  });
  return { text: wordListText(entries), forms: entries.length };
}

interface AffixRule {
  strip: string;
  add: string;
  condition: RegExp;
}

interface Affix {
  prefix: boolean;
  crossProduct: boolean;
  rules: AffixRule[];
}

/** The affixes of a Hunspell .aff file by flag (single-letter flags, as the English files have). */
function readAffixes(aff: string): Map<string, Affix> {
  const affixes = new Map<string, Affix>();
  for (const line of aff.split('\n')) {
    const parts = line.trim().split(/\s+/u);
    if (parts[0] !== 'PFX' && parts[0] !== 'SFX') continue;
    const [kind, flag = '', ...rest] = parts;
    const prefix = kind === 'PFX';
    if (rest.length === 2 && (rest[0] === 'Y' || rest[0] === 'N')) {
      affixes.set(flag, { prefix, crossProduct: rest[0] === 'Y', rules: [] });
      continue;
    }
    const [strip = '0', addWithFlags = '0', condition = '.'] = rest;
    const add = addWithFlags.split('/')[0] ?? '';
    affixes.get(flag)?.rules.push({
      strip: strip === '0' ? '' : strip,
      add: add === '0' ? '' : add,
      condition: new RegExp(prefix ? `^${condition}` : `${condition}$`, 'u'),
    });
  }
  return affixes;
}

function applied(word: string, affix: Affix): string[] {
  return affix.rules.flatMap((rule) => {
    if (!rule.condition.test(word)) return [];
    if (affix.prefix) return word.startsWith(rule.strip) ? [rule.add + word.slice(rule.strip.length)] : [];
    return word.endsWith(rule.strip) ? [word.slice(0, word.length - rule.strip.length) + rule.add] : [];
  });
}

/**
 * Every word a Hunspell dictionary accepts, but compounds: each stem with each of its suffixes
 * and prefixes, and both where the two allow it (cross product). Words only for compounds (the
 * ONLYINCOMPOUND flag) and the forbidden ones are left out.
 */
export function expandHunspell(aff: string, dic: string): Set<string> {
  const affixes = readAffixes(aff);
  const onlyInCompound = /^ONLYINCOMPOUND\s+(\S)/mu.exec(aff)?.[1];
  const forbidden = /^FORBIDDENWORD\s+(\S)/mu.exec(aff)?.[1];
  const words = new Set<string>();
  for (const line of dic.split('\n').slice(1)) {
    const [stem = '', flagText = ''] = line.trim().split('/');
    if (stem === '') continue;
    const flags = [...(flagText.split(/\s/u)[0] ?? '')];
    if ((onlyInCompound && flags.includes(onlyInCompound)) || (forbidden && flags.includes(forbidden))) continue;
    words.add(stem);
    const known = flags.map((flag) => affixes.get(flag)).filter((affix): affix is Affix => affix !== undefined);
    const suffixed = known.filter((affix) => !affix.prefix).flatMap((affix) => applied(stem, affix).map((form) => ({ form, affix })));
    for (const { form } of suffixed) words.add(form);
    for (const prefix of known.filter((affix) => affix.prefix)) {
      for (const form of applied(stem, prefix)) words.add(form);
      if (!prefix.crossProduct) continue;
      for (const { form, affix } of suffixed) if (affix.crossProduct) for (const both of applied(form, prefix)) words.add(both);
    }
  }
  return words;
}

/** The English spelling list's text (the US and British dictionaries' words, lowercase) and, apart, their words written in capitals. */
export function buildEnglishSpelling(): { text: string; forms: number; capitals: { text: string; forms: number } } {
  const forms = new Set<string>();
  const capitals = new Set<string>();
  for (const name of SPELLING_PACKAGES) {
    const folder = dirname(require.resolve(name));
    const words = expandHunspell(readFileSync(join(folder, 'index.aff'), 'utf8'), readFileSync(join(folder, 'index.dic'), 'utf8'));
    for (const word of words) {
      const form = packedForm(word.toLowerCase().replace(/[’]/gu, "'"), 'en');
      if (form !== null && WORD_FORM.test(form)) forms.add(form);
      if (/^[A-Z]{2,}$/u.test(word)) capitals.add(word.toLowerCase());
    }
  }
  const listed = (set: ReadonlySet<string>) => ({ text: wordListText([...set].map((form) => [form] as const)), forms: set.size });
  return { ...listed(forms), capitals: listed(capitals) };
}
