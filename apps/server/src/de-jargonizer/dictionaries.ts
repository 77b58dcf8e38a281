// Loads the period dictionaries once per process (docs/decisions.md "The De-Jargonizer measure":
// built once, at build or first start; never read per request). `npm start` builds them first;
// a server started some other way on a fresh checkout builds them here, once.
import type { FastifyBaseLogger } from 'fastify';
import { isJargonError, type DictionarySet } from '@scicomm/jargon';
import { loadDictionaries } from '@scicomm/jargon/load';

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
