// The admins' page of reported coach remarks needs two-factor sign-in (docs/research.md
// "Two-factor sign-in"): an admin whose session did not pass it sees the page that says so. With
// it, the page names each kind of remark, exercise and stage in words, with correct plurals.
import { screen, within } from '@testing-library/react';
import type { CoachReportsReply } from '@scicomm/shared/coach-report-api';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearCookies, renderRoute } from '../../test/render-route.tsx';

const admin = { status: 'signed-in' as const, user: { id: 'a1', email: 'grace@example.org' } };
let access: () => Response;
let reports: CoachReportsReply;
let calls: string[];

beforeEach(() => {
  clearCookies();
  calls = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = String(input);
      calls.push(url);
      if (url === '/api/admin/access') return access();
      if (url.startsWith('/api/admin/coach-reports')) return Response.json(reports);
      return Response.json({ error: { code: 'NOT_FOUND', message: 'Not found.' } }, { status: 404 });
    }),
  );
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('/admin/coach-reports without two-factor sign-in', () => {
  it('sends an admin without two-factor to the security settings, and asks for no reports', async () => {
    access = () =>
      Response.json({ error: { code: 'TWO_FACTOR_SETUP_REQUIRED', message: 'Two-factor needed.' } }, { status: 403 });
    await renderRoute('/admin/coach-reports', { auth: admin });
    expect(await screen.findByRole('heading', { level: 1, name: 'Two-factor sign-in needed' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open the security settings' })).toHaveAttribute('href', '/profile#security');
    expect(calls.some((url) => url.startsWith('/api/admin/coach-reports'))).toBe(false);
  });

  it('asks an admin whose session did not pass the code to sign in again', async () => {
    access = () => Response.json({ error: { code: 'TWO_FACTOR_REQUIRED', message: 'Sign in with the code.' } }, { status: 403 });
    await renderRoute('/admin/coach-reports', { auth: admin });
    expect(await screen.findByRole('button', { name: 'Sign out and sign in again' })).toBeInTheDocument();
  });

  it('others still get the not-found page', async () => {
    access = () => Response.json({ admin: false });
    await renderRoute('/admin/coach-reports', { auth: admin });
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
  });
});

describe('/admin/coach-reports for an admin', () => {
  beforeEach(() => {
    access = () => Response.json({ admin: true });
    reports = {
      since: '2026-09-01',
      total: 1,
      kinds: [{ kind: 'sentence.tooLong', wrong: 1, unhelpful: 0, total: 1 }],
      weeks: [{ week: '2026-11-23', kind: 'sentence.tooLong', count: 1 }],
      recent: [
        {
          createdAt: '2026-11-24T10:00:00.000Z',
          exercise: 'halfLife',
          stage: 3,
          field: 'text120First',
          kind: 'sentence.tooLong',
          reason: 'wrong',
          place: 'chat',
          start: 280,
          end: 435,
          remark: null,
          excerpt: null,
          comment: null,
        },
      ],
      questionAnswers: [{ kind: 'jargon.wordsForReaders', language: 'he', readersKnow: 3, willChange: 1 }],
    };
  });

  it('shows the answers to the coach\'s questions per kind and language, with the share of "they know it"', async () => {
    await renderRoute('/admin/coach-reports', { auth: admin });
    const answers = await screen.findByRole('table', { name: "Answers to the coach's questions" });
    const row = within(answers).getAllByRole('row')[1]!;
    expect(row).toHaveTextContent('Hebrew');
    expect(row).toHaveTextContent('75%');
    expect(row).toHaveTextContent('3');
  });

  it("names the kind of remark, the exercise and the stage in words, and counts '1 report'", async () => {
    await renderRoute('/admin/coach-reports', { auth: admin });
    expect(await screen.findByText('Since 2026-09-01: 1 report.')).toBeInTheDocument();
    const kinds = screen.getByRole('table', { name: 'Reports per kind of remark' });
    expect(within(kinds).getByRole('rowheader')).toHaveTextContent('Sentences: sentence too long');
    const recent = screen.getByRole('list', { name: 'The newest reports' });
    expect(recent).toHaveTextContent('Half Life, text of about 120 words (characters 280–435)');
    for (const developerWord of ['sentence.tooLong', 'halfLife', 'text120First'])
      expect(document.body.textContent).not.toContain(developerWord);
  });

  it.each([
    ['he', 1, 'מאז 2026-09-01: דיווח אחד.'],
    ['he', 2, 'מאז 2026-09-01: שני דיווחים.'],
    ['he', 5, 'מאז 2026-09-01: 5 דיווחים.'],
    ['ar', 1, 'منذ 2026-09-01: بلاغ واحد.'],
    ['ar', 3, 'منذ 2026-09-01: 3 بلاغات.'],
    ['ar', 11, 'منذ 2026-09-01: 11 بلاغًا.'],
  ])('counts the reports with the plural of %s (%i)', async (language, total, text) => {
    reports = { ...reports, total };
    await renderRoute('/admin/coach-reports', { auth: admin, language });
    expect(await screen.findByText(text)).toBeInTheDocument();
  });
});
