// `npm run eval:rare-words`: the words for the readers (areas/jargon/words-for-readers.ts) and the
// spelling verdict measured word by word (docs/exercises.md "How the coach decides"). Each labelled
// word stands in its sentence for readers of one level; the sentence is measured with the server's
// jargon measure, and the rule says whether it names the word, and whether the word is misspelt.
// Printed per set and reader level: precision of "named" (named words that are jargon for the
// readers) and its recall, the misspelt verdict's precision, and with `--sweep` the same at each
// multi-source Zipf (how READERS_MAX_ZIPF was set). `--wrong` lists each wrong decision.
//
// Sets: labelled-words.tsv (words the walks' old questions asked), held-out-words.tsv and
// held-out-2-words.tsv (written before the old rules), labelled-words-he.tsv (Hebrew). All four
// were read to set the thresholds: none is held out; fresh walks measure the kind.
import { readFileSync } from 'node:fs';
import type { AudienceLevel } from '../../src/engine/audience.ts';
import type { JargonAnalyzer } from '../../src/engine/coach.ts';
import { READERS_MAX_ZIPF } from '@scicomm/jargon/reader-thresholds';
import { wordsForReaders } from '../../src/areas/jargon/words-for-readers.ts';
import { misspeltWords } from '../../src/areas/spelling/misspelt-words.ts';
import { wordLanguage, wordLists } from '../../src/measures/word-lists.ts';
import { realJargonAnalyzer } from '../replay/real-analyzer.ts';

export const labels = ['jargon', 'everyday', 'misspelt', 'name', 'explained'] as const;
export type WordLabel = (typeof labels)[number];

export interface LabelledWord {
  word: string;
  sentence: string;
  /** An audience level, or "specialist": readers in the writer's field, for whom nothing is named. */
  readers: AudienceLevel | 'specialist';
  label: WordLabel;
  source: string;
  note: string;
}

const levels = new Set(['elementary', 'juniorHigh', 'highSchool', 'adults', 'specialist']);

export function readLabelledWords(file: string): LabelledWord[] {
  const [header, ...lines] = readFileSync(new URL(file, import.meta.url), 'utf8').trimEnd().split('\n');
  if (!header?.startsWith('word\tsentence\treaders\tlabel\tsource')) throw new Error(`${file}: unexpected header`);
  return lines.map((line, index) => {
    const [word = '', sentence = '', readers = '', label = '', source = '', note = ''] = line.split('\t');
    if (!levels.has(readers) || !(labels as readonly string[]).includes(label) || !sentence.toLowerCase().includes(word.toLowerCase())) {
      throw new Error(`${file} line ${index + 2}: "${line}"`);
    }
    return { word, sentence, readers: readers as LabelledWord['readers'], label: label as WordLabel, source, note };
  });
}

const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

interface Decision {
  item: LabelledWord;
  /** The word's Zipf where the rule would name it at any threshold; null where another signal leaves it out. */
  zipf: number | null;
  misspelt: boolean;
}

async function decide(items: readonly LabelledWord[], analyzer: JargonAnalyzer): Promise<Decision[]> {
  const decisions: Decision[] = [];
  for (const item of items) {
    const analysis = await analyzer.analyze(item.sentence);
    const named =
      item.readers === 'specialist'
        ? undefined
        : wordsForReaders(item.sentence, analysis, item.readers, wordLists(), Number.POSITIVE_INFINITY).find(
            (word) => same(word.written.word, item.word) || same(word.written.measured, item.word),
          );
    const misspelt = misspeltWords(item.sentence, analysis).some((entry) => same(entry.written.word, item.word));
    decisions.push({ item, zipf: named ? named.zipf : null, misspelt });
  }
  return decisions;
}

const ratio = (part: number, whole: number) => (whole === 0 ? '–' : (part / whole).toFixed(2));

function namedAt(decision: Decision, maxZipf?: number): boolean {
  const { item, zipf } = decision;
  if (zipf === null || item.readers === 'specialist') return false;
  const language = wordLanguage(item.word) ?? 'en';
  return zipf < (maxZipf ?? READERS_MAX_ZIPF[item.readers][language]);
}

function report(title: string, decisions: readonly Decision[], verbose: boolean, sweep: boolean): { named: number; right: number } {
  console.log(`\n${title}`);
  console.log('  readers      words  jargon  named  precision  recall');
  let [allNamed, allRight] = [0, 0];
  for (const level of ['elementary', 'juniorHigh', 'highSchool', 'adults'] as const) {
    const own = decisions.filter((decision) => decision.item.readers === level);
    if (own.length === 0) continue;
    const jargon = own.filter((decision) => decision.item.label === 'jargon').length;
    const named = own.filter((decision) => namedAt(decision));
    const right = named.filter((decision) => decision.item.label === 'jargon').length;
    [allNamed, allRight] = [allNamed + named.length, allRight + right];
    console.log(`  ${level.padEnd(11)}  ${String(own.length).padStart(5)}  ${String(jargon).padStart(6)}  ${String(named.length).padStart(5)}  ${ratio(right, named.length).padStart(9)}  ${ratio(right, jargon).padStart(6)}`);
    if (verbose) for (const decision of named.filter((entry) => entry.item.label !== 'jargon')) console.log(`      wrong: ${decision.item.word} (${decision.item.label}, Zipf ${decision.zipf?.toFixed(2)})`);
    if (sweep) {
      const line = [2.2, 2.6, 3.0, 3.2, 3.4, 3.6, 3.8, 4.0].map((max) => {
        const at = own.filter((decision) => namedAt(decision, max));
        return `<${max}: ${at.filter((decision) => decision.item.label === 'jargon').length}/${at.length}`;
      });
      console.log(`      sweep (jargon/named): ${line.join('  ')}`);
    }
  }
  const flagged = decisions.filter((decision) => decision.misspelt);
  const flaggedRight = flagged.filter((decision) => decision.item.label === 'misspelt').length;
  console.log(`  all levels: named ${allNamed}, precision ${ratio(allRight, allNamed)}; misspelt said ${flagged.length}, precision ${ratio(flaggedRight, flagged.length)}`);
  if (verbose) for (const decision of flagged.filter((entry) => entry.item.label !== 'misspelt')) console.log(`      wrongly misspelt: ${decision.item.word}`);
  return { named: allNamed, right: allRight };
}

async function main(): Promise<number> {
  const verbose = process.argv.includes('--wrong');
  const sweep = process.argv.includes('--sweep');
  const analyzer = realJargonAnalyzer();
  if ('missing' in analyzer) {
    console.error(`The measure needs the built dictionaries: ${analyzer.missing}`);
    return 1;
  }
  const sets = [
    ['labelled-words.tsv (words the walks asked about)', 'labelled-words.tsv'],
    ['held-out-words.tsv', 'held-out-words.tsv'],
    ['held-out-2-words.tsv', 'held-out-2-words.tsv'],
    ['labelled-words-he.tsv (Hebrew)', 'labelled-words-he.tsv'],
  ] as const;
  for (const [title, file] of sets) report(title, await decide(readLabelledWords(file), analyzer), verbose, sweep);
  return 0;
}

if (import.meta.main) process.exitCode = await main();
