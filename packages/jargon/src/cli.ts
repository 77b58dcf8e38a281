// Command line of the measure (root: `npm run jargon -- …`):
//   analyze FILE [--period CODE] [--json]   counts, percentages and score of a .txt or .docx
//   analyze-corpus CORPUS --out FILE.csv …  every text of a folder, .zip or .csv (corpus/analyze-corpus.ts)
//   word WORD [--json]                      the word's band in each period, BBC frequency per year
//   build-corpus DIR --code CODE [--out DIR] a dictionary from your own .txt/.docx files
//   build [--force]                         the English, Hebrew and Arabic dictionaries (build-dictionaries.ts)
// Exit codes: 0 done, 1 bad input or missing data (the message says which), 2 bad usage.
import { parseArgs } from 'node:util';
import { alternatives } from './alternatives.ts';
import { UsageError, type Print } from './cli-usage.ts';
import { buildDictionaries } from './build-dictionaries.ts';
import { analyze } from './classify.ts';
import { buildCorpusDictionary } from './corpus-builder.ts';
import { analyzeCorpusCommand } from './corpus/analyze-corpus-command.ts';
import { readDocumentText } from './document-text.ts';
import { isJargonError } from './errors.ts';
import { loadDictionaries } from './load.ts';
import { DEFAULT_PERIOD, describePeriodCode } from './period-code.ts';
import { scoreMessage } from './score.ts';

export const USAGE = `Usage: npm run jargon -- <command>
  analyze FILE [--period ${DEFAULT_PERIOD}] [--json]   analyse a .txt or .docx file
  analyze-corpus FOLDER|FILE.zip|FILE.csv --out results.csv [--parquet results.parquet]
      [--id-column id --text-column text --group-column COLUMN] [--period ${DEFAULT_PERIOD}]
      [--key-term TERM …] [--explained-terms] [--threads N]   measure every text on every core; run again to resume
  word WORD [--json]                                 band in each period, frequency per million per year
  build-corpus DIR --code Xxxx2020_2024 [--out DIR]  build a dictionary from a folder of .txt/.docx files
  build [--force]                                    build the English, Hebrew and Arabic dictionaries`;


const pad = (value: string | number, width: number): string => String(value).padStart(width);

async function analyzeCommand(args: string[], print: Print): Promise<void> {
  const { values, positionals } = parseArgs({
    args,
    allowPositionals: true,
    options: { period: { type: 'string', default: DEFAULT_PERIOD }, json: { type: 'boolean', default: false } },
  });
  const [file, ...extra] = positionals;
  if (!file || extra.length > 0) throw new UsageError('analyze takes one FILE.');
  const dictionary = loadDictionaries().get(values.period);
  const text = await readDocumentText(file);
  const analysis = analyze(text, dictionary);
  const rare = [...new Set(analysis.rareWords)];
  if (values.json) {
    print(
      JSON.stringify(
        {
          file,
          period: analysis.period,
          counts: analysis.counts,
          percentages: analysis.percentages,
          score: analysis.score,
          message: scoreMessage(analysis.score),
          normalWords: analysis.normalWords,
          rareWords: analysis.rareWords,
          alternatives: Object.fromEntries(rare.map((word) => [word, alternatives(word, dictionary).map((a) => a.word)])),
        },
        null,
        2,
      ),
    );
    return;
  }
  const { counts, percentages } = analysis;
  print(`File     ${file}`);
  print(`Period   ${analysis.period} (${describePeriodCode(analysis.period)})`);
  print('');
  print(`Band            Words  Percent`);
  print(`Common        ${pad(counts.common, 7)}  ${pad(percentages.common, 6)}%`);
  print(`Mid-frequency ${pad(counts.mid, 7)}  ${pad(percentages.mid, 6)}%`);
  print(`Rare          ${pad(counts.rare, 7)}  ${pad(percentages.rare, 6)}%`);
  print(`Total         ${pad(counts.total, 7)}`);
  print('');
  print(`Score    ${analysis.score}  ${scoreMessage(analysis.score)}`);
  if (rare.length > 0) {
    print('');
    print('Rare words (simpler alternatives):');
    for (const word of rare.slice(0, 50)) {
      const options = alternatives(word, dictionary).map((alternative) => alternative.word);
      print(`  ${word}${options.length > 0 ? ` → ${options.join(', ')}` : ''}`);
    }
    if (rare.length > 50) print(`  … and ${rare.length - 50} more`);
  }
}

function wordCommand(args: string[], print: Print): void {
  const { values, positionals } = parseArgs({ args, allowPositionals: true, options: { json: { type: 'boolean', default: false } } });
  if (positionals.length !== 1) throw new UsageError('word takes one WORD.');
  const report = loadDictionaries().describeWord(positionals[0] ?? '');
  if (values.json) {
    print(JSON.stringify(report, null, 2));
    return;
  }
  print(`Word     ${report.word}`);
  print('');
  print('Period                 Band');
  for (const period of report.periods) print(`${period.code.padEnd(22)} ${period.band}`);
  if (report.years.length > 0) {
    print('');
    print('Year    Count  Per million (BBC)');
    for (const year of report.years) print(`${year.year} ${pad(year.count, 8)}  ${pad(year.perMillion.toFixed(2), 10)}`);
  }
}

async function buildCorpusCommand(args: string[], print: Print): Promise<void> {
  const { values, positionals } = parseArgs({
    args,
    allowPositionals: true,
    options: { code: { type: 'string' }, out: { type: 'string' } },
  });
  if (positionals.length !== 1 || !values.code) throw new UsageError('build-corpus takes one DIR and --code.');
  const result = await buildCorpusDictionary({
    inputDir: positionals[0] ?? '',
    code: values.code,
    ...(values.out ? { outDir: values.out } : {}),
    log: print,
  });
  print(
    `Built ${result.code} from ${result.files} files: ${result.tokens.toLocaleString('en')} tokens, ` +
      `${result.types.toLocaleString('en')} words (common ≥ ${result.commonMin}, mid ≥ ${result.midMin}) → ${result.path}`,
  );
  if (result.skipped.length > 0) print(`Skipped ${result.skipped.length} unreadable files.`);
}

function buildCommand(args: string[], print: Print): void {
  const { values, positionals } = parseArgs({ args, allowPositionals: true, options: { force: { type: 'boolean', default: false } } });
  if (positionals.length > 0) throw new UsageError('build takes no arguments.');
  buildDictionaries({ force: values.force, log: print });
}

/** Runs one command; returns the exit code. */
export async function runCli(argv: readonly string[], print: Print = console.log, printError: Print = console.error): Promise<number> {
  const [command, ...args] = argv;
  try {
    switch (command) {
      case 'analyze':
        await analyzeCommand(args, print);
        return 0;
      case 'analyze-corpus':
        return await analyzeCorpusCommand(args, print);
      case 'word':
        wordCommand(args, print);
        return 0;
      case 'build-corpus':
        await buildCorpusCommand(args, print);
        return 0;
      case 'build':
        buildCommand(args, print);
        return 0;
      case undefined:
      case 'help':
      case '--help':
        print(USAGE);
        return command === undefined ? 2 : 0;
      default:
        throw new UsageError(`Unknown command ${command}.`);
    }
  } catch (error) {
    if (isJargonError(error)) {
      printError(error.message);
      return 1;
    }
    if (error instanceof UsageError || (error instanceof TypeError && 'code' in error && String(error.code).startsWith('ERR_PARSE_ARGS'))) {
      printError(`${error.message}\n${USAGE}`);
      return 2;
    }
    throw error;
  }
}

if (import.meta.main) process.exitCode = await runCli(process.argv.slice(2));
