// Stored sizes are bounded (docs/exercises.md "Answers"): a refused answer is kept out of the
// stored conversation, so retries never grow a row, and a conversation past its ceiling is
// refused with 413, the row left as it was.
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { createFakeJargonAnalyzer } from '@scicomm/coach/testing/fake-jargon-analyzer';
import { buildCustomTestApp } from '../test/custom-test-app.ts';
import { halflifeUserInteractions } from '../db/schema.ts';
import { getExerciseRow } from './exercise-repository.ts';
import { ExerciseSession } from './exercise-test-client.ts';
import { MAX_CONVERSATION_BYTES } from './conversation-size.ts';

const researchUuid = randomUUID();
const fullPath = `/api/exercises/research/${researchUuid}-halflife-full`;

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildCustomTestApp({ jargonAnalyzer: createFakeJargonAnalyzer(), env: { RESEARCH_UUID: researchUuid } });
});

/** The ids of the Half Life rows stored under a participant's name (each test has its own name). */
const rowsNamed = async (name: string) =>
  (
    await app.db
      .select({ id: halflifeUserInteractions.id })
      .from(halflifeUserInteractions)
      .where(eq(halflifeUserInteractions.participantName, name))
  ).map((row) => row.id);
const storedBytes = async (session: ExerciseSession) =>
  Buffer.byteLength(JSON.stringify((await getExerciseRow(app.db, 'halfLife', session.rowId))?.messages ?? null));

/** A research session at the audience question, its row holding the greeting and the name. */
async function atAudience(): Promise<ExerciseSession> {
  const session = new ExerciseSession(app, fullPath);
  await session.send(null);
  await session.send('Ada Lovelace');
  expect(session.stage).toBe(2);
  return session;
}

describe('a refused answer is not stored', () => {
  it('five answers of 900,000 characters get the retry question, and the row does not grow', async () => {
    const session = await atAudience();
    const before = await storedBytes(session);
    for (let attempt = 0; attempt < 5; attempt++) {
      const replies = await session.send('x'.repeat(900_000));
      expect(replies[0]).toContain('Please answer with the number of one of these options');
      expect(session.stage).toBe(2);
      // The client keeps what it showed; it is not sent again here, so each body stays under the limit.
      session.conversation.splice(-1 - replies.length);
    }
    expect(await storedBytes(session)).toBe(before);
    await session.send('4');
    const after = await storedBytes(session);
    expect(after).toBeGreaterThan(before);
    expect(after).toBeLessThan(before + 10_000);
  });

  it('an answer out of its word range is not stored either', async () => {
    const session = await atAudience();
    await session.send('4');
    const before = await storedBytes(session);
    expect((await session.send('Too short.'))[0]).toContain('Please use');
    expect(await storedBytes(session)).toBe(before);
  });
});

describe('a conversation has a ceiling', () => {
  it(`answers 413 past ${MAX_CONVERSATION_BYTES / 1024} KB and stores nothing`, async () => {
    // A first stored turn takes the conversation as the client sends it: one too big is refused.
    const session = new ExerciseSession(app, fullPath);
    await session.send(null);
    session.conversation.push({ Id: 'padding', Text: 'y'.repeat(MAX_CONVERSATION_BYTES), IsStudent: false, InputType: 'text' });
    const name = `Grace Hopper ${randomUUID()}`;
    await expect(session.send(name)).rejects.toThrow(/answered 413: .*PAYLOAD_TOO_LARGE/);
    expect(await rowsNamed(name)).toEqual([]);
    // Just under the ceiling is kept.
    session.conversation.splice(-2, 2, { Id: 'padding', Text: 'y'.repeat(MAX_CONVERSATION_BYTES - 20_000), IsStudent: false, InputType: 'text' });
    await session.send(name);
    expect(await rowsNamed(name)).toEqual([session.rowId]);
    expect(await storedBytes(session)).toBeLessThanOrEqual(MAX_CONVERSATION_BYTES);
  });
});
