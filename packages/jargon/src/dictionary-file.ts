// The three kinds of built dictionary file, on top of dictionary-format.ts, and how each
// becomes Dictionary objects. Browser-safe: reading the bytes is load.ts's job.
//
// english-bbc  one shared word table (BBC words of all years, spelling variants, names) with a
//              band array per period, the names flags, the sparse per-year counts, the
//              spelling-variant groups and the WordNet thesaurus;
// hebrew-counts the Hebrew list with its counts and bands per million (subtitle-counts-builder.ts);
// arabic-counts the Arabic list, likewise;
// corpus       a dictionary built from your own texts (corpus-builder.ts), with counts.
import { ENGLISH_COMMON_MIN, ENGLISH_MID_MIN } from './bands.ts';
import { Dictionary, packedBandsLength } from './dictionary.ts';
import type { DictionaryInfo } from './dictionary.ts';
import { decodeContainer, encodeContainer, metaNumber, metaObjects, metaString } from './dictionary-format.ts';
import type { Container, JsonObject } from './dictionary-format.ts';
import { JargonError } from './errors.ts';
import { periodLabel } from './period-code.ts';
import { Thesaurus } from './thesaurus.ts';
import { WordTable } from './word-table.ts';
import { YearlyCounts } from './yearly-counts.ts';
import type { PackedYearCounts, YearTotal } from './yearly-counts.ts';

/** Bumped whenever the meaning or layout of a file changes, so stale builds are rebuilt. */
export const DICTIONARY_FORMAT_VERSION = 8;

export interface EnglishPeriodSummary {
  readonly code: string;
  readonly startYear: number;
  readonly endYear: number;
  /** Tokens in the window (sum of its years). */
  readonly tokens: number;
  /** Distinct words in the window's summed counts, before spelling variants. */
  readonly types: number;
}

export interface EnglishFileContent {
  readonly table: WordTable;
  readonly years: readonly YearTotal[];
  readonly periods: readonly EnglishPeriodSummary[];
  /** Packed bands (packBands) of each period, one after the other. */
  readonly bands: Uint8Array;
  readonly names: Uint8Array;
  readonly yearCounts: PackedYearCounts;
  readonly variantIds: Uint32Array;
  readonly variantGroups: Uint32Array;
  readonly groupOffsets: Uint32Array;
  readonly groupMembers: Uint32Array;
  readonly thesaurus: Thesaurus;
}

const tableSections = (prefix: string, table: WordTable): Record<string, Uint8Array | Uint32Array> => ({
  [`${prefix}.bytes`]: table.bytes,
  [`${prefix}.offsets`]: table.offsets,
  [`${prefix}.slots`]: table.slots,
});

const tableFrom = (container: Container, prefix: string): WordTable =>
  new WordTable(container.u8(`${prefix}.bytes`), container.u32(`${prefix}.offsets`), container.u32(`${prefix}.slots`));

const THESAURUS_U32 = [
  'senseOffsets',
  'senseSynsets',
  'memberOffsets',
  'members',
  'relatedOffsets',
  'related',
  'glossOffsets',
  'gloss',
  'nounOffsets',
  'nouns',
  'definitionOffsets',
] as const;

function thesaurusSections(thesaurus: Thesaurus): Record<string, Uint8Array | Uint16Array | Uint32Array> {
  const sections: Record<string, Uint8Array | Uint16Array | Uint32Array> = {
    ...tableSections('thesaurus', thesaurus.words),
    'thesaurus.senseCounts': thesaurus.senseCounts,
    'thesaurus.synsetInfo': thesaurus.synsetInfo,
    'thesaurus.synsetLexFile': thesaurus.synsetLexFile,
    'thesaurus.synsetDomain': thesaurus.synsetDomain,
    'thesaurus.definitions': thesaurus.definitions,
  };
  for (const name of THESAURUS_U32) sections[`thesaurus.${name}`] = thesaurus[name];
  return sections;
}

/** The sections only the simpler words need, read when first asked for (load.ts); written last. */
export const isThesaurusSection = (name: string): boolean => name.startsWith('thesaurus.');

