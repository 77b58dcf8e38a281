// A study's page (docs/research.md "Studies"): the dashboard — participants and sessions per
// arm, the median time at each stage with the stage's name and how many sessions were timed, and
// where participants stopped (before their first answer, or at a stage), in tables with a row
// per stage and a column per arm; collaborators named by their e-mail when they have no name.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Study, StudyDashboard } from '@scicomm/shared/study-api';
import { expectHeadingsInOrder } from '../../test/heading-order.ts';
import { clearCookies, renderRoute } from '../../test/render-route.tsx';

const json = (data: unknown, status = 200) => Response.json(data, { status });
const researcher = { status: 'signed-in' as const, user: { id: 'r1', email: 'owner@example.org' } };
const studyId = '66f51fff-5437-478f-b74b-bd6b32d8a494';

const study: Study = {
  id: studyId,
  title: 'Feedback or not',
  description: 'Two ways of coaching, compared.',
  exercise: 'half-life',
  arms: ['full', 'slim'],
  allocation: 'balanced',
  identification: 'chat',
  consentText: null,
  status: 'open',
  endsOn: null,
  readerCheck: null,
  state: 'open',
  owned: true,
  owner: { id: 'r1', email: 'owner@example.org', name: '' },
  collaborators: [
    { id: 'r2', email: 'collab@example.org', name: '' },
    { id: 'r3', email: 'rosalind@example.org', name: 'Rosalind Franklin' },
  ],
  links: [{ token: 'Y3vXK-soVz8NhQ07oYfZYA', arm: null }],
  createdAt: '2026-11-25T02:00:00.000Z',
};

const dashboard: StudyDashboard = {
  arms: [
    {
      arm: 'full',
      enrolled: 2,
      started: 2,
      finished: 1,
      stageTimes: [
        { stage: 1, sessions: 2, medianSeconds: 4 },
        { stage: 2, sessions: 2, medianSeconds: 65 },
        { stage: 13, sessions: 1, medianSeconds: 30 },
      ],
      dropOff: [{ stage: 3, name: 'text120First', sessions: 1 }],
      beforeFirstAnswer: 0,
    },
    {
      arm: 'slim',
      enrolled: 2,
      started: 1,
      finished: 0,
      stageTimes: [{ stage: 1, sessions: 1, medianSeconds: 1 }],
      dropOff: [
        { stage: 0, name: 'greeting', sessions: 1 },
        { stage: 2, name: 'audience', sessions: 1 },
        { stage: 20, name: null, sessions: 1 },
      ],
      beforeFirstAnswer: 1,
    },
  ],
  finishStage: 8,
  stages: [
    { stage: 1, name: 'name' },
    { stage: 2, name: 'audience' },
    { stage: 3, name: 'text120First' },
    { stage: 13, name: 'openReflection' },
  ],
  stored: { participants: 4, sessions: 3, bytes: 11_400 },
  duplicateIdentifiers: [],
  updatedAt: '2026-11-25T02:30:00.000Z',
};

let dashboardReply: StudyDashboard;
let studyReply: Study;

