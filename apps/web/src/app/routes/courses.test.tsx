// The course pages (docs/courses.md) through the real route table, with the server faked at
// fetch: a trainer creates a course and sees its join code, adds an assignment, reads the grid
// and comments on a passage; a student joins after agreeing (in English and Hebrew), sees the
// assignments and comments and replies; visitors are sent to sign in; a course one is not in is
// not found; the account menu leads to the page.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CourseDetailReply, DashboardReply, SubmissionDetailReply } from '@scicomm/shared/course-api';
import { clearCookies, expectTitle, renderRoute } from '../../test/render-route.tsx';
import { AFTER_ID, BEFORE_ID, COMMENT_ID, COURSE_ID, SUBMISSION_ID, assignmentOf, courseAs, json, student, submissionWith, trainer } from '../../test/course-fixtures.ts';

type Handler = (body: unknown) => Response | Promise<Response>;
let handlers: Record<string, Handler>;
let sent: Array<{ method: string; path: string; body: unknown }>;

const notFound = () => json({ error: { code: 'NOT_FOUND', message: 'Not found.' } }, 404);
const course = courseAs;
const assignment = (id: string, title: string, mark: 'before' | 'after' | null) =>
  assignmentOf(id, title, mark, { instructions: 'Paste the abstract of your paper.' });

const detail = (role: 'trainer' | 'student'): CourseDetailReply => ({
  course: course(role),
  assignments: [
    { ...assignment(BEFORE_ID, 'Abstract, before', 'before'), submissionId: role === 'student' ? SUBMISSION_ID : null, status: role === 'student' ? 'finished' : 'notStarted' },
    { ...assignment(AFTER_ID, 'Abstract, after', 'after'), submissionId: null, status: 'notStarted' },
  ],
  students: role === 'trainer' ? [{ id: 's1', name: 'Sami', email: 'sami@example.org' }] : [],
  trainers: [{ name: 'Tamar' }],
});

const comment = (reply: string | null) => ({
  id: COMMENT_ID,
  authorName: 'Tamar',
  quote: 'epigenetic methylation',
  body: 'Who reads "methylation"?',
  createdAt: '2026-03-02T10:00:00.000Z',
  reply,
  repliedAt: reply ? '2026-03-02T11:00:00.000Z' : null,
});

const dashboard: DashboardReply = {
  assignments: [assignment(BEFORE_ID, 'Abstract, before', 'before'), assignment(AFTER_ID, 'Abstract, after', 'after')],
  students: [
    {
      id: 's1',
      name: 'Sami',
      email: 'sami@example.org',
      left: false,
      cells: [
        { submissionId: SUBMISSION_ID, status: 'finished', score: 61, rareShare: 0.2, words: 10, seconds: null , lastReplyAt: null},
        { submissionId: null, status: 'notStarted', score: null, rareShare: null, words: null, seconds: null , lastReplyAt: null},
      ],
    },
    {
      id: 's2',
      name: 'Aviva',
      email: 'aviva@example.org',
      left: false,
      cells: [
        { submissionId: '66666666-6666-4666-8666-666666666666', status: 'finished', score: 80, rareShare: 0.05, words: 12, seconds: 12 , lastReplyAt: null},
        { submissionId: null, status: 'notStarted', score: null, rareShare: null, words: null, seconds: null , lastReplyAt: null},
      ],
    },
  ],
  spread: [
    { assignmentId: BEFORE_ID, submitted: 2, finished: 2, medianScore: 70.5, scoreIqr: 19, medianRareShare: 0.125, medianWords: 11, wrongRemarks: [{ kind: 'jargon.unfamiliarWords', reports: 2 }] },
    { assignmentId: AFTER_ID, submitted: 0, finished: 0, medianScore: null, scoreIqr: null, medianRareShare: null, medianWords: null, wrongRemarks: [] },
  ],
};

const submission = (reply: string | null): SubmissionDetailReply => submissionWith([comment(reply)]);

