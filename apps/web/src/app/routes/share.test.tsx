// Sharing in the web app: the /share/{token} page and its states (docs/product.md §4 "Share", §8 "Shared
// link"), and the share dialog as the profile's task viewer opens it (link, Copy with 'copied'
// for 1500 ms and the legacy fallback, expiry choice, Revoke).
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Profile, TaskDetail, TaskSummary } from '@scicomm/shared/account-api';
import type { Share, SharedTask } from '@scicomm/shared/share-api';
import { serializePeriodForBrowser } from '@scicomm/jargon';
import { dictionary as testDictionary } from '../../features/de-jargonizer/test/fake-de-jargonizer-server.ts';
import { expectHeadingsInOrder } from '../../test/heading-order.ts';
import { clearCookies, expectTitle, renderRoute } from '../../test/render-route.tsx';

type Handler = (init: RequestInit & { url: string }) => Response | Promise<Response>;
let handlers: Record<string, Handler>;
const calls: Array<{ method: string; url: string; body: unknown }> = [];

const json = (data: unknown, status = 200) => Response.json(data, { status });
const apiError = (status: number, code: string, message: string) =>
  json({ error: { code, message } }, status);
const signedIn = { status: 'signed-in' as const, user: { id: 'u1', email: 'ada@example.org' } };
const TOKEN = 'Abcdefghijklmnopqrstuvwxyz012345';

beforeEach(() => {
  clearCookies();
  calls.length = 0;
  handlers = { 'GET /GetVisits': () => json(7) };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
      const url = String(input);
      const method = init.method ?? 'GET';
      calls.push({
        method,
        url,
        body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
      });
      const handler = handlers[`${method} ${url}`];
      return handler ? handler({ ...init, url }) : apiError(404, 'NOT_FOUND', 'No such path');
    }),
  );
});

afterEach(() => {
  vi.useRealTimers();
  document.head.querySelectorAll('meta[name="robots"]').forEach((meta) => meta.remove());
});

const sharedHalfLife: SharedTask = {
  type: 'halflife',
  label: 'Half Life',
  createdAt: '2026-03-04T10:00:00.000Z',
  rebuilt: false,
  dejargonizer: null,
  conversation: [
    {
      id: 'm1',
      text: 'Who is your <b>audience</b>?<img src=x onerror="window.hacked=true">',
      isStudent: false,
      inputType: 'text',
    },
    { id: 'm2', text: 'My grandmother', isStudent: true, inputType: 'text' },
  ],
};