beforeEach(() => {
  clearCookies();
  dashboardReply = dashboard;
  studyReply = study;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input);
      if (url === '/api/research/access') return json({ researcher: true });
      if (url === `/api/studies/${studyId}` && init?.method === 'PATCH') return json({ ...studyReply, ...(JSON.parse(String(init.body)) as object) });
      if (url === `/api/studies/${studyId}`) return json(studyReply);
      if (url === `/api/studies/${studyId}/audit`)
        return json({
          events: [
            { at: '2026-11-25T03:00:00.000Z', action: 'data-exported', actor: 'collab@example.org', actorDeleted: false, subject: null, detail: { format: 'csv' } },
            { at: '2026-11-25T02:50:00.000Z', action: 'role-revoked', actor: null, actorDeleted: false, subject: 'rosalind@example.org', detail: {} },
            { at: '2026-11-25T02:40:00.000Z', action: 'data-deleted', actor: null, actorDeleted: true, subject: null, detail: { sessions: 3, participants: 2 } },
          ],
        });
      if (url === `/api/studies/${studyId}/personal-links`) {
        const { identifiers } = JSON.parse(String(init?.body)) as { identifiers: string[] };
        return json({ links: identifiers.map((identifier) => ({ identifier, key: `key-of-${identifier}` })) });
      }
      if (url === `/api/studies/${studyId}/dashboard`) return json(dashboardReply);
      if (url === `/api/studies/${studyId}/sessions`)
        return json({ deletedSessions: 1, deletedParticipants: 1 });
      if (url === `/api/studies/${studyId}/reader-checks`)
        return json({
          checks: [
            {
              id: 'c1d2e3f4-0000-4000-8000-000000000001',
              sessionId: 's1',
              participantId: 'p1',
              participantName: 'Ada Lovelace',
              arm: 'slim',
              url: 'http://localhost/read/reader-link-token-0000000000',
              readers: 2,
              targetReaders: 5,
              wordCount: 120,
              createdAt: '2026-11-25T02:40:00.000Z',
            },
          ],
        });
      if (url === '/GetVisits') return json(3);
      return json({ error: { code: 'NOT_FOUND', message: 'Not found.' } }, 404);
    }),
  );
});

afterEach(() => {
  vi.restoreAllMocks();
});

const cells = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

describe("a study's page", () => {
  it('has headings in order (axe heading-order): each link under the links heading, one level down', async () => {
    await renderRoute(`/research/studies/${studyId}`, { auth: researcher });
    await screen.findByRole('heading', { level: 2, name: 'Participant links' });
    await screen.findByRole('heading', { level: 2, name: 'Dashboard' });
    expectHeadingsInOrder();
  });
});

describe("a study's participants", () => {
  it('flags identifiers that more than one participant enrolled with', async () => {
    dashboardReply = { ...dashboard, duplicateIdentifiers: [{ identifier: 'P-007', participants: 2, arms: ['full', 'slim'] }] };
    await renderRoute(`/research/studies/${studyId}`, { auth: researcher });
    const note = await screen.findByRole('note');
    expect(within(note).getByRole('heading', { name: 'Identifiers enrolled more than once' })).toBeInTheDocument();
    expect(within(note).getByText(/^P-007: 2 participants \(arms: Full feedback, Slim/)).toBeInTheDocument();
  });

  it('makes personal links with their keys for a study that knows participants by their link', async () => {
    studyReply = { ...study, identification: 'link' };
    await renderRoute(`/research/studies/${studyId}`, { auth: researcher });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Identifiers, one per line'), 'P-001{Enter}P-002{Enter}P-001');
    await user.click(screen.getByRole('button', { name: 'Make personal links' }));
    const table = await screen.findByRole('table', { name: 'Personal links (2)' });
    const row = within(table).getByRole('row', { name: /^P-001/ });
    expect(cells(row)).toEqual([`${window.location.origin}/study/Y3vXK-soVz8NhQ07oYfZYA?participant=P-001&key=key-of-P-001`]);
  });
});

describe("a study's reader checks", () => {
  it("lists each participant's check with its readers and a link to its results, only when the study has checks", async () => {
    studyReply = { ...study, readerCheck: { targetReaders: 5, clarityRating: true } };
    await renderRoute(`/research/studies/${studyId}`, { auth: researcher });
    const table = await screen.findByRole('table', { name: "Every participant's reader check" });
    const row = within(table).getByRole('row', { name: /^Ada Lovelace/ });
    expect(cells(row).slice(0, 2)).toEqual(['Slim', '2 of 5']);
    expect(within(row).getByRole('button', { name: "Copy the readers' link" })).toBeInTheDocument();
    expect(within(row).getByRole('link', { name: 'Results for Ada Lovelace' })).toHaveAttribute(
      'href',
      `/research/studies/${studyId}/reader-checks/c1d2e3f4-0000-4000-8000-000000000001`,
    );
  });

  it('offers the reader check in the settings, and sends it', async () => {
    await renderRoute(`/research/studies/${studyId}`, { auth: researcher });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('checkbox', { name: 'Add a reader check after the exercise' }));
    const readers = screen.getByLabelText('Readers wanted per participant');
    await user.clear(readers);
    await user.type(readers, '8');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    await waitFor(() => {
      const patch = vi.mocked(fetch).mock.calls.find(([, init]) => init?.method === 'PATCH');
      expect(JSON.parse(String(patch?.[1]?.body)).readerCheck).toEqual({ targetReaders: 8, clarityRating: true });
    });
  });
});

