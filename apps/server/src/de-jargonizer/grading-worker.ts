// One thread of the grading pool (grading-pool.ts). It loads the period dictionaries itself,
// once, when the thread starts (the compact binary files of DICTIONARY_DIR: ~46 MB outside the
// heap per thread, ~35 ms), then runs grading tasks (grading-tasks.ts) one at a time.
import { workerData } from 'node:worker_threads';
import { loadDictionaries } from '@scicomm/jargon/load';
import { runTask, type GradingTask } from './grading-tasks.ts';

export interface GradingWorkerData {
  readonly dictionaryDir: string;
}

const { dictionaryDir } = workerData as GradingWorkerData;
const dictionaries = loadDictionaries({ dir: dictionaryDir });

export default function gradeInWorker(task: GradingTask) {
  return runTask(dictionaries, task);
}
