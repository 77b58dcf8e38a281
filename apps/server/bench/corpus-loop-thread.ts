// One thread of the corpus bench's baseline (corpora.bench.ts): the measure's own loop —
// tokenise, look up, classify — over its share of the texts, with nothing around it, once it has
// measured its share of the warm-up texts.
import { parentPort, workerData } from 'node:worker_threads';
import { loadDictionaries } from '@scicomm/jargon/load';
import { corpusMeasurer } from '@scicomm/jargon/corpus/corpus-row';

const { dir, texts, warm, period } = workerData as { dir: string; texts: string[]; warm: string[]; period: string };
const dictionaries = loadDictionaries({ dir });
dictionaries.get(period);
const measure = corpusMeasurer(dictionaries, { period, keyTerms: [], explainedTerms: true });
for (const [index, text] of warm.entries()) measure({ id: String(index), group: null, text });
parentPort?.postMessage('ready');
parentPort?.once('message', () => {
  const started = performance.now();
  for (const [index, text] of texts.entries()) measure({ id: String(index), group: null, text });
  parentPort?.postMessage(performance.now() - started);
});
