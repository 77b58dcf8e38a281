// Where Share appears (docs/product.md §2, §6): on a finished exercise stored for the signed-in user, and on
// a De-Jargonizer result stored for them (the Grade reply's taskId); never for a visitor.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { typeInto } from '../../features/de-jargonizer/test/editor-in-jsdom.ts';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { installFakeServer } from '../../features/de-jargonizer/test/fake-de-jargonizer-server.ts';
import {
  bot,
  installFakeExerciseServer,
  reply,
  type FakeExerciseServer,
} from '../../features/exercises/test/fake-exercise-server.ts';
import { clearCookies, renderRoute } from '../../test/render-route.tsx';
import { stubResizeObserver } from '../../test/stub-resize-observer.ts';

const signedIn = { status: 'signed-in' as const, user: { id: 'u1', email: 'ada@example.org' } };
const SIGNED_TASK_ID = '00000000-0000-4000-8000-00000000000a.c2lnbmF0dXJl';
const shareCalls: string[] = [];

/** Answers the share endpoints in front of a feature's fake server. */
function withShares(ownTaskIds: string[]) {
  const inner = globalThis.fetch;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input);
      if (url === '/api/auth/token')
        return Response.json({
          access_token: 'a.b.c',
          token_type: 'Bearer',
          expires_in: 900,
          expires_at: Math.floor(Date.now() / 1000) + 900,
          user: signedIn.user,
        });
      if (url.startsWith('/api/shares')) {
        shareCalls.push(`${init?.method ?? 'GET'} ${url}`);
        const taskId = new URL(url, 'http://localhost').searchParams.get('taskId') ?? '';
        return ownTaskIds.includes(taskId)
          ? Response.json({ shares: [] })
          : Response.json(
              { error: { code: 'NOT_FOUND', message: 'No such task.' } },
              { status: 404 },
            );
      }
      return inner(input, init);
    }),
  );
}

beforeEach(() => {
  clearCookies();
  sessionStorage.clear();
  shareCalls.length = 0;
  document.cookie = 'terms_consent=true; Path=/';
  vi.stubGlobal('scrollTo', vi.fn());
  stubResizeObserver();
});

describe('Share on the chat screen', () => {
  let server: FakeExerciseServer;
  beforeEach(() => {
    server = installFakeExerciseServer();
    withShares(['00000000-0000-4000-8000-00000000000a', SIGNED_TASK_ID]);
  });

  const finish = async () => {
    server.answers.push(
      reply([bot('Welcome!')], { currentStage: 7 }),
      reply([bot("We're done!")], { currentStage: 8, taskId: SIGNED_TASK_ID }),
    );
  };

  it('appears once the exercise is finished and stored for the signed-in user, and opens the dialog', async () => {
    const user = userEvent.setup();
    await finish();
    await renderRoute('/half-life', { auth: signedIn });
    await screen.findByText('Welcome!');
    expect(screen.queryByRole('button', { name: 'Share' })).toBeNull();
    await user.type(screen.getByRole('textbox', { name: 'Your message' }), '2');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    const share = await screen.findByRole('button', { name: 'Share' });
    expect(shareCalls).toEqual([
      `GET /api/shares?taskType=halflife&taskId=${encodeURIComponent(SIGNED_TASK_ID)}`,
    ]);
    await user.click(share);
    const dialog = await screen.findByRole('dialog', { name: 'Share a read-only link' });
    expect(within(dialog).getByRole('button', { name: 'Create link' })).toBeInTheDocument();
  });

  it('is not offered to a visitor, who has nothing stored to share', async () => {
    const user = userEvent.setup();
    await finish();
    await renderRoute('/half-life');
    await screen.findByText('Welcome!');
    await user.type(screen.getByRole('textbox', { name: 'Your message' }), '2');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await screen.findByText('The exercise is finished.');
    expect(screen.queryByRole('button', { name: 'Share' })).toBeNull();
    expect(shareCalls).toEqual([]);
  });
});

describe('Share on the De-Jargonizer result', () => {
  it('appears for an analysis stored for the signed-in user (a taskId in the reply), with Check with real readers', async () => {
    const user = userEvent.setup();
    installFakeServer();
    const graded = globalThis.fetch;
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
        const response = await graded(input, init);
        if (String(input) !== '/api/de-jargonizer/analyses' || !response.ok) return response;
        const result = await response.json();
        return Response.json({ ...result, taskId: '00000000-0000-4000-8000-00000000000b' });
      }),
    );
    withShares(['00000000-0000-4000-8000-00000000000b']);
    await renderRoute('/de-jargonizer', { auth: signedIn });
    typeInto(await screen.findByRole('textbox', { name: 'Your text' }), 'Epigenetics changes gene expression');
    await user.click(screen.getByRole('button', { name: 'START' }));
    const share = await screen.findByRole('button', { name: 'Share' });
    expect(screen.getByRole('button', { name: 'Download' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Check with real readers' })).toHaveAttribute(
      'href',
      '/reader-checks?analysis=00000000-0000-4000-8000-00000000000b',
    );
    await user.click(share);
    expect(
      await screen.findByRole('dialog', { name: 'Share a read-only link' }),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(shareCalls).toEqual([
        'GET /api/shares?taskType=dejargonizer&taskId=00000000-0000-4000-8000-00000000000b',
      ]),
    );
  });
});
