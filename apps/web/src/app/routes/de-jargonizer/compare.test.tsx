import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  GROUP_COMPARISON,
  installFakeCompareServer,
  type FakeCompareServer,
} from '../../../features/compare/test/fake-compare-server.ts';
import { clearCookies, expectTitle, renderRoute, waitForLiveForm } from '../../../test/render-route.tsx';

let server: FakeCompareServer;

beforeEach(() => {
  clearCookies();
  sessionStorage.clear();
  document.cookie = 'terms_consent=true; Path=/';
  server = installFakeCompareServer();
  vi.stubGlobal('scrollTo', vi.fn());
  URL.createObjectURL = vi.fn(() => 'blob:comparison');
  URL.revokeObjectURL = vi.fn();
});

const BEFORE = 'Epigenetics and methylation of the gene expression.';
const AFTER = 'How the gene changes cells; the epigenetics assay.';
const textCalls = () => server.calls.filter((call) => call.url === '/api/de-jargonizer/compare/texts');
const groupCalls = () => server.calls.filter((call) => call.url === '/api/de-jargonizer/compare/groups');

describe('Compare: two texts', () => {
  it('is in the De-Jargonizer sub-navigation with its period choice and a form for both texts', async () => {
    await renderRoute('/de-jargonizer/compare');
    await waitForLiveForm();
    expect(screen.getByRole('heading', { level: 1, name: 'Compare two texts' })).toBeInTheDocument();
    await expectTitle('Compare two texts – Compare – SciComm Studio');
    const nav = screen.getByRole('navigation', { name: /De-Jargonizer/u });
    expect(within(nav).getByRole('link', { name: 'Compare' })).toHaveAttribute('aria-current', 'page');
    expect((screen.getByRole('combobox', { name: 'Time period' }) as HTMLSelectElement).value).toBe('English2021_2024');
    expect(screen.getByRole('textbox', { name: 'Text before' })).toBeInTheDocument();
    expect(screen.getByLabelText('Or upload the text after (.txt or .docx, up to 15MB)')).toHaveAttribute('type', 'file');
    expect(screen.getByRole('link', { name: 'Two groups' })).toHaveAttribute('href', '/de-jargonizer/compare/groups');
  });

  it('says when the texts were compared with the list of their script rather than the period chosen', async () => {
    const user = userEvent.setup();
    await renderRoute('/de-jargonizer/compare');
    await waitForLiveForm();
    await user.type(screen.getByRole('textbox', { name: 'Text before' }), 'המחקר שלי עוסק בשינה של ילדים.');
    await user.type(screen.getByRole('textbox', { name: 'Text after' }), 'אני חוקרת איך ילדים ישנים.');
    await user.click(screen.getByRole('button', { name: 'Compare' }));
    await screen.findByRole('heading', { level: 2, name: 'What changed' });
    expect(
      screen.getByText('The texts are in Hebrew script, so they were compared with the Hebrew word list.'),
    ).toBeInTheDocument();
  });

  it('asks for both texts before sending anything', async () => {
    const user = userEvent.setup();
    await renderRoute('/de-jargonizer/compare');
    await waitForLiveForm();
    await user.type(screen.getByRole('textbox', { name: 'Text before' }), BEFORE);
    await user.click(screen.getByRole('button', { name: 'Compare' }));
    expect(await screen.findByText('Paste the text after, or upload it.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Text after' })).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('textbox', { name: 'Text after' })).toHaveAccessibleDescription('Paste the text after, or upload it.');
    // The cursor goes to the box that needs a text.
    expect(screen.getByRole('textbox', { name: 'Text after' })).toHaveFocus();
    expect(textCalls()).toHaveLength(0);
  });

  it('shows both texts coloured, every figure with its change as arrows and signs, and the rare words removed, kept and added', async () => {
    const user = userEvent.setup();
    await renderRoute('/de-jargonizer/compare');
    await waitForLiveForm();
    await user.type(screen.getByRole('textbox', { name: 'Text before' }), BEFORE);
    await user.type(screen.getByRole('textbox', { name: 'Text after' }), AFTER);
    await user.click(screen.getByRole('button', { name: 'Compare' }));
    const heading = await screen.findByRole('heading', { level: 2, name: 'What changed' });
    await waitFor(() => expect(heading).toHaveFocus());
    const sent = textCalls()[0]?.body as FormData;
    expect(sent.get('beforeText')).toBe(BEFORE);
    expect(sent.get('timePriodDDL')).toBe('English2021_2024');

    const table = screen.getByRole('table', { name: /Every figure before and after/u });
    const scoreRow = within(table).getByRole('row', { name: /^Score/u });
    const cells = within(scoreRow).getAllByRole('cell');
    const before = Number(cells[0]?.textContent);
    const after = Number(cells[1]?.textContent);
    expect(after).toBeGreaterThan(before);
    expect(cells[2]).toHaveTextContent(`▲ +${after - before}`);
    expect(cells[2]).toHaveTextContent('(rose, better)');
    const rareRow = within(table).getByRole('row', { name: /^Rare %/u });
    expect(within(rareRow).getAllByRole('cell')[2]).toHaveTextContent(/▼ −\d+ pp \(fell, better\)/u);

    const beforeText = screen.getByRole('group', { name: 'Before, coloured by band' });
    expect(within(beforeText).getByText('methylation')).toHaveClass('cmp-band--rare');
    expect(beforeText).toHaveTextContent('methylation (rare)');
    expect(within(beforeText).getByText('expression')).toHaveClass('cmp-band--mid');

    expect(screen.getByRole('list', { name: /Removed \(1\)/u })).toHaveTextContent('methylation');
    expect(screen.getByRole('list', { name: /Kept \(1\)/u })).toHaveTextContent('epigenetics: simpler: biology');
    expect(screen.getByRole('list', { name: /Added \(1\)/u })).toHaveTextContent('assay');
    const details = screen.getByRole('button', { name: 'Details of epigenetics' });
    expect(details).toHaveAttribute('aria-expanded', 'false');
    await user.click(details);
    expect(details).toHaveAttribute('aria-expanded', 'true');
    const frequency = await screen.findByRole('table', { name: 'How often “epigenetics” appeared in BBC news' });
    expect(within(frequency).getByRole('row', { name: /2024/u })).toHaveTextContent('2.20');
    expect(server.calls.some((call) => call.url === '/api/words/epigenetics/frequency?period=English2021_2024')).toBe(true);
    // The texts stay in their boxes.
    expect(screen.getByRole('textbox', { name: 'Text before' })).toHaveValue(BEFORE);
  });

  it('sends a chosen file instead of the text box and names the side after it', async () => {
    const user = userEvent.setup();
    await renderRoute('/de-jargonizer/compare');
    await waitForLiveForm();
    await user.upload(
      screen.getByLabelText('Or upload the text before (.txt or .docx, up to 15MB)'),
      new File([BEFORE], 'draft.txt', { type: 'text/plain' }),
    );
    expect(screen.getByText('draft.txt will be used instead of the text box.')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Text after' }), AFTER);
    await user.click(screen.getByRole('button', { name: 'Compare' }));
    expect(await screen.findByRole('heading', { level: 4, name: 'Before: draft' })).toBeInTheDocument();
    expect((textCalls()[0]?.body as FormData).get('beforeFile')).toBeInstanceOf(File);
  });

  it('refuses a file that is not .txt or .docx on the page', async () => {
    const user = userEvent.setup({ applyAccept: false });
    await renderRoute('/de-jargonizer/compare');
    await waitForLiveForm();
    await user.upload(
      screen.getByLabelText('Or upload the text before (.txt or .docx, up to 15MB)'),
      new File(['%PDF'], 'draft.pdf', { type: 'application/pdf' }),
    );
    await user.type(screen.getByRole('textbox', { name: 'Text after' }), AFTER);
    await user.click(screen.getByRole('button', { name: 'Compare' }));
    expect(await screen.findByText('Only .txt and .docx files can be compared.')).toBeInTheDocument();
    expect(textCalls()).toHaveLength(0);
  });

  it("shows the server's error and keeps both texts", async () => {
    const user = userEvent.setup();
    server.failTexts = { status: 400, code: 'INVALID_TEXT', message: 'The "before" text: The text is not valid UTF-8.' };
    await renderRoute('/de-jargonizer/compare');
    await waitForLiveForm();
    await user.type(screen.getByRole('textbox', { name: 'Text before' }), BEFORE);
    await user.type(screen.getByRole('textbox', { name: 'Text after' }), AFTER);
    await user.click(screen.getByRole('button', { name: 'Compare' }));
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent('The "before" text: The text is not valid UTF-8.'),
    );
    expect(screen.getByRole('textbox', { name: 'Text before' })).toHaveValue(BEFORE);
    expect(screen.getByRole('textbox', { name: 'Text after' })).toHaveValue(AFTER);
    expect(screen.queryByRole('heading', { name: 'What changed' })).not.toBeInTheDocument();
  });

  it("keeps both texts for the tab's session when the trainer goes to another page and back", async () => {
    const user = userEvent.setup();
    await renderRoute('/de-jargonizer/compare');
    await waitForLiveForm();
    await user.type(screen.getByRole('textbox', { name: 'Text before' }), BEFORE);
    await user.type(screen.getByRole('textbox', { name: 'Text after' }), AFTER);
    await user.click(screen.getByRole('link', { name: 'Two groups' }));
    // The other page's code loads on first visit: wait for it as long as a busy machine needs.
    const loaded = { timeout: 10_000 };
    expect(await screen.findByRole('heading', { level: 1, name: 'Compare two groups' }, loaded)).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Two texts' }));
    expect(await screen.findByRole('textbox', { name: 'Text before' }, loaded)).toHaveValue(BEFORE);
    expect(screen.getByRole('textbox', { name: 'Text after' })).toHaveValue(AFTER);
  });

  it('speaks Hebrew, right to left', async () => {
    await renderRoute('/de-jargonizer/compare', { language: 'he' });
    await waitForLiveForm();
    expect(screen.getByRole('heading', { level: 1, name: 'השוואת שני טקסטים' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'השוואה' })).toHaveAttribute('aria-current', 'page');
  });
});