// Lazy: the arrays are taken from the container on the thesaurus's first use, the definitions
// (6 MB) only when a meaning is first shown: the dictionary's word pages need them, the simpler
// words of a Grade or an exercise turn never do.
function thesaurusFrom(container: Container): Thesaurus {
  const u32 = (name: (typeof THESAURUS_U32)[number]) => container.u32(`thesaurus.${name}`);
  let definitionOffsets: Uint32Array | undefined;
  let definitions: Uint8Array | undefined;
  return new Thesaurus(() => ({
    words: tableFrom(container, 'thesaurus'),
    senseOffsets: u32('senseOffsets'),
    senseSynsets: u32('senseSynsets'),
    senseCounts: container.u16('thesaurus.senseCounts'),
    synsetInfo: container.u8('thesaurus.synsetInfo'),
    synsetLexFile: container.u8('thesaurus.synsetLexFile'),
    memberOffsets: u32('memberOffsets'),
    members: u32('members'),
    relatedOffsets: u32('relatedOffsets'),
    related: u32('related'),
    glossOffsets: u32('glossOffsets'),
    gloss: u32('gloss'),
    nounOffsets: u32('nounOffsets'),
    nouns: u32('nouns'),
    synsetDomain: container.u8('thesaurus.synsetDomain'),
    get definitionOffsets() {
      return (definitionOffsets ??= u32('definitionOffsets'));
    },
    get definitions() {
      return (definitions ??= container.u8('thesaurus.definitions'));
    },
  }));
}

export function encodeEnglishFile(content: EnglishFileContent): Uint8Array {
  const meta: JsonObject = {
    kind: 'english-bbc',
    formatVersion: DICTIONARY_FORMAT_VERSION,
    language: 'English',
    commonMin: ENGLISH_COMMON_MIN,
    midMin: ENGLISH_MID_MIN,
    years: content.years.map((year) => ({ ...year })),
    periods: content.periods.map((period) => ({ ...period })),
  };
  return encodeContainer(meta, {
    ...tableSections('words', content.table),
    bands: content.bands,
    names: content.names,
    'years.mask': content.yearCounts.mask,
    'years.starts': content.yearCounts.starts,
    'years.counts': content.yearCounts.counts,
    'years.largeAt': content.yearCounts.largeAt,
    'years.largeCounts': content.yearCounts.largeCounts,
    'variants.ids': content.variantIds,
    'variants.groups': content.variantGroups,
    'variants.groupOffsets': content.groupOffsets,
    'variants.groupMembers': content.groupMembers,
    // Last, so loading reads everything before it in one go and the thesaurus only when needed.
    ...thesaurusSections(content.thesaurus),
  });
}

export interface CountsFileContent {
  readonly info: DictionaryInfo;
  readonly table: WordTable;
  readonly bands: Uint8Array;
  /** Hebrew: each form's band by its own count (`bands` go by its family's); see Dictionary. */
  readonly ownBands?: Uint8Array;
  /** The source list's count per word id (0 for a place name the list lacks). */
  readonly counts: Uint32Array;
}

/** A list of one language with its counts and bands (Hebrew, Arabic). */
export function encodeCountsFile(
  kind: 'hebrew-counts' | 'arabic-counts',
  content: CountsFileContent,
): Uint8Array {
  return encodeContainer(
    { kind, formatVersion: DICTIONARY_FORMAT_VERSION, info: { ...content.info } },
    {
      ...tableSections('words', content.table),
      bands: content.bands,
      ...(content.ownBands ? { ownBands: content.ownBands } : {}),
      counts: content.counts,
    },
  );
}

export interface CorpusFileContent {
  readonly info: DictionaryInfo;
  readonly table: WordTable;
  readonly bands: Uint8Array;
  readonly counts: Uint32Array;
}

export function encodeCorpusFile(content: CorpusFileContent): Uint8Array {
  return encodeContainer(
    { kind: 'corpus', formatVersion: DICTIONARY_FORMAT_VERSION, info: { ...content.info } },
    { ...tableSections('words', content.table), bands: content.bands, counts: content.counts },
  );
}

export interface DecodedFile {
  readonly kind: 'english-bbc' | 'hebrew-counts' | 'arabic-counts' | 'corpus';
  readonly dictionaries: Dictionary[];
  readonly yearly: YearlyCounts | null;
  readonly thesaurus: Thesaurus | null;
}

export interface DecodeOptions {
  /** Thesaurus for English corpus dictionaries (the English file carries its own). */
  readonly thesaurus?: Thesaurus | null;
}

