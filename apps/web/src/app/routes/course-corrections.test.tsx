// Corrections on the course pages (docs/courses.md "Corrections") through the real route table,
// with the server faked at fetch: a trainer edits and deletes assignments (deleting asks first and
// names the students' texts), edits the course, makes a new join code, removes a student; a
// comment's author edits and deletes it; a student leaving is asked first and lands on the course
// list; a removed student's list says so; the forms start from sensible days.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Comment, CourseDetailReply, DashboardReply, SubmissionDetailReply } from '@scicomm/shared/course-api';
import { clearCookies, renderRoute } from '../../test/render-route.tsx';
import { AFTER_ID, BEFORE_ID, COMMENT_ID, COURSE_ID, SUBMISSION_ID, assignmentOf, courseAs, json, student, submissionWith, trainer } from '../../test/course-fixtures.ts';

type Handler = (body: unknown) => Response | Promise<Response>;
let handlers: Record<string, Handler>;
let sent: Array<{ method: string; url: string; path: string; body: unknown }>;

const done = () => new Response(null, { status: 204 });
const COURSE_PATH = `/api/courses/${COURSE_ID}`;

const course = (role: 'trainer' | 'student') => ({ ...courseAs(role), removed: false });
const assignment = (id: string, title: string, mark: 'before' | 'after' | null, dueOn: string | null = null) => assignmentOf(id, title, mark, { dueOn });

const detail = (role: 'trainer' | 'student'): CourseDetailReply => ({
  course: course(role),
  assignments: [
    { ...assignment(BEFORE_ID, 'Abstract, before', 'before'), submissionId: role === 'student' ? SUBMISSION_ID : null, status: role === 'student' ? 'finished' : 'notStarted' },
    { ...assignment(AFTER_ID, 'Abstract, after', 'after', '2026-06-01'), submissionId: null, status: 'notStarted' },
  ],
  students: role === 'trainer' ? [{ id: 's1', name: 'Sami', email: 'sami@example.org' }] : [],
  trainers: [
    { name: 'Tamar', id: role === 'trainer' ? 't1' : null, owner: true },
    { name: 'Dana', id: role === 'trainer' ? 't2' : null, owner: false },
  ],
  notifyComments: false,
});

const empty = { submissionId: null, status: 'notStarted' as const, score: null, rareShare: null, words: null, seconds: null, lastReplyAt: null };
const dashboard: DashboardReply = {
  assignments: [assignment(BEFORE_ID, 'Abstract, before', 'before'), assignment(AFTER_ID, 'Abstract, after', 'after', '2026-06-01')],
  students: [
    { id: 's1', name: 'Sami', email: 'sami@example.org', left: false, cells: [{ ...empty, submissionId: SUBMISSION_ID, status: 'finished', score: 61, rareShare: 0.2, words: 10 }, empty] },
    { id: 's2', name: 'Aviva', email: 'aviva@example.org', left: false, cells: [{ ...empty, submissionId: '66666666-6666-4666-8666-666666666666', status: 'finished', score: 80, rareShare: 0.05, words: 12 }, empty] },
  ],
  spread: [
    { assignmentId: BEFORE_ID, submitted: 2, finished: 2, medianScore: 70.5, scoreIqr: 19, medianRareShare: 0.125, medianWords: 11, wrongRemarks: [] },
    { assignmentId: AFTER_ID, submitted: 0, finished: 0, medianScore: null, scoreIqr: null, medianRareShare: null, medianWords: null, wrongRemarks: [] },
  ],
};

const comment = (changes: Partial<Comment> = {}): Comment => ({
  id: COMMENT_ID,
  authorName: 'Tamar',
  quote: 'epigenetic methylation',
  body: 'Who reads "methylation"?',
  createdAt: '2026-03-02T10:00:00.000Z',
  reply: null,
  repliedAt: null,
  editedAt: null,
  deleted: false,
  mine: true,
  ...changes,
});

const submission = (comments: Comment[]): SubmissionDetailReply => submissionWith(comments);

