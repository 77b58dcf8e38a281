// Loads the period dictionaries once per process (docs/decisions.md "The De-Jargonizer measure":
// built once, at build or first start; never read per request). `npm start` builds them first;
// a server started some other way on a fresh checkout builds them here, once.
import type { FastifyBaseLogger } from 'fastify';
import { DEFAULT_PERIOD, HEBREW_PERIOD, isJargonError, type Dictionary, type DictionarySet } from '@scicomm/jargon';
import { loadDictionaries } from '@scicomm/jargon/load';
import { withJargonErrors } from './upload.ts';

/** Codes of the original's Hebrew dictionaries, still sent by its clients: our Hebrew list replaces them. */
// A Map, not an object: a code like "constructor" must not find Object.prototype's members.
const PERIOD_ALIASES = new Map<string, string>([
  ['Hebrew2012_2017', HEBREW_PERIOD],
  ['Hebrew2012_2015', HEBREW_PERIOD],
]);

/** The period dictionary of a code, or 400 `Invalid format: …` / `No dictionary for ….`; default 2021–2024. */
export function dictionaryFor(dictionaries: DictionarySet, code: string | undefined): Promise<Dictionary> {
  const wanted = code?.trim() || DEFAULT_PERIOD;
  return withJargonErrors(() => dictionaries.get(PERIOD_ALIASES.get(wanted) ?? wanted));
}

export interface DictionaryLocations {
  /** Where the built dictionaries are (config DICTIONARY_DIR). */
  readonly DICTIONARY_DIR: string;
  /** The BBC counts, names and spellings to build them from (config SCICOMM_DATA_DIR). */
  readonly SCICOMM_DATA_DIR: string;
}

export async function loadPeriodDictionaries(
  locations: DictionaryLocations,
  log: FastifyBaseLogger,
): Promise<DictionarySet> {
  try {
    return loadDictionaries({ dir: locations.DICTIONARY_DIR });
  } catch (error) {
    if (!isJargonError(error) || error.code !== 'DATA_MISSING') throw error;
  }
  log.warn({ dir: locations.DICTIONARY_DIR }, 'no built dictionaries: building them now (once)');
  const { buildDictionaries } = await import('@scicomm/jargon/build-dictionaries');
  buildDictionaries({
    dataDir: locations.SCICOMM_DATA_DIR,
    outDir: locations.DICTIONARY_DIR,
    log: (line) => log.info(line),
  });
  return loadDictionaries({ dir: locations.DICTIONARY_DIR });
}
