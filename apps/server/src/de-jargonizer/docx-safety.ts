// Checks an uploaded .docx before anything inflates it (issue 4 "Bad input": a zip bomb is a
// .docx whose inflated size is huge). A .docx is a zip archive; its central directory declares
// every entry's compressed and uncompressed size. We read those declarations first and refuse
// an archive that claims too much in total or an entry packed suspiciously tightly. Since a
// declaration can lie, every entry is then inflated once here with zlib's output capped at its
// declared size, so the reader that runs afterwards (mammoth, through JSZip) only ever meets
// entries whose real size we have seen.
import { promisify } from 'node:util';
import { inflateRaw } from 'node:zlib';
import { badRequest, payloadTooLarge } from '../lib/errors.ts';

const inflateRawAsync = promisify(inflateRaw);

/** Largest total the entries of one .docx may inflate to. */
export const DOCX_UNPACKED_LIMIT_BYTES = 50 * 1024 * 1024;
/** Entries above this size may not be compressed more tightly than MAX_RATIO : 1. */
const RATIO_CHECK_FROM_BYTES = 1024 * 1024;
const MAX_RATIO = 200;
const MAX_ENTRIES = 5000;

const EOCD_SIGNATURE = 0x06054b50;
const CENTRAL_SIGNATURE = 0x02014b50;
const LOCAL_SIGNATURE = 0x04034b50;
const EOCD_SIZE = 22;
const METHOD_STORED = 0;
const METHOD_DEFLATE = 8;

export const TOO_LARGE_UNPACKED = 'The .docx file is too large when unpacked.';
export const NOT_A_DOCX = 'The .docx file is not a valid Word document (it is not a zip archive).';
export const DAMAGED_DOCX = 'The .docx file is damaged and cannot be read.';

export interface ZipEntry {
  readonly name: string;
  readonly method: number;
  readonly compressedSize: number;
  readonly uncompressedSize: number;
  readonly localHeaderOffset: number;
  readonly encrypted: boolean;
}

const damaged = (detail?: string) =>
  badRequest(detail ? `${DAMAGED_DOCX} (${detail})` : DAMAGED_DOCX, 'INVALID_FILE');

export const isZip = (bytes: Uint8Array) =>
  bytes.length >= 4 &&
  bytes[0] === 0x50 &&
  bytes[1] === 0x4b &&
  bytes[2] === 0x03 &&
  bytes[3] === 0x04;

function view(bytes: Uint8Array): DataView {
  return new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}

/** The entries of the central directory, as declared. Throws 400 for anything that is not a plain zip. */
export function readCentralDirectory(bytes: Uint8Array): ZipEntry[] {
  if (!isZip(bytes)) throw badRequest(NOT_A_DOCX, 'INVALID_FILE');
  const data = view(bytes);
  let eocd = -1;
  const lowest = Math.max(0, bytes.length - EOCD_SIZE - 0xffff);
  for (let offset = bytes.length - EOCD_SIZE; offset >= lowest; offset--) {
    if (data.getUint32(offset, true) === EOCD_SIGNATURE) {
      eocd = offset;
      break;
    }
  }
  if (eocd < 0) throw damaged('no end of central directory');
  const diskNumber = data.getUint16(eocd + 4, true);
  const centralDisk = data.getUint16(eocd + 6, true);
  const count = data.getUint16(eocd + 10, true);
  const centralSize = data.getUint32(eocd + 12, true);
  const centralOffset = data.getUint32(eocd + 16, true);
  if (diskNumber !== 0 || centralDisk !== 0) throw damaged('split archives are not supported');
  // ZIP64 markers: a .docx within the upload limit never needs them.
  if (count === 0xffff || centralSize === 0xffffffff || centralOffset === 0xffffffff)
    throw damaged('ZIP64 is not supported');
  if (count > MAX_ENTRIES) throw badRequest(`${DAMAGED_DOCX} (too many entries)`, 'INVALID_FILE');
  if (centralOffset + centralSize > eocd) throw damaged('central directory out of bounds');

  const entries: ZipEntry[] = [];
  const decoder = new TextDecoder();
  let offset = centralOffset;
  for (let index = 0; index < count; index++) {
    if (offset + 46 > eocd || data.getUint32(offset, true) !== CENTRAL_SIGNATURE)
      throw damaged('bad central directory entry');
    const flags = data.getUint16(offset + 8, true);
    const method = data.getUint16(offset + 10, true);
    const compressedSize = data.getUint32(offset + 20, true);
    const uncompressedSize = data.getUint32(offset + 24, true);
    const nameLength = data.getUint16(offset + 28, true);
    const extraLength = data.getUint16(offset + 30, true);
    const commentLength = data.getUint16(offset + 32, true);
    const localHeaderOffset = data.getUint32(offset + 42, true);
    if (
      compressedSize === 0xffffffff ||
      uncompressedSize === 0xffffffff ||
      localHeaderOffset === 0xffffffff
    ) {
      throw damaged('ZIP64 is not supported');
    }
    const nameEnd = offset + 46 + nameLength;
    if (nameEnd > eocd) throw damaged('bad entry name');
    entries.push({
      name: decoder.decode(bytes.subarray(offset + 46, nameEnd)),
      method,
      compressedSize,
      uncompressedSize,
      localHeaderOffset,
      encrypted: (flags & 1) === 1,
    });
    offset = nameEnd + extraLength + commentLength;
  }
  return entries;
}