export function decodeDictionaryFile(bytes: Uint8Array, options: DecodeOptions = {}): DecodedFile {
  return decodeDictionaryContainer(decodeContainer(bytes), options);
}

/** As decodeDictionaryFile, from a container already opened (load.ts opens files with openContainer). */
export function decodeDictionaryContainer(container: Container, options: DecodeOptions = {}): DecodedFile {
  const { meta } = container;
  if (meta['formatVersion'] !== DICTIONARY_FORMAT_VERSION) {
    throw new JargonError('INVALID_DICTIONARY', 'The dictionary file was built by another version: build it again.');
  }
  const kind = metaString(meta, 'kind');
  if (kind === 'english-bbc') return decodeEnglish(container);
  if (kind === 'hebrew-counts' || kind === 'arabic-counts' || kind === 'corpus') {
    const info = infoFrom(meta['info']);
    const table = tableFrom(container, 'words');
    const bands = container.u8('bands');
    const counts = container.u32('counts');
    const frequencyOf = (id: number): number => counts[id] ?? 0;
    const thesaurus = info.language === 'English' ? (options.thesaurus ?? null) : null;
    const ownBands = container.has('ownBands') ? container.u8('ownBands') : null;
    const dictionary = new Dictionary({ info, table, bands, ownBands, names: null, frequencyOf, thesaurus });
    return { kind, dictionaries: [dictionary], yearly: null, thesaurus: null };
  }
  throw new JargonError('INVALID_DICTIONARY', `Unknown dictionary file kind ${kind}.`);
}

function infoFrom(value: unknown): DictionaryInfo {
  if (typeof value !== 'object' || value === null) throw new JargonError('INVALID_DICTIONARY', 'Dictionary file without info.');
  const info = value as JsonObject;
  return {
    code: metaString(info, 'code'),
    language: metaString(info, 'language'),
    startYear: metaNumber(info, 'startYear'),
    endYear: metaNumber(info, 'endYear'),
    source: metaString(info, 'source'),
    bandRule: metaString(info, 'bandRule'),
    tokens: metaNumber(info, 'tokens'),
    types: metaNumber(info, 'types'),
  };
}

function decodeEnglish(container: Container): DecodedFile {
  const { meta } = container;
  const table = tableFrom(container, 'words');
  const years = metaObjects(meta, 'years').map((year) => ({ year: metaNumber(year, 'year'), tokens: metaNumber(year, 'tokens') }));
  const yearly = new YearlyCounts({
    table,
    years,
    mask: container.u16('years.mask'),
    starts: container.u32('years.starts'),
    counts: container.u16('years.counts'),
    largeAt: container.u32('years.largeAt'),
    largeCounts: container.u32('years.largeCounts'),
    variantIds: container.u32('variants.ids'),
    variantGroups: container.u32('variants.groups'),
    groupOffsets: container.u32('variants.groupOffsets'),
    groupMembers: container.u32('variants.groupMembers'),
  });
  const thesaurus = thesaurusFrom(container);
  const allBands = container.u8('bands');
  const names = container.u8('names');
  const commonMin = metaNumber(meta, 'commonMin');
  const midMin = metaNumber(meta, 'midMin');
  const dictionaries = metaObjects(meta, 'periods').map((period, index) => {
    const startYear = metaNumber(period, 'startYear');
    const endYear = metaNumber(period, 'endYear');
    const code = metaString(period, 'code');
    const first = yearly.yearIndex(startYear);
    const last = yearly.yearIndex(endYear);
    return new Dictionary({
      info: {
        code,
        language: 'English',
        startYear,
        endYear,
        source: `BBC news sites, ${periodLabel(code)} (${(metaNumber(period, 'tokens') / 1e6).toFixed(1)} M tokens)`,
        bandRule: `common ≥ ${commonMin}, mid-frequency ${midMin}–${commonMin - 1}, rare < ${midMin} (window counts, spelling variants raised)`,
        tokens: metaNumber(period, 'tokens'),
        types: metaNumber(period, 'types'),
      },
      table,
      bands: allBands.subarray(index * packedBandsLength(table.size), (index + 1) * packedBandsLength(table.size)),
      names,
      frequencyOf: (id) => yearly.windowCount(id, first, last),
      thesaurus,
    });
  });
  return { kind: 'english-bbc', dictionaries, yearly, thesaurus };
}
