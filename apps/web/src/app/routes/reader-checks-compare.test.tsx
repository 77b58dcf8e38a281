// Reader checks side by side (docs/reader-check.md "Comparing checks"): the list's selection
// leads to the comparison, which shows each check's figures and, for two, the change; Hebrew.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ReaderCheckResults, ReaderCheckSummary } from '@scicomm/shared/reader-check-api';
import { clearCookies, renderRoute } from '../../test/render-route.tsx';

const writer = { status: 'signed-in' as const, user: { id: 'w1', email: 'writer@example.org' } };
const json = (data: unknown, status = 200) => Response.json(data, { status });

function summary(id: string, title: string): ReaderCheckSummary {
  return {
    id,
    title,
    url: `http://localhost/read/${id}`,
    state: 'open',
    closedByWriter: false,
    closesAt: null,
    targetReaders: 10,
    readers: 4,
    wordCount: 4,
    createdAt: '2026-11-01T10:00:00.000Z',
  };
}

/** A four-word check with `readers` readers and the given marks per word. */
function results(id: string, title: string, readers: number, marks: number[], precision: number | null, shareCorrect: number | null): ReaderCheckResults {
  const forms = ['the', 'epigenetic', 'clock', 'ticks'];
  return {
    check: { ...summary(id, title), readers, text: 'The epigenetic clock ticks', direction: 'ltr', period: 'English2021_2024', questions: [], clarityRating: false },
    readers,
    words: forms.map((form, i) => ({ start: 0, end: 1, form, band: i === 1 ? 'rare' : 'common', marks: marks[i] ?? 0 })),
    agreement: { readers, threshold: 1, rare: 1, hard: 2, both: 1, precision, recall: 0.5, tooFew: true },
    markedCommon: [],
    rareUnmarked: [],
    questions: [
      { kind: 'choice', prompt: 'Q', answered: readers, correct: null, shareCorrect, optionCounts: [0, 0], answers: null },
    ],
    clarity: null,
    profiles: [],
  };
}

const before = results('11111111-1111-4111-8111-111111111111', 'Before the course', 4, [0, 4, 2, 2], 1, 0.5);
const after = results('22222222-2222-4222-8222-222222222222', 'After the course', 5, [0, 2, 0, 0], 0.5, 0.8);

beforeEach(() => {
  clearCookies();
  document.cookie = 'terms_consent=true; Path=/';
  const handlers: Record<string, () => Response> = {
    '/GetVisits': () => json(3),
    '/api/reader-checks': () => json({ checks: [summary(before.check.id, before.check.title), summary(after.check.id, after.check.title)] }),
    [`/api/reader-checks/${before.check.id}`]: () => json(before),
    [`/api/reader-checks/${after.check.id}`]: () => json(after),
  };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const path = String(input).split('?')[0] ?? '';
      return handlers[path]?.() ?? json({ error: { code: 'NOT_FOUND', message: 'Not found.' } }, 404);
    }),
  );
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('reader checks side by side', () => {
  it('two checks picked on the list open the comparison with each figure and the change', async () => {
    const user = userEvent.setup();
    const { router } = await renderRoute('/reader-checks', { auth: writer });
    await user.click(await screen.findByRole('checkbox', { name: 'Compare Before the course' }));
    expect(screen.queryByRole('link', { name: /Compare the/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Compare After the course' }));
    await user.click(screen.getByRole('link', { name: 'Compare the 2 selected checks' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/reader-checks/compare'));

    const table = await screen.findByRole('table', { name: "The checks' figures" });
    const row = (name: string) => within(table).getByRole('row', { name: new RegExp(`^${name}`) });
    // Before: 8 marks by 4 readers = 2 a reader, half the 4 words; after: 2 marks by 5 = 0.4.
    expect(within(row('Words marked per reader')).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['2', '0.4', '−1.6']);
    expect(within(row('Share of the text marked')).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['50 %', '10 %', '−40 points']);
    expect(within(row('Precision')).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['100 %', '50 %', '−50 points']);
    expect(within(row('Answers right')).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['50 %', '80 %', '+30 points']);
    expect(within(row('Readers')).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['4', '5', '+1']);
    expect(within(row('Clarity')).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['—', '—', '—']);
  });

  it('asks for two checks when fewer are given, and says so in Hebrew', async () => {
    await renderRoute(`/reader-checks/compare?ids=${before.check.id}`, { auth: writer, language: 'he' });
    expect(await screen.findByText('בחרו ברשימה לפחות שתי בדיקות קוראים כדי להשוות ביניהן.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('says a check is not found when one of them is not the writer\'s', async () => {
    await renderRoute(`/reader-checks/compare?ids=${before.check.id},33333333-3333-4333-8333-333333333333`, { auth: writer });
    expect(await screen.findByRole('alert')).toHaveTextContent('No such reader check.');
  });
});

describe("a check's results page without results", () => {
  it('has its heading and a sign-in link for a visitor that returns to the check', async () => {
    await renderRoute(`/reader-checks/${before.check.id}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Reader checks' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in to create reader checks.' })).toHaveAttribute('href', `/login?next=${encodeURIComponent(`/reader-checks/${before.check.id}`)}`);
  });

  it("has its heading and says so for a check that is not the writer's", async () => {
    await renderRoute('/reader-checks/33333333-3333-4333-8333-333333333333', { auth: writer });
    expect(await screen.findByRole('alert')).toHaveTextContent('No such reader check.');
    expect(screen.getByRole('heading', { level: 1, name: 'Reader checks' })).toBeInTheDocument();
  });

  it('shows the results heading, the readers and the agreement for the owner', async () => {
    await renderRoute(`/reader-checks/${before.check.id}`, { auth: writer });
    expect(await screen.findByRole('heading', { level: 1, name: 'Before the course' })).toBeInTheDocument();
    expect(screen.getByText('4 of 10 readers have answered.')).toBeInTheDocument();
    expect(screen.getByTestId('agreement')).toHaveTextContent('100 %');
  });
});
