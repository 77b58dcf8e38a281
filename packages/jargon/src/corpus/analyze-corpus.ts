// Measures a whole corpus on this machine (`npm run jargon -- analyze-corpus`): the texts are read
// as a stream (corpus-source.ts), measured in batches on every core (corpus-pool.ts) and appended
// to the results CSV as each batch comes back, so a run that stops resumes from its output: the
// ids already there are skipped (results-csv-file.ts). Parquet is written from the finished CSV.
import { loadDictionaries, sharedDictionaries } from '../load.ts';
import type { CorpusMeasure, CorpusRow } from './corpus-row.ts';
import { countCorpus, readCorpus, type CorpusSource } from './corpus-source.ts';
import { isCorpusFailure, type CorpusItem } from './corpus-text.ts';
import { CorpusPool } from './corpus-pool.ts';
import { openResultsCsv, writtenId } from './results-csv-file.ts';
import { resultsCsvToParquet } from './results-parquet.ts';

/** Texts per batch sent to a thread: enough to make the message's cost small beside the measuring. */
const BATCH_TEXTS = 64;
/** …or fewer when the texts are long, so a batch stays a few MB. */
const BATCH_CHARACTERS = 2_000_000;

export interface CorpusProgress {
  /** Texts in the results: already there when the run began, plus those measured since. */
  readonly done: number;
  /** Texts in the corpus, once counted; null until then. */
  readonly total: number | null;
  /** Texts this run has measured (or failed), and in how many milliseconds. */
  readonly measured: number;
  readonly elapsedMs: number;
}

export interface AnalyzeCorpusOptions extends CorpusMeasure {
  readonly source: CorpusSource;
  /** The results CSV: created, or resumed when it holds results already. */
  readonly out: string;
  readonly parquet?: string | undefined;
  /** Folder of the built dictionaries (default: the package's). */
  readonly dictionaryDir?: string | undefined;
  /** Measuring threads; default one per core. */
  readonly threads?: number | undefined;
  readonly onProgress?: ((progress: CorpusProgress) => void) | undefined;
  /** Stops reading when aborted; what is measured by then is written. */
  readonly signal?: AbortSignal | undefined;
}

export interface CorpusSummary {
  /** Texts found in the results at the start and skipped. */
  readonly alreadyDone: number;
  /** Rows written by this run, and how many of them are errors. */
  readonly measured: number;
  readonly failed: number;
  readonly elapsedMs: number;
  readonly interrupted: boolean;
}

export async function analyzeCorpus(options: AnalyzeCorpusOptions): Promise<CorpusSummary> {
  const location = options.dictionaryDir ? { dir: options.dictionaryDir } : {};
  // An unknown period is refused before the output is touched.
  loadDictionaries(location).get(options.period);
  const results = await openResultsCsv(options.out);
  const started = performance.now();
  let total: number | null = null;
  let measured = 0;
  let failed = 0;
  const alreadyDone = results.doneIds.size;
  let finished = false;
  const report = () =>
    !finished &&
    options.onProgress?.({ done: alreadyDone + measured, total, measured, elapsedMs: performance.now() - started });
  countCorpus(options.source).then(
    (count) => {
      total = count;
      report();
    },
    () => undefined,
  );

  const measure = { period: options.period, keyTerms: options.keyTerms, explainedTerms: options.explainedTerms };
  const pool = new CorpusPool(sharedDictionaries(location), measure, options.threads);
  let writing = Promise.resolve();
  const inFlight = new Set<Promise<void>>();
  const write = (rows: readonly CorpusRow[]) => {
    writing = writing.then(async () => {
      await results.append(rows);
      measured += rows.length;
      failed += rows.filter((row) => row.error !== null).length;
      report();
    });
    return writing;
  };
  let failure: unknown = null;
  const send = async (batch: CorpusItem[]) => {
    await pool.ready();
    const done = pool
      .measure(batch)
      .then(write)
      .catch((error: unknown) => {
        failure ??= error;
      });
    inFlight.add(done);
    void done.then(() => inFlight.delete(done));
  };

  let interrupted = false;
  try {
    const skip = alreadyDone > 0 ? (item: CorpusItem) => results.doneIds.has(writtenId(item.id)) : () => false;
    let batch: CorpusItem[] = [];
    let characters = 0;
    for await (const item of readCorpus(options.source)) {
      if (options.signal?.aborted) {
        interrupted = true;
        break;
      }
      if (skip(item)) continue;
      batch.push(item);
      characters += isCorpusFailure(item) ? 0 : item.text.length;
      if (batch.length >= BATCH_TEXTS || characters >= BATCH_CHARACTERS) {
        await send(batch);
        batch = [];
        characters = 0;
      }
    }
    if (batch.length > 0 && !interrupted) await send(batch);
  } finally {
    await Promise.all(inFlight);
    finished = true;
    await results.close();
    await pool.close();
  }
  if (failure) throw failure;
  if (options.parquet && !interrupted) await resultsCsvToParquet(options.out, options.parquet);
  return { alreadyDone, measured, failed, elapsedMs: performance.now() - started, interrupted };
}
