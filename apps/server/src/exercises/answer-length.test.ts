// An answer within its word range but absurdly long in characters is refused by the engine
// (docs/exercises.md "Answers"): not stored, and the reply does not carry it back.
import { beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { getTestApp } from '../test/test-app.ts';
import { ExerciseSession } from './exercise-test-client.ts';

let app: FastifyInstance;
beforeAll(async () => {
  app = await getTestApp();
});

describe('POST /api/Persuasive with one 900,000-character "word"', () => {
  it('asks again with a short message, stores nothing and answers a small reply', async () => {
    const session = new ExerciseSession(app, '/api/Persuasive');
    await session.send(null);
    await session.send('3');
    const stage = session.stage;
    const texts = await session.send('x'.repeat(900_000));
    expect(texts).toEqual([
      'One word of your answer is 900000 characters long; please use real words of at most 60 characters.',
    ]);
    expect(session.stage).toBe(stage);
    expect(JSON.stringify(session.lastReply).length).toBeLessThan(5_000);
    expect(Object.values(session.history).some((value) => String(value).includes('xxxxxxxxxx'))).toBe(false);
  });
});