beforeEach(() => {
  clearCookies();
  sent = [];
  handlers = {
    'GET /GetVisits': () => json(3),
    'GET /api/courses': () => json({ courses: [course('trainer')] }),
    [`GET ${COURSE_PATH}/dashboard`]: () => json(dashboard),
    [`GET ${COURSE_PATH}/reader-checks`]: () => json({ submissions: [] }),
    [`GET ${COURSE_PATH}/trainer-invitations`]: () => json({ invitations: [] }),
    [`GET ${COURSE_PATH}/before-after`]: () => json({ error: { code: 'NOT_FOUND', message: 'Not here.' } }, 404),
  };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input);
      const path = url.split('?')[0] ?? '';
      const method = init?.method ?? 'GET';
      const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
      sent.push({ method, url, path, body });
      const handler = handlers[`${method} ${path}`];
      return handler ? handler(body) : json({ error: { code: 'NOT_FOUND', message: 'Not found.' } }, 404);
    }),
  );
});

afterEach(() => {
  vi.restoreAllMocks();
});

/** The changes sent to the course API (not the page views the shell records). */
const changes = () => sent.filter((call) => call.method !== 'GET' && call.path.startsWith('/api/course'));

describe("a trainer's corrections", () => {
  it("asks before deleting an assignment, naming the students' texts that go with it, and sends that number", async () => {
    const user = userEvent.setup();
    handlers[`GET ${COURSE_PATH}`] = () => json(detail('trainer'));
    handlers[`DELETE ${COURSE_PATH}/assignments/${BEFORE_ID}`] = done;
    await renderRoute(`/courses/${COURSE_ID}`, { auth: trainer });
    await screen.findByText('2 texts · score 70.5 (IQR 19) · rare 12.5% · 11 words');
    await user.click(await screen.findByRole('button', { name: 'Delete “\u2068Abstract, before\u2069”' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete “\u2068Abstract, before\u2069”?' });
    expect(dialog).toHaveTextContent("Students' texts attached to it: 2.");
    expect(dialog).toHaveTextContent("the work saved in each student's own account stays theirs");
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(changes()).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Delete “\u2068Abstract, before\u2069”' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete the assignment' }));
    await waitFor(() => expect(changes().map((call) => [call.method, call.url])).toEqual([['DELETE', `${COURSE_PATH}/assignments/${BEFORE_ID}?submissions=2`]]));
  });

  it('edits an assignment: its before/after mark and due day', async () => {
    const user = userEvent.setup();
    handlers[`GET ${COURSE_PATH}`] = () => json(detail('trainer'));
    handlers[`PATCH ${COURSE_PATH}/assignments/${AFTER_ID}`] = (body) => json({ ...assignment(AFTER_ID, 'Abstract, after', null), ...(body as object) });
    await renderRoute(`/courses/${COURSE_ID}`, { auth: trainer });
    await user.click(await screen.findByRole('button', { name: 'Edit “\u2068Abstract, after\u2069”' }));
    const form = screen.getByRole('form', { name: 'Edit “\u2068Abstract, after\u2069”' });
    // The form says what editing does to the work already attached.
    expect(form).toHaveAccessibleDescription(/The work students attached stays as it is/);
    expect(within(form).getByLabelText('Title')).toHaveValue('Abstract, after');
    expect(within(form).getByRole('radio', { name: 'After text' })).toBeChecked();
    await user.click(within(form).getByRole('radio', { name: 'Neither' }));
    await user.clear(within(form).getByLabelText('Due on (optional)'));
    await user.click(within(form).getByRole('button', { name: 'Save the assignment' }));
    await waitFor(() =>
      expect(changes()[0]).toMatchObject({
        method: 'PATCH',
        path: `${COURSE_PATH}/assignments/${AFTER_ID}`,
        body: { kind: 'dejargonizer', title: 'Abstract, after', instructions: '', readers: 'highSchool', dueOn: null, mark: null },
      }),
    );
    await waitFor(() => expect(screen.queryByRole('form', { name: 'Edit “\u2068Abstract, after\u2069”' })).not.toBeInTheDocument());
  });

  it('starts the next assignment without the due day of the one just added', async () => {
    const user = userEvent.setup();
    handlers[`GET ${COURSE_PATH}`] = () => json(detail('trainer'));
    handlers[`POST ${COURSE_PATH}/assignments`] = (body) => json({ id: AFTER_ID, ...(body as object) }, 201);
    await renderRoute(`/courses/${COURSE_ID}`, { auth: trainer });
    const form = await screen.findByRole('form', { name: 'Add an assignment' });
    await user.type(within(form).getByLabelText('Title'), 'Glossary');
    await user.type(within(form).getByLabelText('Due on (optional)'), '2026-05-01');
    await user.click(within(form).getByRole('button', { name: 'Add the assignment' }));
    await waitFor(() => expect(changes()[0]?.body).toMatchObject({ title: 'Glossary', dueOn: '2026-05-01' }));
    await waitFor(() => expect(within(form).getByLabelText('Title')).toHaveValue(''));
    expect(within(form).getByLabelText('Due on (optional)')).toHaveValue('');
  });

  it("removes a student after saying how many of their texts leave the course", async () => {
    const user = userEvent.setup();
    handlers[`GET ${COURSE_PATH}`] = () => json(detail('trainer'));
    handlers[`DELETE ${COURSE_PATH}/students/s1`] = done;
    await renderRoute(`/courses/${COURSE_ID}`, { auth: trainer });
    await screen.findByText('2 texts · score 70.5 (IQR 19) · rare 12.5% · 11 words');
    await user.click(screen.getByRole('button', { name: 'Remove \u2068Sami\u2069' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Remove \u2068Sami\u2069 from the course?' });
    expect(dialog).toHaveTextContent('Texts they attached: 1.');
    expect(dialog).toHaveTextContent('Their course list will say that a trainer removed them.');
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(changes().map((call) => [call.method, call.path])).toEqual([['DELETE', `${COURSE_PATH}/students/s1`]]));
  });

  it('removes a co-trainer but never offers to remove the creator', async () => {
    const user = userEvent.setup();
    handlers[`GET ${COURSE_PATH}`] = () => json(detail('trainer'));
    handlers[`DELETE ${COURSE_PATH}/trainers/t2`] = () => json({ trainers: [{ name: 'Tamar', id: 't1', owner: true }] });
    await renderRoute(`/courses/${COURSE_ID}`, { auth: trainer });
    await user.click(await screen.findByRole('button', { name: 'Remove \u2068Dana\u2069' }));
    expect(screen.queryByRole('button', { name: /Remove .?Tamar/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Leave the course' })).not.toBeInTheDocument();
    await user.click(within(await screen.findByRole('alertdialog', { name: 'Remove \u2068Dana\u2069 as a trainer?' })).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(changes().map((call) => [call.method, call.path])).toEqual([['DELETE', `${COURSE_PATH}/trainers/t2`]]));
  });

  it('lets a co-trainer leave after asking (never the creator), landing on the course list', async () => {
    const user = userEvent.setup();
    let left = false;
    handlers[`GET ${COURSE_PATH}`] = () => (left ? json({ error: { code: 'COURSE_NOT_FOUND', message: 'No such course.' } }, 404) : json(detail('trainer')));
    handlers['GET /api/courses'] = () => json({ courses: left ? [] : [course('trainer')] });
    handlers[`POST ${COURSE_PATH}/leave`] = () => {
      left = true;
      return done();
    };
    const { router } = await renderRoute(`/courses/${COURSE_ID}`, { auth: { ...trainer, user: { id: 't2', email: 'dana@example.org' } } });
    expect(await screen.findAllByRole('button', { name: 'Leave the course' })).toHaveLength(1);
    expect(screen.queryByRole('button', { name: 'Remove \u2068Dana\u2069' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Leave the course' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Leave this course?' });
    expect(dialog).toHaveTextContent('Your comments stay.');
    expect(changes()).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Leave the course' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/courses'));
    expect(changes().map((call) => [call.method, call.path, call.body])).toEqual([['POST', `${COURSE_PATH}/leave`, { keepWork: true }]]);
  });

  it('makes a new join code after saying the old one stops working, and shows the new one', async () => {
    const user = userEvent.setup();
    let code = 'K7QM-2XWD-9RTB';
    handlers[`GET ${COURSE_PATH}`] = () => json({ ...detail('trainer'), course: { ...course('trainer'), joinCode: code } });
    handlers[`POST ${COURSE_PATH}/join-code`] = () => {
      code = 'AAAA-BBBB-CCCC';
      return json({ ...course('trainer'), joinCode: code });
    };
    await renderRoute(`/courses/${COURSE_ID}`, { auth: trainer });
    await user.click(await screen.findByRole('button', { name: 'New join code' }));
    expect(await screen.findByRole('alertdialog')).toHaveTextContent('The current code and link stop working at once.');
    await user.click(screen.getByRole('button', { name: 'Make a new code' }));
    expect(await screen.findByText('AAAA-BBBB-CCCC')).toBeInTheDocument();
  });

  it('edits the course', async () => {
    const user = userEvent.setup();
    handlers[`GET ${COURSE_PATH}`] = () => json(detail('trainer'));
    handlers[`PATCH ${COURSE_PATH}`] = (body) => json({ ...course('trainer'), ...(body as object) });
    await renderRoute(`/courses/${COURSE_ID}`, { auth: trainer });
    await user.click(await screen.findByRole('button', { name: 'Edit the course' }));
    const name = screen.getByLabelText('Course name');
    expect(name).toHaveValue('Writing for everyone');
    await user.clear(name);
    await user.type(name, 'Plain writing');
    await user.click(screen.getByRole('button', { name: 'Save the course' }));
    await waitFor(() => expect(changes()[0]).toMatchObject({ method: 'PATCH', path: COURSE_PATH, body: { name: 'Plain writing', startsOn: '2026-03-01', endsOn: '2026-06-30' } }));
    expect(await screen.findByText('The course was saved.')).toBeInTheDocument();
  });

  it('starts a new course ending after it starts, not on the same day', async () => {
    await renderRoute('/courses', { auth: trainer });
    const starts = (await screen.findByLabelText('Starts on')) as HTMLInputElement;
    const ends = screen.getByLabelText('Ends on') as HTMLInputElement;
    expect(ends.value > starts.value).toBe(true);
  });

  it("says a new course's end is twelve weeks after its start, and moves it with the start until it is set", async () => {
    const user = userEvent.setup();
    await renderRoute('/courses', { auth: trainer });
    const starts = await screen.findByLabelText('Starts on');
    const ends = screen.getByLabelText('Ends on');
    expect(ends).toHaveAccessibleDescription('Twelve weeks after the start, unless changed here.');
    await user.clear(starts);
    await user.type(starts, '2027-03-01');
    expect(ends).toHaveValue('2027-05-24');
    await user.clear(ends);
    await user.type(ends, '2027-07-01');
    await user.clear(starts);
    await user.type(starts, '2027-03-08');
    expect(ends).toHaveValue('2027-07-01');
  });
});

describe('correcting a comment', () => {
  it('lets its author edit it and, asked first, delete it; a deleted comment the student answered shows its mark and the reply', async () => {
    const user = userEvent.setup();
    let comments = [comment()];
    handlers[`GET ${COURSE_PATH}`] = () => json(detail('trainer'));
    handlers[`GET ${COURSE_PATH}/submissions/${SUBMISSION_ID}`] = () => json(submission(comments));
    handlers[`GET ${COURSE_PATH}/submissions/${SUBMISSION_ID}/reader-check`] = () => json({ agreed: false, check: null });
    handlers[`PATCH ${COURSE_PATH}/comments/${COMMENT_ID}`] = (body) => {
      comments = [comment({ body: (body as { body: string }).body, editedAt: '2026-03-03T10:00:00.000Z' })];
      return json(comments[0]);
    };
    handlers[`DELETE ${COURSE_PATH}/comments/${COMMENT_ID}`] = () => {
      comments = [comment({ deleted: true, body: '', quote: null, reply: 'Done.', repliedAt: '2026-03-03T11:00:00.000Z' })];
      return done();
    };
    await renderRoute(`/courses/${COURSE_ID}/submissions/${SUBMISSION_ID}`, { auth: trainer });
    await user.click(await screen.findByRole('button', { name: 'Edit' }));
    const field = screen.getAllByLabelText('Comment').find((element) => element.id.startsWith('edit-comment-'))!;
    await user.clear(field);
    await user.type(field, 'Say what methylation does.');
    await user.click(screen.getByRole('button', { name: 'Save the comment' }));
    expect(await screen.findByText('Say what methylation does.')).toBeInTheDocument();
    expect(screen.getByText(/· edited/)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await user.click(within(await screen.findByRole('alertdialog', { name: 'Delete this comment?' })).getByRole('button', { name: 'Delete the comment' }));
    expect(await screen.findByText('Comment deleted')).toBeInTheDocument();
    expect(screen.getByText('Done.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
    expect(changes().map((call) => [call.method, call.body])).toEqual([
      ['PATCH', { body: 'Say what methylation does.' }],
      ['DELETE', undefined],
    ]);
  });

  it("offers no edit or delete on another trainer's comment", async () => {
    handlers[`GET ${COURSE_PATH}`] = () => json(detail('trainer'));
    handlers[`GET ${COURSE_PATH}/submissions/${SUBMISSION_ID}`] = () => json(submission([comment({ mine: false, authorName: 'Dana' })]));
    handlers[`GET ${COURSE_PATH}/submissions/${SUBMISSION_ID}/reader-check`] = () => json({ agreed: false, check: null });
    await renderRoute(`/courses/${COURSE_ID}/submissions/${SUBMISSION_ID}`, { auth: trainer });
    expect(await screen.findByText('Who reads "methylation"?')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
  });
});

describe('a student', () => {
  it('is asked before leaving with their work removed, and lands on the course list, which says so', async () => {
    const user = userEvent.setup();
    let left = false;
    handlers[`GET ${COURSE_PATH}`] = () => (left ? json({ error: { code: 'COURSE_NOT_FOUND', message: 'No such course.' } }, 404) : json(detail('student')));
    handlers[`GET ${COURSE_PATH}/comments`] = () => json({ comments: [] });
    handlers['GET /api/courses'] = () => json({ courses: left ? [] : [course('student')] });
    handlers[`POST ${COURSE_PATH}/leave`] = () => {
      left = true;
      return done();
    };
    const { router } = await renderRoute(`/courses/${COURSE_ID}`, { auth: student });
    await user.click(await screen.findByRole('radio', { name: 'Remove it (and its comments)' }));
    await user.click(screen.getByRole('button', { name: 'Leave the course' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Leave the course?' });
    expect(dialog).toHaveTextContent('are deleted now; this cannot be undone');
    expect(changes()).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Leave the course' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/courses'));
    expect(await screen.findByText('You are in no course yet.')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('You left the course \u2068Writing for everyone\u2069; the work you shared with it was deleted.');
    expect(screen.queryByText(/Page not found/)).not.toBeInTheDocument();
    expect(changes().map((call) => call.body)).toEqual([{ keepWork: false }]);
  });

  it('reads in their course list that a trainer removed them, with no link into the course', async () => {
    handlers['GET /api/courses'] = () => json({ courses: [{ ...course('student'), removed: true }] });
    await renderRoute('/courses', { auth: student });
    expect(await screen.findByText(/A trainer removed you from this course\./)).toHaveTextContent('Writing for everyone');
    expect(screen.queryByRole('link', { name: 'Writing for everyone' })).not.toBeInTheDocument();
  });
});
