// Checks a .docx (an upload, or a file of a corpus) before anything else inflates it (a zip bomb
// is a .docx whose inflated size is huge; docs/de-jargonizer.md, "Uploads"). A .docx is a zip archive, read here
// with yauzl: its central directory declares every entry's compressed and uncompressed size, so
// we first refuse an archive that claims too much in total, too many entries or an entry packed
// suspiciously tightly. Since a declaration can lie, every entry is then inflated once, counted
// and thrown away, with yauzl stopping an entry the moment it grows past its declared size, so
// the reader that runs afterwards (docx-stream.ts, or mammoth) only ever meets entries whose real
// size we have seen. A refusal is a JargonError: FILE_TOO_LARGE (the server's 413) or INVALID_FILE.
import type { Readable } from 'node:stream';
import type { Entry, ZipFile } from 'yauzl';
import { JargonError } from './errors.ts';

/** Largest total the entries of one .docx may inflate to. */
export const DOCX_UNPACKED_LIMIT_BYTES = 50 * 1024 * 1024;
/** Entries above this size may not be compressed more tightly than MAX_RATIO : 1. */
const RATIO_CHECK_FROM_BYTES = 1024 * 1024;
const MAX_RATIO = 200;
export const MAX_ENTRIES = 5000;

const METHOD_STORED = 0;
const METHOD_DEFLATE = 8;
/** The extra field of ZIP64 sizes and offsets: a .docx within the upload limit never needs it. */
const ZIP64_EXTRA_FIELD = 0x0001;

export const TOO_LARGE_UNPACKED = 'The .docx file is too large when unpacked.';
export const NOT_A_DOCX = 'The .docx file is not a valid Word document (it is not a zip archive).';
export const DAMAGED_DOCX = 'The .docx file is damaged and cannot be read.';
export const ENCRYPTED_DOCX = 'The .docx file is encrypted; remove the password and try again.';

export interface ZipEntry {
  readonly name: string;
  readonly method: number;
  readonly compressedSize: number;
  readonly uncompressedSize: number;
  readonly encrypted: boolean;
}

/** An archive opened by yauzl, with its entries as declared by the central directory. */
export interface ZipDirectory {
  readonly entries: readonly ZipEntry[];
  /** yauzl's own entries, in the same order, to open their data. */
  readonly zip: ZipFile;
  readonly raw: readonly Entry[];
}

const refused = (message: string) => new JargonError('INVALID_FILE', message);
const tooLarge = (message: string) => new JargonError('FILE_TOO_LARGE', message);

const damaged = (detail?: string) => refused(detail ? `${DAMAGED_DOCX} (${detail})` : DAMAGED_DOCX);

/** yauzl's complaint about a data stream that grew past its declared size. */
const grewPastDeclaration = (error: unknown) =>
  error instanceof Error && error.message.startsWith('too many bytes in the stream');

export const isZip = (bytes: Uint8Array) =>
  bytes.length >= 4 &&
  bytes[0] === 0x50 &&
  bytes[1] === 0x4b &&
  bytes[2] === 0x03 &&
  bytes[3] === 0x04;

const asBuffer = (bytes: Uint8Array) =>
  Buffer.isBuffer(bytes) ? bytes : Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);

/**
 * The entries of the central directory, as declared. Throws 400 for anything that is not a
 * plain zip of at most MAX_ENTRIES entries: not a zip, damaged or cut off, split over several
 * disks, ZIP64.
 */
export async function readCentralDirectory(bytes: Uint8Array): Promise<ZipDirectory> {
  if (!isZip(bytes)) throw refused(NOT_A_DOCX);
  let zip: ZipFile;
  // yauzl is imported by the first .docx (in the grading thread that reads it), not with the app.
  const { default: yauzl } = await import('yauzl');
  try {
    zip = await yauzl.fromBufferPromise(asBuffer(bytes), {
      lazyEntries: true,
      validateEntrySizes: true,
      strictFileNames: false,
    });
  } catch (error) {
    throw damaged(describe(error));
  }
  if (zip.entryCount > MAX_ENTRIES) {
    zip.close();
    throw damaged('too many entries');
  }
  const raw: Entry[] = [];
  try {
    for await (const entry of zip.eachEntry()) {
      if (entry.extraFields.some((field) => field.id === ZIP64_EXTRA_FIELD)) throw damaged('ZIP64 is not supported');
      raw.push(entry);
    }
  } catch (error) {
    zip.close();
    if (error instanceof JargonError) throw error;
    if (error instanceof Error && error.message.startsWith('strong encryption')) throw refused(ENCRYPTED_DOCX);
    throw damaged(describe(error));
  }
  const entries = raw.map((entry) => ({
    name: entry.fileName,
    method: entry.compressionMethod,
    compressedSize: entry.compressedSize,
    uncompressedSize: entry.uncompressedSize,
    encrypted: entry.isEncrypted(),
  }));
  return { entries, zip, raw };
}

