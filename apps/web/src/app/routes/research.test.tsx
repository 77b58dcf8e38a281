// The Research page (docs/research.md "The page"): not found for visitors, ordinary users and
// revoked researchers; for a researcher the sessions per edition, the date filter, the edition
// choice and the CSV download; the user menu's Research entry; Hebrew.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RESEARCH_EDITIONS, type ResearchSummary } from '@scicomm/shared/research-api';
import { clearCookies, expectTitle, renderRoute } from '../../test/render-route.tsx';

type Handler = (url: string) => Response | Promise<Response>;
let handlers: Record<string, Handler>;
let calls: string[];

const json = (data: unknown, status = 200) => Response.json(data, { status });
const notFound = () => json({ error: { code: 'NOT_FOUND', message: 'Not found.' } }, 404);
const researcher = { status: 'signed-in' as const, user: { id: 'r1', email: 'rosalind@example.org' } };

function summaryOf(counts: Partial<Record<string, [number, number]>>): ResearchSummary {
  return {
    editions: RESEARCH_EDITIONS.map((edition) => {
      const [started, finished] = counts[edition] ?? [0, 0];
      const cut = edition.lastIndexOf('-');
      return {
        edition,
        exercise: edition.slice(0, cut) as ResearchSummary['editions'][number]['exercise'],
        kind: edition.slice(cut + 1) as 'full' | 'slim' | 'link',
        started,
        finished,
      };
    }),
  };
}

beforeEach(() => {
  clearCookies();
  calls = [];
  handlers = {
    '/GetVisits': () => json(3),
    '/api/research/access': () => json({ researcher: true }),
    '/api/studies': () => json({ studies: [], defaultStudy: true, defaultStudyLinks: [] }),
    '/api/research/corpora': () => json({ jobs: [] }),
  };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = String(input);
      calls.push(url);
      const path = url.split('?')[0] ?? url;
      const handler = handlers[url] ?? handlers[path];
      return handler ? handler(url) : notFound();
    }),
  );
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('who sees /research', () => {
  it('a visitor is asked to sign in (as on every page signing in could open) and nothing is asked of the research API', async () => {
    await renderRoute('/research');
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in to see this page' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login?next=%2Fresearch');
    expect(calls.filter((url) => url.startsWith('/api/research'))).toEqual([]);
  });

  it('a signed-in user who is not (or no longer) a researcher gets the not-found page', async () => {
    handlers['/api/research/access'] = () => json({ researcher: false });
    await renderRoute('/research', { auth: { status: 'signed-in', user: { id: 'u1', email: 'ada@example.org' } } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    await expectTitle('Page not found – SciComm Studio');
    expect(calls).toContain('/api/research/access');
    expect(calls.some((url) => url.startsWith('/api/research/summary'))).toBe(false);
  });

  it('a failure other than 404 is said, not hidden as "not found"', async () => {
    handlers['/api/research/access'] = () => json({ error: { code: 'INTERNAL', message: 'Something went wrong on our side.' } }, 500);
    await renderRoute('/research', { auth: researcher });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The Research page could not be loaded: Something went wrong on our side.',
    );
  });
});

