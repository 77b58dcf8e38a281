// Work done for a course assignment (docs/courses.md "Attaching work"): the student's course page
// opens the usual page with ?course=…&assignment=…, and that page says the work is kept for the
// course and sends the two parameters with its calls.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { typeInto } from '../../features/de-jargonizer/test/editor-in-jsdom.ts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CourseDetailReply } from '@scicomm/shared/course-api';
import { installFakeServer as installFakeDeJargonizer } from '../../features/de-jargonizer/test/fake-de-jargonizer-server.ts';
import { bot, installFakeExerciseServer, reply, type FakeExerciseServer } from '../../features/exercises/test/fake-exercise-server.ts';
import { clearCookies, renderRoute } from '../../test/render-route.tsx';
import { stubResizeObserver } from '../../test/stub-resize-observer.ts';

const COURSE_ID = '11111111-1111-4111-8111-111111111111';
const HALF_LIFE_ID = '22222222-2222-4222-8222-222222222222';
const student = { status: 'signed-in' as const, user: { id: 's1', email: 'sami@example.org' } };

afterEach(() => {
  vi.restoreAllMocks();
});

describe('an exercise opened for a course assignment', () => {
  let server: FakeExerciseServer;
  beforeEach(() => {
    clearCookies();
    document.cookie = 'terms_consent=true; Path=/';
    server = installFakeExerciseServer();
  });

  it('says the work is kept for the course, links back to it, and names the assignment in its calls', async () => {
    server.answers.push(reply([bot('Welcome!')], { currentStage: 2 }));
    await renderRoute(`/half-life?course=${COURSE_ID}&assignment=${HALF_LIFE_ID}`, { auth: student });
    await waitFor(() => expect(server.calls).toHaveLength(1));
    expect(server.calls[0]?.url).toBe(`/api/HalfLife?course=${COURSE_ID}&assignment=${HALF_LIFE_ID}`);
    // The notice comes after hydration, with its own strings.
    const note = await screen.findByRole('note');
    expect(note).toHaveTextContent("You are doing this for your course: your texts and their figures are kept for the course, and its trainers see them, even if you chose \"Don't Save Data\".");
    expect(within(note).getByRole('link', { name: 'Back to the course' })).toHaveAttribute('href', `/courses/${COURSE_ID}`);
  });

  it('names the assignment, its course and its readers in the notice', async () => {
    const fake = fetch;
    const course: CourseDetailReply = {
      course: { id: COURSE_ID, name: 'Plain words', language: 'en', readers: 'adults', startsOn: '2026-03-01', endsOn: '2026-06-30', role: 'student', joinCode: null, joinUrl: null },
      assignments: [
        { id: HALF_LIFE_ID, kind: 'halfLife', title: 'Roots, shorter', instructions: '', readers: 'juniorHigh', dueOn: null, mark: null, submissionId: null, status: 'notStarted' },
      ],
      students: [],
      trainers: [{ name: 'Tamar' }],
    };
    vi.stubGlobal('fetch', vi.fn(async (input: RequestInfo | URL, init?: RequestInit) =>
      String(input) === `/api/courses/${COURSE_ID}` ? Response.json(course) : fake(input, init),
    ));
    server.answers.push(reply([bot('Welcome!')], { currentStage: 3 }));
    await renderRoute(`/half-life?course=${COURSE_ID}&assignment=${HALF_LIFE_ID}`, { auth: student });
    const note = await screen.findByRole('note');
    await waitFor(() =>
      expect(note).toHaveTextContent('“\u2068Roots, shorter\u2069”, an assignment of \u2068Plain words\u2069, for readers: Junior high school level science. You are doing this for your course'),
    );
  });

  it("continues the session the student left in another tab or on another device, from the server's copy", async () => {
    const user = userEvent.setup();
    const fake = fetch;
    const kept = {
      messages: [bot('Welcome! Which text shall we shorten?'), { Id: 's1', Text: 'My long text about roots.', IsStudent: true, InputType: 'text' }, bot('Now in 60 words.')],
      history: { currentStage: 3, taskId: 'signed-task', historySeal: 'sealed' },
      savedAt: '2026-03-02T10:00:00.000Z',
    };
    vi.stubGlobal('fetch', vi.fn(async (input: RequestInfo | URL, init?: RequestInit) =>
      String(input) === `/api/courses/${COURSE_ID}/assignments/${HALF_LIFE_ID}/session` ? Response.json({ session: kept }) : fake(input, init),
    ));
    await renderRoute(`/half-life?course=${COURSE_ID}&assignment=${HALF_LIFE_ID}`, { auth: student });
    await user.click(await screen.findByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('My long text about roots.')).toBeInTheDocument();
    expect(screen.getByText('Now in 60 words.')).toBeInTheDocument();
    // Shown again with no call; the next answer goes on from the kept history.
    expect(server.calls).toHaveLength(0);
    await user.type(screen.getByRole('textbox', { name: /answer|message/i }), 'Roots feed fungi.');
    await user.keyboard('{Control>}{Enter}{/Control}');
    await waitFor(() => expect(server.calls).toHaveLength(1));
    expect(server.calls[0]?.body).toMatchObject({ currentStage: 3, taskId: 'signed-task', historySeal: 'sealed' });
    expect(server.calls[0]?.body.Messages.map((message) => message.Text)).toEqual([...kept.messages.map((message) => message.Text), 'Roots feed fungi.']);
  });

  it('says nothing of a course and calls the usual address without the parameters', async () => {
    server.answers.push(reply([bot('Welcome!')], { currentStage: 2 }));
    await renderRoute('/half-life', { auth: student });
    await waitFor(() => expect(server.calls).toHaveLength(1));
    expect(server.calls[0]?.url).toBe('/api/HalfLife');
    expect(screen.queryByRole('note')).not.toBeInTheDocument();
  });
});

