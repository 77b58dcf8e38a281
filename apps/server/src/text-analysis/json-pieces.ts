// A reply's JSON as UTF-8 pieces, written without ever holding the whole JSON as one string: a
// long text's compact reply is ~45 MB, and JSON.stringify's string followed by its UTF-8 bytes
// held both at once in the grading thread. Long strings (the text, the band letters) are escaped
// and encoded a slice at a time; the pieces, in order, are byte for byte
// `new TextEncoder().encode(JSON.stringify(value))`.
import { randomUUID } from 'node:crypto';

/** Strings longer than this are written slice by slice. */
const LONG_STRING = 1 << 20;

const encoder = new TextEncoder();

/** `JSON.stringify(value)` in UTF-8 pieces of at most about `slice` characters' worth. */
export function jsonPieces(value: unknown, slice = LONG_STRING): Uint8Array[] {
  const long: string[] = [];
  // A stand-in for the n-th long string in the small JSON: "<marker>n". Random, so that no text
  // sent by anyone can contain it.
  const marker = `${randomUUID()}#`;
  const small = JSON.stringify(value, (_key, field: unknown) =>
    typeof field === 'string' && field.length > slice ? `${marker}${long.push(field) - 1}` : field,
  );
  if (long.length === 0) return [encoder.encode(small)];
  const pieces: Uint8Array[] = [];
  const standIn = new RegExp(`"${marker}(\\d+)"`, 'gu');
  let from = 0;
  for (const match of small.matchAll(standIn)) {
    pieces.push(encoder.encode(small.slice(from, match.index)));
    pieces.push(...quotedPieces(long[Number(match[1])] ?? '', slice));
    from = match.index + match[0].length;
  }
  pieces.push(encoder.encode(small.slice(from)));
  return pieces;
}

/** `JSON.stringify(text)` in UTF-8 pieces, cut between characters (never inside a surrogate pair). */
function quotedPieces(text: string, slice: number): Uint8Array[] {
  const pieces: Uint8Array[] = [encoder.encode('"')];
  for (let start = 0; start < text.length; ) {
    let end = Math.min(text.length, start + slice);
    if (isHighSurrogate(text.charCodeAt(end - 1)) && isLowSurrogate(text.charCodeAt(end))) end++;
    const quoted = JSON.stringify(text.slice(start, end));
    pieces.push(encoder.encode(quoted.slice(1, -1)));
    start = end;
  }
  pieces.push(encoder.encode('"'));
  return pieces;
}

const isHighSurrogate = (unit: number) => unit >= 0xd800 && unit <= 0xdbff;
const isLowSurrogate = (unit: number) => unit >= 0xdc00 && unit <= 0xdfff;
