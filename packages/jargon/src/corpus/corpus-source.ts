// A corpus named on the command line or uploaded to a job: a folder, a .zip or a .csv, read by its
// reader as a stream of texts (corpus-text.ts), and counted ahead for a progress bar.
import { stat } from 'node:fs/promises';
import { extname } from 'node:path';
import { JargonError } from '../errors.ts';
import type { CorpusItem } from './corpus-text.ts';
import { countCsvCorpus, DEFAULT_CSV_COLUMNS, readCsvCorpus, type CsvColumns } from './csv-corpus.ts';
import { countFolderCorpus, readFolderCorpus } from './folder-corpus.ts';
import { countZipCorpus, readZipCorpus } from './zip-corpus.ts';

export type CorpusKind = 'folder' | 'zip' | 'csv';

export interface CorpusSource {
  readonly path: string;
  readonly kind: CorpusKind;
  /** The CSV's columns (kind 'csv'). */
  readonly columns: CsvColumns;
}

/** What `path` is: a folder, a .zip or a .csv; INVALID_ARGUMENT otherwise. */
export async function corpusSource(path: string, columns: CsvColumns = DEFAULT_CSV_COLUMNS): Promise<CorpusSource> {
  let isFolder: boolean;
  try {
    isFolder = (await stat(path)).isDirectory();
  } catch {
    throw new JargonError('INVALID_ARGUMENT', `Cannot read ${path}.`);
  }
  if (isFolder) return { path, kind: 'folder', columns };
  const extension = extname(path).toLowerCase();
  if (extension === '.zip') return { path, kind: 'zip', columns };
  if (extension === '.csv') return { path, kind: 'csv', columns };
  throw new JargonError('INVALID_ARGUMENT', `A corpus is a folder, a .zip or a .csv file, not ${path}.`);
}

export function readCorpus(source: CorpusSource): AsyncGenerator<CorpusItem> {
  if (source.kind === 'folder') return readFolderCorpus(source.path);
  if (source.kind === 'zip') return readZipCorpus(source.path);
  return readCsvCorpus(source.path, source.columns);
}

/** How many texts the corpus holds (a pass over the ZIP's directory, the folder's names or the CSV's rows). */
export function countCorpus(source: CorpusSource): Promise<number> {
  if (source.kind === 'folder') return countFolderCorpus(source.path);
  if (source.kind === 'zip') return countZipCorpus(source.path);
  return countCsvCorpus(source.path);
}