describe("a study's settings", () => {
  it('ask for a title before saving: the message under it, the cursor in it, nothing sent', async () => {
    await renderRoute(`/research/studies/${studyId}`, { auth: researcher });
    const user = userEvent.setup();
    const settings = await screen.findByRole('region', { name: 'Settings' });
    const title = within(settings).getByLabelText('Title');
    await user.clear(title);
    await user.click(within(settings).getByRole('button', { name: 'Save settings' }));
    await waitFor(() => expect(title).toHaveFocus());
    expect(title).toHaveAccessibleDescription('Give the study a title.');
    expect(vi.mocked(fetch).mock.calls.some(([, init]) => init?.method === 'PATCH')).toBe(false);
  });

  it('once saved, ask for the study’s dashboard and audit trail again, which record the change', async () => {
    await renderRoute(`/research/studies/${studyId}`, { auth: researcher });
    const user = userEvent.setup();
    const settings = await screen.findByRole('region', { name: 'Settings' });
    await screen.findByRole('table', { name: 'Audit trail, newest first' });
    const asked = (path: string) => vi.mocked(fetch).mock.calls.filter(([url, init]) => url === `/api/studies/${studyId}${path}` && (init?.method ?? 'GET') === 'GET').length;
    const before = { audit: asked('/audit'), dashboard: asked('/dashboard') };
    await user.type(within(settings).getByLabelText('Title'), ' (2)');
    await user.click(within(settings).getByRole('button', { name: 'Save settings' }));
    expect(await within(settings).findByText('Saved.')).toBeInTheDocument();
    await waitFor(() => expect(asked('/audit')).toBeGreaterThan(before.audit));
    expect(asked('/dashboard')).toBeGreaterThan(before.dashboard);
  });
});

describe("a study's audit trail", () => {
  it('says when, who and what, newest first, the command line and deleted accounts by name', async () => {
    await renderRoute(`/research/studies/${studyId}`, { auth: researcher });
    const trail = await screen.findByRole('table', { name: 'Audit trail, newest first' });
    const rows = within(trail).getAllByRole('row').slice(1);
    expect(rows.map((row) => cells(row).slice(1))).toEqual([
      ['collab@example.org', 'Downloaded the data (CSV)'],
      ["The server's command line", 'Took the researcher role from rosalind@example.org'],
      ['a deleted account', 'Deleted the data: 3 sessions, 2 participants'],
    ]);
  });
});

