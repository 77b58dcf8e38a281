// The form for a new reader check (docs/reader-check.md "Creating a check"): a field with a problem
// says so under it and the first one gets focus, nothing is sent; the request is the server's
// shape; a refusal is shown and everything typed stays; once created, the writer's list is asked
// for again and the check's results open.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ReaderCheckSummary } from '@scicomm/shared/reader-check-api';
import { clearCookies, renderRoute } from '../../test/render-route.tsx';

const writer = { status: 'signed-in' as const, user: { id: 'w1', email: 'writer@example.org' } };
const json = (data: unknown, status = 200) => Response.json(data, { status });
const CHECK_ID = '00000000-0000-4000-8000-0000000000c1';

const created: ReaderCheckSummary = {
  id: CHECK_ID,
  title: 'The clock',
  url: 'http://localhost/read/abc',
  state: 'open',
  closedByWriter: false,
  closesAt: null,
  targetReaders: 5,
  readers: 0,
  wordCount: 6,
  createdAt: '2026-11-01T10:00:00.000Z',
};

let calls: Array<{ method: string; url: string; body: unknown }>;
let createReply: () => Response;

beforeEach(() => {
  clearCookies();
  document.cookie = 'terms_consent=true; Path=/';
  calls = [];
  createReply = () => json(created, 201);
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
      const url = String(input);
      const method = init.method ?? 'GET';
      calls.push({ method, url, body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined });
      if (url === '/api/auth/token')
        return json({ access_token: 'a.b.c', token_type: 'Bearer', expires_in: 900, expires_at: Math.floor(Date.now() / 1000) + 900, user: writer.user });
      if (method === 'GET' && url === '/api/reader-checks') return json({ checks: [] });
      if (method === 'POST' && url === '/api/reader-checks') return createReply();
      return json({ error: { code: 'NOT_FOUND', message: 'No such path' } }, 404);
    }),
  );
});

const posts = () => calls.filter((call) => call.method === 'POST' && call.url === '/api/reader-checks');

async function openForm() {
  await renderRoute('/reader-checks', { auth: writer });
  await screen.findByText('You have no reader checks yet.');
  return screen.getByRole('heading', { name: 'New reader check' }).closest('form')!;
}

