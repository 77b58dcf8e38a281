// The results of a corpus as a CSV file that is appended to as texts are measured, and that a
// later run resumes from: it reads the ids already there and measures only the others. A run
// stopped mid-write may leave half a record at the end; it is cut off (up to the last line break
// outside quotes) before anything is appended, so every text ends up in the file exactly once.
// Cells are written by the site's one CSV writer (@scicomm/shared/csv-file: UTF-8 with a
// byte-order mark, CRLF, formulas defused).
import { createReadStream } from 'node:fs';
import { open, type FileHandle } from 'node:fs/promises';
import { parse } from 'csv-parse';
import { parse as parseSync } from 'csv-parse/sync';
import { csvLines, csvRecords } from '@scicomm/shared/csv-file';
import { JargonError } from '../errors.ts';
import { CORPUS_HEADER, corpusCells, type CorpusRow } from './corpus-row.ts';

const QUOTE = 0x22;
const CR = 0x0d;
const LF = 0x0a;

/** The length of the file up to its last whole record: its last CRLF outside a quoted field. */
async function wholeRecordsLength(path: string): Promise<number> {
  let quoted = false;
  let previous = -1;
  let offset = 0;
  let end = 0;
  for await (const chunk of createReadStream(path) as AsyncIterable<Buffer>) {
    for (const byte of chunk) {
      if (byte === QUOTE) quoted = !quoted;
      else if (byte === LF && previous === CR && !quoted) end = offset + 1;
      previous = byte;
      offset++;
    }
  }
  return end;
}

/** The first cell of every record after the header: the ids as written. */
async function writtenIds(path: string): Promise<Set<string>> {
  const ids = new Set<string>();
  const records = createReadStream(path).pipe(parse({ bom: true, relax_column_count: true, from_line: 2 }));
  for await (const record of records as AsyncIterable<string[]>) if (record[0] !== undefined) ids.add(record[0]);
  return ids;
}

/** The header as the file starts: byte-order mark, the columns, CRLF. */
const headerBytes = Buffer.from(csvRecords([CORPUS_HEADER]));

/**
 * Whether the file is a results file (it starts with the header, or with part of it when the run
 * that began it stopped at once), so that no other file given as --out is ever cut or appended to.
 */
async function isResultsFile(handle: FileHandle): Promise<boolean> {
  const start = Buffer.alloc(headerBytes.length);
  const { bytesRead } = await handle.read(start, 0, start.length, 0);
  return start.subarray(0, bytesRead).equals(headerBytes.subarray(0, bytesRead));
}

/** An id as a results file holds it (a formula-like id gets the writer's leading apostrophe). */
export function writtenId(id: string): string {
  return (parseSync(csvLines([[id]])) as string[][])[0]?.[0] ?? id;
}

export interface ResultsCsvFile {
  /** The ids (as written: `writtenId`) of the texts the file already holds. */
  readonly doneIds: ReadonlySet<string>;
  /** Appends rows in one write. */
  append(rows: readonly CorpusRow[]): Promise<void>;
  close(): Promise<void>;
}

/** Opens the results file to append to: a new one gets the header; an existing one is repaired and read. */
export async function openResultsCsv(path: string): Promise<ResultsCsvFile> {
  let handle: FileHandle;
  try {
    handle = await open(path, 'a+');
  } catch {
    throw new JargonError('INVALID_ARGUMENT', `Cannot write ${path}.`);
  }
  let doneIds = new Set<string>();
  try {
    if (!(await isResultsFile(handle))) {
      throw new JargonError('INVALID_ARGUMENT', `${path} is not a corpus results file (it does not start with the results' header); choose another --out.`);
    }
    const length = await wholeRecordsLength(path);
    await handle.truncate(length);
    if (length === 0) await handle.write(headerBytes);
    else doneIds = await writtenIds(path);
  } catch (error) {
    await handle.close();
    throw error;
  }
  return {
    doneIds,
    append: async (rows) => {
      if (rows.length > 0) await handle.write(csvLines(rows.map(corpusCells)));
    },
    close: () => handle.close(),
  };
}
