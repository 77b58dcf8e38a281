// One thread of the corpus pool (corpus-pool.ts): measures the batches of texts it is sent, one at
// a time, with the dictionaries the main thread loaded into shared memory (no copy per thread).
import { parentPort, workerData } from 'node:worker_threads';
import { loadSharedDictionaries, type SharedDictionaries } from '../load.ts';
import { corpusMeasurer, type CorpusMeasure } from './corpus-row.ts';
import type { CorpusItem } from './corpus-text.ts';

export interface CorpusWorkerData {
  readonly dictionaries: SharedDictionaries;
  readonly measure: CorpusMeasure;
}

const { dictionaries: shared, measure } = workerData as CorpusWorkerData;
const measureItem = corpusMeasurer(loadSharedDictionaries(shared), measure);

// The rows go back as one JSON string: cloning it costs a fraction of cloning the row objects.
parentPort?.on('message', (items: readonly CorpusItem[]) => {
  parentPort?.postMessage(JSON.stringify(items.map(measureItem)));
});
