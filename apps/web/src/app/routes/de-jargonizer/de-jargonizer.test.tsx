import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ENGLISH_PERIOD_CODES } from '@scicomm/jargon';
import { COMMON_PER_MILLION, ENGLISH_COMMON_MIN, ENGLISH_MID_MIN, MID_PER_MILLION } from '@scicomm/jargon/bands';
import { PRAISED_SCORE_ABOVE } from '@scicomm/jargon/score';
import {
  installFakeServer,
  type FakeServer,
} from '../../../features/de-jargonizer/test/fake-de-jargonizer-server.ts';
import { highlightedWords, installHighlights, moveCaret, placeCaret, replaceText, typeInto } from '../../../features/de-jargonizer/test/editor-in-jsdom.ts';
import { clearCookies, expectTitle, renderRoute, waitForLiveForm } from '../../../test/render-route.tsx';
import { stubResizeObserver } from '../../../test/stub-resize-observer.ts';

let server: FakeServer;

beforeEach(() => {
  clearCookies();
  sessionStorage.clear();
  document.cookie = 'terms_consent=true; Path=/';
  server = installFakeServer();
  installHighlights();
  vi.stubGlobal('scrollTo', vi.fn());
  // Radix positions tooltips with ResizeObserver, which jsdom lacks.
  stubResizeObserver();
  URL.createObjectURL = vi.fn(() => 'blob:result');
  URL.revokeObjectURL = vi.fn();
});

const textBox = () => screen.getByRole('textbox', { name: 'Your text' });
const fileField = () => screen.getByLabelText('Upload a file (.txt or .docx, up to 15MB)');
const analyseCalls = () => server.calls.filter((call) => call.url === '/api/de-jargonizer/analyses');
const panel = () => screen.getByRole('complementary', { name: 'Your text in numbers' });
/** Puts the caret in the text at `offset` and clicks there, as a click on a word does. */
const clickAt = (offset: number) => {
  textBox().focus();
  placeCaret(textBox(), offset, true);
};

