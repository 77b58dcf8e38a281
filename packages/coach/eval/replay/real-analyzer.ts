// The jargon measure the server gives the exercises (src/coaches/jargon-analyzer.ts) on the built
// dictionaries (DICTIONARY_DIR, built first from SCICOMM_DATA_DIR when missing, as the server
// does at its first start): the replayed coach sees the rare words a writer would see.
import { buildDictionaries } from '@scicomm/jargon/build-dictionaries';
import { isJargonError } from '@scicomm/jargon/errors';
import { loadDictionaries } from '@scicomm/jargon/load';
import type { JargonAnalyzer } from '../../src/engine/coach.ts';
import { createJargonAnalyzer } from '../../src/coaches/jargon-analyzer.ts';

/** The server's analyzer, or why it cannot be had (the data is missing). */
export function realJargonAnalyzer(): JargonAnalyzer | { missing: string } {
  try {
    buildDictionaries();
    return createJargonAnalyzer(loadDictionaries());
  } catch (error) {
    if (isJargonError(error) && error.code === 'DATA_MISSING') return { missing: error.message };
    throw error;
  }
}
