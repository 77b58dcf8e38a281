// The text of an uploaded or local document: .txt (UTF-8, checked by decodeText) or .docx
// (its paragraphs, streamed by docx-stream.ts; mammoth reads what the stream cannot). Node-only.
import { readFile } from 'node:fs/promises';
import { extname } from 'node:path';
import { decodeText } from './decode-text.ts';
import { JargonError } from './errors.ts';

export const DOCUMENT_EXTENSIONS = ['.txt', '.docx'] as const;

export function isDocumentFile(fileName: string): boolean {
  return (DOCUMENT_EXTENSIONS as readonly string[]).includes(extname(fileName).toLowerCase());
}

/** Text of a .docx held in memory; INVALID_TEXT when it is not a readable Word document. */
export async function docxText(bytes: Uint8Array): Promise<string> {
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  try {
    // Loaded with the first .docx (yauzl and saxes, about 6 MB resident), not by every process.
    const { streamDocxRawText } = await import('./docx-stream.ts');
    return await streamDocxRawText(buffer);
  } catch {
    // mammoth builds the whole document in memory, but it is the measure of what the text is:
    // whatever the stream refused (a checkbox control, XML only a lenient parser accepts, a
    // broken file) it reads or refuses.
  }
  try {
    // Loaded only for such a file: mammoth (with JSZip) is about 19 MB resident.
    const { default: mammoth } = await import('mammoth');
    return (await mammoth.extractRawText({ buffer })).value;
  } catch {
    throw new JargonError('INVALID_TEXT', 'The file is not a readable .docx document.');
  }
}

/** Text of an uploaded file, chosen by its name's extension (.txt or .docx). */
export async function documentText(fileName: string, bytes: Uint8Array): Promise<string> {
  const extension = extname(fileName).toLowerCase();
  if (extension === '.txt') return decodeText(bytes);
  if (extension === '.docx') return docxText(bytes);
  throw new JargonError('UNSUPPORTED_FILE', `Only .txt and .docx files can be read, not ${extension || 'files without an extension'}.`);
}

/** Text of a local file. */
export async function readDocumentText(path: string): Promise<string> {
  if (!isDocumentFile(path)) {
    throw new JargonError('UNSUPPORTED_FILE', `Only .txt and .docx files can be read: ${path}`);
  }
  let bytes: Uint8Array;
  try {
    bytes = await readFile(path);
  } catch {
    throw new JargonError('INVALID_ARGUMENT', `Cannot read ${path}.`);
  }
  return documentText(path, bytes);
}
