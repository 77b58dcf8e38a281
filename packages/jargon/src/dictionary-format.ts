// The compact container every built dictionary file uses (and the browser payload): a small
// JSON header followed by typed-array sections aligned to 8 bytes, so loading is reading the
// file and making views over it, with no parsing of words.
//
// Layout (little-endian, as the typed arrays of every platform we run on):
//   0  "JDIC"            magic
//   4  u32               container version (CONTAINER_VERSION)
//   8  u32               header length in bytes (UTF-8 JSON)
//   12 u32               0
//   16 header JSON, then zero padding to a multiple of 8
//   sections, each at a multiple of 8, as listed in header.sections
import { JargonError } from './errors.ts';

export const CONTAINER_VERSION = 1;
const MAGIC = [0x4a, 0x44, 0x49, 0x43];
export const utf8Encoder = new TextEncoder();
export const utf8Decoder = new TextDecoder();
const PRELUDE = 16;

export type SectionArray = Uint8Array | Uint16Array | Uint32Array;
type SectionType = 'u8' | 'u16' | 'u32';

interface SectionEntry {
  readonly name: string;
  readonly type: SectionType;
  readonly byteOffset: number;
  readonly length: number;
}

export type JsonValue = string | number | boolean | null | JsonValue[] | { [key: string]: JsonValue };
export type JsonObject = { [key: string]: JsonValue };

// By element size, not instanceof: an array made in another realm (a worker, an iframe, a test
// DOM) is not an instance of this realm's constructors but has the same element size.
function typeOf(array: SectionArray): SectionType {
  if (array.BYTES_PER_ELEMENT === 1) return 'u8';
  if (array.BYTES_PER_ELEMENT === 2) return 'u16';
  return 'u32';
}

const align8 = (value: number): number => Math.ceil(value / 8) * 8;

export function encodeContainer(meta: JsonObject, sections: Readonly<Record<string, SectionArray>>): Uint8Array {
  const names = Object.keys(sections);
  const headerOf = (entries: SectionEntry[]): Uint8Array =>
    utf8Encoder.encode(JSON.stringify({ ...meta, sections: entries.map((entry) => ({ ...entry })) }));
  // Reserve room for the header with every offset written at full length (10 digits).
  const draft = names.map((name) => ({ name, type: typeOf(sections[name] as SectionArray), byteOffset: 0, length: 0 }));
  let offset = align8(PRELUDE + headerOf(draft).length + names.length * 24);
  const entries = names.map((name) => {
    const array = sections[name] as SectionArray;
    const entry = { name, type: typeOf(array), byteOffset: offset, length: array.length };
    offset = align8(offset + array.byteLength);
    return entry;
  });
  const headerBytes = headerOf(entries);
  const total = offset;
  const bytes = new Uint8Array(total);
  bytes.set(MAGIC, 0);
  const view = new DataView(bytes.buffer);
  view.setUint32(4, CONTAINER_VERSION, true);
  view.setUint32(8, headerBytes.length, true);
  bytes.set(headerBytes, PRELUDE);
  for (const entry of entries) {
    const array = sections[entry.name] as SectionArray;
    bytes.set(new Uint8Array(array.buffer, array.byteOffset, array.byteLength), entry.byteOffset);
  }
  return bytes;
}

function bytesPer(type: SectionType): number {
  return type === 'u8' ? 1 : type === 'u16' ? 2 : 4;
}

export interface Container {
  readonly meta: JsonObject;
  u8(name: string): Uint8Array;
  u16(name: string): Uint16Array;
  u32(name: string): Uint32Array;
  has(name: string): boolean;
}

function invalid(detail: string): JargonError {
  return new JargonError('INVALID_DICTIONARY', `Not a dictionary file built by this version (${detail}).`);
}

/** Views over `bytes` (copied once if they are not 8-byte aligned); never copies sections. */
export function decodeContainer(input: Uint8Array): Container {
  const bytes = input.byteOffset % 8 === 0 ? input : input.slice();
  const { meta, sections } = parseHeader(bytes, bytes.length);
  return containerOver(meta, sections, (entry) => viewOf(bytes, 0, entry));
}

/** A container file read piece by piece: its length, and a reader of a byte range of it. */
export interface ContainerSource {
  readonly length: number;
  read(start: number, end: number): Uint8Array;
}

/**
 * A container whose `deferred` sections are read from `source` only when first asked for (each
 * then kept), all others with the header in one read. Deferred sections laid out last in the
 * file cost nothing until then: loading a dictionary skips the thesaurus this way.
 */
