// One period's bands for live colouring in the browser, served as a static, cacheable file
// (e.g. /dictionaries/English2021_2024.bin) so typing never makes a request. It holds the
// common and mid-frequency words and the names that are not common words — everything the
// classifier needs, since any other word is rare — as sorted newline-separated UTF-8 lists in
// the container of dictionary-format.ts (1.9 MB for an English period, 0.65 MB gzipped; it
// becomes a Dictionary in about 0.1 s, once per page).
// Counts, per-year figures and alternatives stay on the server.
import { BAND_COMMON, BAND_MID, BAND_RARE, Dictionary, bandAt, packBands } from './dictionary.ts';
import type { DictionaryInfo } from './dictionary.ts';
import { decodeContainer, decodeWordList, encodeContainer, encodeWordList, metaNumber, metaString } from './dictionary-format.ts';
import type { JsonObject } from './dictionary-format.ts';
import { JargonError } from './errors.ts';
import { WordTable } from './word-table.ts';

const PAYLOAD_KIND = 'browser-period';
export const BROWSER_PAYLOAD_VERSION = 2;

/** The payload of one period; its bytes depend only on the dictionary, so they cache well. */
export function serializePeriodForBrowser(dictionary: Dictionary): Uint8Array {
  const common: string[] = [];
  const mid: string[] = [];
  const midNames: string[] = [];
  const otherNames: string[] = [];
  // Hebrew: the words whose own band is worse than their family's (Dictionary.ownBands), by own band.
  const ownMid: string[] = [];
  const ownRare: string[] = [];
  const { table, bands, names, ownBands } = dictionary;
  for (let id = 0; id < table.size; id++) {
    const band = bandAt(bands, id);
    const own = ownBands ? bandAt(ownBands, id) : band;
    if (own !== band) (own === BAND_MID ? ownMid : ownRare).push(table.wordAt(id));
    const isName = names?.[id] === 1;
    if (band === BAND_COMMON) common.push(table.wordAt(id));
    else if (band === BAND_MID) {
      mid.push(table.wordAt(id));
      if (isName) midNames.push(table.wordAt(id));
    } else if (isName) otherNames.push(table.wordAt(id));
  }
  const meta: JsonObject = { kind: PAYLOAD_KIND, payloadVersion: BROWSER_PAYLOAD_VERSION, info: { ...dictionary.info } };
  return encodeContainer(meta, {
    common: encodeWordList(common),
    mid: encodeWordList(mid),
    // Names matter only when the word is not common: mid-frequency words that are names, and names that are rare words.
    'names.mid': encodeWordList(midNames),
    'names.other': encodeWordList(otherNames),
    ...(ownBands ? { 'own.mid': encodeWordList(ownMid), 'own.rare': encodeWordList(ownRare) } : {}),
  });
}

/** Rebuilds a Dictionary from a payload (fetch → arrayBuffer → here); classifies exactly as the server's. */
export function dictionaryFromBrowserPayload(payload: Uint8Array | ArrayBuffer): Dictionary {
  const container = decodeContainer(payload instanceof Uint8Array ? payload : new Uint8Array(payload));
  const { meta } = container;
  if (meta['kind'] !== PAYLOAD_KIND || meta['payloadVersion'] !== BROWSER_PAYLOAD_VERSION) {
    throw new JargonError('INVALID_DICTIONARY', 'Not a browser dictionary payload of this version.');
  }
  const infoValue = meta['info'];
  if (typeof infoValue !== 'object' || infoValue === null || Array.isArray(infoValue)) {
    throw new JargonError('INVALID_DICTIONARY', 'Browser dictionary payload without info.');
  }
  const info: DictionaryInfo = {
    code: metaString(infoValue, 'code'),
    language: metaString(infoValue, 'language'),
    startYear: metaNumber(infoValue, 'startYear'),
    endYear: metaNumber(infoValue, 'endYear'),
    source: metaString(infoValue, 'source'),
    bandRule: metaString(infoValue, 'bandRule'),
    tokens: metaNumber(infoValue, 'tokens'),
    types: metaNumber(infoValue, 'types'),
  };
  const common = decodeWordList(container.u8('common'));
  const mid = decodeWordList(container.u8('mid'));
  const midNames = decodeWordList(container.u8('names.mid'));
  const otherNames = decodeWordList(container.u8('names.other'));
  const table = WordTable.build([...common, ...mid, ...otherNames]);
  const knownWords = common.length + mid.length;
  const codes = new Uint8Array(table.size).fill(BAND_RARE);
  codes.fill(BAND_COMMON, 0, common.length);
  codes.fill(BAND_MID, common.length, knownWords);
  const bands = packBands(codes);
  const nameFlags = new Uint8Array(table.size);
  nameFlags.fill(1, knownWords);
  for (const name of midNames) nameFlags[table.find(name)] = 1;
  const hasNames = midNames.length + otherNames.length > 0;
  let ownBands: Uint8Array | null = null;
  if (container.has('own.mid')) {
    const ownCodes = codes.slice();
    for (const word of decodeWordList(container.u8('own.mid'))) ownCodes[table.find(word)] = BAND_MID;
    for (const word of decodeWordList(container.u8('own.rare'))) ownCodes[table.find(word)] = BAND_RARE;
    ownBands = packBands(ownCodes);
  }
  // Only bands travel: frequency orders alternatives, which the browser does not compute.
  return new Dictionary({ info, table, bands, ownBands, names: hasNames ? nameFlags : null, frequencyOf: (id) => BAND_RARE - (codes[id] ?? BAND_RARE) });
}
