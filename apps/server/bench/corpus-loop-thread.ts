// One thread of the corpus bench's baseline (corpora.bench.ts): the measure's own loop —
// tokenise, look up, classify — over its share of the texts, with nothing around it.
import { parentPort, workerData } from 'node:worker_threads';
import { loadDictionaries } from '@scicomm/jargon/load';
import { measureCorpusItem } from '@scicomm/jargon/corpus/corpus-row';

const { dir, texts, period } = workerData as { dir: string; texts: string[]; period: string };
const dictionaries = loadDictionaries({ dir });
dictionaries.get(period);
parentPort?.postMessage('ready');
parentPort?.once('message', () => {
  const started = performance.now();
  for (const [index, text] of texts.entries()) measureCorpusItem({ id: String(index), group: null, text }, dictionaries, { period, keyTerms: [] });
  parentPort?.postMessage(performance.now() - started);
});
