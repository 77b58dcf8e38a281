// The records of a CSV file as a stream (RFC 4180: comma-separated, fields quoted with doubled
// quotes inside, line breaks inside quotes; a byte-order mark dropped), read by papaparse: in a
// measurement on 20,000 quoted 1.6 kB texts it parsed them in 0.13 s where csv-parse and
// csv-parser took 1.1 s and 0.6–1.4 s, and on two shared cores that time is taken from measuring.
// The file is decoded as UTF-8 by the stream (a character split between chunks stays whole).
import { createReadStream } from 'node:fs';
import Papa from 'papaparse';

export interface CsvRecord {
  readonly fields: string[];
  /** Why the parser found the record malformed (an unclosed quote …); empty when it is not. */
  readonly problems: string[];
}

/** Records waiting for the reader before the file is paused. */
const QUEUE_LIMIT = 256;

export async function* readCsvRecords(path: string, fromRecord = 0): AsyncGenerator<CsvRecord> {
  const queue: CsvRecord[] = [];
  let finished = false;
  let failure: Error | null = null;
  let paused: Papa.Parser | null = null;
  let parsing: Papa.Parser | null = null;
  let wake: (() => void) | null = null;
  const notify = () => {
    wake?.();
    wake = null;
  };
  Papa.parse<string[]>(createReadStream(path, { encoding: 'utf8', highWaterMark: 1 << 20 }), {
    delimiter: ',',
    quoteChar: '"',
    escapeChar: '"',
    skipEmptyLines: true,
    step: (result, parser) => {
      parsing = parser;
      queue.push({ fields: result.data, problems: result.errors.map((error) => error.message) });
      if (queue.length >= QUEUE_LIMIT && !paused) {
        paused = parser;
        parser.pause();
      }
      notify();
    },
    complete: () => {
      finished = true;
      notify();
    },
    error: (error: Error) => {
      failure = error;
      finished = true;
      notify();
    },
  });
  let index = 0;
  try {
    for (;;) {
      const record = queue.shift();
      if (record) {
        if (index === 0 && record.fields[0]?.startsWith('\uFEFF'))
          record.fields[0] = record.fields[0].slice(1);
        if (index++ >= fromRecord) yield record;
        continue;
      }
      if (paused) {
        const parser: Papa.Parser = paused;
        paused = null;
        parser.resume();
      }
      if (finished && queue.length === 0) break;
      if (queue.length === 0) await new Promise<void>((resolve) => (wake = resolve));
    }
  } finally {
    // A reader that stops early (an error, Ctrl-C) stops the parser and closes the file.
    if (!finished) (parsing as Papa.Parser | null)?.abort();
  }
  if (failure as Error | null) throw failure;
}
