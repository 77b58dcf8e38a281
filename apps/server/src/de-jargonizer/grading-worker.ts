// One thread of the grading pool (grading-pool.ts). It uses the process's period dictionaries,
// which the main thread loaded into shared memory and hands over (workerData): no thread reads or
// keeps a copy of its own. Then it runs grading tasks (grading-tasks.ts) one at a time.
import { workerData } from 'node:worker_threads';
import { loadSharedDictionaries, type SharedDictionaries } from '@scicomm/jargon/load';
import { runTask, type GradingTask } from './grading-tasks.ts';

export interface GradingWorkerData {
  readonly dictionaries: SharedDictionaries;
}

const dictionaries = loadSharedDictionaries((workerData as GradingWorkerData).dictionaries);

export default function gradeInWorker(task: GradingTask) {
  return runTask(dictionaries, task);
}
