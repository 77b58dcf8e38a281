// The corpus queue on PostgreSQL (shared-queue.ts): a process waiting for chunks takes a new job's
// first chunk when it is queued, woken by a NOTIFY, not at its next poll; and every chunk is handed
// out. Runs on the PostgreSQL project only, on a database of its own (the test app's processes
// take chunks from the queue of theirs).
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, dropTestDatabase } from '../test/postgres-database.ts';
import { testDatabaseKind } from '../test/test-app.ts';
import type { ChunkTask } from './corpus-queue.ts';
import { SharedQueue } from './shared-queue.ts';

describe.skipIf(testDatabaseKind() !== 'postgres')('the shared corpus queue', () => {
  const adminUrl = process.env.DATABASE_URL ?? '';
  let databaseUrl = '';
  const queues: SharedQueue[] = [];

  beforeAll(async () => {
    databaseUrl = await createTestDatabase(adminUrl);
  });

  afterAll(async () => {
    await Promise.all(queues.map((queue) => queue.stop()));
    if (databaseUrl) await dropTestDatabase(adminUrl, databaseUrl);
  });

  it('wakes a waiting process when chunks are queued: it takes them long before its next poll', async () => {
    const errors: unknown[] = [];
    // A process that would ask again only after a minute.
    const worker = new SharedQueue({ databaseUrl, onError: (error) => errors.push(error), idlePollMs: 60_000 });
    const sender = new SharedQueue({ databaseUrl, onError: (error) => errors.push(error) });
    queues.push(worker, sender);
    const taken: ChunkTask[] = [];
    await worker.work(2, async (chunk) => void taken.push(chunk));
    // It has asked once, found nothing, and waits.
    await sleep(300);
    const chunks = [0, 1, 2].map((index) => ({ jobId: '00000000-0000-4000-8000-000000000000', first: index * 10, last: index * 10 + 9, generation: 0 }));
    await sender.send(chunks);
    const queuedAt = performance.now();
    while (taken.length < chunks.length && performance.now() - queuedAt < 10_000) await sleep(10);
    expect(taken.map((chunk) => chunk.first).sort((a, b) => a - b)).toEqual([0, 10, 20]);
    expect(performance.now() - queuedAt).toBeLessThan(10_000);
    expect(errors).toEqual([]);
  }, 30_000);
});