describe('/share/{token}', () => {
  it("shows 'Loading…', then '{task type} (Shared)' above the read-only conversation, with no consent gate and no sign-in", async () => {
    let answer: (response: Response) => void = () => {};
    handlers[`GET /api/shares/${TOKEN}`] = () => new Promise((resolve) => (answer = resolve));
    await renderRoute(`/share/${TOKEN}`);
    expect(await screen.findByRole('status')).toHaveTextContent('Loading…');
    answer(json({ task: sharedHalfLife }));

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Half Life (Shared)' }),
    ).toBeInTheDocument();
    await expectTitle('Half Life (Shared) – SciComm Studio');
    const viewer = screen.getByRole('article', { name: /Half Life/ });
    expect(within(viewer).getByText('audience').tagName).toBe('B');
    expect(within(viewer).getByText('My grandmother')).toBeInTheDocument();
    expect(viewer.querySelector('[onerror]')).toBeNull();
    expect((window as unknown as { hacked?: boolean }).hacked).toBeUndefined();
    expect(within(viewer).getByText('A read-only copy, shared by its author.')).toBeInTheDocument();
    // No consent prompt, no Share, no sign-in asked for.
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Share' })).toBeNull();
    expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute(
      'content',
      'noindex, nofollow, noarchive',
    );
  });

  it('shows a De-Jargonizer analysis as the owner saw it: the figures and the gauge, then the coloured text, the plain text folded away', async () => {
    handlers[`GET /api/shares/${TOKEN}`] = () =>
      json({
        task: {
          type: 'dejargonizer',
          label: 'DeJargonizer',
          createdAt: '2026-03-04T10:00:00.000Z',
          rebuilt: false,
          conversation: [],
          dejargonizer: {
            dictionary: 'English2021_2024',
            text: 'Epigenetics matters.',
            resultText: null,
            totalWords: 2,
            rareWords: 1,
            midRangeWords: 0,
            jargonScore: 50,
          },
        },
      });
    // Coloured from its text with the period's word list (a long text is stored without HTML).
    handlers['GET /dictionaries/English2021_2024.bin'] = () =>
      new Response(serializePeriodForBrowser(testDictionary).slice().buffer);
    await renderRoute(`/share/${TOKEN}`);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'De-Jargonizer (Shared)' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Language: English, Period: 2021-2024')).toBeInTheDocument();
    const coloured = await screen.findByText('Epigenetics', { selector: '[data-testid=analysed-text] span.dj-band--rare' });
    const score = screen.getByRole('row', { name: 'Score 50' });
    const gauge = screen.getByRole('img', { name: /^Rare words: 50%/u });
    // The plain text comes last, folded away: a long text no longer pushes the figures down.
    const plain = screen.getByText('Epigenetics matters.', { selector: 'details p' });
    expect(plain.closest('details')).not.toHaveAttribute('open');
    const before = (a: Element, b: Element) => Boolean(a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING);
    expect(before(score, gauge)).toBe(true);
    expect(before(gauge, coloured)).toBe(true);
    expect(before(coloured, plain)).toBe(true);
    // The adjusted score under it (docs/de-jargonizer.md "Key terms and explained terms"): nothing explained here.
    expect(await screen.findByText(/^Adjusted score: \d+$/u)).toBeInTheDocument();
    expect(screen.getByText('No term is explained where it is used.')).toBeInTheDocument();
    // axe heading-order: the record's own headings one level under the task's.
    expectHeadingsInOrder();
  });

  it('shows the key terms stored with an analysis, its adjusted score and their style, as the page did', async () => {
    handlers[`GET /api/shares/${TOKEN}`] = () =>
      json({
        task: {
          type: 'dejargonizer',
          label: 'DeJargonizer',
          createdAt: '2026-03-04T10:00:00.000Z',
          rebuilt: false,
          conversation: [],
          dejargonizer: {
            dictionary: 'English2021_2024',
            text: 'Epigenetics changes how cells work.',
            resultText: null,
            totalWords: 5,
            rareWords: 1,
            midRangeWords: 0,
            jargonScore: 80,
            keyTerms: ['Epigenetics'],
          },
        },
      });
    handlers['GET /dictionaries/English2021_2024.bin'] = () =>
      new Response(serializePeriodForBrowser(testDictionary).slice().buffer);
    await renderRoute(`/share/${TOKEN}`);
    // Without the key term: 4 words, none rare → 100, beside the original 80.
    expect(await screen.findByText('Adjusted score: 100')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Key terms' })).toBeInTheDocument();
    expect(screen.getByText('Epigenetics (used 1×)')).toBeInTheDocument();
    expect(screen.getByText('Epigenetics', { selector: '[data-testid=analysed-text] span.dj-term--key' })).toHaveClass('dj-band--rare');
  });

  it.each([
    [
      'an unknown or malformed token',
      () => apiError(404, 'SHARE_NOT_FOUND', 'Invalid link.'),
      'This link does not open a shared task: its owner may have ended it, or it does not exist.',
    ],
    [
      'a revoked link',
      () => apiError(410, 'SHARE_REVOKED', 'This link has been revoked.'),
      'This link has been revoked.',
    ],
    [
      'an expired link',
      () => apiError(410, 'SHARE_EXPIRED', 'This link has expired.'),
      'This link has expired.',
    ],
    [
      'a failed lookup',
      () => new Response('<html>Bad gateway</html>', { status: 502 }),
      'The shared task could not be loaded. Please try again later.',
    ],
  ])('%s shows its message', async (_what, answer, message) => {
    handlers[`GET /api/shares/${TOKEN}`] = answer;
    await renderRoute(`/share/${TOKEN}`);
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.queryByRole('article')).toBeNull();
  });

  it('a link without a token is one that does not exist, without asking the server', async () => {
    await renderRoute('/share');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This link does not open a shared task: its owner may have ended it, or it does not exist.',
    );
    expect(calls.filter((call) => call.url.startsWith('/api/shares'))).toHaveLength(0);
  });

  it('speaks Hebrew and Arabic', async () => {
    const { createI18n } = await import('../../lib/i18n.ts');
    const he = createI18n('he');
    expect(he.t('sharing.view.revoked')).toBe('הקישור הזה בוטל.');
    expect(he.t('sharing.view.invalid')).toBe('הקישור הזה לא פותח משימה משותפת: ייתכן שבעליו ביטלו אותו, או שהוא לא קיים.');
    expect(createI18n('ar').t('sharing.view.invalid')).toBe('هذا الرابط لا يفتح مهمة مشتركة: ربما أنهاه صاحبه، أو أنه غير موجود.');
    expect(he.t('sharing.view.title', { type: 'Half Life' })).toBe('Half Life (משותף)');
    const ar = createI18n('ar');
    expect(ar.t('sharing.view.expired')).toBe('انتهت صلاحية هذا الرابط.');
    expect(ar.t('sharing.expiryDays', { count: 7 })).toBe('7 أيام');
    expect(ar.t('sharing.expiryDays', { count: 30 })).toBe('30 يومًا');
  });
});

