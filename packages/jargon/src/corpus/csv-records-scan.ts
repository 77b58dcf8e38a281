// A fast pass over a CSV file's bytes that finds where its records end (a line feed outside a
// quoted field), without parsing the fields: to count a corpus's rows for the progress bar, and to
// find the last whole record of a results file a stopped run may have left half-written.
import { createReadStream } from 'node:fs';

const QUOTE = 0x22;
const LF = 0x0a;
const CR = 0x0d;

export interface RecordEnds {
  /** Line feeds outside quotes that end a non-empty line, plus one for a last record without its line break. */
  readonly records: number;
  /** The offset just after the last line feed outside quotes (0 when there is none). */
  readonly wholeLength: number;
}

export async function scanRecordEnds(path: string): Promise<RecordEnds> {
  let quoted = false;
  let offset = 0;
  let records = 0;
  let wholeLength = 0;
  let lastByte = -1;
  for await (const chunk of createReadStream(path, { highWaterMark: 1 << 20 }) as AsyncIterable<Buffer>) {
    let from = 0;
    // Jump between the bytes that matter (quotes and line feeds) with indexOf, not a byte loop.
    for (;;) {
      const quote = chunk.indexOf(QUOTE, from);
      const lineFeed = quoted ? -1 : chunk.indexOf(LF, from);
      if (quote < 0 && lineFeed < 0) break;
      if (lineFeed >= 0 && (quote < 0 || lineFeed < quote)) {
        const length = offset + lineFeed + 1 - wholeLength;
        const before = lineFeed > 0 ? chunk[lineFeed - 1] : lastByte;
        if (length > 2 || (length === 2 && before !== CR)) records++;
        wholeLength = offset + lineFeed + 1;
        from = lineFeed + 1;
      } else {
        quoted = !quoted;
        from = quote + 1;
      }
    }
    offset += chunk.length;
    lastByte = chunk[chunk.length - 1] ?? lastByte;
  }
  return { records: records + (offset > wholeLength ? 1 : 0), wholeLength };
}
