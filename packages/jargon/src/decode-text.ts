// Turns the bytes of an uploaded .txt file into text, refusing what is not text, so a binary
// upload becomes a clear 400 instead of a page of mojibake.
import { JargonError } from './errors.ts';

const utf8 = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false });

/**
 * UTF-8 (a BOM is dropped). Files that start with a UTF-16 byte-order mark, as Windows
 * Notepad's "Unicode" saves them, are decoded as UTF-16. Anything else holding a NUL byte is
 * binary, and bytes that are not UTF-8 are refused.
 */
export function decodeText(bytes: Uint8Array): string {
  if (bytes.length >= 2 && ((bytes[0] === 0xff && bytes[1] === 0xfe) || (bytes[0] === 0xfe && bytes[1] === 0xff))) {
    const encoding = bytes[0] === 0xff ? 'utf-16le' : 'utf-16be';
    try {
      return new TextDecoder(encoding, { fatal: true }).decode(bytes);
    } catch {
      throw new JargonError('INVALID_TEXT', 'The file is not valid UTF-16 text.');
    }
  }
  if (bytes.includes(0)) throw new JargonError('INVALID_TEXT', 'The file is binary, not text.');
  try {
    return utf8.decode(bytes);
  } catch {
    throw new JargonError('INVALID_TEXT', 'The file is not valid UTF-8 text.');
  }
}