// ---- The share dialog, opened from the profile's task viewer ----

const profile: Profile = {
  name: 'Ada Lovelace',
  email: 'ada@example.org',
  gender: null,
  age: null,
  academicBackground: null,
  fieldOfStudy: [],
  country: [],
  firstLanguage: [],
  goals: null,
  acceptTermsPrivacyPolicy: true,
  rejectSaveData: false,
};
const summary: TaskSummary = {
  id: '00000000-0000-4000-8000-000000000001',
  type: 'halflife',
  label: 'Half Life',
  createdAt: '2026-01-01T10:00:00.000Z',
  stage: 8,
  finished: true,
  score: null,
};
const detail: TaskDetail = { ...summary, ...sharedHalfLife };
const listUrl = `/api/shares?taskType=halflife&taskId=${summary.id}`;

const share = (token: string, expiresAt: string | null = null): Share => ({
  token,
  url: `http://localhost:3000/share/${token}`,
  expiresAt,
  createdAt: '2026-03-04T10:00:00.000Z',
});

/** The profile's endpoints; the task's links are kept as the server keeps them (returned for a test's POST and DELETE). */
function profileApi(existing: Share[] = []): Share[] {
  const links = [...existing];
  handlers['POST /api/auth/token'] = () =>
    json({
      access_token: 'a.b.c',
      token_type: 'Bearer',
      expires_in: 900,
      expires_at: Math.floor(Date.now() / 1000) + 900,
      user: signedIn.user,
    });
  handlers['GET /api/account/profile'] = () => json({ profile });
  handlers['GET /api/account/tasks'] = () => json({ tasks: [summary] });
  handlers[`GET /api/account/tasks/halflife/${summary.id}`] = () => json({ task: detail });
  handlers[`GET ${listUrl}`] = () => json({ shares: links });
  return links;
}

async function openShareDialog(user: ReturnType<typeof userEvent.setup>) {
  await renderRoute('/profile', { auth: signedIn });
  const list = await screen.findByRole('region', { name: 'Your Tasks' });
  await user.click(await within(list).findByRole('button', { name: /Half Life/ }));
  const viewer = await screen.findByRole('article', { name: /Half Life/ });
  const shareButton = await within(viewer).findByRole('button', { name: 'Share' });
  await user.click(shareButton);
  const dialog = await screen.findByRole('dialog', { name: 'Share a read-only link' });
  return { dialog, shareButton };
}

