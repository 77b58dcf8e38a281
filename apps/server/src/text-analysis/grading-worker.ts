// One thread of the grading pool (grading-pool.ts). It uses the process's period dictionaries,
// which the main thread loaded into shared memory and hands over (workerData): no thread reads or
// keeps a copy of its own. Then it runs grading tasks (grading-tasks.ts) one at a time.
import { workerData } from 'node:worker_threads';
import { loadSharedDictionaries, type SharedDictionaries } from '@scicomm/jargon/load';
import { runTask, type GradingTask, type TaskOutcome, type TaskResult } from './grading-tasks.ts';
import { ownMemoryOf, withMoved } from './transfer.ts';

export interface GradingWorkerData {
  readonly dictionaries: SharedDictionaries;
}

const dictionaries = loadSharedDictionaries((workerData as GradingWorkerData).dictionaries);

export default async function gradeInWorker(task: GradingTask): Promise<TaskResult<TaskOutcome>> {
  const result = await runTask(dictionaries, task);
  if (!result.ok) return result;
  // The reply's JSON or the .docx goes back to the event loop as it is, not as a copy.
  const value = result.value;
  const bytes = 'reply' in value ? value.reply : 'bytes' in value ? value.bytes : [];
  return withMoved(result, (Array.isArray(bytes) ? bytes : [bytes]).map(ownMemoryOf));
}