describe('the new reader check form', () => {
  it('says under each field what is missing, focuses the first, and sends nothing', async () => {
    const user = userEvent.setup();
    const form = await openForm();
    await user.clear(within(form).getByLabelText('How many readers you want'));
    await user.click(within(form).getByRole('button', { name: 'Create the reader check' }));

    const title = within(form).getByLabelText('Title (readers see it)');
    await waitFor(() => expect(title).toHaveFocus());
    expect(title).toHaveAttribute('aria-invalid', 'true');
    expect(title).toHaveAccessibleDescription('Give the check a title.');
    expect(within(form).getByLabelText('Text')).toHaveAccessibleDescription(/Paste the text readers will read\.$/);
    expect(within(form).getByLabelText('How many readers you want')).toHaveAccessibleDescription('Give a whole number from 1 to 1000.');
    expect(posts()).toHaveLength(0);
  });

  it('checks a question as the server does: a multiple-choice question needs two options', async () => {
    const user = userEvent.setup();
    const form = await openForm();
    await user.type(within(form).getByLabelText('Title (readers see it)'), 'The clock');
    await user.type(within(form).getByLabelText('Text'), 'The epigenetic clock ticks.');
    await user.click(within(form).getByRole('button', { name: 'Add a multiple-choice question' }));
    expect(within(form).getByLabelText('Question 1')).toHaveFocus();
    await user.type(within(form).getByLabelText('Question 1'), 'What ticks?');
    await user.type(within(form).getByLabelText('Options, one per line'), 'The clock');
    await user.click(within(form).getByRole('button', { name: 'Create the reader check' }));

    const options = within(form).getByLabelText('Options, one per line');
    await waitFor(() => expect(options).toHaveFocus());
    expect(options).toHaveAccessibleDescription('Give 2 to 6 options, one per line, each up to 150 characters.');
    expect(posts()).toHaveLength(0);
  });

  it('shows a refusal and keeps what was typed; then creates the check with the server’s shape and opens it', async () => {
    const user = userEvent.setup();
    createReply = () => json({ error: { code: 'RATE_LIMITED', message: 'Too many attempts. Please wait 60 s and try again.' } }, 429);
    const { router } = await renderRoute('/reader-checks', { auth: writer });
    await screen.findByText('You have no reader checks yet.');
    const form = screen.getByRole('heading', { name: 'New reader check' }).closest('form')!;
    await user.type(within(form).getByLabelText('Title (readers see it)'), 'The clock');
    await user.type(within(form).getByLabelText('Text'), 'The epigenetic clock ticks.');
    await user.click(within(form).getByRole('button', { name: 'Add a short-answer question' }));
    await user.type(within(form).getByLabelText('Question 1'), 'What ticks?');
    await user.type(within(form).getByLabelText('Answers counted right, one per line (optional)'), 'the clock{Enter}  {Enter}a clock');
    await user.clear(within(form).getByLabelText('How many readers you want'));
    await user.type(within(form).getByLabelText('How many readers you want'), '5');
    await user.click(within(form).getByRole('button', { name: 'Create the reader check' }));

    expect(await within(form).findByRole('alert')).toHaveTextContent(/^The reader check could not be created: Too many attempts/);
    expect(within(form).getByLabelText('Title (readers see it)')).toHaveValue('The clock');
    expect(within(form).getByLabelText('Text')).toHaveValue('The epigenetic clock ticks.');
    expect(within(form).getByLabelText('Question 1')).toHaveValue('What ticks?');

    createReply = () => json(created, 201);
    const listsBefore = calls.filter((call) => call.method === 'GET' && call.url === '/api/reader-checks').length;
    await user.click(within(form).getByRole('button', { name: 'Create the reader check' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/reader-checks/${CHECK_ID}`));
    expect(posts()[1]?.body).toEqual({
      title: 'The clock',
      text: 'The epigenetic clock ticks.',
      questions: [{ kind: 'short', prompt: 'What ticks?', acceptedAnswers: ['the clock', 'a clock'] }],
      clarityRating: true,
      closesAt: null,
      targetReaders: 5,
    });
    // The writer's list is stale now: it is asked for again.
    expect(calls.filter((call) => call.method === 'GET' && call.url === '/api/reader-checks').length).toBeGreaterThan(listsBefore);
  });
});

describe("a check's controls", () => {
  /** The check as the server keeps it: closing and deleting change what it answers next. */
  function keptCheck() {
    const kept = { closed: false, deleted: false };
    const results = () => ({
      check: { ...created, state: kept.closed ? 'closed' : 'open', closedByWriter: kept.closed, text: 'The clock', direction: 'ltr', period: 'English2021_2024', questions: [], clarityRating: false },
      readers: 0,
      words: [],
      agreement: { readers: 0, threshold: 1, rare: 0, hard: 0, both: 0, precision: null, recall: null, tooFew: true },
      markedCommon: [],
      rareUnmarked: [],
      questions: [],
      clarity: null,
      profiles: [],
    });
    const inner = vi.mocked(fetch).getMockImplementation()!;
    vi.mocked(fetch).mockImplementation(async (input, init = {}) => {
      const url = String(input);
      const method = init.method ?? 'GET';
      if (url === `/api/reader-checks/${CHECK_ID}`) {
        calls.push({ method, url, body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined });
        if (kept.deleted) return json({ error: { code: 'NOT_FOUND', message: 'No such reader check.' } }, 404);
        if (method === 'PATCH') kept.closed = (JSON.parse(String(init.body)) as { closed: boolean }).closed;
        if (method === 'DELETE') {
          kept.deleted = true;
          return new Response(null, { status: 204 });
        }
        return method === 'PATCH' ? json({ ...created, closedByWriter: kept.closed }) : json(results());
      }
      if (method === 'GET' && url === '/api/reader-checks') {
        calls.push({ method, url, body: undefined });
        return json({ checks: kept.deleted ? [] : [created] });
      }
      return inner(input, init);
    });
    return kept;
  }

  it('Close asks the server and shows the check as it now is; Delete takes it off the list', async () => {
    const user = userEvent.setup();
    keptCheck();
    vi.stubGlobal('confirm', vi.fn(() => true));
    const { router } = await renderRoute(`/reader-checks/${CHECK_ID}`, { auth: writer });
    await user.click(await screen.findByRole('button', { name: 'Close to new readers' }));
    expect(await screen.findByRole('button', { name: 'Reopen' })).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'PATCH')).toBe(true);

    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/reader-checks'));
    expect(await screen.findByText('You have no reader checks yet.')).toBeInTheDocument();
  });

  it('says when an action did not work, and keeps the controls', async () => {
    const user = userEvent.setup();
    keptCheck();
    const inner = vi.mocked(fetch).getMockImplementation()!;
    vi.mocked(fetch).mockImplementation(async (input, init = {}) =>
      init.method === 'PATCH' ? json({ error: { code: 'INTERNAL', message: 'Something went wrong.' } }, 500) : inner(input, init),
    );
    await renderRoute(`/reader-checks/${CHECK_ID}`, { auth: writer });
    await user.click(await screen.findByRole('button', { name: 'Close to new readers' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/^That did not work: /);
    expect(screen.getByRole('button', { name: 'Close to new readers' })).toBeInTheDocument();
  });
});
