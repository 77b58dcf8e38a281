// One period dictionary: the band of every word it knows, plus the names list and what the
// alternatives need. Browser-safe (no Node imports): the web app builds one from the payload of
// browser-payload.ts, the server from the files of build-dictionaries.ts.
import {
  ARABIC_MIN_CORE,
  arabicWordFormCandidates,
  normaliseArabicForm,
  stripArabicClitics,
} from './arabic.ts';
import { HEBREW_MIN_STEM, stripHebrewPrefixes } from './hebrew.ts';
import { hebrewWordFormCandidates } from './hebrew-word-forms.ts';
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

/** A family candidate reached after taking two or more prefix letters off keeps a root's three letters. */
const HEBREW_MIN_PREFIXED_BASE = 3;

/** Distinct unknown Hebrew or Arabic forms remembered per dictionary before the memory starts afresh. */
const UNLISTED_CACHE_LIMIT = 50_000;

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
  /** Tokens behind the counts. */
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
  /**
   * Hebrew: each word's band by its own count, where `bands` go by its family's count
   * (subtitle-counts-builder.ts). An unlisted word that reaches a listed form only by a guess of its
   * family (hebrew-word-forms.ts) takes that form's own band: the guess is evidence of the form,
   * not of its whole family. Absent: `bands`.
   */
  readonly ownBands?: Uint8Array | null;
  /** A larger value means more frequent; orders the alternatives. */
  readonly frequencyOf: (id: number) => number;
  readonly thesaurus?: Thesaurus | null;
}

export class Dictionary {
  readonly info: DictionaryInfo;
  readonly table: WordTable;
  readonly bands: Uint8Array;
  readonly names: Uint8Array | null;
  readonly ownBands: Uint8Array | null;
  readonly thesaurus: Thesaurus | null;
  /** Hebrew: an unknown form is looked up again without its prefix letters (hebrew.ts). */
  readonly stripsHebrewPrefixes: boolean;
  /** Arabic: an unknown form is normalised and looked up again without its clitics (arabic.ts). */
  readonly stripsArabicClitics: boolean;
  private readonly frequencyOfId: (id: number) => number;
  /**
   * Unlisted Hebrew or Arabic forms and the id each was found under (-1: none; -2 - id: found by
   * a guess of its family, banded by ownBands), at most UNLISTED_CACHE_LIMIT.
   */
  private readonly unlistedFormIds = new Map<string, number>();

  constructor(parts: DictionaryParts) {
    parsePeriodCode(parts.info.code);
    this.info = parts.info;
    this.table = parts.table;
    this.bands = parts.bands;
    this.names = parts.names;
    this.ownBands = parts.ownBands ?? null;
    this.thesaurus = parts.thesaurus ?? null;
    this.frequencyOfId = parts.frequencyOf;
    this.stripsHebrewPrefixes = parts.info.language === 'Hebrew';
    this.stripsArabicClitics = parts.info.language === 'Arabic';
  }

  get code(): string {
    return this.info.code;
  }

  /** The id of a lookup form, trying it without Hebrew prefixes or Arabic clitics when the language needs it; -1 if unknown. */
  findForm(form: string): number {
    const found = this.lookUp(form);
    return found < -1 ? -2 - found : found;
  }

  /** The band of a lookup form by the counts alone: its id's band, or a guessed family form's own band (ownBands). */
  bandCodeOfForm(form: string): BandCode {
    const found = this.lookUp(form);
    if (found < -1) return bandAt(this.ownBands ?? this.bands, -2 - found);
    return this.bandCodeOfId(found);
  }

  /** findForm's answer, with a guessed family form coded as -2 - id. */
  private lookUp(form: string): number {
    const id = this.table.find(form);
    if (id >= 0 || !(this.stripsHebrewPrefixes || this.stripsArabicClitics)) return id;
    // The editor measures on every keystroke: each unknown form is worked out once.
    let found = this.unlistedFormIds.get(form);
    if (found === undefined) {
      found = this.stripsArabicClitics ? this.findArabicForm(form) : this.findHebrewForm(form);
      if (this.unlistedFormIds.size >= UNLISTED_CACHE_LIMIT) this.unlistedFormIds.clear();
      this.unlistedFormIds.set(form, found);
    }
    return found;
  }

