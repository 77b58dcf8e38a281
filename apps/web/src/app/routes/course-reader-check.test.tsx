// A course's reader check in the pages (docs/courses.md "Reader checks"), with the server faked at
// fetch: the student lets readers check a submission, the trainer sends it and sees the readers so
// far, the grid's row shows readers and agreements, the results page opens for the trainer and is
// not found for anybody the server refuses.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type {
  CourseDetailReply,
  DashboardReply,
  SubmissionDetailReply,
} from '@scicomm/shared/course-api';
import type { SubmissionReaderCheck } from '@scicomm/shared/course-reader-check-api';
import type { ReaderCheckResults } from '@scicomm/shared/reader-check-api';
import { clearCookies, renderRoute } from '../../test/render-route.tsx';

type Handler = (body: unknown) => Response;
let handlers: Record<string, Handler>;
let sent: Array<{ method: string; path: string; body: unknown }>;

const json = (data: unknown, status = 200) => Response.json(data, { status });
const trainer = { status: 'signed-in' as const, user: { id: 't1', email: 'tamar@example.org' } };
const student = { status: 'signed-in' as const, user: { id: 's1', email: 'sami@example.org' } };

const COURSE_ID = '11111111-1111-4111-8111-111111111111';
const ASSIGNMENT_ID = '22222222-2222-4222-8222-222222222222';
const SUBMISSION_ID = '44444444-4444-4444-8444-444444444444';
const OTHER_SUBMISSION_ID = '66666666-6666-4666-8666-666666666666';
const AT = `/api/courses/${COURSE_ID}/submissions/${SUBMISSION_ID}/reader-check`;
const TEXT = 'The epigenetic methylation of chromatin modulates transcription in plants.';

// Asserted, not annotated: fields the course page adds later need not be listed here.
const detail = (role: 'trainer' | 'student') =>
  ({
    course: {
      id: COURSE_ID,
      name: 'Writing for everyone',
      language: 'en',
      readers: 'highSchool',
      startsOn: '2026-03-01',
      endsOn: '2026-06-30',
      role,
      joinCode: role === 'trainer' ? 'K7QM-2XWD-9RTB' : null,
      joinUrl: role === 'trainer' ? 'http://localhost/courses/join/K7QM-2XWD-9RTB' : null,
    },
    assignments: [
      {
        id: ASSIGNMENT_ID,
        kind: 'dejargonizer',
        title: 'Abstract',
        instructions: '',
        readers: 'highSchool',
        dueOn: null,
        mark: null,
        submissionId: role === 'student' ? SUBMISSION_ID : null,
        status: role === 'student' ? 'finished' : 'notStarted',
      },
    ],
    students: role === 'trainer' ? [{ id: 's1', name: 'Sami', email: 'sami@example.org' }] : [],
    trainers: [{ name: 'Tamar' }],
  }) as CourseDetailReply;

const submission: SubmissionDetailReply = {
  submission: {
    id: SUBMISSION_ID,
    assignmentId: ASSIGNMENT_ID,
    status: 'finished',
    score: 61,
    rareShare: 0.2,
    words: 10,
    seconds: null,
    assignmentTitle: 'Abstract',
    studentName: 'Sami',
    taskType: 'dejargonizer',
    text: TEXT,
    transcript: null,
  },
  comments: [],
};

const check = (readers: number) => ({
  id: 'c1d2e3f4-0000-4000-8000-000000000001',
  title: 'Abstract',
  url: 'http://localhost/read/reader-link-token-0000000000',
  state: 'open' as const,
  closedByWriter: false,
  closesAt: null,
  targetReaders: 20,
  readers,
  wordCount: 10,
  createdAt: '2026-03-03T10:00:00.000Z',
  current: true,
});

const state = (
  agreed: boolean,
  readers: number | null,
  submissionId = SUBMISSION_ID,
): SubmissionReaderCheck => ({
  submissionId,
  agreed,
  check: readers === null ? null : check(readers),
});

const results: ReaderCheckResults = {
  check: {
    ...check(3),
    text: TEXT,
    direction: 'ltr',
    period: 'en',
    questions: [],
    clarityRating: false,
  },
  readers: 3,
  words: [
    { start: 0, end: 3, form: 'the', band: 'common', marks: 0 },
    { start: 4, end: 14, form: 'epigenetic', band: 'rare', marks: 3 },
  ],
  agreement: {
    readers: 3,
    threshold: 1,
    rare: 1,
    hard: 1,
    both: 1,
    precision: 1,
    recall: 1,
    tooFew: true,
  },
  markedCommon: [],
  rareUnmarked: [],
  questions: [],
  clarity: null,
  profiles: [],
};