describe("a study's dashboard", () => {
  it('counts per arm with short arm names', async () => {
    await renderRoute(`/research/studies/${studyId}`, { auth: researcher });
    const perArm = await screen.findByRole('table', { name: 'Participants and sessions per arm' });
    expect(cells(within(perArm).getByRole('row', { name: /^Full/ }))).toEqual(['2', '2', '1']);
    expect(cells(within(perArm).getByRole('row', { name: /^Slim/ }))).toEqual(['2', '1', '0']);
    expect(screen.getByText('Stored: 4 participants, 3 sessions, 11.4 kB.')).toBeInTheDocument();
  });

  it('says how much is stored in words that agree with the numbers', async () => {
    dashboardReply = { ...dashboard, stored: { participants: 1, sessions: 1, bytes: 2_500 } };
    await renderRoute(`/research/studies/${studyId}`, { auth: researcher });
    expect(
      await screen.findByText('Stored: 1 participant, 1 session, 2.5 kB.'),
    ).toBeInTheDocument();
  });

  it('times each stage in a row of its own, named, with a column per arm and the sessions timed', async () => {
    await renderRoute(`/research/studies/${studyId}`, { auth: researcher });
    const times = await screen.findByRole('table', {
      name: 'Median time spent at each stage, per arm',
    });
    const header = within(times)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(header).toEqual(['Stage', 'Full', 'Slim']);
    const rows = within(times)
      .getAllByRole('rowheader')
      .map((cell) => cell.textContent);
    expect(rows).toEqual([
      'Stage 1 (name)',
      'Stage 2 (audience)',
      'Stage 13 (open reflection)',
      'Stage 8 (finished)',
    ]);
    expect(cells(within(times).getByRole('row', { name: /^Stage 1 / }))).toEqual([
      '0:04 (2)',
      '0:01 (1)',
    ]);
    expect(cells(within(times).getByRole('row', { name: /^Stage 2 / }))).toEqual(['1:05 (2)', '–']);
  });

  // Half Life's table names Stage 8 between Stages 7 and 9 (it once skipped it): the
  // finished stage the research editions reach after their reflections (9–13).
  it('ends the times with the stage a session finishes at, which has no time, after the stages that come before it', async () => {
    await renderRoute(`/research/studies/${studyId}`, { auth: researcher });
    const times = await screen.findByRole('table', {
      name: 'Median time spent at each stage, per arm',
    });
    const rows = within(times)
      .getAllByRole('rowheader')
      .map((cell) => cell.textContent);
    expect(rows.at(-1)).toBe('Stage 8 (finished)');
    expect(cells(within(times).getByRole('row', { name: /^Stage 8 / }))).toEqual([
      'the end: not timed',
      'the end: not timed',
    ]);
    expect(
      screen.getByText(/Stage 8 \(finished\), the last row, is where a session ends/u),
    ).toBeInTheDocument();
  });

  it('shows where participants stopped, before their first answer too', async () => {
    await renderRoute(`/research/studies/${studyId}`, { auth: researcher });
    const stops = await screen.findByRole('table', {
      name: 'Participants who did not finish, by where they stopped, per arm',
    });
    const rows = within(stops).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getByRole('rowheader').textContent)).toEqual([
      'Before the first answer',
      'Stage 0 (greeting)',
      'Stage 2 (audience)',
      'Stage 3 (text of about 120 words)',
      'Stage 20',
    ]);
    expect(rows.map(cells)).toEqual([
      ['0', '1'],
      ['0', '1'],
      ['0', '1'],
      ['1', '0'],
      ['0', '1'],
    ]);
  });
});

describe("deleting a study's data", () => {
  it('says what was deleted in words that agree with the numbers', async () => {
    await renderRoute(`/research/studies/${studyId}`, { auth: researcher });
    await userEvent.type(
      await screen.findByLabelText("Type the study's title to confirm"),
      study.title,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Delete all sessions' }));
    expect(await screen.findByText('Deleted 1 session and 1 participant.')).toBeInTheDocument();
  });
});

describe("a study's collaborators", () => {
  it('says under the field when the e-mail is not one, puts the cursor there and sends nothing; a refusal keeps what was typed', async () => {
    await renderRoute(`/research/studies/${studyId}`, { auth: researcher });
    const user = userEvent.setup();
    const email = await screen.findByLabelText('E-mail of a researcher');
    await user.type(email, 'not an address');
    await user.click(screen.getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(email).toHaveFocus());
    expect(email).toHaveAccessibleDescription('Enter an e-mail address.');
    const posts = () => vi.mocked(fetch).mock.calls.filter(([url, init]) => String(url).endsWith('/collaborators') && init?.method === 'POST');
    expect(posts()).toHaveLength(0);

    await user.clear(email);
    await user.type(email, 'New@Example.org');
    expect(email).not.toHaveAttribute('aria-invalid');
    await user.click(screen.getByRole('button', { name: 'Add' }));
    expect(await screen.findByText('The change could not be made: Not found.')).toBeInTheDocument();
    expect(posts()).toHaveLength(1);
    expect(JSON.parse(String(posts()[0]?.[1]?.body))).toEqual({ email: 'new@example.org' });
    expect(email).toHaveValue('New@Example.org');
  });

  it('are named by their e-mail when they have no name', async () => {
    await renderRoute(`/research/studies/${studyId}`, { auth: researcher });
    const list = await screen.findByRole('list', { name: 'Collaborators' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'collab@example.org Remove collab@example.org',
      'Rosalind Franklin (rosalind@example.org) Remove rosalind@example.org',
    ]);
  });
});