describe('the share dialog', () => {
  it('creates a link with the chosen expiry and shows it with its date', async () => {
    const user = userEvent.setup();
    const links = profileApi();
    handlers['POST /api/shares'] = () => {
      links.unshift(share('NewTokenNewTokenNewTokenNewToken', '2026-03-11T10:00:00.000Z'));
      return json(links[0], 201);
    };
    const { dialog } = await openShareDialog(user);
    expect(within(dialog).getByText('This task has no active link yet.')).toBeInTheDocument();
    expect(within(dialog).getByRole('radio', { name: 'Never' })).toBeChecked();
    await user.click(within(dialog).getByRole('radio', { name: 'After 7 days' }));
    expect(within(dialog).getByRole('radio', { name: 'After 30 days' })).not.toBeChecked();
    await user.click(within(dialog).getByRole('button', { name: 'Create link' }));

    const link = await within(dialog).findByRole('textbox', { name: 'Link 1' });
    expect(link).toHaveValue('http://localhost:3000/share/NewTokenNewTokenNewTokenNewToken');
    expect(link).toHaveAttribute('readonly');
    expect(within(dialog).getByText(/^Expires on .*2026/)).toBeInTheDocument();
    // The list is asked for again after the change, so it shows what the server keeps.
    await waitFor(() =>
      expect(calls.filter((call) => call.method === 'GET' && call.url === listUrl)).toHaveLength(2),
    );
    expect(
      calls.find((call) => call.method === 'POST' && call.url === '/api/shares')?.body,
    ).toEqual({
      taskType: 'halflife',
      taskId: summary.id,
      expiresInDays: 7,
    });
  });

  it("Copy shows 'Copied!' for 1500 ms, then Copy again", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
    profileApi([share('ExistingExistingExistingExisting')]);
    const writeText = vi.spyOn(navigator.clipboard, 'writeText');
    const { dialog } = await openShareDialog(user);
    expect(within(dialog).getByText('Never expires.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Copy link 1' }));
    expect(writeText).toHaveBeenCalledWith(
      'http://localhost:3000/share/ExistingExistingExistingExisting',
    );
    expect(within(dialog).getByRole('button', { name: 'Copied!' })).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(1400));
    expect(within(dialog).getByRole('button', { name: 'Copied!' })).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(200));
    expect(within(dialog).getByRole('button', { name: 'Copy link 1' })).toBeInTheDocument();
  });

  it('falls back to the legacy copy when the Clipboard API refuses', async () => {
    const user = userEvent.setup();
    profileApi([share('ExistingExistingExistingExisting')]);
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('denied'));
    const execCommand = vi.fn(() => true);
    Object.defineProperty(document, 'execCommand', { value: execCommand, configurable: true });
    const { dialog } = await openShareDialog(user);
    await user.click(within(dialog).getByRole('button', { name: 'Copy link 1' }));
    await waitFor(() => expect(execCommand).toHaveBeenCalledWith('copy'));
    const link = within(dialog).getByRole('textbox', { name: 'Link 1' }) as HTMLInputElement;
    expect(link.selectionStart).toBe(0);
    expect(link.selectionEnd).toBe(link.value.length);
    expect(within(dialog).getByRole('button', { name: 'Copied!' })).toBeInTheDocument();

    execCommand.mockReturnValue(false);
    await user.click(within(dialog).getByRole('button', { name: 'Copied!' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'The link could not be copied. Select it and copy it yourself.',
    );
  });

  it('Revoke asks first: Keep link sends nothing and keeps it, focus back on Revoke', async () => {
    const user = userEvent.setup();
    profileApi([share('OnlyOnlyOnlyOnlyOnlyOnlyOnlyOnly')]);
    const { dialog } = await openShareDialog(user);
    await user.click(within(dialog).getByRole('button', { name: 'Revoke link 1' }));
    const question = within(dialog).getByRole('group', { name: /^Revoke link 1\? Anyone who opens it will be told it was revoked/ });
    expect(within(question).getByRole('button', { name: 'Keep link 1' })).toHaveFocus();
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);
    await user.click(within(question).getByRole('button', { name: 'Keep link 1' }));
    expect(within(dialog).queryByRole('group', { name: /^Revoke link 1\?/ })).toBeNull();
    expect(within(dialog).getByRole('button', { name: 'Revoke link 1' })).toHaveFocus();
    expect(within(dialog).getByRole('textbox', { name: 'Link 1' })).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);
  });

  it('Revoke, once confirmed, sends the token from the link and removes the link', async () => {
    const user = userEvent.setup();
    const links = profileApi([
      share('SecondSecondSecondSecondSecond12'),
      share('FirstFirstFirstFirstFirstFirst12'),
    ]);
    handlers['DELETE /api/shares/SecondSecondSecondSecondSecond12'] = () => {
      links.shift();
      return new Response(null, { status: 204 });
    };
    const { dialog } = await openShareDialog(user);
    expect(within(dialog).getAllByRole('textbox')).toHaveLength(2);
    await user.click(within(dialog).getByRole('button', { name: 'Revoke link 2' }));
    await user.click(within(dialog).getByRole('button', { name: 'Yes, revoke link 2' }));
    await waitFor(() => expect(within(dialog).getAllByRole('textbox')).toHaveLength(1));
    expect(within(dialog).getByRole('textbox', { name: 'Link 1' })).toHaveValue(
      'http://localhost:3000/share/FirstFirstFirstFirstFirstFirst12',
    );
    expect(calls.some((call) => call.method === 'DELETE')).toBe(true);
    expect(within(dialog).getByText('The link has been revoked.')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Create link' })).toHaveFocus();
  });

  it('a failed create or revoke says so and keeps the dialog usable', async () => {
    const user = userEvent.setup();
    profileApi([share('ExistingExistingExistingExisting')]);
    handlers['POST /api/shares'] = () =>
      apiError(429, 'RATE_LIMITED', 'Too many attempts. Please wait 60 s and try again.');
    handlers['DELETE /api/shares/ExistingExistingExistingExisting'] = () =>
      apiError(500, 'INTERNAL', 'Something went wrong.');
    const { dialog } = await openShareDialog(user);
    await user.click(within(dialog).getByRole('button', { name: 'Create link' }));
    expect(
      await within(dialog).findByText(/^The link could not be created: Too many attempts/),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Revoke link 1' }));
    await user.click(within(dialog).getByRole('button', { name: 'Yes, revoke link 1' }));
    expect(
      await within(dialog).findByText('The link could not be revoked. Please try again.'),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: 'Link 1' })).toBeInTheDocument();
  });

  it('is a modal dialog: Escape closes it and focus returns to Share', async () => {
    const user = userEvent.setup();
    profileApi();
    const { dialog, shareButton } = await openShareDialog(user);
    expect(dialog).toHaveAttribute('aria-describedby');
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(shareButton).toHaveFocus();
  });

  it('offers no Share when the server says the task is not the user’s to share', async () => {
    const user = userEvent.setup();
    profileApi();
    handlers[`GET ${listUrl}`] = () => apiError(404, 'NOT_FOUND', 'No such task.');
    await renderRoute('/profile', { auth: signedIn });
    const list = await screen.findByRole('region', { name: 'Your Tasks' });
    await user.click(await within(list).findByRole('button', { name: /Half Life/ }));
    await screen.findByRole('article', { name: /Half Life/ });
    await waitFor(() => expect(calls.some((call) => call.url === listUrl)).toBe(true));
    expect(screen.queryByRole('button', { name: 'Share' })).toBeNull();
  });
});