describe('De-Jargonizer: the editor', () => {
  it('shows the language, the period (default 2021 - 2024), the 15MB file upload, the text box with its word count', async () => {
    const user = userEvent.setup();
    await renderRoute('/de-jargonizer');
    expect(screen.getByRole('heading', { level: 1, name: 'De-Jargonizer' })).toBeInTheDocument();
    await expectTitle('De-Jargonizer – SciComm Studio');
    expect(screen.getByRole('radio', { name: 'English' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Hebrew' })).not.toBeChecked();
    const period = screen.getByRole('combobox', { name: 'Time period' }) as HTMLSelectElement;
    expect(period.value).toBe('English2021_2024');
    expect(within(period).getAllByRole('option').map((option) => option.textContent)).toEqual(
      ENGLISH_PERIOD_CODES.map((code) => code.replace(/^English(\d{4})_(\d{4})$/, '$1 - $2')),
    );
    expect(screen.getByLabelText('Upload a file (.txt or .docx, up to 15MB)')).toHaveAttribute('type', 'file');
    expect(screen.getByText('Words: 0')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download' })).toBeDisabled();
    typeInto(textBox(), 'the  gene\nchanges ');
    // The figures follow the text a moment after the keys (useTypedText).
    expect(await screen.findByText('Words: 3')).toBeInTheDocument();
    expect(textBox()).toHaveAccessibleDescription(expect.stringMatching(/^Words: 3/));
    await user.click(screen.getByRole('button', { name: 'Clear' }));
    expect(textBox().textContent).toBe('');
    expect(textBox()).toHaveFocus();
  });

  it('credits the data on the About page, the Hebrew and Arabic counts as their licence asks', async () => {
    await renderRoute('/de-jargonizer/about');
    expect(await screen.findByRole('heading', { name: 'The data' })).toBeInTheDocument();
    expect(screen.getByText(/^Hebrew: .*“FrequencyWords” by Hermit Dave, from OpenSubtitles 2018/)).toBeInTheDocument();
    expect(screen.getByText(/^Arabic: .*“FrequencyWords” by Hermit Dave, from OpenSubtitles 2018/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'CC BY-SA 4.0 licence' })).toHaveAttribute('href', 'https://creativecommons.org/licenses/by-sa/4.0/');
    expect(screen.getByRole('link', { name: 'FrequencyWords' })).toHaveAttribute('href', 'https://github.com/hermitdave/FrequencyWords');
  });

  it('credits wordfreq, the writing coach\'s second list, with its sources and licence', async () => {
    await renderRoute('/de-jargonizer/about');
    expect(await screen.findByText(/^The writing coach, beside these counts: .*wordfreq \(Robyn Speer\), from Wikipedia, OpenSubtitles, Google Books Ngrams, web text and Twitter.*Attribution-ShareAlike 4\.0/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'wordfreq' })).toHaveAttribute('href', 'https://github.com/rspeer/wordfreq');
  });

  it('credits the Hebrew WordNet with its copyright notice and Arabic WordNet with its licence', async () => {
    await renderRoute('/de-jargonizer/about');
    expect(await screen.findByText(/^Hebrew meanings: the Hebrew WordNet, Copyright 2007 by Noam Ordan and Shuly Wintner, University of Haifa.*without any warranty/)).toBeInTheDocument();
    expect(screen.getByText(/^Arabic meanings: Arabic WordNet version 2 .*Attribution-ShareAlike 3\.0.*Princeton WordNet 3\.0/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Hebrew WordNet' })).toHaveAttribute('href', 'http://cl.haifa.ac.il/projects/mwn/index.shtml');
    expect(screen.getByRole('link', { name: 'Arabic WordNet' })).toHaveAttribute('href', 'http://globalwordnet.org/arabic-wordnet/');
    expect(screen.getByRole('link', { name: 'CC BY-SA 3.0 licence' })).toHaveAttribute('href', 'https://creativecommons.org/licenses/by-sa/3.0/');
  });

  it('shows the sub-navigation with the current page marked', async () => {
    await renderRoute('/de-jargonizer/about');
    const nav = screen.getByRole('navigation', { name: 'De-Jargonizer pages' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['De-Jargonizer', '/de-jargonizer'],
      ['Multiple Texts', '/de-jargonizer/multiple-texts'],
      ['Compare', '/de-jargonizer/compare'],
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

describe('De-Jargonizer: colours in the text box', () => {
  it('colours the text in place from the period dictionary, with live figures and no request', async () => {
    await renderRoute('/de-jargonizer');
    typeInto(textBox(), 'Epigenetics changes gene expression');
    // The word list arrives while the keys are still coming (it is fetched on focus): the last
    // key's line is painted in the next frame.
    await waitFor(() => expect(highlightedWords('rare')).toEqual(['Epigenetics']));
    expect(highlightedWords('mid')).toEqual(['expression']);
    expect(textBox()).toHaveTextContent('Epigenetics changes gene expression');
    const rows = () =>
      within(within(panel()).getByRole('table', { name: 'Words by band' }))
        .getAllByRole('row')
        .map((row) => row.textContent);
    await waitFor(() => expect(rows()).toEqual(['BandWordsPercent', 'Common250%', 'Mid-Frequency125%', 'Rare125%', 'Total4']));
    expect(within(panel()).getByText('Score: 62')).toBeInTheDocument();
    expect(within(panel()).getByRole('img', { name: /^Rare words: 25%/ })).toHaveTextContent('Rare words: 25%');
    expect(analyseCalls()).toHaveLength(0);
    const fetched = server.calls.filter((call) => call.url.startsWith('/dictionaries/')).map((call) => call.url);
    expect(fetched.length).toBeLessThanOrEqual(1);
    expect(fetched.every((url) => url === '/dictionaries/English2021_2024.bin')).toBe(true);
    // Fixing the word in place updates the figures.
    replaceText(textBox(), 'Biology changes gene expression');
    await waitFor(() => expect(within(panel()).queryByText('Score: 62')).not.toBeInTheDocument());
    expect(within(panel()).getByText(/^Score: \d+$/)).toBeInTheDocument();
  });

  // "Words: 104" under the box and "Total 101" in the panel differ for a reason the page must say.
  it('says why the count under the text and the panel’s total differ, and says nothing when they agree', async () => {
    await renderRoute('/de-jargonizer');
    textBox().focus();
    replaceText(textBox(), 'In 2024 we saw 3 genes & the expression — see example.com');
    expect(await screen.findByText('Words: 12')).toBeInTheDocument();
    expect(
      await within(panel()).findByText(
        'Under the text: 12 words, each a run of characters between spaces. Here: 7, the words of letters that the measure bands (numbers, symbols, links and e-mail addresses are left out).',
      ),
    ).toBeInTheDocument();
    expect(within(panel()).getByRole('row', { name: /Total/ })).toHaveTextContent('Total7');
    replaceText(textBox(), 'We saw the genes and their expression here');
    await waitFor(() => expect(within(panel()).getByRole('row', { name: /Total/ })).toHaveTextContent('Total8'));
    expect(screen.getByText('Words: 8')).toBeInTheDocument();
    expect(within(panel()).queryByText(/^Under the text:/)).not.toBeInTheDocument();
  });

  it('fetches the word list when the writer reaches the text box, so a first paste does not wait for it; a visitor who only looks fetches nothing', async () => {
    await renderRoute('/de-jargonizer');
    const dictionaryCalls = () => server.calls.filter((call) => call.url.startsWith('/dictionaries/')).map((call) => call.url);
    await screen.findByRole('combobox', { name: 'Time period' });
    expect(dictionaryCalls()).toEqual([]);
    textBox().focus();
    await waitFor(() => expect(dictionaryCalls()).toEqual(['/dictionaries/English2021_2024.bin']));
    expect(textBox().textContent).toBe('');
  });

  it('offers to join the lines of a text wrapped as a PDF is, a word cut at a line end made whole, and to put the text back', async () => {
    const user = userEvent.setup();
    await renderRoute('/de-jargonizer');
    const wrapped = 'Biology changes how cells work and the gene\nexpression of a protein is here and the methy-\nlation of the gene changes how cells work here.';
    const joined = 'Biology changes how cells work and the gene expression of a protein is here and the methylation of the gene changes how cells work here.';
    textBox().focus();
    replaceText(textBox(), wrapped);
    const note = await screen.findByText(/The lines of this text end in mid-sentence/);
    // "methy" and "lation" are counted as two words until the lines are joined.
    expect(await screen.findByText('Words: 26')).toBeInTheDocument();
    await user.click(within(note).getByRole('button', { name: 'Join the lines' }));
    expect(textBox().textContent).toBe(joined);
    expect(await screen.findByText('Words: 25')).toBeInTheDocument();
    expect(screen.getByText('The lines are joined.', { exact: false })).toHaveAttribute('role', 'status');
    await user.click(screen.getByRole('button', { name: 'Bring back the previous text' }));
    expect(textBox().textContent).toBe(wrapped);
    // A text written a paragraph a line gets no such note.
    replaceText(textBox(), 'Biology changes how cells work.\nThe gene is here.');
    await screen.findByText('Words: 9');
    expect(screen.queryByText(/The lines of this text end in mid-sentence/)).not.toBeInTheDocument();
  });

  it('measures a Hebrew text with the Hebrew list by itself, says so, and offers the way back', async () => {
    const user = userEvent.setup();
    await renderRoute('/de-jargonizer');
    replaceText(textBox(), 'שלום לכולם, זהו טקסט בעברית');
    expect(
      await screen.findByText('This text is in Hebrew script, so it is measured against the Hebrew word list.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Hebrew' })).toBeChecked();
    expect(textBox()).toHaveAttribute('dir', 'rtl');
    await waitFor(() =>
      expect(server.calls.some((call) => call.url === '/dictionaries/Hebrew2016_2016.bin')).toBe(true),
    );
    // The 2012–2024 periods are English only: Hebrew has no period to choose.
    expect(screen.queryByRole('combobox', { name: 'Time period' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Measure it as English instead' }));
    expect(screen.getByRole('radio', { name: 'English' })).toBeChecked();
    expect(textBox()).toHaveAttribute('dir', 'ltr');
    expect(screen.queryByText(/in Hebrew script/)).not.toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Time period' })).toHaveAccessibleDescription(
      'The words are measured against BBC news of these four years.',
    );
  });

  it('follows a pasted text: Hebrew to the Hebrew list, English back to the English period, each with a note and a way back', async () => {
    const user = userEvent.setup();
    await renderRoute('/de-jargonizer');
    const period = () => screen.getByRole('combobox', { name: 'Time period' }) as HTMLSelectElement;
    await user.selectOptions(period(), 'English2016_2019');
    typeInto(textBox(), 'המחקר שלי עוסק בשינה של ילדים ובהורים שלהם.', 'insertFromPaste');
    expect(
      await screen.findByText('This text is in Hebrew script, so it is measured against the Hebrew word list.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Hebrew' })).toBeChecked();
    expect(textBox()).toHaveAttribute('dir', 'rtl');
    // START sends the period in use.
    await user.click(screen.getByRole('button', { name: 'START' }));
    await waitFor(() => expect(analyseCalls()).toHaveLength(1));
    expect(JSON.parse(String(analyseCalls()[0]?.body))).toMatchObject({ period: 'Hebrew2016_2016' });

    // An English text replaces it: the English period chosen before comes back, without a note.
    // (The page follows the box once the keys pause: each step waits for its word count.)
    replaceText(textBox(), '');
    await screen.findByText('Words: 0');
    typeInto(textBox(), 'My research is about how children sleep.', 'insertFromPaste');
    await screen.findByText('Words: 7');
    expect(screen.getByRole('radio', { name: 'English' })).toBeChecked();
    expect(period().value).toBe('English2016_2019');
    expect(screen.queryByText(/in Hebrew script/)).not.toBeInTheDocument();

    // With the Hebrew list chosen by hand, an English text pasted goes to the English period, and back.
    replaceText(textBox(), '');
    await screen.findByText('Words: 0');
    await user.click(screen.getByRole('radio', { name: 'Hebrew' }));
    typeInto(textBox(), 'My research is about how children sleep.');
    await screen.findByText('Words: 7');
    expect(
      await screen.findByText('This text is in Latin letters, so it is measured against the English word list.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'English' })).toBeChecked();
    expect(period().value).toBe('English2016_2019');
    await user.click(screen.getByRole('button', { name: 'Measure it with the Hebrew list instead' }));
    expect(screen.getByRole('radio', { name: 'Hebrew' })).toBeChecked();
    expect(screen.queryByText(/in Latin letters/)).not.toBeInTheDocument();
  });

  it("names a Hebrew word's list by its language, not as a period, in the Hebrew interface", async () => {
    await renderRoute('/de-jargonizer', { language: 'he' });
    const hebrewBox = () => screen.getByRole('textbox', { name: 'הטקסט שלכם' });
    replaceText(hebrewBox(), 'המתילציה האפיגנטית משנה גנים');
    await waitFor(() => expect(highlightedWords('rare')).toContain('המתילציה'));
    hebrewBox().focus();
    placeCaret(hebrewBox(), 3, true);
    const details = await screen.findByRole('dialog', { name: '„המתילציה”' });
    expect(within(details).getByText('נדירה בעברית')).toBeInTheDocument();
    expect(within(details).queryByText(/בתקופה/)).not.toBeInTheDocument();
  });

  it("opens a marked word's details next to it: simpler words and its yearly frequency", async () => {
    const user = userEvent.setup();
    await renderRoute('/de-jargonizer');
    typeInto(textBox(), 'Epigenetics changes gene expression');
    await waitFor(() => expect(highlightedWords('rare')).not.toEqual([]));
    clickAt(3);
    const details = await screen.findByRole('dialog', { name: '“Epigenetics”' });
    expect(within(details).getByText('rare in 2021 - 2024')).toBeInTheDocument();
    expect(await within(details).findByText('biology')).toBeInTheDocument();
    expect(within(details).queryByRole('list', { name: 'Its dictionary meanings' })).not.toBeInTheDocument();
    expect(
      await within(details).findByRole('img', { name: /^Frequency of “epigenetics” per million words, 2012 to 2024/ }),
    ).toBeInTheDocument();
    // With the word's sentence, so the simpler words fit the sense it has there.
    expect(
      server.calls.some(
        (call) =>
          call.url === '/api/words/epigenetics/frequency?period=English2021_2024&sentence=Epigenetics+changes+gene+expression',
      ),
    ).toBe(true);
    // The caret stays in the text; a common word opens nothing.
    expect(textBox()).toHaveFocus();
    await user.click(within(details).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    clickAt(15);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });

  it('offers the details of the marked word at the caret to the keyboard', async () => {
    const user = userEvent.setup();
    await renderRoute('/de-jargonizer');
    typeInto(textBox(), 'Epigenetics changes gene expression');
    await waitFor(() => expect(highlightedWords('mid')).not.toEqual([]));
    moveCaret(textBox(), -2);
    // Reported once the keys pause.
    expect(await within(panel()).findByText(/At the cursor: “expression”, mid-frequency\./)).toBeInTheDocument();
    await user.click(within(panel()).getByRole('button', { name: 'Details' }));
    expect(await screen.findByRole('dialog', { name: '“expression”' })).toBeInTheDocument();
  });

  it('shows a term without a sure replacement as one readers may not know, with its meanings as a named list', async () => {
    const user = userEvent.setup();
    await renderRoute('/de-jargonizer');
    typeInto(textBox(), 'Epigenetics changes gene expression');
    await waitFor(() => expect(highlightedWords('mid')).not.toEqual([]));
    moveCaret(textBox(), -2);
    await within(panel()).findByText(/At the cursor: “expression”, mid-frequency\./);
    await user.click(within(panel()).getByRole('button', { name: 'Details' }));
    const details = await screen.findByRole('dialog', { name: '“expression”' });
    const meanings = await within(details).findByRole('list', { name: 'Its dictionary meanings' });
    expect(within(meanings).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'the act of forcing something out',
      'a look on the face',
      'the communication of your beliefs',
    ]);
    expect(within(details).getByText('A term readers may not know, with no sure plainer word.')).toBeInTheDocument();
    expect(within(details).queryByText('Simpler words')).not.toBeInTheDocument();
  });
});

describe('De-Jargonizer: START', () => {
  it('sends the period and text, records the analysis and enables Download (no Share for a guest)', async () => {
    const user = userEvent.setup();
    await renderRoute('/de-jargonizer');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Time period' }), 'English2015_2018');
    typeInto(textBox(), 'Epigenetics changes gene expression');
    await user.click(screen.getByRole('button', { name: 'START' }));
    expect(await within(panel()).findByText('Recorded: score 62.')).toBeInTheDocument();
    expect(JSON.parse(String(analyseCalls()[0]?.body))).toEqual({
      period: 'English2015_2018',
      text: 'Epigenetics changes gene expression',
    });
    expect(screen.getByRole('button', { name: 'Download' })).toBeEnabled();
    expect(screen.queryByRole('button', { name: /share/i })).not.toBeInTheDocument();
    expect(screen.getByText('Result ready: score 62.')).toBeInTheDocument();
    typeInto(textBox(), ' and more');
    expect(await within(panel()).findByText(/The text has changed since START/)).toBeInTheDocument();
  });

  it('praises a score above 90', async () => {
    await renderRoute('/de-jargonizer');
    typeInto(textBox(), 'the gene changes how cells work');
    expect(await within(panel()).findByText('Nicely done!')).toBeInTheDocument();
  });

  it('asks for a text first, and shows the server message keeping the text when START fails', async () => {
    const user = userEvent.setup();
    await renderRoute('/de-jargonizer');
    await user.click(screen.getByRole('button', { name: 'START' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Write or paste a text first.');
    expect(analyseCalls()).toHaveLength(0);
    typeInto(textBox(), 'my precious draft');
    server.failGrade = { status: 503, code: 'BUSY', message: 'The server is busy grading other uploads.' };
    await user.click(screen.getByRole('button', { name: 'START' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('The server is busy grading other uploads.'));
    expect(textBox().textContent).toBe('my precious draft');
    expect(screen.getByRole('button', { name: 'Download' })).toBeDisabled();
  });

  it('loads a chosen file into the text box, with a way back, and names the result after it', async () => {
    const user = userEvent.setup();
    await renderRoute('/de-jargonizer');
    typeInto(textBox(), 'kept text');
    const file = new File(['Epigenetics of the gene'], 'Essay.txt', { type: 'text/plain' });
    await user.upload(screen.getByLabelText('Upload a file (.txt or .docx, up to 15MB)'), file);
    await waitFor(() => expect(textBox().textContent).toBe('Epigenetics of the gene'));
    expect(screen.getByText('The text of “Essay.txt” is now in the box.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'START' }));
    expect(await within(panel()).findByText(/^Recorded/)).toBeInTheDocument();
    expect(JSON.parse(String(analyseCalls()[0]?.body))).toMatchObject({ name: 'Essay', text: 'Epigenetics of the gene' });
    await user.click(screen.getByRole('button', { name: 'Bring back the previous text' }));
    expect(textBox().textContent).toBe('kept text');
  });

  it('shows why a file could not be read and keeps the text', async () => {
    const user = userEvent.setup();
    await renderRoute('/de-jargonizer');
    typeInto(textBox(), 'my precious draft');
    server.failGrade = { status: 400, code: 'INVALID_FILE', message: 'The file "x.docx" is not a Word (.docx) document.' };
    await user.upload(
      screen.getByLabelText('Upload a file (.txt or .docx, up to 15MB)'),
      new File(['x'], 'x.docx', { type: 'application/octet-stream' }),
    );
    // Said beside the file field, where the file was chosen (not below the text, off-screen).
    await waitFor(() => expect(fileField()).toHaveAccessibleDescription('The file "x.docx" is not a Word (.docx) document.'));
    expect(textBox().textContent).toBe('my precious draft');
  });

  it('says a refusal beside the file field in place of the note of an earlier load, and clears it with the next file', async () => {
    const user = userEvent.setup();
    await renderRoute('/de-jargonizer');
    await user.upload(fileField(), new File(['Epigenetics of the gene'], 'Essay.txt', { type: 'text/plain' }));
    expect(await screen.findByText('The text of “Essay.txt” is now in the box.')).toBeInTheDocument();
    const big = new File(['x'], 'big.txt', { type: 'text/plain' });
    Object.defineProperty(big, 'size', { value: 15 * 1024 * 1024 + 1 });
    await user.upload(fileField(), big);
    expect(fileField()).toHaveAccessibleDescription('The file "big.txt" is larger than 15 MB.');
    expect(screen.queryByText('The text of “Essay.txt” is now in the box.')).not.toBeInTheDocument();
    expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toEqual(['The file "big.txt" is larger than 15 MB.', '']);
    expect(textBox().textContent).toBe('Epigenetics of the gene');
    await user.upload(fileField(), new File(['Second text'], 'Second.txt', { type: 'text/plain' }));
    expect(await screen.findByText('The text of “Second.txt” is now in the box.')).toBeInTheDocument();
    expect(fileField()).not.toHaveAccessibleDescription();
  });

  it('refuses a file over 15 MB before uploading it', async () => {
    const user = userEvent.setup();
    await renderRoute('/de-jargonizer');
    const big = new File(['x'], 'big.txt', { type: 'text/plain' });
    Object.defineProperty(big, 'size', { value: 15 * 1024 * 1024 + 1 });
    await user.upload(fileField(), big);
    expect(fileField()).toHaveAccessibleDescription('The file "big.txt" is larger than 15 MB.');
    expect(server.calls.some((call) => call.url === '/api/de-jargonizer/file-text')).toBe(false);
  });

  it('keeps the text in the tab when leaving the page and coming back', async () => {
    const { router } = await renderRoute('/de-jargonizer');
    typeInto(textBox(), 'draft in progress');
    await router.navigate('/de-jargonizer/about');
    await router.navigate('/de-jargonizer');
    await waitFor(() => expect(textBox().textContent).toBe('draft in progress'));
  });

  it("downloads the recorded analysis with the original's lists, and says so when that fails", async () => {
    const user = userEvent.setup();
    await renderRoute('/de-jargonizer');
    typeInto(textBox(), 'Epigenetics changes gene expression');
    await user.click(screen.getByRole('button', { name: 'START' }));
    await within(panel()).findByText(/^Recorded/);
    await user.click(screen.getByRole('button', { name: 'Download' }));
    const call = await waitFor(() => {
      const found = server.calls.find((candidate) => candidate.url === '/api/TextGrading/Download');
      expect(found).toBeDefined();
      return found!;
    });
    expect(JSON.parse(String(call.body))).toMatchObject({
      CleanedWords: ['epigenetics', 'changes', 'gene', 'expression'],
      NormalWords: ['expression'],
      RareWords: ['epigenetics'],
      Score: 62,
      Words: ['Epigenetics', ' ', 'changes', ' ', 'gene', ' ', 'expression'],
      WordBands: ['rare', 'common', 'common', 'mid'],
      Period: 'English2021_2024',
    });
    server.failDownload = true;
    await user.click(screen.getByRole('button', { name: 'Download' }));
    expect(await screen.findByText('An error occurred while downloading.')).toBeInTheDocument();
  });
});

describe('Multiple Texts', () => {
  // Three rows in the server's order: b.txt, a file it could not read, a.txt.
  const groupRows = (): typeof server.groupRows => [
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
      adjustedScore: 94,
      explainedTerms: 1,
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

  /** Chooses the three files and grades them; the Results region once it is shown. */
  async function gradeThreeFiles(
    user: ReturnType<typeof userEvent.setup>,
    whileGrading?: () => Promise<void>,
    rows = groupRows(),
  ) {
    server.groupRows = rows;
    await renderRoute('/de-jargonizer/multiple-texts');
    await waitForLiveForm();
    await expectTitle('Multiple Texts – De-Jargonizer – SciComm Studio');
    const files = ['b.txt', 'broken.docx', 'a.txt'].map((name) => new File(['x'], name));
    await user.upload(screen.getByLabelText('Choose files (.txt or .docx, 15MB in total)'), files);
    expect(screen.getByText('3 files chosen')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Grade the files' }));
    await whileGrading?.();
    return screen.findByRole('region', { name: 'Results' });
  }

  // Two tests, not one: uploading, then sorting and downloading, in one test took most of its
  // time limit on a busy machine.
  it('uploads the files with a progress bar and reports how many were graded', async () => {
    const user = userEvent.setup();
    let finishUpload = () => {};
    server.groupGate = new Promise((resolve) => (finishUpload = resolve));
    const results = await gradeThreeFiles(user, async () => {
      expect(await screen.findByRole('progressbar', { name: 'Upload progress' })).toBeInTheDocument();
      finishUpload();
    });
    expect(within(results).getByText('3 files graded.')).toBeInTheDocument();
    const sent = server.calls.find((call) => call.url === '/api/GroupGrading')?.body as FormData;
    expect(sent.getAll('ArticlesGroupFU').map((file) => (file as File).name)).toEqual([
      'b.txt',
      'broken.docx',
      'a.txt',
    ]);
    expect(sent.get('timePriodDDL')).toBe('English2021_2024');
  });

  it('shows the results in a table sortable by score, and offers Results.csv', async () => {
    const user = userEvent.setup();
    const results = await gradeThreeFiles(user);
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
    // The adjusted score beside the score (docs/de-jargonizer.md "Key terms and explained terms").
    expect(within(results).getByRole('columnheader', { name: /^Adjusted score/ })).toBeInTheDocument();
    const cells = within(within(results).getByRole('row', { name: /^b\.txt/ })).getAllByRole('cell');
    expect(cells.map((cell) => cell.textContent).slice(3, 5)).toEqual(['85', '94']);

    await user.click(within(results).getByRole('button', { name: 'Download Results.csv' }));
    expect(URL.createObjectURL).toHaveBeenCalled();
  });

  it('says which files were measured with the list of their own script', async () => {
    const user = userEvent.setup();
    // b.txt is in Hebrew: the server measured it with the Hebrew list. The rows are set before
    // the files are sent (setting them while grading raced the fake server's reply).
    const rows = groupRows().map((row) =>
      row.fileName === 'b.txt' ? { ...row, period: 'Hebrew2016_2016' } : { ...row, period: row.error ? null : 'English2021_2024' },
    );
    const results = await gradeThreeFiles(user, undefined, rows);
    expect(
      within(results).getByText('Measured with the Hebrew word list, as their text is in Hebrew script: b.txt.'),
    ).toBeInTheDocument();
    expect(within(results).queryByText(/in Latin letters/)).not.toBeInTheDocument();
  });

  it('asks for at least one file, under the file field, with the cursor there', async () => {
    const user = userEvent.setup();
    await renderRoute('/de-jargonizer/multiple-texts');
    await waitForLiveForm();
    await user.click(screen.getByRole('button', { name: 'Grade the files' }));
    const files = screen.getByLabelText(/^Choose files/);
    expect(files).toHaveFocus();
    expect(files).toHaveAccessibleDescription('Choose at least one .txt or .docx file.');
    expect(server.calls.some((call) => call.url === '/api/GroupGrading')).toBe(false);
    // Choosing a file takes the message away.
    await user.upload(files, [new File(['x'], 'a.txt')]);
    expect(files).not.toHaveAccessibleDescription();
  });

  it("says a file's error in the page's language, not the server's English", async () => {
    const user = userEvent.setup();
    const pdf = 'Only .txt and .docx files can be analysed; "broken.pdf" is a .pdf file.';
    server.groupRows = groupRows().map((row) =>
      row.error ? { ...row, fileName: 'broken.pdf', error: pdf, errorCode: 'UNSUPPORTED_FILE_TYPE' } : row,
    );
    await renderRoute('/de-jargonizer/multiple-texts', { language: 'he' });
    await waitForLiveForm();
    await user.upload(screen.getByLabelText('בחירת קבצים (txt. או docx., עד 15MB בסך הכול)'), [
      new File(['x'], 'a.txt'),
    ]);
    await user.click(screen.getByRole('button', { name: 'ניתוח הקבצים' }));
    const results = await screen.findByRole('region', { name: 'תוצאות' });
    const row = within(results).getByRole('row', { name: /broken\.pdf/u });
    expect(row).toHaveTextContent('ניתן לנתח רק קבצי .txt ו-.docx; הקובץ הזה מסוג אחר.');
    expect(row).not.toHaveTextContent('Only .txt and .docx');
  });

  it('shows the server message when the upload is refused', async () => {
    const user = userEvent.setup();
    server.groupFailure = { status: 413, message: 'The files are larger than 15 MB in total.' };
    await renderRoute('/de-jargonizer/multiple-texts');
    await waitForLiveForm();
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
      ['whatIsIt', 'whyDoWeNeedIt', 'whoShouldUseIt', 'data', 'inTheNews', 'buildYourOwnDeJargonizer'],
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
  ])('%s has the anchors of docs/product.md §2, listed as hash links', async (path, title, anchors) => {
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

  it('states the bands by the cut-offs of @scicomm/jargon/bands', async () => {
    const [common, mid, midTop] = [ENGLISH_COMMON_MIN.toLocaleString('en'), ENGLISH_MID_MIN, ENGLISH_COMMON_MIN - 1];
    await renderRoute('/de-jargonizer/development');
    expect(
      within(document.getElementById('wordFrequencyLevels')!).getByText(
        new RegExp(`^A word that occurs ${common} times or more in the period is common, ${mid} to ${midTop} times mid-frequency, and fewer than ${mid} times`),
      ),
    ).toBeInTheDocument();
    await renderRoute('/de-jargonizer/instructions');
    expect(screen.getByText(new RegExp(`occur ${common} times or more .* \\(${mid} to ${midTop} times\\) .* \\(fewer than ${mid} times\\)`))).toBeInTheDocument();
    expect(screen.getByText(new RegExp(`; above ${PRAISED_SCORE_ABOVE} is a good sign`))).toBeInTheDocument();
  });

  it('states the Hebrew and Arabic cut-offs per million words of @scicomm/jargon/bands', async () => {
    await renderRoute('/de-jargonizer/development');
    const levels = within(document.getElementById('wordFrequencyLevels')!);
    for (const language of ['Hebrew has', 'Arabic, like Hebrew,']) {
      expect(
        levels.getByText(new RegExp(`^${language} .*common from ${COMMON_PER_MILLION} per million .*mid-frequency from ${MID_PER_MILLION} per million`)),
      ).toBeInTheDocument();
    }
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
      expect(textBox().textContent).toMatch(/^When the power stations inside our cells break down/),
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
    replaceText(textBox(), ' a , b\t\tc\n');
    expect(await screen.findByText('Words: 4')).toBeInTheDocument();
  });
});
