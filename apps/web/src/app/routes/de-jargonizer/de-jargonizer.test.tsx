import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ENGLISH_PERIOD_CODES } from '@scicomm/jargon';
import {
  installFakeServer,
  type FakeServer,
} from '../../../features/de-jargonizer/test/fake-de-jargonizer-server.ts';
import { clearCookies, renderRoute } from '../../../test/render-route.tsx';

let server: FakeServer;

beforeEach(() => {
  clearCookies();
  sessionStorage.clear();
  document.cookie = 'terms_consent=true; Path=/';
  server = installFakeServer();
  vi.stubGlobal('scrollTo', vi.fn());
  // Radix positions tooltips with ResizeObserver, which jsdom lacks.
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  );
  URL.createObjectURL = vi.fn(() => 'blob:result');
  URL.revokeObjectURL = vi.fn();
});

const textBox = () =>
  screen.getByRole('textbox', { name: 'Or paste your text' }) as HTMLTextAreaElement;
const gradeCalls = () => server.calls.filter((call) => call.url === '/api/TextGrading/Grade');

describe('De-Jargonizer: the form', () => {
  it('shows the period dropdown (default 2021 - 2024), the 15MB file upload, the text box with its word count', async () => {
    const user = userEvent.setup();
    await renderRoute('/de-jargonizer');
    expect(screen.getByRole('heading', { level: 1, name: 'De-Jargonizer' })).toBeInTheDocument();
    expect(document.title).toBe('De-Jargonizer – SciComm Studio');
    const period = screen.getByRole('combobox', { name: 'Time period' }) as HTMLSelectElement;
    expect(period.value).toBe('English2021_2024');
    const options = within(period).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      ...ENGLISH_PERIOD_CODES.map((code) => code.replace(/^English(\d{4})_(\d{4})$/, '$1 - $2')),
      'Hebrew',
    ]);
    expect(screen.getByLabelText('Upload a file (.txt or .docx, up to 15MB)')).toHaveAttribute(
      'type',
      'file',
    );
    expect(screen.getByText('Words: 0')).toBeInTheDocument();
    await user.type(textBox(), 'the  gene\nchanges ');
    expect(screen.getByText('Words: 3')).toBeInTheDocument();
    expect(textBox()).toHaveAccessibleDescription('Words: 3');
    await user.click(screen.getByRole('button', { name: 'Clear' }));
    expect(textBox().value).toBe('');
    expect(textBox()).toHaveFocus();
  });

  it('shows the sub-navigation with the current page marked', async () => {
    await renderRoute('/de-jargonizer/about');
    const nav = screen.getByRole('navigation', { name: 'De-Jargonizer pages' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['De-Jargonizer', '/de-jargonizer'],
      ['Multiple Texts', '/de-jargonizer/multiple-texts'],
      ['About', '/de-jargonizer/about'],
      ['Instructions', '/de-jargonizer/instructions'],
      ['Development', '/de-jargonizer/development'],
      ['How to cite', '/de-jargonizer/how-to-cite'],
      ['Contact Us', '/de-jargonizer/contact-us'],
    ]);
    expect(within(nav).getByRole('link', { name: 'About' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(nav).getByRole('link', { name: 'De-Jargonizer' })).not.toHaveAttribute(
      'aria-current',
    );
  });

  it('sits behind the terms-consent gate', async () => {
    clearCookies();
    await renderRoute('/de-jargonizer/multiple-texts');
    expect(
      screen.getByRole('alertdialog', { name: 'Welcome to SciComm Studio' }),
    ).toBeInTheDocument();
  });

  it('answers an unknown sub-page with the not-found page', async () => {
    await renderRoute('/de-jargonizer/nothing-here');
    expect(screen.getByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
  });
});

describe('De-Jargonizer: live colouring', () => {
  it('colours the text in the browser from the period dictionary, with no grading request', async () => {
    const user = userEvent.setup();
    await renderRoute('/de-jargonizer');
    await user.type(textBox(), 'Epigenetics changes gene expression');
    const live = await screen.findByTestId('live-text');
    await waitFor(() =>
      expect(live.querySelector('.dj-band--rare')).toHaveTextContent('Epigenetics'),
    );
    expect(live.querySelector('.dj-band--mid')).toHaveTextContent('expression');
    expect(live).toHaveTextContent('Epigenetics changes gene expression');
    expect(
      screen.getByText(/4 words: 50% common, 25% mid-frequency, 25% rare\. Score 62\./),
    ).toBeInTheDocument();
    expect(gradeCalls()).toHaveLength(0);
    // Fetched at most once per period and page (an earlier test of this file may have fetched it).
    const fetched = server.calls
      .filter((call) => call.url.startsWith('/dictionaries/'))
      .map((call) => call.url);
    expect(fetched.length).toBeLessThanOrEqual(1);
    expect(fetched.every((url) => url === '/dictionaries/English2021_2024.bin')).toBe(true);
  });

  it('can be turned off', async () => {
    const user = userEvent.setup();
    await renderRoute('/de-jargonizer');
    await user.click(screen.getByRole('checkbox', { name: 'Colour the text as I type' }));
    await user.type(textBox(), 'Epigenetics');
    expect(screen.queryByTestId('live-text')).not.toBeInTheDocument();
    expect(server.calls.some((call) => call.url.startsWith('/dictionaries/'))).toBe(false);
  });
});

describe('De-Jargonizer: grading', () => {
  it('sends the period and text, then shows the coloured text, table, score, gauge and Download (no Share)', async () => {
    const user = userEvent.setup();
    await renderRoute('/de-jargonizer');
    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Time period' }),
      'English2015_2018',
    );
    await user.type(textBox(), 'Epigenetics changes gene expression');
    await user.click(screen.getByRole('button', { name: 'START' }));
    const heading = await screen.findByRole('heading', { level: 2, name: 'Result' });
    await waitFor(() => expect(heading).toHaveFocus());
    const form = gradeCalls()[0]?.body as FormData;
    expect(form.get('timePriodDDL')).toBe('English2015_2018');
    expect(form.get('ContentTA')).toBe('Epigenetics changes gene expression');
    const table = screen.getByRole('table', { name: 'Words by band' });
    const rows = within(table)
      .getAllByRole('row')
      .map((row) => row.textContent);
    expect(rows).toEqual([
      'BandWordsPercent',
      'Common250%',
      'Mid-Frequency125%',
      'Rare125%',
      'Total4',
    ]);
    expect(screen.getByText('Score: 62')).toBeInTheDocument();
    expect(screen.getByText('Try to get it higher in the next round.')).toBeInTheDocument();
    const gauge = screen.getByRole('img', { name: /^Rare words: 25%/ });
    expect(gauge).toHaveAttribute('src', '/api/TextGrading/Scala?score=25');
    expect(screen.getByRole('button', { name: 'Download' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /share/i })).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Result ready: score 62.');
  });

  it('praises a score above 90', async () => {
    const user = userEvent.setup();
    await renderRoute('/de-jargonizer');
    await user.type(textBox(), 'the gene changes how cells work');
    await user.click(screen.getByRole('button', { name: 'START' }));
    expect(await screen.findByText('Nicely done!')).toBeInTheDocument();
  });

  it('shows the server message and keeps the text when grading fails', async () => {
    const user = userEvent.setup();
    await renderRoute('/de-jargonizer');
    await user.type(textBox(), 'my precious draft');
    server.failGrade = {
      status: 400,
      code: 'INVALID_FILE',
      message: 'The file "x.docx" is not a Word (.docx) document (it is not a zip archive).',
    };
    await user.click(screen.getByRole('button', { name: 'START' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The file "x.docx" is not a Word (.docx) document (it is not a zip archive).',
    );
    expect(textBox().value).toBe('my precious draft');
    expect(screen.queryByRole('heading', { name: 'Result' })).not.toBeInTheDocument();
  });

  it('sends a chosen file instead of the text, and names the result after it', async () => {
    const user = userEvent.setup();
    await renderRoute('/de-jargonizer');
    await user.type(textBox(), 'kept text');
    const file = new File(['Epigenetics of the gene'], 'Essay.txt', { type: 'text/plain' });
    await user.upload(screen.getByLabelText('Upload a file (.txt or .docx, up to 15MB)'), file);
    expect(screen.getByText('Chosen file: Essay.txt')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'START' }));
    expect(await screen.findByRole('heading', { name: 'Result: Essay' })).toBeInTheDocument();
    expect(((gradeCalls()[0]?.body as FormData).get('ArticleFU') as File).name).toBe('Essay.txt');
    expect(textBox().value).toBe('kept text');
    await user.click(screen.getByRole('button', { name: 'Remove the file' }));
    expect(screen.queryByText('Chosen file: Essay.txt')).not.toBeInTheDocument();
  });

  it('refuses a file over 15 MB before uploading it', async () => {
    const user = userEvent.setup();
    await renderRoute('/de-jargonizer');
    const big = new File(['x'], 'big.txt', { type: 'text/plain' });
    Object.defineProperty(big, 'size', { value: 15 * 1024 * 1024 + 1 });
    await user.upload(screen.getByLabelText('Upload a file (.txt or .docx, up to 15MB)'), big);
    expect(screen.getByRole('alert')).toHaveTextContent('The file "big.txt" is larger than 15 MB.');
    expect(screen.queryByText('Chosen file: big.txt')).not.toBeInTheDocument();
  });

  it('keeps the text in the tab when leaving the page and coming back', async () => {
    const user = userEvent.setup();
    const { router } = await renderRoute('/de-jargonizer');
    await user.type(textBox(), 'draft to keep');
    await router.navigate('/de-jargonizer/about');
    await router.navigate('/de-jargonizer');
    expect(textBox().value).toBe('draft to keep');
  });

  it('says so when the download fails', async () => {
    const user = userEvent.setup();
    await renderRoute('/de-jargonizer');
    await user.type(textBox(), 'the gene');
    await user.click(screen.getByRole('button', { name: 'START' }));
    server.failDownload = true;
    await user.click(await screen.findByRole('button', { name: 'Download' }));
    expect(await screen.findByText('An error occurred while downloading.')).toBeInTheDocument();
  });

  it('downloads the result with the lists the server gave', async () => {
    const user = userEvent.setup();
    await renderRoute('/de-jargonizer');
    await user.type(textBox(), 'Epigenetics changes');
    await user.click(screen.getByRole('button', { name: 'START' }));
    await user.click(await screen.findByRole('button', { name: 'Download' }));
    await waitFor(() => expect(URL.createObjectURL).toHaveBeenCalled());
    const call = server.calls.find((candidate) => candidate.url === '/api/TextGrading/Download');
    expect(JSON.parse(String(call?.body))).toMatchObject({
      CleanedWords: ['epigenetics', 'changes'],
      RareWords: ['epigenetics'],
      NormalWords: [],
      Words: ['Epigenetics', ' ', 'changes'],
      WordBands: ['rare', 'common'],
      Period: 'English2021_2024',
    });
  });
});

