import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { inArray } from 'drizzle-orm';
import { getTestApp } from '../test/test-app.ts';
import { dejargonizerUserInteractions } from '../db/schema.ts';
import { countUsesStatement, getUses } from '../usage/usage-service.ts';
import { GradingRecorder } from './grading-recorder.ts';
import { insertAnonymousRowsWith } from './grading-repository.ts';

let app: FastifyInstance;
beforeAll(async () => {
  app = await getTestApp();
});

const row = () => ({
  id: randomUUID(),
  dictionary: 'English2021_2024',
  totalWords: 10,
  rareWords: 1,
  midRangeWords: 2,
  jargonScore: 80,
});
const stored = async (ids: string[]) =>
  (
    await app.db
      .select({ id: dejargonizerUserInteractions.id })
      .from(dejargonizerUserInteractions)
      .where(inArray(dejargonizerUserInteractions.id, ids))
  ).length;

describe('GradingRecorder', () => {
  it('acknowledges anonymous rows at once, writes them together later, and counts a use for each', async () => {
    const errors: unknown[] = [];
    const recorder = new GradingRecorder(app.db, {
      delayMs: 60_000,
      onError: (error) => errors.push(error),
    });
    const rows = [row(), row(), row()];
    const usesBefore = await getUses(app.db);
    await Promise.all(rows.map((entry) => recorder.record(entry, false)));
    expect(await stored(rows.map((entry) => entry.id))).toBe(0);
    await recorder.flush();
    expect(await stored(rows.map((entry) => entry.id))).toBe(3);
    expect(await getUses(app.db)).toBe(usesBefore + 3);
    expect(errors).toEqual([]);
  });

  it('writes a row kept for its user before answering, taking the waiting anonymous rows along', async () => {
    const recorder = new GradingRecorder(app.db, { delayMs: 60_000, onError: () => undefined });
    const anonymous = row();
    const kept = { ...row(), text: 'kept text' };
    await recorder.record(anonymous, false);
    await recorder.record(kept, true);
    expect(await stored([anonymous.id, kept.id])).toBe(2);
  });

  it('on close writes what waits, and from then on writes every row before answering', async () => {
    const recorder = new GradingRecorder(app.db, { delayMs: 60_000, onError: () => undefined });
    const waiting = row();
    await recorder.record(waiting, false);
    await recorder.close();
    expect(await stored([waiting.id])).toBe(1);
    const late = row();
    await recorder.record(late, false);
    expect(await stored([late.id])).toBe(1);
  });

  it('reports an anonymous row the database refuses, and still stores the kept row batched with it', async () => {
    const errors: unknown[] = [];
    const recorder = new GradingRecorder(app.db, {
      delayMs: 60_000,
      onError: (error) => errors.push(error),
    });
    const duplicate = row();
    await recorder.record(duplicate, true);
    await recorder.record({ ...row(), id: duplicate.id }, false);
    const kept = { ...row(), text: 'x' };
    await recorder.record(kept, true);
    expect(await stored([kept.id])).toBe(1);
    expect(errors).toHaveLength(1);
  });

  it('stores a batch of anonymous rows that holds one the database refuses: the others stored and counted, the refused one reported and not counted', async () => {
    const errors: unknown[] = [];
    const recorder = new GradingRecorder(app.db, { delayMs: 60_000, onError: (error) => errors.push(error) });
    const existing = row();
    await recorder.record(existing, true);
    const usesBefore = await getUses(app.db);
    const good = [row(), row()];
    await recorder.record(good[0]!, false);
    await recorder.record({ ...row(), id: existing.id }, false);
    await recorder.record(good[1]!, false);
    await recorder.flush();
    expect(await stored(good.map((entry) => entry.id))).toBe(2);
    expect(await getUses(app.db)).toBe(usesBefore + 2);
    expect(errors).toHaveLength(1);
  });
});

describe('insertAnonymousRowsWith', () => {
  it('stores the rows and runs the other statement together, or neither', async () => {
    const usesBefore = await getUses(app.db);
    const first = row();
    const refused = [row(), { ...row(), id: first.id }, first];
    await expect(insertAnonymousRowsWith(app.db, refused, countUsesStatement(app.db, refused.length))).rejects.toThrow();
    expect(await stored(refused.map((entry) => entry.id))).toBe(0);
    expect(await getUses(app.db)).toBe(usesBefore);
    const rows = [row(), row(), row()];
    await insertAnonymousRowsWith(app.db, rows, countUsesStatement(app.db, rows.length));
    expect(await stored(rows.map((entry) => entry.id))).toBe(3);
    expect(await getUses(app.db)).toBe(usesBefore + 3);
  });

  it('takes anonymous rows only', async () => {
    await expect(insertAnonymousRowsWith(app.db, [{ ...row(), text: 'kept' }], countUsesStatement(app.db, 1))).rejects.toThrow(/anonymous rows only/);
    await expect(insertAnonymousRowsWith(app.db, [], countUsesStatement(app.db, 1))).rejects.toThrow(/anonymous rows only/);
  });
});