/** Refuses, from the declarations alone, an archive that would unpack to too much. */
export function checkDeclaredSizes(
  entries: readonly ZipEntry[],
  limit = DOCX_UNPACKED_LIMIT_BYTES,
): void {
  let total = 0;
  for (const entry of entries) {
    total += entry.uncompressedSize;
    if (total > limit) throw tooLarge(TOO_LARGE_UNPACKED);
    if (
      entry.uncompressedSize > RATIO_CHECK_FROM_BYTES &&
      entry.uncompressedSize > MAX_RATIO * Math.max(1, entry.compressedSize)
    ) {
      throw tooLarge(TOO_LARGE_UNPACKED);
    }
    // Nothing deflates to more than two bytes of nothing.
    if (entry.method === METHOD_DEFLATE && entry.uncompressedSize === 0 && entry.compressedSize > 2)
      throw tooLarge(TOO_LARGE_UNPACKED);
  }
}

/** Reads a stream to its end, keeping only the count of its bytes. */
function drain(stream: Readable): Promise<number> {
  return new Promise((resolve, reject) => {
    let length = 0;
    stream.on('data', (chunk: Buffer) => {
      length += chunk.length;
    });
    stream.once('error', reject);
    stream.once('end', () => resolve(length));
  });
}

/**
 * Inflates every entry, stopped by yauzl the moment it would grow past its declared size: such
 * an entry is a bomb (or a lie) and is refused before it can take more memory. An encrypted
 * entry, an unknown compression method or data that does not inflate is refused too.
 */
export async function checkActualSizes(directory: ZipDirectory): Promise<void> {
  const { zip, raw } = directory;
  try {
    for (const [index, entry] of directory.entries.entries()) {
      if (entry.encrypted) throw refused(ENCRYPTED_DOCX);
      if (entry.method !== METHOD_STORED && entry.method !== METHOD_DEFLATE)
        throw damaged(`${entry.name} uses an unsupported compression method`);
      let length: number;
      try {
        length = await drain(await zip.openReadStreamPromise(raw[index]!));
      } catch (error) {
        if (grewPastDeclaration(error)) throw tooLarge(TOO_LARGE_UNPACKED);
        throw damaged(`${entry.name} cannot be unpacked`);
      }
      if (length !== entry.uncompressedSize) throw damaged(`${entry.name} has inconsistent sizes`);
    }
  } finally {
    zip.close();
  }
}

/** All checks: a zip, a Word document, not too large when unpacked. */
export async function checkDocx(
  bytes: Uint8Array,
  limit = DOCX_UNPACKED_LIMIT_BYTES,
): Promise<void> {
  const directory = await readCentralDirectory(bytes);
  try {
    checkDeclaredSizes(directory.entries, limit);
    if (!directory.entries.some((entry) => entry.name === 'word/document.xml')) {
      throw refused('The file is a zip archive but not a Word (.docx) document.');
    }
  } catch (error) {
    directory.zip.close();
    throw error;
  }
  await checkActualSizes(directory);
}

/** yauzl's complaint about the directory, in the few words the reply gives. */
function describe(error: unknown): string {
  const message = error instanceof Error ? error.message : '';
  if (message.startsWith('multi-disk')) return 'split archives are not supported';
  if (message.startsWith('compressed/uncompressed size mismatch')) return 'inconsistent sizes';
  if (message.startsWith('End of central directory record signature not found')) return 'no end of central directory';
  if (message.includes('zip64')) return 'ZIP64 is not supported';
  return 'bad central directory';
}