describe('a researcher without two-factor sign-in', () => {
  const refusal = (code: string) => () => json({ error: { code, message: 'Research data needs two-factor sign-in.' } }, 403);

  it('is sent to the security settings when two-factor is off, and no research data is asked for', async () => {
    handlers['/api/research/access'] = refusal('TWO_FACTOR_SETUP_REQUIRED');
    await renderRoute('/research', { auth: researcher });
    expect(await screen.findByRole('heading', { level: 1, name: 'Two-factor sign-in needed' })).toBeInTheDocument();
    await expectTitle('Two-factor sign-in needed – SciComm Studio');
    expect(screen.getByText(/Turn it on under Security in your profile/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open the security settings' })).toHaveAttribute('href', '/profile#security');
    expect(calls.some((url) => url.startsWith('/api/research/summary') || url.startsWith('/api/studies'))).toBe(false);
  });

  it("is asked to sign in again with the code when this session did not pass it, and comes back to the study's page", async () => {
    const user = userEvent.setup();
    handlers['/api/research/access'] = refusal('TWO_FACTOR_REQUIRED');
    handlers['/api/auth/sign-out'] = () => json({ success: true });
    const { router } = await renderRoute('/research/studies/3f9a4b1c-2d5e-4f60-8a7b-9c0d1e2f3a4b', { auth: researcher });
    expect(await screen.findByRole('heading', { level: 1, name: 'Two-factor sign-in needed' })).toBeInTheDocument();
    expect(screen.getByText(/signed in with your two-factor code/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Sign out and sign in again' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).toBe(`?next=${encodeURIComponent('/research/studies/3f9a4b1c-2d5e-4f60-8a7b-9c0d1e2f3a4b')}`);
    expect(calls).toContain('/api/auth/sign-out');
  });

  it('reads it in Hebrew and Arabic', async () => {
    handlers['/api/research/access'] = refusal('TWO_FACTOR_SETUP_REQUIRED');
    const hebrew = await renderRoute('/research', { auth: researcher, language: 'he' });
    expect(await screen.findByRole('heading', { level: 1, name: 'נדרשת כניסה דו־שלבית' })).toBeInTheDocument();
    hebrew.unmount();
    await renderRoute('/research', { auth: researcher, language: 'ar' });
    expect(await screen.findByRole('heading', { level: 1, name: 'يلزم تسجيل الدخول بخطوتين' })).toBeInTheDocument();
  });

  it('still finds "Research" in the user menu, which leads to that page', async () => {
    const user = userEvent.setup();
    handlers['/api/research/access'] = refusal('TWO_FACTOR_REQUIRED');
    document.cookie = 'terms_consent=true; Path=/';
    const { router } = await renderRoute('/', { auth: researcher });
    await user.click(screen.getByRole('button', { name: 'Account menu for rosalind@example.org' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Research' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/research'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Two-factor sign-in needed' })).toBeInTheDocument();
  });
});

describe('the Research page', () => {
  it("lists the default study's fixed paths, the links a researcher sends, when RESEARCH_UUID is set", async () => {
    const uuid = '6f1c2a3e-8b4d-4c7e-9a1f-2d3e4f5a6b7c';
    handlers['/api/research/summary'] = () => json(summaryOf({}));
    handlers['/api/studies'] = () =>
      json({
        studies: [],
        defaultStudy: true,
        defaultStudyLinks: [
          { edition: 'half-life-full', path: `/${uuid}-halflife-full` },
          { edition: 'half-life-slim', path: `/${uuid}-halflife-slim` },
        ],
      });
    await renderRoute('/research', { auth: researcher });
    const links = await screen.findByRole('region', { name: 'Participant links of the fixed paths' });
    const items = within(links).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      `Half Life, full edition ${window.location.origin}/${uuid}-halflife-full`,
      `Half Life, slim edition ${window.location.origin}/${uuid}-halflife-slim`,
    ]);
  });

  it('says when no fixed paths are configured', async () => {
    handlers['/api/research/summary'] = () => json(summaryOf({}));
    handlers['/api/studies'] = () => json({ studies: [], defaultStudy: false, defaultStudyLinks: [] });
    await renderRoute('/research', { auth: researcher });
    expect(await screen.findByText(/No fixed research paths are configured on this server/)).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Participant links of the fixed paths' })).not.toBeInTheDocument();
  });

  it('shows sessions started and finished per edition, and filters them by date', async () => {
    const user = userEvent.setup();
    handlers['/api/research/summary'] = (url) =>
      json(url.includes('from=') ? summaryOf({ 'half-life-slim': [1, 1] }) : summaryOf({ 'half-life-slim': [12, 9], 'coherence-full': [1200, 3] }));
    await renderRoute('/research', { auth: researcher });
    expect(await screen.findByRole('heading', { level: 1, name: 'Research' })).toBeInTheDocument();
    await expectTitle('Research – SciComm Studio');
    // The lead names both parts of the page: the researcher's studies and the default study.
    expect(screen.getByText(/^Your own writing studies, and the default study of the fixed research paths/)).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Research sessions started and finished, per edition' });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(1 + RESEARCH_EDITIONS.length);
    expect(within(table).getByRole('row', { name: /Half Life, slim edition/ })).toHaveTextContent('Half Life, slim edition129');
    expect(within(table).getByRole('row', { name: /Coherence Coach, full edition/ })).toHaveTextContent('1,2003');
    expect(within(table).getByRole('rowheader', { name: 'Critical Thinking Coach, research link (?research=1)' })).toBeInTheDocument();

    await user.type(screen.getByLabelText('From'), '2026-03-01');
    await waitFor(() => expect(calls).toContain('/api/research/summary?from=2026-03-01'));
    await waitFor(() =>
      expect(within(screen.getByRole('table')).getByRole('row', { name: /Half Life, slim edition/ })).toHaveTextContent('Half Life, slim edition11'),
    );
  });

  it('a first date after the last is said next to the dates and blocks the download', async () => {
    const user = userEvent.setup();
    handlers['/api/research/summary'] = () => json(summaryOf({}));
    await renderRoute('/research', { auth: researcher });
    await screen.findByRole('table');
    await user.type(screen.getByLabelText('From'), '2026-03-05');
    await user.type(screen.getByLabelText('To'), '2026-03-01');
    expect(await screen.findByRole('alert')).toHaveTextContent('The first date must not be after the last date.');
    expect(screen.getByLabelText('From')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('button', { name: 'Download CSV' })).toBeDisabled();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.getByText('The numbers appear when the dates form a valid range.')).toBeInTheDocument();
    expect(calls.some((url) => url.includes('to=2026-03-01'))).toBe(false);
  });

  it('downloads the CSV of the chosen edition and dates, and says when it could not', async () => {
    const user = userEvent.setup();
    const createObjectURL = vi.fn(() => 'blob:research');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    handlers['/api/research/summary'] = () => json(summaryOf({}));
    handlers['/api/research/export'] = () =>
      new Response('\uFEFFsession_id\r\n', {
        headers: { 'content-type': 'text/csv; charset=utf-8', 'content-disposition': 'attachment; filename="research-export_half-life-slim_2026-03-01_to_now.csv"' },
      });
    await renderRoute('/research', { auth: researcher });
    await screen.findByRole('table');
    await user.selectOptions(screen.getByLabelText('Edition to download'), 'Half Life, slim edition');
    await user.type(screen.getByLabelText('From'), '2026-03-01');
    await user.click(screen.getByRole('button', { name: 'Download CSV' }));
    expect(await screen.findByText('Saved research-export_half-life-slim_2026-03-01_to_now.csv.')).toBeInTheDocument();
    expect(calls).toContain('/api/research/export?from=2026-03-01&editions=half-life-slim');
    expect(createObjectURL).toHaveBeenCalledTimes(1);
    expect(click).toHaveBeenCalledTimes(1);

    handlers['/api/research/export'] = () => json({ error: { code: 'VALIDATION_FAILED', message: 'Use a date as YYYY-MM-DD.' } }, 400);
    await user.click(screen.getByRole('button', { name: 'Download CSV' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The file could not be downloaded: Use a date as YYYY-MM-DD.');
  });

  it('speaks Hebrew', async () => {
    handlers['/api/research/summary'] = () => json(summaryOf({}));
    await renderRoute('/research', { auth: researcher, language: 'he' });
    expect(await screen.findByRole('heading', { level: 1, name: 'מחקר' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'הורדת CSV' })).toBeInTheDocument();
    expect(screen.getByRole('rowheader', { name: 'Half Life, גרסה מצומצמת' })).toBeInTheDocument();
  });
});

describe('the user menu', () => {
  it('has a Research entry for a researcher, leading to the page', async () => {
    const user = userEvent.setup();
    handlers['/api/research/summary'] = () => json(summaryOf({}));
    document.cookie = 'terms_consent=true; Path=/';
    const { router } = await renderRoute('/', { auth: researcher });
    await user.click(screen.getByRole('button', { name: 'Account menu for rosalind@example.org' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Research' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/research'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Research' })).toBeInTheDocument();
  });

  it('has none for anybody else', async () => {
    const user = userEvent.setup();
    handlers['/api/research/access'] = () => json({ researcher: false });
    document.cookie = 'terms_consent=true; Path=/';
    await renderRoute('/', { auth: { status: 'signed-in', user: { id: 'u1', email: 'ada@example.org' } } });
    await user.click(screen.getByRole('button', { name: 'Account menu for ada@example.org' }));
    await screen.findByRole('menuitem', { name: 'Profile' });
    await waitFor(() => expect(calls).toContain('/api/research/access'));
    expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['Home', 'Profile', 'Reader checks', 'Courses', 'Logout']);
  });
});

describe('the Research page’s corpora', () => {
  const job = (overrides: Record<string, unknown>) => ({
    id: '8a1f9b8e-3c55-4d1e-9b0a-5c1d2e3f4a5b',
    name: 'abstracts.zip',
    status: 'running',
    period: 'English2021_2024',
    keyTerms: [],
    keepTexts: false,
    groupColumn: null,
    studyId: null,
    own: true,
    total: 100,
    done: 40,
    textsPerSecond: 20,
    secondsLeft: 3,
    error: null,
    createdAt: '2026-11-28T08:00:00.000Z',
    finishedAt: null,
    ...overrides,
  });

  it('shows each job’s progress, pauses a running one, and offers a finished one’s results', async () => {
    const running = job({});
    const done = job({ id: '0b6c2d1e-1111-4222-8333-944455566677', name: 'papers.csv', status: 'done', done: 7, total: 7, textsPerSecond: null, secondsLeft: null });
    handlers['/api/research/summary'] = () => json(summaryOf({}));
    handlers['/api/research/corpora'] = () => json({ jobs: [running, done] });
    handlers[`/api/research/corpora/${running.id}/pause`] = () => json({ ...running, status: 'paused' });
    await renderRoute('/research', { auth: researcher });

    const bar = await screen.findByRole('progressbar', { name: 'abstracts.zip' });
    expect(bar).toHaveAttribute('value', '40');
    expect(bar).toHaveAttribute('max', '100');
    expect(screen.getByText('40 of 100 texts · 20 texts per second · about 1 minute left')).toBeInTheDocument();

    const runningJob = screen.getByRole('article', { name: 'abstracts.zip' });
    await userEvent.click(within(runningJob).getByRole('button', { name: 'Pause' }));
    await waitFor(() => expect(calls).toContain(`/api/research/corpora/${running.id}/pause`));

    const doneJob = screen.getByRole('article', { name: 'papers.csv' });
    expect(within(doneJob).getByRole('button', { name: 'Download results (CSV)' })).toBeInTheDocument();
    expect(within(doneJob).getByRole('button', { name: 'Download results (Parquet)' })).toBeInTheDocument();
    expect(within(doneJob).queryByRole('button', { name: 'Pause' })).toBeNull();
  });

  it('asks for a .zip or .csv file before uploading anything', async () => {
    handlers['/api/research/summary'] = () => json(summaryOf({}));
    await renderRoute('/research', { auth: researcher });
    await userEvent.click(await screen.findByRole('button', { name: 'Start measuring' }));
    expect(await screen.findByText('Choose a .zip or .csv file.')).toBeInTheDocument();
    expect(calls.filter((url) => url === '/api/research/corpora')).toHaveLength(1);
  });
});
