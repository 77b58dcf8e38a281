import { setTimeout as sleep } from 'node:timers/promises';

/**
 * Polls a condition until it holds. There is no ceiling of its own: on a loaded machine a mail
 * or a worker can take far longer than on a quiet one, and a test that is really failing is
 * still stopped by its own testTimeout.
 */
export async function until(condition: () => boolean, everyMs = 10): Promise<void> {
  while (!condition()) await sleep(everyMs);
}