beforeEach(() => {
  clearCookies();
  sent = [];
  handlers = { 'GET /GetVisits': () => json(3) };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const path = String(input).split('?')[0] ?? '';
      const method = init?.method ?? 'GET';
      const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
      sent.push({ method, path, body });
      const handler = handlers[`${method} ${path}`];
      return handler
        ? handler(body)
        : json({ error: { code: 'NOT_FOUND', message: 'Not found.' } }, 404);
    }),
  );
});

afterEach(() => {
  vi.restoreAllMocks();
});

const changes = () =>
  sent.filter((call) => call.method !== 'GET' && call.path.startsWith('/api/course'));

describe("a course's reader check", () => {
  it('lets the student agree that readers check their text, and withdraw it', async () => {
    const user = userEvent.setup();
    handlers[`GET /api/courses/${COURSE_ID}`] = () => json(detail('student'));
    handlers[`GET /api/courses/${COURSE_ID}/submissions/${SUBMISSION_ID}`] = () => json(submission);
    handlers[`GET ${AT}`] = () => json(state(false, null));
    handlers[`PUT ${AT}/agreement`] = (body) =>
      json(state((body as { agree: boolean }).agree, null));
    await renderRoute(`/courses/${COURSE_ID}/submissions/${SUBMISSION_ID}`, { auth: student });
    const section = await screen.findByRole('region', { name: "The course's readers" });
    expect(
      within(section).getByText(/They see the text only, never your name/),
    ).toBeInTheDocument();
    await user.click(within(section).getByRole('button', { name: 'Let readers check this text' }));
    expect(
      await within(section).findByText(/You let the course's readers check this text/),
    ).toBeInTheDocument();
    await user.click(within(section).getByRole('button', { name: 'Withdraw my agreement' }));
    expect(
      await within(section).findByRole('button', { name: 'Let readers check this text' }),
    ).toBeInTheDocument();
    expect(changes().map((call) => call.body)).toEqual([{ agree: true }, { agree: false }]);
    expect(
      within(section).queryByRole('button', { name: "Send to the course's readers" }),
    ).not.toBeInTheDocument();
  });

  it('lets the trainer send an agreed text to readers, then shows the readers so far and the results link', async () => {
    const user = userEvent.setup();
    handlers[`GET /api/courses/${COURSE_ID}`] = () => json(detail('trainer'));
    handlers[`GET /api/courses/${COURSE_ID}/submissions/${SUBMISSION_ID}`] = () => json(submission);
    handlers[`GET ${AT}`] = () => json(state(true, null));
    handlers[`POST ${AT}`] = () => json(state(true, 0), 201);
    await renderRoute(`/courses/${COURSE_ID}/submissions/${SUBMISSION_ID}`, { auth: trainer });
    const section = await screen.findByRole('region', { name: "The course's readers" });
    expect(
      within(section).getByText('The student lets readers check this text.'),
    ).toBeInTheDocument();
    expect(
      within(section).queryByRole('button', { name: 'Let readers check this text' }),
    ).not.toBeInTheDocument();
    await user.click(within(section).getByRole('button', { name: "Send to the course's readers" }));
    expect(await within(section).findByText('Readers so far: 0 of 20.')).toBeInTheDocument();
    expect(
      within(section).getByRole('link', { name: 'See what the readers marked' }),
    ).toHaveAttribute('href', `/courses/${COURSE_ID}/submissions/${SUBMISSION_ID}/reader-check`);
    expect(
      within(section).queryByRole('button', { name: "Send to the course's readers" }),
    ).not.toBeInTheDocument();
    expect(changes()).toEqual([{ method: 'POST', path: AT, body: undefined }]);
  });

  it('says until when readers can answer, and offers to send a closed check of this text again', async () => {
    const user = userEvent.setup();
    const open = { ...check(4), closesAt: '2026-04-02T10:00:00.000Z' };
    handlers[`GET /api/courses/${COURSE_ID}`] = () => json(detail('trainer'));
    handlers[`GET /api/courses/${COURSE_ID}/submissions/${SUBMISSION_ID}`] = () => json(submission);
    handlers[`GET ${AT}`] = () =>
      json({ submissionId: SUBMISSION_ID, agreed: true, check: { ...open, state: 'closed' } });
    handlers[`POST ${AT}`] = () => json({ submissionId: SUBMISSION_ID, agreed: true, check: open });
    await renderRoute(`/courses/${COURSE_ID}/submissions/${SUBMISSION_ID}`, { auth: trainer });
    const section = await screen.findByRole('region', { name: "The course's readers" });
    expect(within(section).getByText(/Readers so far: 4 of 20\. The check is closed to readers\./)).toBeInTheDocument();
    await user.click(within(section).getByRole('button', { name: 'Send this text to readers again' }));
    const date = new Date('2026-04-02T10:00:00.000Z').toLocaleDateString('en');
    expect(await within(section).findByText(`Readers so far: 4 of 20. Readers can answer until ${date}.`)).toBeInTheDocument();
    expect(within(section).queryByRole('button', { name: 'Send this text to readers again' })).not.toBeInTheDocument();
  });

  it("says the server's refusal in the page's language (Hebrew)", async () => {
    const user = userEvent.setup();
    handlers[`GET /api/courses/${COURSE_ID}`] = () => json(detail('trainer'));
    handlers[`GET /api/courses/${COURSE_ID}/submissions/${SUBMISSION_ID}`] = () => json(submission);
    handlers[`GET ${AT}`] = () => json(state(true, null));
    handlers[`POST ${AT}`] = () =>
      json(
        {
          error: {
            code: 'READERS_NOT_AGREED',
            message: 'The student has not let the readers check this text.',
          },
        },
        409,
      );
    await renderRoute(`/courses/${COURSE_ID}/submissions/${SUBMISSION_ID}`, {
      auth: trainer,
      language: 'he',
    });
    const section = await screen.findByRole('region', { name: 'הקוראים של הקורס' });
    await user.click(within(section).getByRole('button', { name: 'שליחה לקוראים של הקורס' }));
    expect(await within(section).findByRole('alert')).toHaveTextContent(
      'הסטודנט/ית לא הסכים/ה שקוראים יבדקו את הטקסט הזה',
    );
  });

  it("shows the readers so far and the agreements on the students' rows of the grid", async () => {
    const dashboard: DashboardReply = {
      assignments: [
        {
          id: ASSIGNMENT_ID,
          kind: 'dejargonizer',
          title: 'Abstract',
          instructions: '',
          readers: 'highSchool',
          dueOn: null,
          mark: null,
        },
      ],
      students: [
        {
          id: 's1',
          name: 'Sami',
          email: 'sami@example.org',
          left: false,
          cells: [
            {
              submissionId: SUBMISSION_ID,
              status: 'finished',
              score: 61,
              rareShare: 0.2,
              words: 10,
              seconds: null,
              lastReplyAt: null,
            },
          ],
        },
        {
          id: 's2',
          name: 'Aviva',
          email: 'aviva@example.org',
          left: false,
          cells: [
            {
              submissionId: OTHER_SUBMISSION_ID,
              status: 'finished',
              score: 80,
              rareShare: 0.05,
              words: 12,
              seconds: 600,
              lastReplyAt: null,
            },
          ],
        },
      ],
      spread: [
        {
          assignmentId: ASSIGNMENT_ID,
          submitted: 2,
          finished: 2,
          medianScore: 70.5,
          scoreIqr: 19,
          medianRareShare: 0.125,
          medianWords: 11,
          wrongRemarks: [],
        },
      ],
    };
    handlers[`GET /api/courses/${COURSE_ID}`] = () => json(detail('trainer'));
    handlers[`GET /api/courses/${COURSE_ID}/dashboard`] = () => json(dashboard);
    handlers[`GET /api/courses/${COURSE_ID}/reader-checks`] = () =>
      json({ submissions: [state(true, 3), state(true, null, OTHER_SUBMISSION_ID)] });
    await renderRoute(`/courses/${COURSE_ID}`, { auth: trainer });
    const grid = await screen.findByRole('table');
    expect(
      await within(within(grid).getByRole('row', { name: /^Sami/ })).findByText('Readers: 3'),
    ).toBeInTheDocument();
    expect(
      within(within(grid).getByRole('row', { name: /^Aviva/ })).getByText('Readers agreed'),
    ).toBeInTheDocument();
  });

  it("opens the results for the course's trainer, and is not found for anybody the server refuses", async () => {
    handlers[`GET ${AT}/results`] = () => json(results);
    const { unmount } = await renderRoute(
      `/courses/${COURSE_ID}/submissions/${SUBMISSION_ID}/reader-check`,
      { auth: trainer },
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Readers of Abstract' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the submission' })).toHaveAttribute(
      'href',
      `/courses/${COURSE_ID}/submissions/${SUBMISSION_ID}`,
    );
    unmount();
    delete handlers[`GET ${AT}/results`];
    await renderRoute(`/courses/${COURSE_ID}/submissions/${SUBMISSION_ID}/reader-check`, {
      auth: student,
    });
    await waitFor(() =>
      expect(
        screen.queryByRole('heading', { level: 1, name: 'Readers of Abstract' }),
      ).not.toBeInTheDocument(),
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: /not found/i }),
    ).toBeInTheDocument();
  });
});