describe('De-Jargonizer: words of the result', () => {
  async function graded(text: string) {
    const user = userEvent.setup();
    await renderRoute('/de-jargonizer');
    await user.type(textBox(), text);
    await user.click(screen.getByRole('button', { name: 'START' }));
    await screen.findByRole('heading', { name: 'Result' });
    return user;
  }

  it('marks rare and mid-frequency words with a non-colour cue that screen readers hear too', async () => {
    await graded('Epigenetics changes gene expression');
    const text = screen.getByRole('group', { name: 'Your text, coloured by band' });
    const rare = within(text).getByRole('button', { name: 'Epigenetics (rare)' });
    expect(rare).toHaveClass('dj-band--rare');
    expect(within(text).getByRole('button', { name: 'expression (mid-frequency)' })).toHaveClass(
      'dj-band--mid',
    );
    expect(within(text).queryByRole('button', { name: /changes/ })).not.toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Key' })).toHaveTextContent(
      'Rare word (red, bold, underlined)',
    );
  });

  it('shows simpler words when a rare word gets keyboard focus', async () => {
    const user = await graded('Epigenetics changes gene expression');
    await user.tab();
    expect(screen.getByRole('button', { name: 'Epigenetics (rare)' })).toHaveFocus();
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Simpler: biology');
  });

  it('keeps the hint while it is hovered and lets Escape dismiss it (WCAG 1.4.13)', async () => {
    const user = await graded('Epigenetics changes gene expression');
    const rare = screen.getByRole('button', { name: 'Epigenetics (rare)' });
    await user.hover(rare);
    const hint = await screen.findByRole('tooltip');
    expect(rare).toHaveAccessibleDescription('Simpler: biology');
    await user.hover(hint);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(screen.getByRole('tooltip')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });

  it('moves between marked words with the arrow keys, one Tab stop for the whole text', async () => {
    const user = await graded('Epigenetics and methylation changes protein expression');
    const buttons = within(
      screen.getByRole('group', { name: 'Your text, coloured by band' }),
    ).getAllByRole('button');
    expect(buttons.map((button) => button.tabIndex)).toEqual([0, -1, -1, -1]);
    buttons[0]!.focus();
    await user.keyboard('{ArrowRight}');
    expect(buttons[1]).toHaveFocus();
    await user.keyboard('{End}');
    expect(buttons[3]).toHaveFocus();
    await user.keyboard('{Home}');
    expect(buttons[0]).toHaveFocus();
    expect(buttons.map((button) => button.tabIndex)).toEqual([0, -1, -1, -1]);
  });

  it('shows the yearly frequency of a chosen word as a chart with its figures, and closes back to the word', async () => {
    const user = await graded('Epigenetics changes');
    const rare = screen.getByRole('button', { name: 'Epigenetics (rare)' });
    rare.focus();
    await user.keyboard('{Enter}');
    const details = await screen.findByRole('region', { name: '“epigenetics”' });
    expect(
      await within(details).findByRole('img', {
        name: /Frequency of “epigenetics” per million words, 2012 to 2024: highest 2\.2 in 2024, lowest 1\.0 in 2012/,
      }),
    ).toBeInTheDocument();
    expect(within(details).getAllByRole('row')).toHaveLength(14);
    expect(within(details).getByText('biology')).toBeInTheDocument();
    expect(
      server.calls.some(
        (call) => call.url === '/api/words/epigenetics/frequency?period=English2021_2024',
      ),
    ).toBe(true);
    await user.click(within(details).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('region', { name: '“epigenetics”' })).not.toBeInTheDocument();
    expect(rare).toHaveFocus();
  });
});

