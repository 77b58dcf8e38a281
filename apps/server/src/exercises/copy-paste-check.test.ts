// copyPasteCheck (docs/exercises.md): the paste evidence the web sends on a written answer is
// kept per stage in the sealed history and in the copy_paste_check column, also on anonymous rows.
import { beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { createFakeJargonAnalyzer } from '@scicomm/coach/testing/fake-jargon-analyzer';
import { buildCustomTestApp } from '../test/custom-test-app.ts';
import { getExerciseRow } from './exercise-repository.ts';
import { RESTART_NOTICE } from './exercise-service.ts';
import { ExerciseSession, essay } from './exercise-test-client.ts';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildCustomTestApp({ jargonAnalyzer: createFakeJargonAnalyzer({ rare: {} }) });
});

async function toFirstText(): Promise<ExerciseSession> {
  const s = new ExerciseSession(app, '/api/HalfLife');
  await s.send(null);
  await s.send('2');
  expect(s.stage).toBe(3);
  return s;
}

describe('copyPasteCheck on POST /api/HalfLife', () => {
  it('records a typed answer as not pasted, and nothing for an option or an old client', async () => {
    const s = await toFirstText();
    const row = await getExerciseRow(app.db, 'halfLife', s.rowId);
    expect(row?.copyPasteCheck).toBeNull();
    const text = essay(120);
    await s.send(text, { Pasted: false, PastedChars: 0 });
    expect(s.stage).toBe(4);
    const expected = { '3': { pasted: false, pastedChars: 0, chars: text.length } };
    expect(JSON.parse(String(s.history.copyPasteCheck))).toEqual(expected);
    expect((await getExerciseRow(app.db, 'halfLife', s.rowId))?.copyPasteCheck).toEqual(expected);
  });

  it('records a pasted answer per stage, in either casing, with pasted characters at most the answer length', async () => {
    const s = await toFirstText();
    const first = essay(120);
    await s.send(first, { pasted: 'true', pastedChars: 412 });
    const second = essay(60);
    await s.send(second, { Pasted: true, PastedChars: 100_000 });
    expect(s.stage).toBe(5);
    const row = await getExerciseRow(app.db, 'halfLife', s.rowId);
    expect(row?.userId).toBeNull();
    expect(row?.text120First).toBeNull();
    expect(row?.copyPasteCheck).toEqual({
      '3': { pasted: true, pastedChars: 412, chars: first.length },
      '4': { pasted: true, pastedChars: second.length, chars: second.length },
    });
  });

  it('is part of the sealed history: a client that changes it gets the exercise restarted', async () => {
    const s = await toFirstText();
    await s.send(essay(120), { Pasted: true, PastedChars: 50 });
    s.history = { ...s.history, copyPasteCheck: JSON.stringify({ '3': { pasted: false, pastedChars: 0, chars: 10 } }) };
    const texts = await s.send(essay(60), { Pasted: false, PastedChars: 0 });
    expect(texts[0]).toBe(RESTART_NOTICE);
  });
});
