// New comments and replies (docs/courses.md "Comments"): what the viewer has not seen before this
// visit is marked New, what they wrote never is, and the mark is gone on the next visit. The server
// is faked at fetch.
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Comment, DashboardReply } from '@scicomm/shared/course-api';
import { clearCookies, renderRoute } from '../../test/render-route.tsx';
import { commentOf, courseDetailAs, json, student, submissionWith, trainer, COURSE_ID, SUBMISSION_ID, stubFetch } from '../../test/course-fixtures.ts';

const COURSE_PATH = `/api/courses/${COURSE_ID}`;

const detail = (role: 'trainer' | 'student') =>
  courseDetailAs(role, { course: { joinCode: null, joinUrl: null }, trainers: [{ name: 'Tamar', id: null, owner: true }] });

const submission = (comments: Comment[]) =>
  submissionWith(comments, { text: 'The methylation of chromatin modulates transcription.' });

let handlers: Record<string, () => Response>;

beforeEach(() => {
  clearCookies();
  localStorage.clear();
  handlers = {
    'GET /GetVisits': () => json(3),
    [`GET ${COURSE_PATH}/submissions/${SUBMISSION_ID}/reader-check`]: () => json({ agreed: false, check: null }),
  };
  stubFetch(() => handlers);
});

afterEach(() => {
  vi.restoreAllMocks();
});

/** The list item of the comment whose body is `body`. */
const itemOf = async (body: string) => (await screen.findByText(body)).closest('li')!;

describe('new comments and replies', () => {
  it("marks a student's reply New for the trainer, never the trainer's own comment, and not on the next visit", async () => {
    handlers[`GET ${COURSE_PATH}`] = () => json(detail('trainer'));
    handlers[`GET ${COURSE_PATH}/submissions/${SUBMISSION_ID}`] = () =>
      json(submission([commentOf('c1', 'Who reads "methylation"?', { mine: true, reply: 'Chemical tags, then.', repliedAt: '2026-03-02T11:00:00.000Z' })]));
    await renderRoute(`/courses/${COURSE_ID}/submissions/${SUBMISSION_ID}`, { auth: trainer });
    const item = await itemOf('Who reads "methylation"?');
    const reply = within(item).getByText('Chemical tags, then.').closest('p')!;
    expect(within(reply).getByText('New')).toBeInTheDocument();
    expect(within(item).getAllByText('New')).toHaveLength(1);

    cleanup();
    await renderRoute(`/courses/${COURSE_ID}/submissions/${SUBMISSION_ID}`, { auth: trainer });
    await itemOf('Who reads "methylation"?');
    expect(screen.queryByText('New')).not.toBeInTheDocument();
  });

  it('marks for the student only the comments newer than their last visit, and a comment edited since', async () => {
    localStorage.setItem(`scicomm.courseSeen:s1:${SUBMISSION_ID}`, '2026-03-03T00:00:00.000Z');
    handlers[`GET ${COURSE_PATH}`] = () => json(detail('student'));
    handlers[`GET ${COURSE_PATH}/comments`] = () =>
      json({
        comments: [
          { ...commentOf('c3', 'A newer comment.', { createdAt: '2026-03-04T09:00:00.000Z' }), submissionId: SUBMISSION_ID, assignmentTitle: 'Abstract, before' },
          { ...commentOf('c2', 'Corrected since.', { editedAt: '2026-03-03T12:00:00.000Z' }), submissionId: SUBMISSION_ID, assignmentTitle: 'Abstract, before' },
          { ...commentOf('c1', 'Read before.'), submissionId: SUBMISSION_ID, assignmentTitle: 'Abstract, before' },
        ],
      });
    await renderRoute(`/courses/${COURSE_ID}`, { auth: student });
    expect(within(await itemOf('A newer comment.')).getByText('New')).toBeInTheDocument();
    expect(within(await itemOf('Corrected since.')).getByText('New')).toBeInTheDocument();
    expect(within(await itemOf('Read before.')).queryByText('New')).not.toBeInTheDocument();
    expect(localStorage.getItem(`scicomm.courseSeen:s1:${SUBMISSION_ID}`)).toBe('2026-03-04T09:00:00.000Z');
  });

  it("signs a student's reply on the trainer's grid until the trainer has seen the submission since", async () => {
    const cell = {
      submissionId: SUBMISSION_ID,
      status: 'finished' as const,
      score: 61,
      rareShare: 0.2,
      words: 10,
      seconds: null,
      lastReplyAt: '2026-03-02T11:00:00.000Z',
    };
    const grid: DashboardReply = {
      assignments: [
        { id: '22222222-2222-4222-8222-222222222222', kind: 'dejargonizer', title: 'Abstract', instructions: '', readers: 'highSchool', dueOn: null, mark: null },
      ],
      students: [{ id: 's1', name: 'Sami', email: 'sami@example.org', left: false, cells: [cell] }],
      spread: [],
    };
    handlers[`GET ${COURSE_PATH}`] = () => json(detail('trainer'));
    handlers[`GET ${COURSE_PATH}/dashboard`] = () => json(grid);
    handlers[`GET ${COURSE_PATH}/reader-checks`] = () => json({ submissions: [] });
    await renderRoute(`/courses/${COURSE_ID}`, { auth: trainer });
    const row = within(await screen.findByRole('table')).getByRole('row', { name: /^Sami/ });
    expect(within(row).getByRole('link', { name: /New reply/ })).toBeInTheDocument();

    // The submission's page was opened after the reply: the sign is gone.
    cleanup();
    localStorage.setItem(`scicomm.courseSeen:t1:${SUBMISSION_ID}`, '2026-03-02T11:00:00.000Z');
    await renderRoute(`/courses/${COURSE_ID}`, { auth: trainer });
    const seen = within(await screen.findByRole('table')).getByRole('row', { name: /^Sami/ });
    expect(within(seen).queryByText('New reply')).not.toBeInTheDocument();
  });
});
