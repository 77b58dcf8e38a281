// The reader's page (docs/reader-check.md "The reader's page"): each word's punctuation stays on
// its line with the word, and the writer's texts keep their own direction on a page in another.
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ReaderView } from '@scicomm/shared/reader-check-api';
import { createI18n } from '../../lib/i18n.ts';
import { renderRoute } from '../../test/render-route.tsx';

const TOKEN = 'r'.repeat(32);

function viewOf(text: string, questions: ReaderView['questions'] = []): ReaderView {
  const words = [...text.matchAll(/\p{L}+/gu)].map((match) => [match.index, match.index + match[0].length] as [number, number]);
  return { title: 'The fungi and the roots', text, direction: 'ltr', words, textDigest: 'd'.repeat(64), questions, clarityRating: false, state: 'open', audience: 'writer' };
}

function serve(view: ReaderView) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) =>
      String(input) === `/api/read/${TOKEN}` ? Response.json(view) : Response.json({ error: { code: 'NOT_FOUND', message: 'No such path' } }, { status: 404 }),
    ),
  );
}

beforeEach(() => localStorage.clear());
afterEach(() => vi.unstubAllGlobals());

describe("the reader's page", () => {
  it('keeps an opening quote with the word after it and a full stop with the word before it, in one unit that does not wrap', async () => {
    const user = userEvent.setup();
    serve(viewOf('The roots feed "the fungi". Each gives back.'));
    await renderRoute(`/read/${TOKEN}`);
    await user.click(await screen.findByRole('button', { name: 'Start' }));
    const unitOf = (word: string) => screen.getByRole('button', { name: word }).closest('.rc-unit');
    expect(unitOf('the')).toHaveTextContent(/^"the$/u);
    expect(unitOf('fungi')).toHaveTextContent(/^fungi"\.$/u);
    expect(unitOf('Each')).toHaveTextContent(/^Each$/u);
    expect(unitOf('back')).toHaveTextContent(/^back\.$/u);
    // The space between two units is the only place a line may break.
    expect(unitOf('fungi')?.nextSibling?.textContent).toBe(' ');
  });

  it("shows the writer's English question in its own direction on the Hebrew page", async () => {
    const user = userEvent.setup();
    const he = createI18n('he');
    serve(
      viewOf('The roots feed the fungi.', [
        { kind: 'short', prompt: 'What do the fungi get?' },
        { kind: 'choice', prompt: 'Who feeds whom?', options: ['The roots.', 'The fungi.'] },
      ]),
    );
    await renderRoute(`/read/${TOKEN}`, { language: 'he' });
    await user.click(await screen.findByRole('button', { name: he.t('reader-check:readerCheck.read.start') }));
    await user.click(screen.getByRole('button', { name: he.t('reader-check:readerCheck.read.next') }));
    for (const text of ['What do the fungi get?', 'Who feeds whom?', 'The roots.', 'The fungi.'])
      expect(screen.getByText(text).closest('bdi, [dir="auto"]'), text).not.toBeNull();
    expect(screen.getByRole('heading', { level: 1, name: 'The fungi and the roots' })).toHaveAttribute('dir', 'auto');
  });

  it("tells the reader who gets the marks: the writer, a course's trainers or a study's researchers", async () => {
    for (const [audience, said] of [
      ['writer', /go to the writer of this text only/],
      ['course', /go to the trainers of the course this text was written for, and to nobody else/],
      ['study', /go to the researchers of the study this text was written for, and to nobody else/],
    ] as const) {
      serve({ ...viewOf('The roots feed the fungi.'), audience });
      const { unmount } = await renderRoute(`/read/${TOKEN}`);
      expect(await screen.findByText(said)).toBeInTheDocument();
      expect(screen.queryByText(/writer of this text only/) === null).toBe(audience !== 'writer');
      unmount();
    }
  });
});