describe('Compare: two groups', () => {
  const chooseFiles = async (user: ReturnType<typeof userEvent.setup>) => {
    await user.upload(screen.getByLabelText('Texts before (.txt or .docx)'), [
      new File(['Text one.'], 'Dana.txt', { type: 'text/plain' }),
      new File(['Text two.'], 'Omer.txt', { type: 'text/plain' }),
    ]);
    await user.upload(screen.getByLabelText('Texts after (.txt or .docx)'), [
      new File(['Text three.'], 'dana.txt', { type: 'text/plain' }),
      new File(['Text four.'], 'Stray.txt', { type: 'text/plain' }),
    ]);
  };

  it('asks for both sets before uploading', async () => {
    const user = userEvent.setup();
    await renderRoute('/de-jargonizer/compare/groups');
    await waitForLiveForm();
    expect(screen.getByRole('heading', { level: 1, name: 'Compare two groups' })).toBeInTheDocument();
    await user.upload(screen.getByLabelText('Texts before (.txt or .docx)'), new File(['x'], 'a.txt', { type: 'text/plain' }));
    await user.click(screen.getByRole('button', { name: 'Compare the groups' }));
    expect(await screen.findByText('Choose the texts after.')).toBeInTheDocument();
    expect(screen.getByLabelText('Texts after (.txt or .docx)')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Texts after (.txt or .docx)')).toHaveFocus();
    expect(groupCalls()).toHaveLength(0);
  });

  it('shows the progress, then the unpaired files, the statistics, the slope chart, the pairs and the CSV', async () => {
    const user = userEvent.setup();
    let open: () => void = () => undefined;
    server.groupGate = new Promise((resolve) => {
      open = resolve;
    });
    let grade: () => void = () => undefined;
    server.gradingGate = new Promise((resolve) => {
      grade = resolve;
    });
    await renderRoute('/de-jargonizer/compare/groups');
    await waitForLiveForm();
    await chooseFiles(user);
    expect(screen.getByText('Files chosen: 2', { selector: `[id$="-before-hint"]` })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Compare the groups' }));
    expect(await screen.findByText('Uploading: 50%')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Progress' })).toHaveAttribute('value', '50');
    const sent = groupCalls()[0]?.body as FormData;
    expect(sent.getAll('before').map((file) => (file as File).name)).toEqual(['Dana.txt', 'Omer.txt']);
    expect(sent.getAll('after')).toHaveLength(2);
    open();
    expect(await screen.findByText('Graded: 1 of 8 files')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Progress' })).toHaveAttribute('max', '8');
    expect(screen.getByRole('progressbar', { name: 'Progress' })).toHaveAttribute('value', '1');
    grade();

    const heading = await screen.findByRole('heading', { level: 2, name: 'The groups compared' });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Files without a pair (1)' })).toHaveTextContent(
      'Stray.txt: in the after set, no file of that name among the before texts',
    );

    const stats = screen.getByRole('table', { name: 'The change over the pairs' });
    const score = within(stats).getByRole('row', { name: /^Score/u });
    expect(score).toHaveTextContent('▲ +6.5');
    expect(score).toHaveTextContent('0.53 to 12.47');
    expect(score).toHaveTextContent('p = 0.25 (exact)');
    // "p = 0.25" never breaks across lines (no-break spaces), in a right-to-left line too.
    expect(score.textContent).toContain('p\u00a0=\u00a00.25');

    const chart = screen.getByRole('img', { name: /Slope chart of the Score, before and after/u });
    expect(chart).toHaveAccessibleName(/Rose: 2 \(solid lines\), fell: 0 \(dashed\), unchanged: 1 \(dotted\); 3 students/u);
    expect(chart.querySelectorAll('.cmp-slope')).toHaveLength(3);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Measure in the chart' }), 'rarePercent');
    expect(screen.getByRole('img', { name: /Slope chart of the Rare %/u })).toBeInTheDocument();

    const pairs = screen.getByRole('table', { name: 'Each student before and after' });
    const yael = within(pairs).getByRole('row', { name: /Yael/u });
    expect(yael).toHaveClass('cmp-row-error');
    expect(yael).toHaveTextContent('After: The file "yael.docx" is not a Word (.docx) document');
    expect(within(pairs).getByRole('row', { name: /Dana/u })).toHaveTextContent('▲ +8 (rose, better)');

    await user.click(screen.getByRole('button', { name: 'Download Comparison.csv' }));
    const blob = vi.mocked(URL.createObjectURL).mock.calls[0]?.[0] as Blob;
    expect(new Uint8Array(await blob.arrayBuffer()).slice(0, 3)).toEqual(new Uint8Array([0xef, 0xbb, 0xbf]));
  });

  it('offers no CSV when no pair matched, and says why', async () => {
    const user = userEvent.setup();
    server.groupReply = {
      ...server.groupReply,
      pairs: [],
      unpaired: [
        { set: 'before', fileName: 'Dana.txt', reason: 'noPair' },
        { set: 'after', fileName: 'Stray.txt', reason: 'noPair' },
      ],
    };
    await renderRoute('/de-jargonizer/compare/groups');
    await waitForLiveForm();
    await chooseFiles(user);
    await user.click(screen.getByRole('button', { name: 'Compare the groups' }));
    await screen.findByRole('heading', { level: 2, name: 'The groups compared' });
    expect(screen.getByText(/^No pairs matched, so nothing was compared/u)).toHaveTextContent(
      'A file before is paired only with a file after of the same name',
    );
    expect(screen.getByRole('list', { name: 'Files without a pair (2)' })).toHaveTextContent('Dana.txt');
    expect(screen.queryByRole('button', { name: 'Download Comparison.csv' })).not.toBeInTheDocument();
  });

  it('offers no CSV when every pair had a file that could not be read', async () => {
    const user = userEvent.setup();
    const yael = GROUP_COMPARISON.pairs.find((pair) => pair.afterError !== null);
    server.groupReply = { ...server.groupReply, pairs: yael ? [yael] : [], unpaired: [] };
    await renderRoute('/de-jargonizer/compare/groups');
    await waitForLiveForm();
    await chooseFiles(user);
    await user.click(screen.getByRole('button', { name: 'Compare the groups' }));
    await screen.findByRole('heading', { level: 2, name: 'The groups compared' });
    expect(screen.getByText(/^No pair could be compared/u)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Download Comparison.csv' })).not.toBeInTheDocument();
  });

  it('shows an error that ends the stream', async () => {
    const user = userEvent.setup();
    server.streamError = { code: 'BUSY', message: 'The server is busy grading other uploads. Please try again in a few seconds.' };
    await renderRoute('/de-jargonizer/compare/groups');
    await waitForLiveForm();
    await chooseFiles(user);
    await user.click(screen.getByRole('button', { name: 'Compare the groups' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('The server is busy grading other uploads.'));
    expect(screen.queryByRole('heading', { name: 'The groups compared' })).not.toBeInTheDocument();
  });

  it("shows the server's refusal and keeps the chosen files", async () => {
    const user = userEvent.setup();
    server.groupFailure = { status: 413, code: 'PAYLOAD_TOO_LARGE', message: 'The files are larger than 15 MB in total.' };
    await renderRoute('/de-jargonizer/compare/groups');
    await waitForLiveForm();
    await chooseFiles(user);
    await user.click(screen.getByRole('button', { name: 'Compare the groups' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('The files are larger than 15 MB in total.'));
    expect(screen.getByText('Files chosen: 2', { selector: `[id$="-before-hint"]` })).toBeInTheDocument();
  });
});
