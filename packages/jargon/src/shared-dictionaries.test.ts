// The dictionaries one thread loaded, used by a worker thread over the same shared memory.
import { Worker } from 'node:worker_threads';
import { describe, expect, it } from 'vitest';
import { buildDictionaries } from './build-dictionaries.ts';
import { loadDictionaries, sharedDictionaries } from './load.ts';

describe('dictionaries shared with worker threads', () => {
  it('give a worker thread the same bands without a copy of the files', async () => {
    const dir = buildDictionaries().outDir;
    const set = loadDictionaries({ dir });
    const shared = sharedDictionaries({ dir });
    expect(shared.files.every((file) => file.bytes instanceof SharedArrayBuffer)).toBe(true);
    const words = ['season', 'methylation', 'epigenetic', 'the'];
    const here = words.map((word) => set.get('English2021_2024').bandOfForm(word));
    const worker = new Worker(
      `const { workerData, parentPort } = require('node:worker_threads');
       import(workerData.load).then(({ loadSharedDictionaries }) => {
         const set = loadSharedDictionaries(workerData.shared);
         parentPort.postMessage(workerData.words.map((word) => set.get('English2021_2024').bandOfForm(word)));
       });`,
      { eval: true, workerData: { shared, words, load: new URL('./load.ts', import.meta.url).href } },
    );
    const there = await new Promise((resolve, reject) => worker.once('message', resolve).once('error', reject));
    await worker.terminate();
    expect(there).toEqual(here);
  }, 180_000);
});
