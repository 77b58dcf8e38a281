// `npm run jargon -- analyze-corpus`: the command line of analyze-corpus.ts, with a progress line
// on a terminal (texts done of all, texts per second, time left) and Ctrl-C stopping cleanly:
// the batches in flight are written, and running the same command again resumes.
import { parseArgs } from 'node:util';
import { UsageError, type Print } from '../cli-usage.ts';
import { DEFAULT_PERIOD } from '../period-code.ts';
import { analyzeCorpus, type CorpusProgress } from './analyze-corpus.ts';
import { corpusSource } from './corpus-source.ts';
import { DEFAULT_CSV_COLUMNS } from './csv-corpus.ts';

/** Exit code of a run stopped by Ctrl-C (128 + SIGINT), as shells report it. */
const INTERRUPTED_EXIT = 130;
const PROGRESS_EVERY_MS = 250;

const duration = (seconds: number): string => {
  if (!Number.isFinite(seconds)) return '?';
  const whole = Math.round(seconds);
  const hours = Math.floor(whole / 3600);
  const minutes = Math.floor((whole % 3600) / 60);
  const rest = String(whole % 60).padStart(2, '0');
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${rest}` : `${minutes}:${rest}`;
};

export function progressLine({ done, total, measured, elapsedMs }: CorpusProgress): string {
  const rate = elapsedMs > 0 ? (measured * 1000) / elapsedMs : 0;
  const left = total === null || rate === 0 ? '?' : duration(Math.max(0, total - done) / rate);
  const percent = total ? ` (${Math.floor((100 * done) / total)}%)` : '';
  return `${done.toLocaleString('en')}/${total === null ? '?' : total.toLocaleString('en')} texts${percent}  ${rate.toFixed(1)} texts/s  ${left} left`;
}

/** A progress line rewritten in place on a terminal, at most every PROGRESS_EVERY_MS; nothing elsewhere. */
function terminalProgress(): { show: (progress: CorpusProgress) => void; end: () => void } {
  const stream = process.stderr;
  if (!stream.isTTY) return { show: () => undefined, end: () => undefined };
  let shownAt = 0;
  let shown = false;
  return {
    show: (progress) => {
      const now = performance.now();
      if (now - shownAt < PROGRESS_EVERY_MS && progress.done !== progress.total) return;
      shownAt = now;
      shown = true;
      stream.write(`\r${progressLine(progress)}\u001b[K`);
    },
    end: () => {
      if (shown) stream.write('\n');
      shown = false;
    },
  };
}

export async function analyzeCorpusCommand(args: string[], print: Print): Promise<number> {
  const { values, positionals } = parseArgs({
    args,
    allowPositionals: true,
    options: {
      out: { type: 'string' },
      parquet: { type: 'string' },
      'id-column': { type: 'string', default: DEFAULT_CSV_COLUMNS.idColumn },
      'text-column': { type: 'string', default: DEFAULT_CSV_COLUMNS.textColumn },
      'group-column': { type: 'string' },
      period: { type: 'string', default: DEFAULT_PERIOD },
      'key-term': { type: 'string', multiple: true, default: [] },
      'explained-terms': { type: 'boolean', default: false },
      threads: { type: 'string' },
    },
  });
  const [path, ...extra] = positionals;
  if (!path || extra.length > 0 || !values.out) throw new UsageError('analyze-corpus takes one FOLDER, .zip or .csv, and --out FILE.csv.');
  const threads = values.threads === undefined ? undefined : Number(values.threads);
  if (threads !== undefined && !(Number.isInteger(threads) && threads >= 1)) throw new UsageError('--threads takes a whole number of at least 1.');
  const source = await corpusSource(path, {
    idColumn: values['id-column'],
    textColumn: values['text-column'],
    groupColumn: values['group-column'],
  });
  const progress = terminalProgress();
  const stop = new AbortController();
  const onInterrupt = () => stop.abort();
  process.once('SIGINT', onInterrupt);
  try {
    const summary = await analyzeCorpus({
      source,
      out: values.out,
      parquet: values.parquet,
      period: values.period,
      keyTerms: values['key-term'],
      explainedTerms: values['explained-terms'],
      threads,
      onProgress: progress.show,
      signal: stop.signal,
    });
    progress.end();
    const seconds = summary.elapsedMs / 1000;
    print(
      `Measured ${summary.measured.toLocaleString('en')} texts (${summary.failed.toLocaleString('en')} with an error) in ${seconds.toFixed(1)} s, ` +
        `${(summary.measured / Math.max(seconds, 0.001)).toFixed(1)} texts/s` +
        (summary.alreadyDone > 0 ? `; ${summary.alreadyDone.toLocaleString('en')} already in ${values.out} were skipped.` : '.'),
    );
    if (summary.interrupted) {
      print(`Stopped. Run the same command again to measure the rest.`);
      return INTERRUPTED_EXIT;
    }
    print(`Results → ${values.out}${values.parquet ? `, ${values.parquet}` : ''}`);
    return 0;
  } finally {
    progress.end();
    process.off('SIGINT', onInterrupt);
  }
}
