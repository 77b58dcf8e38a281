// The texts of a ZIP of .txt and .docx files, one entry at a time (yauzl reads the central
// directory, then each entry from the file on demand, so a 2 GB archive never sits in memory).
// Nested folders are read; hidden files and __MACOSX are skipped; an entry's folder is its group.
import type { Readable } from 'node:stream';
import yauzl, { type Entry, type ZipFile } from 'yauzl';
import { JargonError } from '../errors.ts';
import { corpusFileItem, groupOfPath, isSkippedPath, MAX_TEXT_BYTES, tooLarge, type CorpusItem } from './corpus-text.ts';

/** Deflate and stored entries; anything else (bzip2, LZMA …) is reported, not guessed. */
const READABLE_METHODS = new Set([0, 8]);

const openZip = async (path: string): Promise<ZipFile> => {
  try {
    return await yauzl.openPromise(path, { lazyEntries: true, validateEntrySizes: true, strictFileNames: false, autoClose: false });
  } catch (error) {
    throw new JargonError('INVALID_ARGUMENT', `${path} is not a readable ZIP archive (${error instanceof Error ? error.message : 'unknown error'}).`);
  }
};

/** An entry's path with forward slashes (archives made on Windows may use backslashes). */
const pathOf = (entry: Entry) => entry.fileName.replaceAll('\\', '/');

async function bytesOf(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** The entries that are texts of the corpus (folders and skipped paths left out). */
const isCorpusEntry = (entry: Entry) => !pathOf(entry).endsWith('/') && !isSkippedPath(pathOf(entry));

export async function* readZipCorpus(path: string): AsyncGenerator<CorpusItem> {
  const zip = await openZip(path);
  try {
    for await (const entry of zip.eachEntry()) {
      if (!isCorpusEntry(entry)) continue;
      const id = pathOf(entry);
      const group = groupOfPath(id);
      if (entry.uncompressedSize > MAX_TEXT_BYTES) {
        yield tooLarge(id, group);
        continue;
      }
      if (entry.isEncrypted() || !READABLE_METHODS.has(entry.compressionMethod)) {
        yield { id, group, error: { code: 'INVALID_FILE', message: 'The file is encrypted or packed in a way that cannot be read.' } };
        continue;
      }
      let bytes: Buffer;
      try {
        bytes = await bytesOf(await zip.openReadStreamPromise(entry));
      } catch {
        yield { id, group, error: { code: 'INVALID_FILE', message: 'The file is damaged in the archive and cannot be unpacked.' } };
        continue;
      }
      yield await corpusFileItem(id, group, bytes);
    }
  } finally {
    zip.close();
  }
}

/** How many texts the archive holds, from its central directory alone. */
export async function countZipCorpus(path: string): Promise<number> {
  const zip = await openZip(path);
  let count = 0;
  try {
    for await (const entry of zip.eachEntry()) if (isCorpusEntry(entry)) count++;
  } finally {
    zip.close();
  }
  return count;
}