describe('the De-Jargonizer opened for a course assignment', () => {
  it('says the text is kept for the course and names the assignment when START records it', async () => {
    clearCookies();
    const server = installFakeDeJargonizer();
    vi.stubGlobal('scrollTo', vi.fn());
    stubResizeObserver();
    const user = userEvent.setup();
    await renderRoute(`/de-jargonizer?course=${COURSE_ID}&assignment=${HALF_LIFE_ID}`, { auth: student });
    expect(screen.getByRole('note')).toHaveTextContent('You are doing this for your course');
    typeInto(screen.getByRole('textbox', { name: 'Your text' }), 'Epigenetics changes gene expression');
    await user.click(screen.getByRole('button', { name: 'START' }));
    await waitFor(() => expect(server.calls.filter((call) => call.url.startsWith('/api/de-jargonizer/analyses'))).toHaveLength(1));
    expect(server.calls.find((call) => call.url.startsWith('/api/de-jargonizer/analyses'))?.url).toBe(
      `/api/de-jargonizer/analyses?course=${COURSE_ID}&assignment=${HALF_LIFE_ID}`,
    );
  });
});

describe("the student's course page", () => {
  const detail: CourseDetailReply = {
    course: { id: COURSE_ID, name: 'Plain words', language: 'en', readers: 'adults', startsOn: '2026-03-01', endsOn: '2026-06-30', role: 'student', joinCode: null, joinUrl: null },
    assignments: [
      { id: HALF_LIFE_ID, kind: 'halfLife', title: 'Half Life', instructions: '', readers: 'adults', dueOn: null, mark: null, submissionId: null, status: 'notStarted' },
    ],
    students: [],
    trainers: [{ name: 'Tamar' }],
  };

  let sent: { method: string; path: string; body: unknown }[];
  beforeEach(() => {
    clearCookies();
    sent = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
        const path = String(input).split('?')[0];
        const method = init?.method ?? 'GET';
        if (method === 'PUT') sent.push({ method, path: path ?? '', body: JSON.parse(String(init?.body)) });
        if (method === 'PUT' && path === `/api/courses/${COURSE_ID}/notifications`) return Response.json(sent.at(-1)?.body);
        if (path === `/api/courses/${COURSE_ID}`) return Response.json(detail);
        if (path === `/api/courses/${COURSE_ID}/comments`) return Response.json({ comments: [] });
        if (path === '/GetVisits') return Response.json(0);
        return Response.json({ error: { code: 'NOT_FOUND', message: 'Not found.' } }, { status: 404 });
      }),
    );
  });

  it('opens the assignment in its usual page with the assignment attached', async () => {
    await renderRoute(`/courses/${COURSE_ID}`, { auth: student });
    const open = await screen.findByRole('link', { name: 'Open Half Life' });
    expect(open).toHaveAttribute('href', `/half-life?course=${COURSE_ID}&assignment=${HALF_LIFE_ID}`);
  });

  it("turns on 'E-mail me when a trainer comments', off until the student does", async () => {
    const user = userEvent.setup();
    await renderRoute(`/courses/${COURSE_ID}`, { auth: student });
    const box = await screen.findByRole('checkbox', { name: 'E-mail me when a trainer comments on my work' });
    expect(box).not.toBeChecked();
    expect(box).toHaveAccessibleDescription('The e-mail holds only a link to the comment.');
    await user.click(box);
    expect(await screen.findByText('Saved.')).toBeInTheDocument();
    expect(box).toBeChecked();
    expect(sent).toEqual([{ method: 'PUT', path: `/api/courses/${COURSE_ID}/notifications`, body: { comments: true, language: 'en' } }]);
  });
});

