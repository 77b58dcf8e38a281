// The De-Jargonizer's key terms and explained terms (docs/de-jargonizer.md "Key terms and
// explained terms"): marked from a field or a word's popover, listed apart from the terms the
// text explains, with the adjusted score beside the original; START and Download send them.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { highlightedWords, installHighlights, placeCaret, replaceText } from '../../../features/de-jargonizer/test/editor-in-jsdom.ts';
import { installFakeServer, type FakeServer } from '../../../features/de-jargonizer/test/fake-de-jargonizer-server.ts';
import { clearCookies, renderRoute } from '../../../test/render-route.tsx';
import { stubResizeObserver } from '../../../test/stub-resize-observer.ts';

let server: FakeServer;

beforeEach(() => {
  clearCookies();
  sessionStorage.clear();
  document.cookie = 'terms_consent=true; Path=/';
  server = installFakeServer();
  installHighlights();
  vi.stubGlobal('scrollTo', vi.fn());
  stubResizeObserver();
});

const TEXT = 'Methylation, a season of the cells, is here. Epigenetics changes gene expression.';
const textBox = () => screen.getByRole('textbox', { name: 'Your text' });
const panel = () => screen.getByRole('complementary', { name: 'Your text in numbers' });
const keyTermBox = () => within(panel()).getByRole('textbox', { name: 'Key terms' });

async function typeText(user: ReturnType<typeof userEvent.setup>) {
  await renderRoute('/de-jargonizer');
  replaceText(textBox(), TEXT);
  await waitFor(() => expect(highlightedWords('rare')).not.toEqual([]));
  // The panel follows the box once typing pauses (useTypedText): its figures come a moment later.
  await within(panel()).findByText('Score: 79');
  return user;
}

describe('De-Jargonizer: key terms and explained terms', () => {
  it('lists a term explained where it is used apart, and shows the adjusted score beside the original', async () => {
    await typeText(userEvent.setup());
    const figures = panel();
    expect(await within(figures).findByRole('heading', { name: 'Explained terms' })).toBeInTheDocument();
    expect(within(figures).getByText('Methylation')).toHaveClass('dj-explained-term');
    expect(within(figures).getByText(/explained as “a season of the cells”/)).toBeInTheDocument();
    // 12 words, 2 rare, 1 mid: 100 − round(100 × 2.5 / 12) = 79; without Methylation: 11 words, 1 rare, 1 mid → 86.
    expect(within(figures).getByText('Score: 79')).toBeInTheDocument();
    expect(within(figures).getByText('Adjusted score: 86')).toBeInTheDocument();
  });

  it('says "Key terms" once in the panel: the field lists the key terms with their uses', async () => {
    const user = await typeText(userEvent.setup());
    await user.type(keyTermBox(), 'epigenetics{Enter}');
    expect(within(panel()).getByText('epigenetics (used 1×)')).toBeInTheDocument();
    // The field's label is the one "Key terms" the panel shows: no heading repeats it, no second list.
    expect(within(panel()).queryByRole('heading', { name: 'Key terms' })).not.toBeInTheDocument();
    expect(within(panel()).getAllByText('Key terms')).toHaveLength(1);
    expect(within(panel()).getAllByText(/epigenetics/iu)).toHaveLength(1);
    expect(within(panel()).getByRole('heading', { name: 'Explained terms' })).toBeInTheDocument();
  });

  it('adds key terms from the field, refuses a sixth and a repeat, and removes one', async () => {
    const user = await typeText(userEvent.setup());
    await user.type(keyTermBox(), 'epigenetics{Enter}');
    expect(within(panel()).getByText('epigenetics (used 1×)')).toBeInTheDocument();
    // Without Methylation (explained) and Epigenetics (key term): 10 words, 1 mid → 95.
    expect(within(panel()).getByText('Adjusted score: 95')).toBeInTheDocument();
    await user.type(keyTermBox(), 'Epigenetics{Enter}');
    expect(within(panel()).getByRole('alert')).toHaveTextContent('That key term is in the list already.');
    // What was typed stays in the field until it is added or cleared.
    expect(keyTermBox()).toHaveValue('Epigenetics');
    await user.clear(keyTermBox());
    for (const term of ['one', 'two', 'three', 'four']) await user.type(keyTermBox(), `${term}{Enter}`);
    await user.type(keyTermBox(), 'six{Enter}');
    expect(within(panel()).getByRole('alert')).toHaveTextContent('You can mark at most 5 key terms.');
    await user.click(within(panel()).getByRole('button', { name: 'Remove the key term “one”' }));
    expect(within(panel()).queryByText('one (used 0×)')).not.toBeInTheDocument();
  });

  it('marks a word as a key term from its popover, and START sends the key terms', async () => {
    const user = await typeText(userEvent.setup());
    textBox().focus();
    const offset = TEXT.indexOf('Epigenetics') + 2;
    placeCaret(textBox(), offset, true);
    const details = await screen.findByRole('dialog', { name: '“Epigenetics”' });
    await user.click(within(details).getByRole('button', { name: 'Mark “Epigenetics” as a key term' }));
    expect(within(panel()).getByText('Epigenetics (used 1×)')).toBeInTheDocument();
    expect(within(details).getByRole('button', { name: 'Unmark “Epigenetics” as a key term' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(screen.getByRole('button', { name: 'START' }));
    await waitFor(() => expect(server.calls.some((call) => call.url === '/api/de-jargonizer/analyses')).toBe(true));
    const sent = server.calls.find((call) => call.url === '/api/de-jargonizer/analyses');
    expect(JSON.parse(String(sent?.body))).toMatchObject({ text: TEXT, keyTerms: ['Epigenetics'] });
  });

  it('marks key terms and explained terms in the text in their own style, named in the key', async () => {
    const user = await typeText(userEvent.setup());
    await waitFor(() => expect(highlightedWords('explained')).toEqual(['Methylation']));
    expect(highlightedWords('key')).toEqual([]);
    await user.type(keyTermBox(), 'epigenetics{Enter}');
    await waitFor(() => expect(highlightedWords('key')).toEqual(['Epigenetics']));
    // Still a rare word of the original score: its band stays beside the key term's style.
    expect(highlightedWords('rare')).toContain('Epigenetics');
    const key = screen.getByRole('list', { name: 'Key' });
    expect(within(key).getByText(/^Key term/u)).toHaveClass('dj-term--key');
    expect(within(key).getByText(/^Explained term/u)).toHaveClass('dj-term--explained');
    await user.click(within(panel()).getByRole('button', { name: 'Remove the key term “epigenetics”' }));
    await waitFor(() => expect(highlightedWords('key')).toEqual([]));
  });
});
