// Where the measure's data lives, read from the environment in this one place (README.md,
// "Configuration"): SCICOMM_DATA_DIR (default <repo root>/../shared/data) holds the BBC counts,
// names and spellings; DICTIONARY_DIR (default <repo root>/.cache/dictionaries, git-ignored)
// holds the built dictionaries.
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { JargonError } from './errors.ts';

export const REPO_ROOT = resolve(import.meta.dirname, '..', '..', '..');

export function dataDir(): string {
  return resolve(process.env['SCICOMM_DATA_DIR'] || join(REPO_ROOT, '..', 'shared', 'data'));
}

export function dictionaryDir(): string {
  return resolve(process.env['DICTIONARY_DIR'] || join(REPO_ROOT, '.cache', 'dictionaries'));
}

/** A path inside the data folder, or a DATA_MISSING error that names it. */
export function requireDataFile(dir: string, ...parts: string[]): string {
  const path = join(dir, ...parts);
  if (!existsSync(path)) {
    throw new JargonError(
      'DATA_MISSING',
      `Missing De-Jargonizer data: ${path} does not exist. Set SCICOMM_DATA_DIR to the folder holding bbc-word-counts/, names.csv and uk-us-spellings.tsv.`,
    );
  }
  return path;
}
