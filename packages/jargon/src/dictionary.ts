// One period dictionary: the band of every word it knows, plus the names list and what the
// alternatives need. Browser-safe (no Node imports): the web app builds one from the payload of
// browser-payload.ts, the server from the files of build-dictionaries.ts.
import { hebrewBaseForms, stripHebrewPrefixes } from './hebrew.ts';
import { parsePeriodCode } from './period-code.ts';
import type { Thesaurus } from './thesaurus.ts';
import type { WordTable } from './word-table.ts';

/** The three frequency bands of the measure (Common, Mid-Frequency, Rare). */
export type Band = 'common' | 'mid' | 'rare';

/** Bands as stored, ordered so that the worse band is the larger number. */
export const BAND_COMMON = 0;
export const BAND_MID = 1;
export const BAND_RARE = 2;
export type BandCode = typeof BAND_COMMON | typeof BAND_MID | typeof BAND_RARE;

export const BANDS: readonly Band[] = ['common', 'mid', 'rare'];

/** Bands are stored packed, four words to a byte, to keep a period to a quarter of a byte per word. */
export function packedBandsLength(size: number): number {
  return Math.ceil(size / 4);
}

export function packBands(codes: ArrayLike<number>): Uint8Array {
  const packed = new Uint8Array(packedBandsLength(codes.length));
  for (let id = 0; id < codes.length; id++) {
    packed[id >> 2] = (packed[id >> 2] ?? 0) | (((codes[id] ?? BAND_RARE) & 3) << ((id & 3) << 1));
  }
  return packed;
}

export function bandAt(packed: Uint8Array, id: number): BandCode {
  return (((packed[id >> 2] ?? 0xff) >> ((id & 3) << 1)) & 3) as BandCode;
}

export function bandName(code: number): Band {
  return code === BAND_COMMON ? 'common' : code === BAND_MID ? 'mid' : 'rare';
}

export interface DictionaryInfo {
  readonly code: string;
  readonly language: string;
  readonly startYear: number;
  readonly endYear: number;
  /** Where the counts come from, in one line. */
  readonly source: string;
  /** How words were put in bands, in one line. */
  readonly bandRule: string;
  /** Tokens behind the counts (0 when the source gives ranks only). */
  readonly tokens: number;
  /** Distinct words behind the counts (English: before spelling variants are added). */
  readonly types: number;
}

export interface DictionaryParts {
  readonly info: DictionaryInfo;
  readonly table: WordTable;
  /** Band codes per word id, packed (packBands); words the period has never seen are BAND_RARE. */
  readonly bands: Uint8Array;
  /** 1 per word id that is a listed first name or surname; null when the language has no list. */
  readonly names: Uint8Array | null;
  /** A larger value means more frequent; orders the alternatives. */
  readonly frequencyOf: (id: number) => number;
  readonly thesaurus?: Thesaurus | null;
}

export class Dictionary {
  readonly info: DictionaryInfo;
  readonly table: WordTable;
  readonly bands: Uint8Array;
  readonly names: Uint8Array | null;
  readonly thesaurus: Thesaurus | null;
  /** Hebrew: an unknown form is looked up again without its prefix letters (hebrew.ts). */
  readonly stripsHebrewPrefixes: boolean;
  private readonly frequencyOfId: (id: number) => number;

  constructor(parts: DictionaryParts) {
    parsePeriodCode(parts.info.code);
    this.info = parts.info;
    this.table = parts.table;
    this.bands = parts.bands;
    this.names = parts.names;
    this.thesaurus = parts.thesaurus ?? null;
    this.frequencyOfId = parts.frequencyOf;
    this.stripsHebrewPrefixes = parts.info.language === 'Hebrew';
  }

  get code(): string {
    return this.info.code;
  }

  /** The id of a lookup form, trying it without Hebrew prefixes when the language needs it; -1 if unknown. */
  findForm(form: string): number {
    const id = this.table.find(form);
    if (id >= 0 || !this.stripsHebrewPrefixes) return id;
    const stems = stripHebrewPrefixes(form);
    for (const stem of stems) {
      const stemId = this.table.find(stem);
      if (stemId >= 0) return stemId;
    }
    // Only then a base form without an inflection ending, of the form or of a stem.
    for (const candidate of [form, ...stems]) {
      for (const base of hebrewBaseForms(candidate)) {
        const baseId = this.table.find(base);
        if (baseId >= 0) return baseId;
      }
    }
    return -1;
  }

  /** Band code of a word id (-1 = unknown = rare). */
  bandCodeOfId(id: number): BandCode {
    return id < 0 ? BAND_RARE : bandAt(this.bands, id);
  }

  /** Band of one lowercase lookup form by the counts alone (no names rule, no hyphen rule). */
  bandOfForm(form: string): Band {
    return bandName(this.bandCodeOfId(this.findForm(form)));
  }

  isName(form: string): boolean {
    const id = this.table.find(form);
    return id >= 0 && this.names !== null && this.names[id] === 1;
  }

  /** How frequent a form is in this period (a count, or an inverse rank); 0 when unknown. */
  frequency(form: string): number {
    const id = this.findForm(form);
    return id < 0 ? 0 : this.frequencyOfId(id);
  }
}