beforeEach(() => {
  clearCookies();
  sent = [];
  handlers = {
    'GET /GetVisits': () => json(3),
    'GET /api/courses': () => json({ courses: [course('trainer')] }),
    [`GET /api/courses/${COURSE_ID}/trainer-invitations`]: () => json({ invitations: [] }),
  };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const path = String(input).split('?')[0] ?? '';
      const method = init?.method ?? 'GET';
      const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
      sent.push({ method, path, body });
      const handler = handlers[`${method} ${path}`];
      return handler ? handler(body) : notFound();
    }),
  );
});

afterEach(() => {
  vi.restoreAllMocks();
});

/** The changes sent to the course API (not the page views the shell records). */
const changes = () => sent.filter((call) => call.method !== 'GET' && call.path.startsWith('/api/course'));

describe('the courses page', () => {
  it('asks a visitor to sign in and asks nothing of the course API', async () => {
    await renderRoute('/courses');
    expect(await screen.findByRole('link', { name: 'Sign in to see your courses or to create one.' })).toHaveAttribute('href', '/login?next=%2Fcourses');
    expect(sent.some((call) => call.path.startsWith('/api/courses'))).toBe(false);
  });

  it('lists the courses, refuses a nameless course under its field, and opens a created one with its join code', async () => {
    const user = userEvent.setup();
    handlers[`POST /api/courses`] = () => json(course('trainer'), 201);
    handlers[`GET /api/courses/${COURSE_ID}`] = () => json(detail('trainer'));
    handlers[`GET /api/courses/${COURSE_ID}/dashboard`] = () => json(dashboard);
    const { router } = await renderRoute('/courses', { auth: trainer });
    await expectTitle('Courses – SciComm Studio');
    expect(await screen.findByRole('link', { name: 'Writing for everyone' })).toHaveAttribute('href', `/courses/${COURSE_ID}`);

    await user.click(screen.getByRole('button', { name: 'Create the course' }));
    const name = screen.getByLabelText('Course name');
    expect(name).toHaveAccessibleDescription('Give the course a name (up to 200 characters).');
    expect(name).toHaveFocus();
    expect(changes().length > 0).toBe(false);

    await user.type(name, 'Writing for everyone');
    await user.selectOptions(screen.getByLabelText('Readers the course writes for'), 'High school level science');
    await user.clear(screen.getByLabelText('Starts on'));
    await user.type(screen.getByLabelText('Starts on'), '2026-03-01');
    await user.clear(screen.getByLabelText('Ends on'));
    await user.type(screen.getByLabelText('Ends on'), '2026-06-30');
    await user.click(screen.getByRole('button', { name: 'Create the course' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/courses/${COURSE_ID}`));
    expect(changes()[0]?.body).toEqual({
      name: 'Writing for everyone',
      language: 'en',
      readers: 'highSchool',
      startsOn: '2026-03-01',
      endsOn: '2026-06-30',
    });
    expect(await screen.findByText('K7QM-2XWD-9RTB')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'QR code of the join link' })).toBeInTheDocument();
    // The code and the link are copied with a button each.
    const writeText = vi.spyOn(navigator.clipboard, 'writeText');
    await user.click(screen.getByRole('button', { name: 'Copy the code' }));
    expect(writeText).toHaveBeenLastCalledWith('K7QM-2XWD-9RTB');
    expect(await screen.findByText('The code is copied.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Copy the link' }));
    expect(writeText).toHaveBeenLastCalledWith(expect.stringMatching(/\/courses\/join\/K7QM-2XWD-9RTB$/));
    expect(await screen.findByText('The link is copied.')).toBeInTheDocument();
  });

  it('takes a typed join code to its join page', async () => {
    const user = userEvent.setup();
    const { router } = await renderRoute('/courses', { auth: student });
    const field = await screen.findByLabelText('Join code');
    await user.type(field, 'nonsense');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(field).toHaveAccessibleDescription(expect.stringContaining('A join code has 12 letters and digits'));
    await user.clear(field);
    await user.type(field, 'k7qm 2xwd 9rtb');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/courses/join/K7QM-2XWD-9RTB'));
  });

  it('is in the account menu', async () => {
    const user = userEvent.setup();
    document.cookie = 'terms_consent=true; Path=/';
    const { router } = await renderRoute('/', { auth: student });
    await user.click(screen.getByRole('button', { name: 'Account menu for sami@example.org' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Courses' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/courses'));
  });
});

describe('joining', () => {
  const invitation = { courseId: COURSE_ID, name: 'Writing for everyone', language: 'en', startsOn: '2026-03-01', endsOn: '2026-06-30', trainers: [{ name: 'Tamar' }], member: false };

  it("names the course and its trainers to a visitor and sends them through sign-in and back to the join page", async () => {
    handlers['GET /api/course-invitations/K7QM2XWD9RTB/summary'] = () => json({ name: 'Writing for everyone', trainers: [{ name: 'Tamar' }, { name: null }] });
    await renderRoute('/courses/join/K7QM-2XWD-9RTB');
    expect(await screen.findByRole('heading', { level: 2, name: 'Writing for everyone' })).toBeInTheDocument();
    expect(screen.getByText(/Tamar/)).toHaveTextContent('Trainer');
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', `/login?next=${encodeURIComponent('/courses/join/K7QM-2XWD-9RTB')}`);
  });

  it('tells a visitor when no course has the link\'s code', async () => {
    await renderRoute('/courses/join/2222-2222-2222');
    expect(await screen.findByRole('alert')).toHaveTextContent('No course has this join code.');
    expect(screen.getByRole('link', { name: 'Sign in' })).toBeInTheDocument();
  });

  it('says what the trainers will see, joins only after the student agrees, and opens the course', async () => {
    const user = userEvent.setup();
    handlers['GET /api/course-invitations/K7QM2XWD9RTB'] = () => json(invitation);
    handlers['POST /api/courses/join'] = () => json({ courseId: COURSE_ID });
    handlers[`GET /api/courses/${COURSE_ID}`] = () => json(detail('student'));
    handlers[`GET /api/courses/${COURSE_ID}/comments`] = () => json({ comments: [] });
    const { router } = await renderRoute('/courses/join/K7QM-2XWD-9RTB', { auth: student });
    expect(await screen.findByRole('heading', { level: 2, name: 'Writing for everyone' })).toBeInTheDocument();
    expect(screen.getByText('Your name and e-mail address.')).toBeInTheDocument();
    expect(screen.getByText(/kept for the course even if you choose "Don't Save Data"/)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Join the course' }));
    expect(screen.getByRole('checkbox')).toHaveAccessibleDescription('Tick the box to agree before joining.');
    expect(changes().length > 0).toBe(false);
    await user.click(screen.getByRole('checkbox', { name: /I agree to share my course work/ }));
    await user.click(screen.getByRole('button', { name: 'Join the course' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/courses/${COURSE_ID}`));
    expect(changes()[0]?.body).toEqual({ code: 'K7QM2XWD9RTB', agree: true });
  });

  it('says so for a code no course has, keeping the code in the field to correct', async () => {
    await renderRoute('/courses/join/2222-2222-2222', { auth: student });
    expect(await screen.findByRole('alert')).toHaveTextContent('No course has this join code.');
    const field = screen.getByLabelText('Join code');
    expect(field).toHaveValue('2222-2222-2222');
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription(expect.stringContaining('No course has this join code.'));
  });

  it('reads in Hebrew', async () => {
    handlers['GET /api/course-invitations/K7QM2XWD9RTB'] = () => json(invitation);
    await renderRoute('/courses/join/K7QM-2XWD-9RTB', { auth: student, language: 'he' });
    expect(await screen.findByRole('heading', { level: 1, name: 'הצטרפות לקורס' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'הצטרפות לקורס' })).toBeInTheDocument();
    expect(screen.getByText('מה יראו המנחים של הקורס')).toBeInTheDocument();
  });
});

describe('an invitation to co-train', () => {
  const TOKEN = 'a'.repeat(43);
  const page = `/courses/trainer-invitations/${TOKEN}`;
  const preview = { courseName: 'Writing for everyone', language: 'en', startsOn: '2026-03-01', endsOn: '2026-06-30', invitedBy: 'Tamar', expiresAt: '2026-03-16T10:00:00.000Z' };

  it('sends a visitor through sign-in or registration and back to the invitation', async () => {
    await renderRoute(page);
    expect(await screen.findByRole('link', { name: 'Sign in' })).toHaveAttribute('href', `/login?next=${encodeURIComponent(page)}`);
    expect(screen.getByRole('link', { name: 'create an account' })).toHaveAttribute('href', `/register?next=${encodeURIComponent(page)}`);
    expect(sent.some((call) => call.path.startsWith('/api/trainer-invitations'))).toBe(false);
  });

  it('shows the course and who invited, and opens the course once accepted', async () => {
    const user = userEvent.setup();
    handlers[`GET /api/trainer-invitations/${TOKEN}`] = () => json(preview);
    handlers[`POST /api/trainer-invitations/${TOKEN}/accept`] = () => json({ courseId: COURSE_ID });
    handlers[`GET /api/courses/${COURSE_ID}`] = () => json(detail('trainer'));
    handlers[`GET /api/courses/${COURSE_ID}/dashboard`] = () => json(dashboard);
    const { router } = await renderRoute(page, { auth: trainer });
    await expectTitle('Invitation to co-train a course – SciComm Studio');
    expect(await screen.findByRole('heading', { name: 'Writing for everyone' })).toBeInTheDocument();
    expect(screen.getByText('Invited by \u2068Tamar\u2069.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Accept the invitation' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/courses/${COURSE_ID}`));
  });

  it('declines after asking, and says why an invitation cannot be opened', async () => {
    const user = userEvent.setup();
    handlers[`GET /api/trainer-invitations/${TOKEN}`] = () => json(preview);
    handlers[`POST /api/trainer-invitations/${TOKEN}/decline`] = () => new Response(null, { status: 204 });
    await renderRoute(page, { auth: student });
    await user.click(await screen.findByRole('button', { name: 'Decline the invitation' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Decline the invitation' }));
    expect(await screen.findByRole('status')).toHaveTextContent('You declined the invitation.');

    handlers[`GET /api/trainer-invitations/${TOKEN}`] = () =>
      json({ error: { code: 'INVITATION_FOR_ANOTHER_ADDRESS', message: 'This invitation was sent to another e-mail address. Sign out, then sign in with the address that received it (or create an account with it).' } }, 403);
    await renderRoute(page, { auth: { ...student, user: { id: 's9', email: 'other@example.org' } } });
    expect(await screen.findByRole('alert')).toHaveTextContent(/^This invitation was sent to another e-mail address\. Sign out/);
  });
});

describe("a student's course page", () => {
  it('lists the assignments with their status and the comments, and sends one reply', async () => {
    const user = userEvent.setup();
    let replied: string | null = null;
    handlers[`GET /api/courses/${COURSE_ID}`] = () => json(detail('student'));
    handlers[`GET /api/courses/${COURSE_ID}/comments`] = () => json({ comments: [{ ...comment(replied), submissionId: SUBMISSION_ID, assignmentTitle: 'Abstract, before' }] });
    handlers[`PUT /api/courses/${COURSE_ID}/comments/${COMMENT_ID}/reply`] = (body) => {
      replied = (body as { body: string }).body;
      return json(comment(replied));
    };
    await renderRoute(`/courses/${COURSE_ID}`, { auth: student });
    const before = (await screen.findByRole('heading', { level: 3, name: 'Abstract, before' })).closest('li')!;
    expect(within(before).getByText('Finished')).toBeInTheDocument();
    expect(within(before).getByRole('link', { name: 'Open De-Jargonizer' })).toHaveAttribute('href', `/de-jargonizer?course=${COURSE_ID}&assignment=${BEFORE_ID}`);
    expect(within(before).getByRole('link', { name: 'Your text and comments' })).toHaveAttribute('href', `/courses/${COURSE_ID}/submissions/${SUBMISSION_ID}`);

    expect(await screen.findByText('Who reads "methylation"?')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send the reply' }));
    expect(screen.getByLabelText('Your reply')).toHaveAccessibleDescription('Write the reply (up to 5000 characters).');
    await user.type(screen.getByLabelText('Your reply'), 'I will say "chemical tags".');
    await user.click(screen.getByRole('button', { name: 'Send the reply' }));
    expect(await screen.findByText('I will say "chemical tags".')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send the reply' })).not.toBeInTheDocument();
  });

  it("attaches one of the student's saved analyses to an assignment", async () => {
    const user = userEvent.setup();
    const taskId = '77777777-7777-4777-8777-777777777777';
    handlers[`GET /api/courses/${COURSE_ID}`] = () => json(detail('student'));
    handlers[`GET /api/courses/${COURSE_ID}/comments`] = () => json({ comments: [] });
    handlers['GET /api/account/tasks'] = () =>
      json({ tasks: [{ id: taskId, type: 'dejargonizer', label: 'De-Jargonizer', createdAt: '2026-03-03T09:30:00.000Z', stage: null, finished: null, score: 70 }] });
    handlers[`PUT /api/courses/${COURSE_ID}/assignments/${AFTER_ID}/submission`] = () =>
      json({ id: SUBMISSION_ID, assignmentId: AFTER_ID, status: 'finished', score: 70, rareShare: 0.1, words: 20, seconds: null });
    await renderRoute(`/courses/${COURSE_ID}`, { auth: student });
    const after = (await screen.findByRole('heading', { level: 3, name: 'Abstract, after' })).closest('li')!;
    await user.click(within(after).getByRole('button', { name: 'Attach your work' }));
    await user.selectOptions(await within(after).findByLabelText('Your saved work of this kind'), taskId);
    await user.click(within(after).getByRole('button', { name: 'Attach' }));
    await waitFor(() => expect(changes()[0]?.body).toEqual({ taskType: 'dejargonizer', taskId }));
  });

  it("takes a De-Jargonizer text pasted on the course page, for a student who saves nothing", async () => {
    const user = userEvent.setup();
    handlers[`GET /api/courses/${COURSE_ID}`] = () => json(detail('student'));
    handlers[`GET /api/courses/${COURSE_ID}/comments`] = () => json({ comments: [] });
    handlers['GET /api/account/tasks'] = () => json({ tasks: [] });
    handlers[`PUT /api/courses/${COURSE_ID}/assignments/${AFTER_ID}/submission`] = () =>
      json({ id: SUBMISSION_ID, assignmentId: AFTER_ID, status: 'finished', score: 70, rareShare: 0.1, words: 20, seconds: null });
    await renderRoute(`/courses/${COURSE_ID}`, { auth: student });
    const after = (await screen.findByRole('heading', { level: 3, name: 'Abstract, after' })).closest('li')!;
    await user.click(within(after).getByRole('button', { name: 'Attach your work' }));
    expect(await within(after).findByText(/You have no saved work of this kind yet/)).toBeInTheDocument();
    await user.click(within(after).getByRole('button', { name: 'Submit the text' }));
    expect(within(after).getByLabelText('Or paste your text here')).toHaveAccessibleDescription(expect.stringContaining('Paste the text (up to 20000 characters).'));
    expect(changes()).toEqual([]);
    await user.type(within(after).getByLabelText('Or paste your text here'), 'Small chemical tags change which genes a plant uses.');
    await user.click(within(after).getByRole('button', { name: 'Submit the text' }));
    await waitFor(() => expect(changes()[0]?.body).toEqual({ text: 'Small chemical tags change which genes a plant uses.' }));
  });

  it('is not found for a course the user is not in', async () => {
    await renderRoute(`/courses/${COURSE_ID}`, { auth: student });
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
  });
});

describe("the trainer's pages", () => {
  it('shows the grid, sorts it by a score, and opens a cell', async () => {
    const user = userEvent.setup();
    handlers[`GET /api/courses/${COURSE_ID}`] = () => json(detail('trainer'));
    handlers[`GET /api/courses/${COURSE_ID}/dashboard`] = () => json(dashboard);
    await renderRoute(`/courses/${COURSE_ID}`, { auth: trainer });
    const grid = await screen.findByRole('table');
    const names = () => within(grid).getAllByRole('rowheader').map((cell) => cell.textContent);
    expect(names()).toEqual(['Aviva', 'Sami', 'Medians']);
    await user.click(within(grid).getByRole('button', { name: 'Abstract, before' }));
    expect(within(grid).getByRole('columnheader', { name: /Abstract, before/ })).toHaveAttribute('aria-sort', 'descending');
    expect(names()).toEqual(['Aviva', 'Sami', 'Medians']);
    await user.click(within(grid).getByRole('button', { name: 'Abstract, before' }));
    expect(names()).toEqual(['Sami', 'Aviva', 'Medians']);
    expect(within(grid).getAllByRole('link')[0]).toHaveAttribute('href', `/courses/${COURSE_ID}/submissions/${SUBMISSION_ID}`);
    expect(within(grid).getByText('score 61 · rare 20% · 10 words')).toBeInTheDocument();
    // A time is said as people say it: 12 s is not "1 min".
    expect(within(grid).getByText('score 80 · rare 5% · 12 words · 12 seconds')).toBeInTheDocument();
    expect(within(grid).getByText('Coach remarks marked wrong: jargon.unfamiliarWords (2)')).toBeInTheDocument();
  });

  it("shows the class's paired change with its interval and test, the slope chart, and downloads the CSV", async () => {
    const user = userEvent.setup();
    const createObjectURL = vi.fn(() => 'blob:course');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const measure = (meanChange: number) => ({
      n: 2,
      meanBefore: 60,
      meanAfter: 60 + meanChange,
      meanChange,
      sdChange: 4,
      ci95: { lower: meanChange - 10, upper: meanChange + 10 },
      medianChange: meanChange,
      wilcoxon: { n: 2, zeros: 0, ties: false, statistic: 3, pValue: 0.5, method: 'exact' },
    });
    handlers[`GET /api/courses/${COURSE_ID}`] = () => json(detail('trainer'));
    handlers[`GET /api/courses/${COURSE_ID}/dashboard`] = () => json(dashboard);
    handlers[`GET /api/courses/${COURSE_ID}/before-after`] = () =>
      json({
        beforeAssignmentId: BEFORE_ID,
        afterAssignmentId: AFTER_ID,
        students: [
          { id: 's1', name: 'Sami', before: { score: 61, rarePercent: 20, words: 10 }, after: { score: 75, rarePercent: 8, words: 12 }, dropped: ['methylation'], kept: [] },
          { id: 's2', name: 'Aviva', before: { score: 80, rarePercent: 5, words: 12 }, after: { score: 84, rarePercent: 4, words: 12 }, dropped: [], kept: ['genome'] },
        ],
        summary: { score: measure(9), rarePercent: measure(-6.5), words: measure(1) },
        dropped: [{ word: 'methylation', students: 1 }],
        kept: [{ word: 'genome', students: 1 }],
      });
    handlers[`GET /api/courses/${COURSE_ID}/dashboard.csv`] = () =>
      new Response('\uFEFFstudent\r\n', { headers: { 'content-type': 'text/csv; charset=utf-8', 'content-disposition': 'attachment; filename="writing-for-everyone-grid-2026-03-02.csv"' } });
    await renderRoute(`/courses/${COURSE_ID}`, { auth: trainer });
    expect(await screen.findByText(/the score changed by 9 on average \(95% interval -1 to 19\); median change 9; Wilcoxon signed-rank test p = 0\.500/)).toBeInTheDocument();
    expect(screen.getByRole('img', { name: /one line per student \(2 students\)/ })).toBeInTheDocument();
    expect(screen.getByText('methylation (1)')).toBeInTheDocument();
    // Each region of the page has a name of its own (axe's landmark-unique).
    for (const name of ['Before and after', "Each student's before and after scores", "Students' work", "The grid: each student's work per assignment"]) {
      expect(screen.getAllByRole('region', { name })).toHaveLength(1);
    }
    await user.click(screen.getByRole('button', { name: 'Download CSV' }));
    await waitFor(() => expect(createObjectURL).toHaveBeenCalled());
    expect(sent.some((call) => call.path === `/api/courses/${COURSE_ID}/dashboard.csv`)).toBe(true);
  });

  it('invites a co-trainer by e-mail, lists the invitation and withdraws it after asking', async () => {
    const user = userEvent.setup();
    const INVITATION_ID = '77777777-7777-4777-8777-777777777777';
    let invitations: object[] = [];
    handlers[`GET /api/courses/${COURSE_ID}`] = () => json(detail('trainer'));
    handlers[`GET /api/courses/${COURSE_ID}/dashboard`] = () => json(dashboard);
    handlers[`GET /api/courses/${COURSE_ID}/trainer-invitations`] = () => json({ invitations });
    handlers[`POST /api/courses/${COURSE_ID}/trainer-invitations`] = (body) => {
      const invitation = { id: INVITATION_ID, email: (body as { email: string }).email, createdAt: '2026-03-02T10:00:00.000Z', expiresAt: '2026-03-16T10:00:00.000Z', expired: false };
      invitations = [invitation];
      return json({ invitation }, 202);
    };
    handlers[`DELETE /api/courses/${COURSE_ID}/trainer-invitations/${INVITATION_ID}`] = () => {
      invitations = [];
      return new Response(null, { status: 204 });
    };
    await renderRoute(`/courses/${COURSE_ID}`, { auth: trainer });
    const field = await screen.findByLabelText("Co-trainer's e-mail address");
    await user.type(field, 'not an address');
    await user.click(screen.getByRole('button', { name: 'Send the invitation' }));
    expect(field).toHaveAccessibleDescription(/Give an e-mail address\./);
    await user.clear(field);
    await user.type(field, 'dana@example.org');
    await user.click(screen.getByRole('button', { name: 'Send the invitation' }));
    expect(await screen.findByText('An invitation was sent to \u2068dana@example.org\u2069.')).toHaveAttribute('role', 'status');
    expect(await screen.findByText(/expires on 2026-03-16/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Withdraw the invitation to \u2068dana@example.org\u2069' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Withdraw' }));
    await waitFor(() => expect(screen.queryByText(/expires on/)).not.toBeInTheDocument());
    expect(changes().map((call) => `${call.method} ${call.path}`)).toEqual([
      `POST /api/courses/${COURSE_ID}/trainer-invitations`,
      `DELETE /api/courses/${COURSE_ID}/trainer-invitations/${INVITATION_ID}`,
    ]);
  });

  it('adds an assignment with its before mark', async () => {
    const user = userEvent.setup();
    handlers[`GET /api/courses/${COURSE_ID}`] = () => json(detail('trainer'));
    handlers[`GET /api/courses/${COURSE_ID}/dashboard`] = () => json(dashboard);
    handlers[`POST /api/courses/${COURSE_ID}/assignments`] = (body) => json({ id: AFTER_ID, ...(body as object) }, 201);
    await renderRoute(`/courses/${COURSE_ID}`, { auth: trainer });
    await user.selectOptions(await screen.findByLabelText('Exercise or text'), 'Half Life');
    await user.type(screen.getByLabelText('Title'), 'Half Life on your research');
    await user.click(screen.getByRole('radio', { name: 'After text' }));
    await user.click(screen.getByRole('button', { name: 'Add the assignment' }));
    await waitFor(() =>
      expect(changes()[0]?.body).toEqual({
        kind: 'halfLife',
        title: 'Half Life on your research',
        instructions: '',
        readers: 'highSchool',
        dueOn: null,
        mark: 'after',
      }),
    );
  });

  it("shows an exercise's conversation read-only, its HTML sanitised", async () => {
    handlers[`GET /api/courses/${COURSE_ID}`] = () => json(detail('trainer'));
    handlers[`GET /api/courses/${COURSE_ID}/submissions/${SUBMISSION_ID}`] = () =>
      json({
        ...submission(null),
        submission: {
          ...submission(null).submission,
          taskType: 'halflife',
          transcript: [
            { id: 'c1', text: 'Who are your readers?<img src=x onerror="alert(1)">', isStudent: false, inputType: 'text' },
            { id: 's1', text: 'Farmers.', isStudent: true, inputType: 'text' },
          ],
        },
      });
    await renderRoute(`/courses/${COURSE_ID}/submissions/${SUBMISSION_ID}`, { auth: trainer });
    const transcript = await screen.findByRole('region', { name: 'The conversation' });
    expect(within(transcript).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['CoachWho are your readers?', 'StudentFarmers.']);
    expect(transcript.querySelector('[onerror]')).toBeNull();
  });

  it('comments on a passage of a submission', async () => {
    const user = userEvent.setup();
    handlers[`GET /api/courses/${COURSE_ID}`] = () => json(detail('trainer'));
    handlers[`GET /api/courses/${COURSE_ID}/submissions/${SUBMISSION_ID}`] = () => json(submission(null));
    handlers[`POST /api/courses/${COURSE_ID}/submissions/${SUBMISSION_ID}/comments`] = () => json(comment(null), 201);
    await renderRoute(`/courses/${COURSE_ID}/submissions/${SUBMISSION_ID}`, { auth: trainer });
    expect(await screen.findByRole('heading', { level: 1, name: 'Abstract, before' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: "The student's text" })).toHaveTextContent('The epigenetic methylation of chromatin');
    expect(screen.queryByRole('button', { name: 'Send the reply' })).not.toBeInTheDocument();
    await user.type(screen.getByLabelText('Passage (optional)'), 'epigenetic methylation');
    await user.type(screen.getByLabelText('Comment'), 'Who reads this?');
    await user.click(screen.getByRole('button', { name: 'Add the comment' }));
    await waitFor(() => expect(changes()[0]?.body).toEqual({ body: 'Who reads this?', quote: 'epigenetic methylation' }));
  });

  it('says how long to wait when the comment limit refuses one, keeping what was written', async () => {
    const user = userEvent.setup();
    handlers[`GET /api/courses/${COURSE_ID}`] = () => json(detail('trainer'));
    handlers[`GET /api/courses/${COURSE_ID}/submissions/${SUBMISSION_ID}`] = () => json(submission(null));
    handlers[`POST /api/courses/${COURSE_ID}/submissions/${SUBMISSION_ID}/comments`] = () =>
      Response.json({ error: { code: 'RATE_LIMITED', message: 'Too many attempts. Please wait 840 s and try again.' } }, { status: 429, headers: { 'retry-after': '840' } });
    await renderRoute(`/courses/${COURSE_ID}/submissions/${SUBMISSION_ID}`, { auth: trainer });
    await user.type(await screen.findByLabelText('Comment'), 'Who reads this?');
    await user.click(screen.getByRole('button', { name: 'Add the comment' }));
    expect(await screen.findByText(/Please wait 840 s/)).toBeInTheDocument();
    expect(screen.getByLabelText('Comment')).toHaveValue('Who reads this?');
  });
});
