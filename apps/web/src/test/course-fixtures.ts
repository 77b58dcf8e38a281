// The course pages' tests share one course, as the server would send it (faked at fetch): its
// ids, the course as a trainer or a student reads it, its assignments and a submission. Each test
// file changes only what it is about.
import { vi } from 'vitest';
import type { Comment, CourseDetailReply, SubmissionDetailReply } from '@scicomm/shared/course-api';

export const COURSE_ID = '11111111-1111-4111-8111-111111111111';
export const BEFORE_ID = '22222222-2222-4222-8222-222222222222';
export const AFTER_ID = '33333333-3333-4333-8333-333333333333';
export const SUBMISSION_ID = '44444444-4444-4444-8444-444444444444';
export const COMMENT_ID = '55555555-5555-4555-8555-555555555555';

export const json = (data: unknown, status = 200) => Response.json(data, { status });
export const trainer = { status: 'signed-in' as const, user: { id: 't1', email: 'tamar@example.org' } };
export const student = { status: 'signed-in' as const, user: { id: 's1', email: 'sami@example.org' } };

/** The course as `role` reads it: the code and link only for trainers. */
export const courseAs = (role: 'trainer' | 'student') => ({
  id: COURSE_ID,
  name: 'Writing for everyone',
  language: 'en' as const,
  readers: 'highSchool' as const,
  startsOn: '2026-03-01',
  endsOn: '2026-06-30',
  role,
  joinCode: role === 'trainer' ? 'K7QM-2XWD-9RTB' : null,
  joinUrl: role === 'trainer' ? 'http://localhost/courses/join/K7QM-2XWD-9RTB' : null,
});

/** The course page's reply for `role`: no assignments or students yet, Tamar its one trainer. */
export const courseDetailAs = (
  role: 'trainer' | 'student',
  { course = {}, ...parts }: Partial<Omit<CourseDetailReply, 'course'>> & { course?: Partial<CourseDetailReply['course']> } = {},
): CourseDetailReply => ({
  course: { ...courseAs(role), removed: false, ...course },
  assignments: [],
  students: [],
  trainers: [{ name: 'Tamar', id: 't1', owner: true }],
  notifyComments: false,
  ...parts,
});

/** A trainer's comment, not replied to, edited or deleted unless `changes` says so. */
export const commentOf = (id: string, body: string, changes: Partial<Comment> = {}): Comment => ({
  id,
  authorName: 'Tamar',
  quote: null,
  body,
  createdAt: '2026-03-02T10:00:00.000Z',
  reply: null,
  repliedAt: null,
  editedAt: null,
  deleted: false,
  mine: false,
  ...changes,
});

export const assignmentOf = (
  id: string,
  title: string,
  mark: 'before' | 'after' | null,
  { dueOn = null, instructions = '' }: { dueOn?: string | null; instructions?: string } = {},
) => ({
  id,
  kind: 'dejargonizer' as const,
  title,
  instructions,
  readers: 'highSchool' as const,
  dueOn,
  mark,
});

/** Sami's finished De-Jargonizer text for the "before" assignment, with its comments. */
export const submissionWith = (
  comments: Comment[],
  changes: Partial<SubmissionDetailReply['submission']> = {},
): SubmissionDetailReply => ({
  submission: {
    id: SUBMISSION_ID,
    assignmentId: BEFORE_ID,
    status: 'finished',
    score: 61,
    rareShare: 0.2,
    words: 10,
    seconds: null,
    assignmentTitle: 'Abstract, before',
    studentName: 'Sami',
    taskType: 'dejargonizer',
    text: 'The epigenetic methylation of chromatin modulates transcription in plants.',
    transcript: null,
    ...changes,
  },
  comments,
});

/** Answers `fetch` from `handlers()` by "METHOD /path" (read at each call); 404 in the API's shape otherwise. */
export function stubFetch(handlers: () => Record<string, () => Response>): void {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const path = String(input).split('?')[0] ?? '';
      const handler = handlers()[`${init?.method ?? 'GET'} ${path}`];
      return handler ? handler() : json({ error: { code: 'NOT_FOUND', message: 'Not found.' } }, 404);
    }),
  );
}
