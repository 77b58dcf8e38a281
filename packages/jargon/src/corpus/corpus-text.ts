// What a corpus reader yields (zip-corpus.ts, csv-corpus.ts, folder-corpus.ts): each text with its
// id and group, or the id with why it could not be read, so one broken text is one row with its
// error and never the failure of the whole corpus (docs/de-jargonizer.md "Corpora").
import { documentText, isDocumentFile } from '../document-text.ts';
import { isJargonError } from '../errors.ts';

export interface CorpusText {
  readonly id: string;
  readonly text: string;
  /** The folder a file is in, or the value of the CSV's group column; null when none. */
  readonly group: string | null;
}

export interface CorpusProblem {
  readonly code: string;
  readonly message: string;
}

export interface CorpusFailure {
  readonly id: string;
  readonly group: string | null;
  readonly error: CorpusProblem;
}

export type CorpusItem = CorpusText | CorpusFailure;

export const isCorpusFailure = (item: CorpusItem): item is CorpusFailure => 'error' in item;

/** The largest file or CSV field read as one text: what a single upload's .docx may unpack to. */
export const MAX_TEXT_BYTES = 50 * 1024 * 1024;

export const tooLarge = (id: string, group: string | null): CorpusFailure => ({
  id,
  group,
  error: { code: 'TEXT_TOO_LARGE', message: `The text is larger than ${MAX_TEXT_BYTES / (1024 * 1024)} MB.` },
});

/** Hidden files and folders (".DS_Store", ".git/…") and the resource forks macOS adds to a ZIP. */
export function isSkippedPath(path: string): boolean {
  return path.split('/').some((segment) => segment.startsWith('.') || segment === '__MACOSX');
}

/** The folder of a path inside the corpus ("2019/abstracts"), or null at its top. */
export function groupOfPath(path: string): string | null {
  const slash = path.lastIndexOf('/');
  return slash > 0 ? path.slice(0, slash) : null;
}

/** The text of one .txt or .docx file of a corpus, or its failure (not text, not a document, damaged). */
export async function corpusFileItem(id: string, group: string | null, bytes: Uint8Array): Promise<CorpusItem> {
  if (!isDocumentFile(id)) {
    return { id, group, error: { code: 'UNSUPPORTED_FILE', message: 'Only .txt and .docx files are measured.' } };
  }
  try {
    return { id, group, text: await documentText(id, bytes) };
  } catch (error) {
    if (isJargonError(error)) return { id, group, error: { code: error.code, message: error.message } };
    throw error;
  }
}
