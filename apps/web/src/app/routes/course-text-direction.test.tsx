// What people write on the course pages (docs/courses.md "Names") runs in its own
// direction inside a Hebrew page: each piece sits on its own element with dir="auto" (or in a
// <bdi>), so an English comment keeps its full stop at its end. The server is faked at fetch.
import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearCookies, renderRoute } from '../../test/render-route.tsx';
import { assignmentOf, commentOf, courseDetailAs, json, student, submissionWith, trainer, BEFORE_ID, COMMENT_ID, COURSE_ID, SUBMISSION_ID, stubFetch } from '../../test/course-fixtures.ts';

const ASSIGNMENT_ID = BEFORE_ID;
const COURSE_PATH = `/api/courses/${COURSE_ID}`;

const detail = (role: 'trainer' | 'student') =>
  courseDetailAs(role, {
    course: { language: 'he', joinCode: null, joinUrl: null },
    assignments: [
      {
        ...assignmentOf(ASSIGNMENT_ID, 'Abstract, before', null, { instructions: 'Paste the abstract of your paper.' }),
        submissionId: SUBMISSION_ID,
        status: 'finished',
      },
    ],
    trainers: [{ name: 'Tamar', id: null, owner: true }],
  });

const comment = commentOf(COMMENT_ID, 'Who reads "methylation"?', {
  quote: 'epigenetic methylation',
  reply: 'I will say "chemical tags".',
  repliedAt: '2026-03-02T11:00:00.000Z',
});

const submission = submissionWith([comment], {
  taskType: 'coherence',
  text: 'The methylation of chromatin modulates transcription.',
  transcript: [{ id: 'm1', isStudent: true, inputType: 'text', text: 'המתילציה משנה את הביטוי.' }],
});

const handlers: Record<string, () => Response> = {
  'GET /GetVisits': () => json(3),
  [`GET ${COURSE_PATH}/comments`]: () => json({ comments: [{ ...comment, submissionId: SUBMISSION_ID, assignmentTitle: 'Abstract, before' }] }),
  [`GET ${COURSE_PATH}/submissions/${SUBMISSION_ID}`]: () => json(submission),
  [`GET ${COURSE_PATH}/submissions/${SUBMISSION_ID}/reader-check`]: () => json({ agreed: false, check: null }),
};

beforeEach(() => {
  clearCookies();
  stubFetch(() => handlers);
});

afterEach(() => {
  vi.restoreAllMocks();
});

/** The element that isolates a piece of text: the nearest one with dir="auto", or a <bdi>. */
const isolating = (element: HTMLElement) => element.closest('[dir="auto"], bdi');

describe('user-written text on the course pages, in Hebrew', () => {
  it("isolates the student's view: the course name, the assignment's title and instructions, a comment, its passage and the reply", async () => {
    handlers[`GET ${COURSE_PATH}`] = () => json(detail('student'));
    await renderRoute(`/courses/${COURSE_ID}`, { auth: student, language: 'he' });
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    expect(isolating(await screen.findByText('Paste the abstract of your paper.'))).not.toBeNull();
    expect(isolating(screen.getByText('Writing for everyone'))).not.toBeNull();
    for (const title of screen.getAllByText('Abstract, before')) expect(isolating(title)).not.toBeNull();
    expect(isolating(await screen.findByText('Who reads "methylation"?'))).not.toBeNull();
    expect(isolating(screen.getByText('epigenetic methylation'))).not.toBeNull();
    expect(isolating(screen.getByText('I will say "chemical tags".'))).not.toBeNull();
  });

  it("isolates a submission's text, each message of its conversation and its title", async () => {
    handlers[`GET ${COURSE_PATH}`] = () => json(detail('trainer'));
    await renderRoute(`/courses/${COURSE_ID}/submissions/${SUBMISSION_ID}`, { auth: trainer, language: 'he' });
    expect(isolating(await screen.findByText('The methylation of chromatin modulates transcription.'))).not.toBeNull();
    expect(isolating(screen.getByText('המתילציה משנה את הביטוי.'))).not.toBeNull();
    expect(isolating(screen.getByRole('heading', { level: 1, name: 'Abstract, before' }).firstElementChild as HTMLElement)).not.toBeNull();
    expect(isolating(screen.getByText('Who reads "methylation"?'))).not.toBeNull();
  });

  it("isolates the course's name in the join page's heading, for a visitor and a signed-in student", async () => {
    const name = 'Science writing: what works?';
    handlers['GET /api/course-invitations/K7QM2XWD9RTB/summary'] = () => json({ name, trainers: [{ name: 'Tamar' }] });
    handlers['GET /api/course-invitations/K7QM2XWD9RTB'] = () =>
      json({ courseId: COURSE_ID, name, language: 'en', startsOn: '2026-03-01', endsOn: '2026-06-30', trainers: [{ name: 'Tamar' }], member: false });
    const { unmount } = await renderRoute('/courses/join/K7QM-2XWD-9RTB', { language: 'he' });
    expect(await screen.findByRole('heading', { level: 2, name })).toHaveAttribute('dir', 'auto');
    unmount();
    await renderRoute('/courses/join/K7QM-2XWD-9RTB', { auth: student, language: 'he' });
    expect(await screen.findByRole('heading', { level: 2, name })).toHaveAttribute('dir', 'auto');
  });

  it("isolates the names and titles in the trainer's Remove, Edit and Delete buttons", async () => {
    handlers[`GET ${COURSE_PATH}`] = () =>
      json({ ...detail('trainer'), students: [{ id: 's1', name: 'Sami Levi.', email: 'sami@example.org' }] });
    await renderRoute(`/courses/${COURSE_ID}`, { auth: trainer, language: 'he' });
    const isolated = (text: string) => new RegExp(`\u2068${text.replace(/[.?*+()]/g, '\\$&')}\u2069`);
    expect((await screen.findByRole('button', { name: /Sami Levi/ })).textContent).toMatch(isolated('Sami Levi.'));
    const titled = screen.getAllByRole('button', { name: /Abstract, before/ });
    expect(titled.length).toBeGreaterThanOrEqual(2);
    for (const button of titled) expect(button.textContent).toMatch(isolated('Abstract, before'));
  });
});