describe('back on the course page after work for an assignment', () => {
  /** The course page with one assignment of `kind`, finished once the server got `workPath`. */
  function installCourseServer(kind: 'halfLife' | 'dejargonizer', workPath: string, otherFetch: typeof fetch) {
    let status: 'notStarted' | 'finished' = 'notStarted';
    const detail = (): CourseDetailReply => ({
      course: { id: COURSE_ID, name: 'Plain words', language: 'en', readers: 'adults', startsOn: '2026-03-01', endsOn: '2026-06-30', role: 'student', joinCode: null, joinUrl: null },
      assignments: [{ id: HALF_LIFE_ID, kind, title: 'Your text', instructions: '', readers: 'adults', dueOn: null, mark: null, submissionId: null, status }],
      students: [],
      trainers: [{ name: 'Tamar' }],
    });
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
        const path = String(input).split('?')[0];
        if (path === `/api/courses/${COURSE_ID}`) return Response.json(detail());
        if (path === `/api/courses/${COURSE_ID}/comments`) return Response.json({ comments: [] });
        if (path === `/api/courses/${COURSE_ID}/tasks` || path === '/api/account/tasks') return Response.json({ tasks: [] });
        // The server keeps the work for the course: the assignment is finished from now on.
        if (path === workPath && init?.method === 'POST') status = 'finished';
        return otherFetch(input, init);
      }),
    );
  }

  async function statusOnCourseCard(open: string) {
    const card = (await screen.findByRole('link', { name: open })).closest('li') as HTMLElement;
    return within(card);
  }

  beforeEach(() => {
    clearCookies();
    document.cookie = 'terms_consent=true; Path=/';
  });

  it("shows an exercise's new status at once, without a reload", async () => {
    const exerciseServer = installFakeExerciseServer();
    installCourseServer('halfLife', '/api/HalfLife', globalThis.fetch);
    exerciseServer.answers.push(reply([bot('Well done!')], { currentStage: 9 }));
    const user = userEvent.setup();
    await renderRoute(`/courses/${COURSE_ID}`, { auth: student });
    expect((await statusOnCourseCard('Open Half Life')).getByText('Not started')).toBeInTheDocument();

    await user.click(screen.getByRole('link', { name: 'Open Half Life' }));
    await waitFor(() => expect(exerciseServer.calls).toHaveLength(1));
    await user.click(await screen.findByRole('link', { name: 'Back to the course' }));
    expect(await (await statusOnCourseCard('Open Half Life')).findByText('Finished')).toBeInTheDocument();
  });

  it("shows a De-Jargonizer assignment's new status at once after START", async () => {
    const djServer = installFakeDeJargonizer();
    installCourseServer('dejargonizer', '/api/de-jargonizer/analyses', globalThis.fetch);
    vi.stubGlobal('scrollTo', vi.fn());
    stubResizeObserver();
    const user = userEvent.setup();
    await renderRoute(`/courses/${COURSE_ID}`, { auth: student });
    await screen.findByText('Not started');
    const open = screen.getAllByRole('link').find((link) => link.getAttribute('href')?.startsWith('/de-jargonizer?course='));
    expect(open).toBeDefined();
    const name = open!.textContent ?? '';
    expect((await statusOnCourseCard(name)).getByText('Not started')).toBeInTheDocument();

    await user.click(open!);
    typeInto(await screen.findByRole('textbox', { name: 'Your text' }), 'Epigenetics changes gene expression');
    await user.click(screen.getByRole('button', { name: 'START' }));
    await waitFor(() => expect(djServer.calls.filter((call) => call.url.startsWith('/api/de-jargonizer/analyses'))).toHaveLength(1));
    await user.click(await screen.findByRole('link', { name: 'Back to the course' }));
    expect(await (await statusOnCourseCard(name)).findByText('Finished')).toBeInTheDocument();
  });
});
