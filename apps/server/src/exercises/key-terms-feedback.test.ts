// The exercises' jargon feedback with the writer's key terms (docs/de-jargonizer.md "Key terms and
// explained terms"): sent with each turn, on the real route with the real dictionaries; the stored
// measure stays the original one. No rare word is listed to a writer (the rebuilt question, which
// leaves key terms out, is a candidate; the coach's tests cover it), so the key terms change
// nothing the writer reads.
import { beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { getTestApp } from '../test/test-app.ts';
import { ExerciseSession } from './exercise-test-client.ts';

const ANSWER =
  'I study CRISPR in wheat. CRISPR lets us change one letter of a gene, so the plant can live with less water. ' +
  'We also look at methylation, which changes how genes work when the weather is dry. ' +
  'Farmers lose a lot of wheat in dry years, and this work could help them grow food when rain does not come. ' +
  'If it works, bread could stay cheap even as the climate changes, and families everywhere would feel the difference. ' +
  'We test each new plant in a field next to our lab, and we share the seeds with farmers so they can try them on their own land. ' +
  'Good harvests in hard years mean less hunger and calmer markets for everyone.';

let app: FastifyInstance;
beforeAll(async () => {
  app = await getTestApp();
});

async function firstFeedback(keyTerms?: string[]) {
  const session = new ExerciseSession(app, '/api/HalfLife');
  session.keyTerms = keyTerms;
  await session.send(null);
  await session.send('4');
  const feedback = (await session.send(ANSWER)).join('\n');
  return { feedback, history: session.history };
}

describe('the Half Life jargon feedback with key terms', () => {
  it('takes the key terms with the turn, lists no word as jargon, and stores the original measure', async () => {
    const without = await firstFeedback();
    const marked = await firstFeedback(['CRISPR']);
    expect(without.feedback).not.toContain('rare-word');
    // A key term is asked about as no abbreviation: the rest of the feedback is the same.
    const question = /Will your readers know “CRISPR”\?[^<]*<br \/>/u;
    expect(without.feedback).toMatch(question);
    expect(marked.feedback).not.toContain('CRISPR”?');
    expect(marked.feedback).toBe(without.feedback.replace(question, ''));
    expect(without.history.text120FirstJargon).toContain('crispr');
    expect(marked.history.text120FirstRareWords).toBe(without.history.text120FirstRareWords);
    expect(marked.history.text120FirstJargon).toBe(without.history.text120FirstJargon);
  });

  it('refuses more than five key terms with a 400', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/HalfLife',
      payload: { keyTerms: ['a', 'b', 'c', 'd', 'e', 'f'], Messages: [] },
    });
    expect(res.statusCode).toBe(400);
  });
});
