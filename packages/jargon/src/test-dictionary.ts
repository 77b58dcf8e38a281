// Small in-memory dictionaries for the unit tests, built from word lists instead of the BBC
// data, so most tests run in milliseconds.
import { BAND_COMMON, BAND_MID, BAND_RARE, Dictionary, packBands } from './dictionary.ts';
import { PARTS_OF_SPEECH, stemOf, Thesaurus, type PartOfSpeech } from './thesaurus.ts';
import { WordTable } from './word-table.ts';

export interface TestDictionaryWords {
  readonly code?: string;
  readonly common?: readonly string[];
  readonly mid?: readonly string[];
  /** Listed but rare (e.g. a low count). */
  readonly rare?: readonly string[];
  readonly names?: readonly string[];
  /** Counts for ordering alternatives; default 1000 for common, 100 for mid, 1 for rare. */
  readonly frequencies?: Readonly<Record<string, number>>;
  readonly thesaurus?: Thesaurus;
}

export function testDictionary(words: TestDictionaryWords): Dictionary {
  const code = words.code ?? 'English2021_2024';
  const all: string[] = [];
  const codes: number[] = [];
  const add = (list: readonly string[] | undefined, band: number): void => {
    for (const word of list ?? []) {
      if (!all.includes(word)) {
        all.push(word);
        codes.push(band);
      }
    }
  };
  add(words.common, BAND_COMMON);
  add(words.mid, BAND_MID);
  add(words.rare, BAND_RARE);
  add(words.names, BAND_RARE);
  const table = WordTable.build(all);
  const names = new Uint8Array(all.length);
  for (const name of words.names ?? []) names[table.find(name)] = 1;
  const language = /^\p{L}+/u.exec(code)?.[0] ?? 'English';
  const defaults = [1000, 100, 1];
  return new Dictionary({
    info: { code, language, startYear: 2021, endYear: 2024, source: 'test words', bandRule: 'as listed', tokens: 0, types: all.length },
    table,
    bands: packBands(codes),
    names: words.names ? names : null,
    frequencyOf: (id) => words.frequencies?.[all[id] ?? ''] ?? defaults[codes[id] ?? 2] ?? 0,
    thesaurus: words.thesaurus ?? null,
  });
}

/** One synset of a test thesaurus: its members, gloss, and optionally each member's sense count and the synsets above it. */
export interface TestSynset {
  readonly pos?: PartOfSpeech;
  readonly members: readonly string[];
  readonly gloss?: string;
  /** Sense count per member (default 0); a lemma's senses are ordered by it. */
  readonly counts?: Readonly<Record<string, number>>;
  /** Indexes of related synsets (hypernyms, or "similar to" for adjectives) in the same list. */
  readonly related?: readonly number[];
  /** Depth below the top of the hierarchy (default 8, deep enough for any hypernym rule). */
  readonly depth?: number;
  /** WordNet lexicographer file (default 6, noun.artifact). */
  readonly lexFile?: number;
  /** Adjectives: indexes of the noun synsets they relate to. */
  readonly nouns?: readonly number[];
  /** Filed under a topic domain (a field sense). */
  readonly inField?: boolean;
  /** The definition shown as a meaning (default: the gloss). */
  readonly definition?: string;
}

/** A thesaurus of the given synsets, stored as wordnet-builder.ts stores them. */
export function testSynsets(synsets: readonly TestSynset[]): Thesaurus {
  const words: string[] = [];
  const idOf = (word: string): number => {
    const found = words.indexOf(word);
    if (found >= 0) return found;
    words.push(word);
    return words.length - 1;
  };
  const sensesOf = new Map<number, { synset: number; count: number }[]>();
  synsets.forEach((synset, index) => {
    for (const member of synset.members) {
      const id = idOf(member);
      sensesOf.set(id, [...(sensesOf.get(id) ?? []), { synset: index, count: synset.counts?.[member] ?? 0 }]);
    }
  });
  const glossLists = synsets.map((synset) =>
    [...new Set((synset.gloss?.match(/[A-Za-z]+/g) ?? []).map(stemOf).filter((stem) => stem !== null))].map(idOf),
  );
  const senseOffsets = new Uint32Array(words.length + 1);
  const senseSynsets: number[] = [];
  const senseCounts: number[] = [];
  for (let id = 0; id < words.length; id++) {
    senseOffsets[id] = senseSynsets.length;
    for (const sense of [...(sensesOf.get(id) ?? [])].sort((a, b) => b.count - a.count || a.synset - b.synset)) {
      senseSynsets.push(sense.synset);
      senseCounts.push(sense.count);
    }
  }
  senseOffsets[words.length] = senseSynsets.length;
  const flat = (lists: readonly (readonly number[])[]): [Uint32Array, Uint32Array] => {
    const offsets = new Uint32Array(lists.length + 1);
    lists.forEach((list, index) => (offsets[index + 1] = (offsets[index] ?? 0) + list.length));
    return [offsets, Uint32Array.from(lists.flat())];
  };
  const [memberOffsets, members] = flat(synsets.map((synset) => synset.members.map(idOf)));
  const [relatedOffsets, related] = flat(synsets.map((synset) => synset.related ?? []));
  const [glossOffsets, gloss] = flat(glossLists);
  const [nounOffsets, nouns] = flat(synsets.map((synset) => synset.nouns ?? []));
  const definitionBytes = synsets.map((synset) => new TextEncoder().encode(synset.definition ?? synset.gloss ?? ''));
  const definitionOffsets = new Uint32Array(synsets.length + 1);
  definitionBytes.forEach((bytes, index) => (definitionOffsets[index + 1] = (definitionOffsets[index] ?? 0) + bytes.length));
  const definitions = new Uint8Array(definitionOffsets[synsets.length] ?? 0);
  definitionBytes.forEach((bytes, index) => definitions.set(bytes, definitionOffsets[index] ?? 0));
  return new Thesaurus({
    words: WordTable.build(words),
    senseOffsets,
    senseSynsets: Uint32Array.from(senseSynsets),
    senseCounts: Uint16Array.from(senseCounts),
    synsetInfo: Uint8Array.from(synsets.map((synset) => PARTS_OF_SPEECH.indexOf(synset.pos ?? 'n') | ((synset.depth ?? 8) << 2))),
    synsetLexFile: Uint8Array.from(synsets.map((synset) => synset.lexFile ?? 6)),
    memberOffsets,
    members,
    relatedOffsets,
    related,
    glossOffsets,
    gloss,
    nounOffsets,
    nouns,
    synsetDomain: Uint8Array.from(synsets, (synset) => (synset.inField ? 1 : 0)),
    definitionOffsets,
    definitions,
  });
}

/** A thesaurus from lemma → alternatives: one noun sense per lemma, whose members are the lemma and its alternatives. */
export function testThesaurus(entries: Readonly<Record<string, readonly string[]>>): Thesaurus {
  return testSynsets(Object.entries(entries).map(([lemma, alternatives]) => ({ members: [lemma, ...alternatives] })));
}

export function emptyThesaurus(): Thesaurus {
  return testSynsets([]);
}