describe('Multiple Texts', () => {
  it('uploads the files with a progress bar, then offers Results.csv and a sortable table', async () => {
    const user = userEvent.setup();
    server.groupRows = [
      {
        fileName: 'b.txt',
        commonPercent: 80,
        common: 8,
        midPercent: 10,
        mid: 1,
        rarePercent: 10,
        rare: 1,
        score: 85,
        words: 10,
        error: null,
      },
      {
        fileName: 'broken.docx',
        commonPercent: null,
        common: null,
        midPercent: null,
        mid: null,
        rarePercent: null,
        rare: null,
        score: null,
        words: null,
        error: 'not a zip',
      },
      {
        fileName: 'a.txt',
        commonPercent: 100,
        common: 5,
        midPercent: 0,
        mid: 0,
        rarePercent: 0,
        rare: 0,
        score: 100,
        words: 5,
        error: null,
      },
    ];
    await renderRoute('/de-jargonizer/multiple-texts');
    expect(document.title).toBe('Multiple Texts – De-Jargonizer – SciComm Studio');
    const files = ['b.txt', 'broken.docx', 'a.txt'].map((name) => new File(['x'], name));
    await user.upload(screen.getByLabelText('Choose files (.txt or .docx, 15MB in total)'), files);
    expect(screen.getByText('3 files chosen')).toBeInTheDocument();
    let finishUpload = () => {};
    server.groupGate = new Promise((resolve) => (finishUpload = resolve));
    await user.click(screen.getByRole('button', { name: 'Grade the files' }));
    expect(await screen.findByRole('progressbar', { name: 'Upload progress' })).toBeInTheDocument();
    finishUpload();
    const results = await screen.findByRole('region', { name: 'Results' });
    expect(within(results).getByText('3 files graded.')).toBeInTheDocument();
    const sent = server.calls.find((call) => call.url === '/api/GroupGrading')?.body as FormData;
    expect(sent.getAll('ArticlesGroupFU').map((file) => (file as File).name)).toEqual([
      'b.txt',
      'broken.docx',
      'a.txt',
    ]);
    expect(sent.get('timePriodDDL')).toBe('English2021_2024');

    const firstColumn = () =>
      within(results)
        .getAllByRole('row')
        .slice(1)
        .map((row) => within(row).getAllByRole('rowheader')[0]?.textContent);
    expect(firstColumn()).toEqual(['b.txt', 'broken.docx', 'a.txt']);
    await user.click(within(results).getByRole('button', { name: /^Score/ }));
    expect(firstColumn()).toEqual(['b.txt', 'a.txt', 'broken.docx']);
    expect(within(results).getByRole('columnheader', { name: /^Score/ })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
    await user.click(within(results).getByRole('button', { name: /^Score/ }));
    expect(firstColumn()).toEqual(['a.txt', 'b.txt', 'broken.docx']);
    expect(within(results).getByText('not a zip')).toBeInTheDocument();
    expect(within(results).getAllByText('80% (8)')).toHaveLength(1);

    await user.click(within(results).getByRole('button', { name: 'Download Results.csv' }));
    expect(URL.createObjectURL).toHaveBeenCalled();
  });

  it('asks for at least one file', async () => {
    const user = userEvent.setup();
    await renderRoute('/de-jargonizer/multiple-texts');
    await user.click(screen.getByRole('button', { name: 'Grade the files' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Choose at least one .txt or .docx file.');
    expect(server.calls.some((call) => call.url === '/api/GroupGrading')).toBe(false);
  });

  it('shows the server message when the upload is refused', async () => {
    const user = userEvent.setup();
    server.groupFailure = { status: 413, message: 'The files are larger than 15 MB in total.' };
    await renderRoute('/de-jargonizer/multiple-texts');
    await user.upload(screen.getByLabelText('Choose files (.txt or .docx, 15MB in total)'), [
      new File(['x'], 'a.txt'),
    ]);
    await user.click(screen.getByRole('button', { name: 'Grade the files' }));
    expect(
      await screen.findByText('The files are larger than 15 MB in total.'),
    ).toBeInTheDocument();
  });
});

describe('Information pages', () => {
  it.each([
    [
      '/de-jargonizer/about',
      'About the De-Jargonizer',
      ['whatIsIt', 'whyDoWeNeedIt', 'whoShouldUseIt', 'inTheNews', 'buildYourOwnDeJargonizer'],
    ],
    [
      '/de-jargonizer/instructions',
      'Instructions',
      ['howToUseIt', 'fileTypes', 'judgingResults', 'vocabulary', 'howToReadResults'],
    ],
    [
      '/de-jargonizer/development',
      'Development',
      ['wordFrequencyLevels', 'development', 'Developers'],
    ],
  ])('%s has the anchors of spec §2, listed as hash links', async (path, title, anchors) => {
    const { container } = await renderRoute(path);
    expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    for (const id of anchors) expect(container.querySelector(`section#${id}`)).not.toBeNull();
    const contents = screen.getByRole('navigation', { name: 'On this page' });
    expect(
      within(contents)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(anchors.map((id) => `${path}#${id}`));
  });

  it('scrolls a hash link to its section 100 px below the top and moves focus there', async () => {
    const user = userEvent.setup();
    await renderRoute('/de-jargonizer/instructions');
    const section = document.getElementById('judgingResults')!;
    section.getBoundingClientRect = () => ({ top: 700 }) as DOMRect;
    await user.click(screen.getByRole('link', { name: 'How should I judge the results?' }));
    await waitFor(() =>
      expect(window.scrollTo).toHaveBeenCalledWith({ top: 600, behavior: 'smooth' }),
    );
    expect(section).toHaveFocus();
  });

  it('groups the news by language, Hebrew right to left, and shows no empty group', async () => {
    await renderRoute('/de-jargonizer/about');
    const group = (name: string) => screen.getByRole('region', { name });
    expect(
      within(group('English')).getByRole('link', {
        name: 'Technion’s De-Jargonizer translates science-speak for the layman',
      }),
    ).toHaveAttribute(
      'href',
      'https://www.timesofisrael.com/technions-de-jargonizer-translates-science-speak-for-the-layman/',
    );
    for (const name of [
      'Русский (Russian)',
      'Deutsch (German)',
      '中文 (Chinese)',
      'Español (Spanish)',
      'Français (French)',
    ]) {
      expect(group(name)).not.toHaveAttribute('dir', 'rtl');
    }
    expect(group('עברית (Hebrew)')).toHaveAttribute('dir', 'rtl');
    // No Arabic report is known: no group, rather than an empty one.
    expect(screen.queryByRole('region', { name: 'العربية (Arabic)' })).toBeNull();
    for (const region of within(screen.getByRole('region', { name: 'In the news' })).getAllByRole('region')) {
      expect(within(region).getAllByRole('link').length).toBeGreaterThan(0);
    }
  });

  it('gives the vocabulary facts behind the levels in the Instructions', async () => {
    await renderRoute('/de-jargonizer/instructions');
    const section = screen.getByRole('region', { name: 'Vocabulary facts behind the levels' });
    expect(within(section).getByText(/about 98% of the words.*about 2% for rare words.*95% coverage/)).toBeInTheDocument();
    expect(within(section).getByText(/2,000 most frequent word families cover about 85%/)).toBeInTheDocument();
    expect(within(section).getByText(/80% high-frequency words, 8–10% general academic words and about 5% technical/)).toBeInTheDocument();
    expect(within(section).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'High frequency (common): the first 1,000–3,000 word families.',
      'Mid-frequency: word families 3,000–9,000.',
      'Low frequency (rare): beyond the first 9,000 word families.',
    ]);
  });

  it('gives the vocabulary facts in Hebrew and Arabic too', async () => {
    for (const [language, title, fact] of [
      ['he', 'עובדות על אוצר מילים שמאחורי הרמות', /9,000/],
      ['ar', 'حقائق عن المفردات تقوم عليها المستويات', /85%/],
    ] as const) {
      const view = await renderRoute('/de-jargonizer/instructions', { language });
      const section = screen.getByRole('region', { name: title });
      expect(within(section).getAllByText(fact).length).toBeGreaterThan(0);
      view.unmount();
    }
  });

  it('downloads the Build Your Own instructions, and says so when that fails', async () => {
    const user = userEvent.setup();
    await renderRoute('/de-jargonizer/about');
    await user.click(screen.getByRole('button', { name: 'Download the instructions (.docx)' }));
    await waitFor(() => expect(URL.createObjectURL).toHaveBeenCalled());
    expect(
      server.calls.find((call) => call.url === '/api/TextGrading/BuildYourOwnDeJargonizer')?.method,
    ).toBe('POST');
    server.failDownload = true;
    await user.click(screen.getByRole('button', { name: 'Download the instructions (.docx)' }));
    expect(await screen.findByText('An error occurred while downloading.')).toBeInTheDocument();
  });

  it('opens a worked example in the analyser', async () => {
    const user = userEvent.setup();
    await renderRoute('/de-jargonizer/instructions');
    expect(
      screen.getByText(
        /16 words: common 7 \(44%\), mid-frequency 3 \(19%\), rare 6 \(38%\)\. Score 53\./,
      ),
    ).toBeInTheDocument();
    await user.click(screen.getAllByRole('button', { name: 'Analyse this example' })[1]!);
    // The analyser's code is loaded on first visit: wait for the route, not for a fixed time.
    await waitFor(() =>
      expect(textBox().value).toMatch(/^When the power stations inside our cells break down/),
    );
  });

  it('gives the citation of the research article', async () => {
    await renderRoute('/de-jargonizer/how-to-cite');
    expect(
      screen.getByText(/Rakedzon T, Segev E, Chapnik N, Yosef R, Baram-Tsabari A \(2017\)/),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('link', { name: 'https://doi.org/10.1371/journal.pone.0181742' }),
    ).toBeInTheDocument();
  });

  it('lists three contact addresses and the two institutions', async () => {
    await renderRoute('/de-jargonizer/contact-us');
    const mails = screen
      .getAllByRole('link')
      .filter((link) => link.getAttribute('href')?.startsWith('mailto:'));
    expect(mails).toHaveLength(3);
    const technion = screen.getByRole('article', { name: 'Technion – Israel Institute of Technology' });
    expect(within(technion).getByText('Haifa, Israel')).toBeInTheDocument();
    expect(within(technion).getByRole('link', { name: 'www.technion.ac.il' })).toHaveAttribute('href', 'https://www.technion.ac.il/en/');
    const faculty = screen.getByRole('article', { name: 'Faculty of Education in Science and Technology' });
    expect(within(faculty).getByText('Technion, Haifa, Israel')).toBeInTheDocument();
    expect(within(faculty).getByRole('link', { name: 'edu.technion.ac.il' })).toHaveAttribute('href', 'https://edu.technion.ac.il/en/');
  });
});

describe('word count edge', () => {
  it('counts whitespace-separated tokens, punctuation included', async () => {
    await renderRoute('/de-jargonizer');
    fireEvent.change(textBox(), { target: { value: ' a , b\t\tc\n' } });
    expect(screen.getByText('Words: 4')).toBeInTheDocument();
  });
});
