// A De-Jargonizer submission's colouring (docs/courses.md "Comments"): the trainer's page colours
// the text as the student's De-Jargonizer did, so the submission names the period it was measured
// with and the key terms of the student's analysis; an exercise's text has none.
import { beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { SubmissionDetailReply } from '@scicomm/shared/course-api';
import { callAs, registerTestUser, type TestUser } from '../auth/testing.ts';
import { getTestApp } from '../test/test-app.ts';

let app: FastifyInstance;
beforeAll(async () => {
  app = await getTestApp();
});

const call = callAs(() => app);

const ENGLISH = 'The epigenetic methylation of chromatin modulates transcriptional heterogeneity in plants.';
const HEBREW = 'המתילציה האפיגנטית של הכרומטין משנה את ביטוי הגנים בצמחים.';

describe("a De-Jargonizer submission's colouring", () => {
  let trainer: TestUser;
  let student: TestUser;
  let courseId: string;
  const assignments: string[] = [];

  beforeAll(async () => {
    [trainer, student] = await Promise.all([registerTestUser(app, { name: 'Tamar' }), registerTestUser(app, { name: 'Sami' })]);
    const created = await call('POST', '/api/courses', trainer, {
      name: 'Writing for everyone',
      language: 'en',
      readers: 'highSchool',
      startsOn: '2026-03-01',
      endsOn: '2026-06-30',
    });
    const { id, joinCode } = created.json() as { id: string; joinCode: string };
    courseId = id;
    expect((await call('POST', '/api/courses/join', student, { code: joinCode, agree: true })).statusCode).toBe(200);
    for (const title of ['Pasted', 'Hebrew', 'Analysed']) {
      const res = await call('POST', `/api/courses/${courseId}/assignments`, trainer, { kind: 'dejargonizer', title, readers: 'highSchool' });
      assignments.push(res.json().id as string);
    }
  });

  const submitted = async (assignmentId: string, body: Record<string, unknown>) => {
    const res = await call('PUT', `/api/courses/${courseId}/assignments/${assignmentId}/submission`, student, body);
    expect(res.statusCode).toBe(200);
    const detail = await call('GET', `/api/courses/${courseId}/submissions/${res.json().id as string}`, trainer);
    expect(detail.statusCode).toBe(200);
    return detail.json<SubmissionDetailReply>().submission;
  };

  it('names the default period of the text’s script for a pasted text, without key terms', async () => {
    expect((await submitted(assignments[0]!, { text: ENGLISH })).colouring).toEqual({ period: 'English2021_2024', keyTerms: null });
    expect((await submitted(assignments[1]!, { text: HEBREW })).colouring).toEqual({ period: 'Hebrew2016_2016', keyTerms: null });
  });

  it("names the period the student's analysis used and its key terms", async () => {
    const analysed = await call('POST', '/api/de-jargonizer/analyses', student, { text: ENGLISH, period: 'English2012_2015', keyTerms: ['methylation'] });
    expect(analysed.statusCode).toBe(200);
    const taskId = analysed.json().taskId as string;
    const submission = await submitted(assignments[2]!, { taskType: 'dejargonizer', taskId });
    expect(submission.colouring).toEqual({ period: 'English2012_2015', keyTerms: ['methylation'] });
    expect(submission.transcript).toBeNull();
  });
});
