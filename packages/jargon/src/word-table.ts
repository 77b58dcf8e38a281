// A set of words with dense ids, kept as UTF-8 bytes in one typed array and found through an
// open-addressing hash index. A period dictionary is then a few typed-array views over the
// built file instead of ~1M JS strings, which is what makes loading take milliseconds.
// The tokenizer computes the same hash while it scans, so most lookups never build a string.

export const HASH_SEED = 0x811c9dc5;

/** One FNV-1a step over a UTF-16 code unit. */
export function hashStep(hash: number, unit: number): number {
  return Math.imul(hash ^ unit, 0x01000193);
}

/** Spreads the FNV state over all bits before masking (murmur3 finaliser). */
export function finishHash(hash: number): number {
  let h = hash ^ (hash >>> 16);
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

export function hashString(word: string): number {
  let hash = HASH_SEED;
  for (let i = 0; i < word.length; i++) hash = hashStep(hash, word.charCodeAt(i));
  return finishHash(hash);
}

const encoder = new TextEncoder();
const decoder = new TextDecoder();

const DECODED_PAGE_BITS = 7;
const DECODED_PAGE = 1 << DECODED_PAGE_BITS;

export class WordTable {
  /** All words' UTF-8 bytes, back to back (most words are ASCII: half the size of UTF-16). */
  readonly bytes: Uint8Array;
  /** Word `id` is bytes[offsets[id] .. offsets[id + 1]). */
  readonly offsets: Uint32Array;
  /** Hash index (hash of the word's UTF-16 code units): 0 = empty, else id + 1. A power of two, at most half full. */
  readonly slots: Uint32Array;
  readonly size: number;
  private readonly mask: number;
  private scratch = new Uint8Array(256);
  /**
   * Decoded words, filled on demand: an analysis then shares one string per distinct word. In
   * pages of DECODED_PAGE ids made as first touched: one array for all the table's ids was 8 MB
   * per period list however few of its words a site ever met.
   */
  private readonly decoded: ((string | undefined)[] | undefined)[] = [];

  constructor(bytes: Uint8Array, offsets: Uint32Array, slots: Uint32Array) {
    this.bytes = bytes;
    this.offsets = offsets;
    this.slots = slots;
    this.size = offsets.length - 1;
    this.mask = slots.length - 1;
  }

  /** Builds a table from distinct words; ids follow the order given. */
  static build(words: readonly string[]): WordTable {
    // Most words are ASCII: copy their code units; encode only the others.
    const encoded: (Uint8Array | null)[] = new Array<Uint8Array | null>(words.length).fill(null);
    let totalBytes = 0;
    for (let id = 0; id < words.length; id++) {
      const word = words[id] ?? '';
      let ascii = true;
      for (let i = 0; i < word.length && ascii; i++) ascii = word.charCodeAt(i) < 128;
      if (ascii) {
        totalBytes += word.length;
      } else {
        const bytes = encoder.encode(word);
        encoded[id] = bytes;
        totalBytes += bytes.length;
      }
    }
    const bytes = new Uint8Array(totalBytes);
    const offsets = new Uint32Array(words.length + 1);
    let slotCount = 16;
    while (slotCount < words.length * 2) slotCount *= 2;
    const slots = new Uint32Array(slotCount);
    const mask = slotCount - 1;
    let position = 0;
    for (let id = 0; id < words.length; id++) {
      const word = words[id] ?? '';
      offsets[id] = position;
      const nonAscii = encoded[id];
      if (nonAscii) {
        bytes.set(nonAscii, position);
        position += nonAscii.length;
      } else {
        for (let i = 0; i < word.length; i++) bytes[position++] = word.charCodeAt(i);
      }
      let slot = hashString(word) & mask;
      while (slots[slot] !== 0) slot = (slot + 1) & mask;
      slots[slot] = id + 1;
    }
    offsets[words.length] = position;
    return new WordTable(bytes, offsets, slots);
  }

  /** The id of `word`, or -1. */
  find(word: string): number {
    let hash = HASH_SEED;
    let ascii = true;
    for (let i = 0; i < word.length; i++) {
      const unit = word.charCodeAt(i);
      if (unit >= 128) ascii = false;
      hash = hashStep(hash, unit);
    }
    let target: Uint8Array | null = null;
    let length = word.length;
    if (!ascii) {
      if (this.scratch.length < word.length * 3) this.scratch = new Uint8Array(word.length * 3);
      length = encoder.encodeInto(word, this.scratch).written;
      target = this.scratch;
    }
    const { bytes, offsets, slots, mask } = this;
    let slot = finishHash(hash) & mask;
    for (;;) {
      const entry = slots[slot] ?? 0;
      if (entry === 0) return -1;
      const id = entry - 1;
      const start = offsets[id] ?? 0;
      if ((offsets[id + 1] ?? 0) - start === length) {
        let i = 0;
        if (target === null) while (i < length && bytes[start + i] === word.charCodeAt(i)) i++;
        else while (i < length && bytes[start + i] === target[i]) i++;
        if (i === length) return id;
      }
      slot = (slot + 1) & mask;
    }
  }

  /**
   * The id of the lookup form of text[start, end), given its finished hash; -1 if absent.
   * Only for "simple" words (tokenizer.ts): ASCII letters, apostrophes and hyphens, where the
   * only non-ASCII units are curly apostrophes and Unicode hyphens. Lowers A–Z and maps those
   * to ' and - while comparing, so no string is built per token.
   */
  findSimple(text: string, start: number, end: number, hash: number): number {
    const { bytes, offsets, slots, mask } = this;
    const length = end - start;
    let slot = hash & mask;
    for (;;) {
      const entry = slots[slot] ?? 0;
      if (entry === 0) return -1;
      const id = entry - 1;
      const wordStart = offsets[id] ?? 0;
      if ((offsets[id + 1] ?? 0) - wordStart === length) {
        let i = 0;
        for (; i < length; i++) {
          let unit = text.charCodeAt(start + i);
          if (unit < 128) {
            if (unit >= 65 && unit <= 90) unit |= 32;
          } else {
            unit = unit === 0x2019 || unit === 0x2018 || unit === 0x02bc ? 39 : 45;
          }
          if (bytes[wordStart + i] !== unit) break;
        }
        if (i === length) return id;
      }
      slot = (slot + 1) & mask;
    }
  }

  wordAt(id: number): string {
    const start = this.offsets[id] ?? 0;
    const end = this.offsets[id + 1] ?? 0;
    const word = this.bytes.subarray(start, end);
    if (end - start > 64 || word.some((byte) => byte >= 128)) return decoder.decode(word);
    return String.fromCharCode(...word);
  }

  /** wordAt, remembered. */
  cachedWordAt(id: number): string {
    let page = this.decoded[id >>> DECODED_PAGE_BITS];
    if (page === undefined) {
      page = new Array<string | undefined>(DECODED_PAGE).fill(undefined);
      this.decoded[id >>> DECODED_PAGE_BITS] = page;
    }
    const index = id & (DECODED_PAGE - 1);
    let word = page[index];
    if (word === undefined) {
      word = this.wordAt(id);
      page[index] = word;
    }
    return word;
  }

  *words(): IterableIterator<string> {
    for (let id = 0; id < this.size; id++) yield this.wordAt(id);
  }
}
