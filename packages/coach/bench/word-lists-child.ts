// Run by feedback.bench.ts in a fresh process, as the server runs: the dictionaries loaded and a
// Half Life feedback given without the word lists, then the lists loaded and the feedback given
// with every kind. Prints one JSON line: the process's resident memory and its heap and buffers
// (after a collection) at each point. Needs --expose-gc.
import { loadWordLists } from '@scicomm/jargon/word-lists';
import { realJargonAnalyzer } from '../eval/replay/real-analyzer.ts';
import { createBuiltinCoach } from '../src/coaches/builtin-coach.ts';
import { everyKind } from '../src/kinds/shown.ts';
import { benchRequest, withoutWordLists } from './feedback-texts.ts';

const collect = (globalThis as { gc?: () => void }).gc;
if (!collect) throw new Error('run with --expose-gc');
const analyzer = realJargonAnalyzer();
if ('missing' in analyzer) throw new Error(analyzer.missing);

function memory() {
  collect!();
  const usage = process.memoryUsage();
  return { rss: usage.rss, heap: usage.heapUsed + usage.external + usage.arrayBuffers };
}

await createBuiltinCoach(analyzer, { shown: () => withoutWordLists }).feedback(benchRequest('en'));
const without = memory();
const lists = loadWordLists();
await createBuiltinCoach(analyzer, { shown: () => everyKind }).feedback(benchRequest('en'));
await createBuiltinCoach(analyzer, { shown: () => everyKind }).feedback(benchRequest('he'));
const withLists = memory();
if (!lists.frequencies.en || !lists.englishSpelling) throw new Error('the word lists are not built');
console.log(JSON.stringify({ without, withLists }));