export function openContainer(source: ContainerSource, deferred: (name: string) => boolean): Container {
  const prelude = source.read(0, Math.min(PRELUDE, source.length));
  const headerLength = prelude.length < PRELUDE ? 0 : new DataView(prelude.buffer, prelude.byteOffset, PRELUDE).getUint32(8, true);
  const head = aligned(source.read(0, Math.min(source.length, PRELUDE + headerLength)));
  const { meta, sections } = parseHeader(head, source.length);
  let eagerEnd = head.length;
  for (const entry of sections.values()) {
    if (!deferred(entry.name)) eagerEnd = Math.max(eagerEnd, entry.byteOffset + entry.length * bytesPer(entry.type));
  }
  const eager = eagerEnd > head.length ? aligned(source.read(0, eagerEnd)) : head;
  return containerOver(meta, sections, (entry) => {
    const end = entry.byteOffset + entry.length * bytesPer(entry.type);
    if (end <= eager.length) return viewOf(eager, 0, entry);
    return viewOf(aligned(source.read(entry.byteOffset, end)), entry.byteOffset, entry);
  });
}

const aligned = (bytes: Uint8Array): Uint8Array => (bytes.byteOffset % 8 === 0 ? bytes : bytes.slice());

function parseHeader(bytes: Uint8Array, fileLength: number): { meta: JsonObject; sections: Map<string, SectionEntry> } {
  if (bytes.length < PRELUDE || MAGIC.some((byte, index) => bytes[index] !== byte)) throw invalid('bad magic');
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const version = view.getUint32(4, true);
  if (version !== CONTAINER_VERSION) throw invalid(`container version ${version}`);
  const headerLength = view.getUint32(8, true);
  if (PRELUDE + headerLength > bytes.length) throw invalid('truncated header');
  let parsed: unknown;
  try {
    parsed = JSON.parse(utf8Decoder.decode(bytes.subarray(PRELUDE, PRELUDE + headerLength)));
  } catch {
    throw invalid('unreadable header');
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) throw invalid('header is not an object');
  const meta = parsed as JsonObject;
  const sections = new Map<string, SectionEntry>();
  const listed = meta['sections'];
  if (!Array.isArray(listed)) throw invalid('no sections');
  for (const item of listed) {
    const entry = item as unknown as SectionEntry;
    const size = bytesPer(entry.type);
    if (
      typeof entry.name !== 'string' ||
      !Number.isInteger(entry.byteOffset) ||
      !Number.isInteger(entry.length) ||
      entry.byteOffset % 8 !== 0 ||
      entry.byteOffset + entry.length * size > fileLength
    ) {
      throw invalid(`bad section ${String(entry.name)}`);
    }
    sections.set(entry.name, entry);
  }
  return { meta, sections };
}

/** A typed view of one section inside `bytes`, which start at `bytesStart` of the file. */
function viewOf(bytes: Uint8Array, bytesStart: number, entry: SectionEntry): SectionArray {
  const offset = bytes.byteOffset + entry.byteOffset - bytesStart;
  if (entry.type === 'u8') return new Uint8Array(bytes.buffer, offset, entry.length);
  if (entry.type === 'u16') return new Uint16Array(bytes.buffer, offset, entry.length);
  return new Uint32Array(bytes.buffer, offset, entry.length);
}

function containerOver(meta: JsonObject, sections: ReadonlyMap<string, SectionEntry>, read: (entry: SectionEntry) => SectionArray): Container {
  const views = new Map<string, SectionArray>();
  const get = (name: string, type: SectionType): SectionArray => {
    const entry = sections.get(name);
    if (!entry || entry.type !== type) throw invalid(`missing section ${name}`);
    let view = views.get(name);
    if (view === undefined) {
      view = read(entry);
      views.set(name, view);
    }
    return view;
  };
  return {
    meta,
    has: (name) => sections.has(name),
    u8: (name) => get(name, 'u8') as Uint8Array,
    u16: (name) => get(name, 'u16') as Uint16Array,
    u32: (name) => get(name, 'u32') as Uint32Array,
  };
}

// ----- typed reading of header fields -----

export function metaString(meta: JsonObject, key: string): string {
  const value = meta[key];
  if (typeof value !== 'string') throw invalid(`header field ${key}`);
  return value;
}

export function metaNumber(meta: JsonObject, key: string): number {
  const value = meta[key];
  if (typeof value !== 'number') throw invalid(`header field ${key}`);
  return value;
}

export function metaObjects(meta: JsonObject, key: string): JsonObject[] {
  const value = meta[key];
  if (!Array.isArray(value) || value.some((item) => typeof item !== 'object' || item === null || Array.isArray(item))) {
    throw invalid(`header field ${key}`);
  }
  return value as JsonObject[];
}

// ----- word tables inside containers -----

/** Sorted, newline-joined UTF-8: the compact way to ship a word list. */
export function encodeWordList(words: readonly string[]): Uint8Array {
  return utf8Encoder.encode([...words].sort().join('\n'));
}

export function decodeWordList(bytes: Uint8Array): string[] {
  if (bytes.length === 0) return [];
  return utf8Decoder.decode(bytes).split('\n');
}