/** Refuses, from the declarations alone, an archive that would unpack to too much. */
export function checkDeclaredSizes(
  entries: readonly ZipEntry[],
  limit = DOCX_UNPACKED_LIMIT_BYTES,
): void {
  let total = 0;
  for (const entry of entries) {
    total += entry.uncompressedSize;
    if (total > limit) throw payloadTooLarge(TOO_LARGE_UNPACKED);
    if (
      entry.uncompressedSize > RATIO_CHECK_FROM_BYTES &&
      entry.uncompressedSize > MAX_RATIO * Math.max(1, entry.compressedSize)
    ) {
      throw payloadTooLarge(TOO_LARGE_UNPACKED);
    }
  }
}

function entryData(bytes: Uint8Array, entry: ZipEntry): Uint8Array {
  const data = view(bytes);
  const local = entry.localHeaderOffset;
  if (local + 30 > bytes.length || data.getUint32(local, true) !== LOCAL_SIGNATURE)
    throw damaged(`bad local header of ${entry.name}`);
  const start = local + 30 + data.getUint16(local + 26, true) + data.getUint16(local + 28, true);
  const end = start + entry.compressedSize;
  if (end > bytes.length) throw damaged(`${entry.name} is cut off`);
  return bytes.subarray(start, end);
}

/**
 * Inflates every entry with its output capped at the declared size: an entry that would grow
 * past its declaration is a bomb (or a lie) and is refused before it can take more memory.
 */
export async function checkActualSizes(
  bytes: Uint8Array,
  entries: readonly ZipEntry[],
): Promise<void> {
  for (const entry of entries) {
    if (entry.encrypted)
      throw badRequest(
        'The .docx file is encrypted; remove the password and try again.',
        'INVALID_FILE',
      );
    const compressed = entryData(bytes, entry);
    if (entry.method === METHOD_STORED) {
      if (entry.compressedSize !== entry.uncompressedSize)
        throw damaged(`${entry.name} has inconsistent sizes`);
      continue;
    }
    if (entry.method !== METHOD_DEFLATE)
      throw damaged(`${entry.name} uses an unsupported compression method`);
    if (entry.uncompressedSize === 0) {
      if (entry.compressedSize > 2) throw payloadTooLarge(TOO_LARGE_UNPACKED);
      continue;
    }
    let inflated: Buffer;
    try {
      inflated = await inflateRawAsync(compressed, { maxOutputLength: entry.uncompressedSize });
    } catch (error) {
      if (
        error instanceof RangeError ||
        (error as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE'
      ) {
        throw payloadTooLarge(TOO_LARGE_UNPACKED);
      }
      throw damaged(`${entry.name} cannot be unpacked`);
    }
    if (inflated.length !== entry.uncompressedSize)
      throw damaged(`${entry.name} has inconsistent sizes`);
  }
}

/** All checks: a zip, a Word document, not too large when unpacked. */
export async function checkDocx(
  bytes: Uint8Array,
  limit = DOCX_UNPACKED_LIMIT_BYTES,
): Promise<void> {
  const entries = readCentralDirectory(bytes);
  checkDeclaredSizes(entries, limit);
  if (!entries.some((entry) => entry.name === 'word/document.xml')) {
    throw badRequest('The file is a zip archive but not a Word (.docx) document.', 'INVALID_FILE');
  }
  await checkActualSizes(bytes, entries);
}