  /**
   * An unlisted Arabic form: its normalised letters, else a stem without its clitics (arabic.ts),
   * longest run first, else the best-banded listed form of its family or of a stem's family
   * (arabicWordFormCandidates), the whole form's first on ties.
   */
  private findArabicForm(form: string): number {
    const normal = normaliseArabicForm(form);
    const id = normal === form ? -1 : this.table.find(normal);
    if (id >= 0) return id;
    const stems = stripArabicClitics(normal);
    for (const stem of stems) {
      const stemId = this.table.find(stem);
      if (stemId >= 0) return stemId;
    }
    let best = -1;
    for (const base of [normal, ...stems]) {
      if (best >= 0 && bandAt(this.bands, best) === BAND_COMMON) break;
      const found = this.bestListed(arabicWordFormCandidates(base), ARABIC_MIN_CORE);
      if (found >= 0 && (best < 0 || bandAt(this.bands, found) < bandAt(this.bands, best)))
        best = found;
    }
    return best;
  }

  /** An unlisted Hebrew form: a stem without prefix letters, else the best of the word-form families (coded -2 - id). */
  private findHebrewForm(form: string): number {
    const stems = stripHebrewPrefixes(form);
    for (const stem of stems) {
      const stemId = this.table.find(stem);
      if (stemId >= 0) return stemId;
    }
    const guessed = this.bestFamilyForm(form, stems);
    return guessed < 0 ? -1 : -2 - guessed;
  }

  /**
   * Only when neither the form nor a stem is listed: the best-banded listed form of its family
   * or of a stem's family (inflection bases, verb persons and tenses, pronoun endings;
   * hebrew-word-forms.ts), the whole form's first on ties. Every prefix letter taken off is a
   * guess, so after two or more a candidate needs three letters: ומורים does not reach ור,
   * while וקמים (one letter off) reaches קם.
   */
  private bestFamilyForm(form: string, stems: readonly string[]): number {
    const bands = this.ownBands ?? this.bands;
    let best = this.bestListed(hebrewWordFormCandidates(form), 0, bands);
    for (const stem of stems) {
      if (best >= 0 && bandAt(bands, best) === BAND_COMMON) break;
      const minLength = form.length - stem.length === 1 ? HEBREW_MIN_STEM : HEBREW_MIN_PREFIXED_BASE;
      const id = this.bestListed(hebrewWordFormCandidates(stem), minLength, bands);
      if (id >= 0 && (best < 0 || bandAt(bands, id) < bandAt(bands, best))) best = id;
    }
    return best;
  }

  /** The id of the best-banded listed candidate of at least `minLength` letters (first on ties); -1 if none. */
  private bestListed(candidates: readonly string[], minLength: number, bands: Uint8Array = this.bands): number {
    let best = -1;
    let bestBand: BandCode = BAND_RARE;
    for (const candidate of candidates) {
      if (candidate.length < minLength) continue;
      const id = this.table.find(candidate);
      if (id < 0) continue;
      const band = bandAt(bands, id);
      if (band === BAND_COMMON) return id;
      if (best < 0 || band < bestBand) {
        best = id;
        bestBand = band;
      }
    }
    return best;
  }

  /** Band code of a word id (-1 = unknown = rare). */
  bandCodeOfId(id: number): BandCode {
    return id < 0 ? BAND_RARE : bandAt(this.bands, id);
  }

  /** Band of one lowercase lookup form by the counts alone (no names rule, no hyphen rule). */
  bandOfForm(form: string): Band {
    return bandName(this.bandCodeOfForm(form));
  }

  isName(form: string): boolean {
    const id = this.table.find(form);
    return id >= 0 && this.names !== null && this.names[id] === 1;
  }

  /** How frequent a form is in this period (its count); 0 when unknown. */
  frequency(form: string): number {
    const id = this.findForm(form);
    return id < 0 ? 0 : this.frequencyOfId(id);
  }
}
