// Run by measure.bench.ts in a fresh process: how long loading all dictionaries takes and how
// much resident memory the process has then, printed as one JSON line.
import { loadDictionaries } from '../src/load.ts';
import { DEFAULT_PERIOD } from '../src/period-code.ts';

const rssBefore = process.memoryUsage().rss;
const started = performance.now();
const set = loadDictionaries();
const milliseconds = performance.now() - started;
if (set.get(DEFAULT_PERIOD).bandOfForm('season') !== 'common') throw new Error('dictionaries did not load');
console.log(JSON.stringify({ milliseconds, rssBefore, rssAfter: process.memoryUsage().rss, dictionaries: set.codes.length }));
