// The De-Jargonizer end to end, in Chromium against the built site: the editor that is itself
// the coloured view, a .docx loaded into it, the downloaded result opened again, a word's
// details in a popover that stays on screen (phones too), Hebrew detected by itself, group
// grading with a broken file, the whole page by keyboard, bad input shown with the text kept,
// and axe.
import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import JSZip from 'jszip';
import mammoth from 'mammoth';
import { makeDocx, makeZipBomb } from '../apps/server/src/text-analysis/test-support.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { acceptConsents } from './support/consent.ts';
import { holdAppScripts } from './support/hold-scripts.ts';
import { waitForLiveForm } from './support/tool-forms.ts';
import { tabTo } from './support/keyboard.ts';
import { boxOfWord, editorText, highlighted } from './support/editor.ts';

const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
const SCIENCE =
  'Epigenetics changes how genes are read. The gene expression of the cells changes, and the season matters too.';

test.beforeEach(async ({ context, baseURL }) => acceptConsents(context, baseURL!));

const textBox = (page: Page) => page.getByRole('textbox', { name: 'Your text' });
const fileInput = (page: Page) => page.getByLabel('Upload a file (.txt or .docx, up to 15MB)');
const start = (page: Page) => page.getByRole('button', { name: 'START' });
/** How many times a word is marked in the editor, mid-frequency or rare. */
const marked = async (page: Page, word: string) =>
  [...(await highlighted(page, 'mid')), ...(await highlighted(page, 'rare'))].filter((each) => each === word).length;
const panel = (page: Page) => page.getByRole('complementary', { name: 'Your text in numbers' });
const wordPopover = (page: Page, word: string) => page.getByRole('dialog', { name: `“${word}”` });

/** Clicks (or taps) a marked word in the editor, where the writer sees it. */
async function pickWord(page: Page, word: string, tap = false) {
  const box = await boxOfWord(textBox(page), word);
  const x = box.x + box.width / 2;
  const y = box.y + box.height / 2;
  if (tap) await page.touchscreen.tap(x, y);
  else await page.mouse.click(x, y);
}

test.describe('analysing a text', () => {
  test('the text box is the coloured view; counts, score and gauge follow; START records and enables Download', async ({
    page,
  }) => {
    const analyses: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/de-jargonizer/analyses') || request.url().includes('/api/TextGrading/Grade'))
        analyses.push(request.url());
    });
    await page.goto('/de-jargonizer');
    await expect(page).toHaveTitle('De-Jargonizer – SciComm Studio');
    await expect(page.getByRole('radio', { name: 'English' })).toBeChecked();
    await expect(page.getByRole('combobox', { name: 'Time period' })).toHaveValue('English2021_2024');
    await expect(page.getByRole('button', { name: 'Download' })).toBeDisabled();
    await textBox(page).fill(SCIENCE);
    await expect(page.getByText('Words: 18')).toBeVisible();
    await expect.poll(() => highlighted(page, 'rare')).toContain('Epigenetics');
    expect(await highlighted(page, 'mid')).toContain('gene');
    const table = panel(page).getByRole('table', { name: 'Words by band' });
    await expect(table.getByRole('row', { name: /^Total/ })).toContainText('18');
    await expect(panel(page).getByText(/^Score: \d+$/)).toBeVisible();
    await expect(panel(page).getByRole('img', { name: /^Rare words: \d+%/ })).toBeVisible();
    expect(analyses).toEqual([]);

    // Fixing a word in place updates the figures at once.
    const rareBefore = await table.getByRole('row', { name: /^Rare/ }).textContent();
    await textBox(page).fill(SCIENCE.replace('Epigenetics', 'Biology'));
    await expect(table.getByRole('row', { name: /^Rare/ })).not.toHaveText(rareBefore!);

    await start(page).click();
    await expect(panel(page).getByText(/^Recorded: score \d+\.$/)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Download' })).toBeEnabled();
    await expect(page.getByRole('button', { name: /share/i })).toHaveCount(0);
    expect(analyses).toHaveLength(1);
    expect(analyses[0]).toContain('/api/de-jargonizer/analyses');
    await textBox(page).press('End');
    await textBox(page).pressSequentially(' More words.');
    await expect(panel(page).getByText(/has changed since START/)).toBeVisible();
  });

  test("a rare word's details open next to it: simpler words and its yearly frequency", async ({ page }) => {
    await page.goto('/de-jargonizer');
    await textBox(page).fill('We hope to elucidate how sleep works.');
    // The word is a marked word to click only once the text is measured (slow on a loaded machine).
    await expect.poll(() => marked(page, 'elucidate')).toBe(1);
    await pickWord(page, 'elucidate');
    const details = wordPopover(page, 'elucidate');
    await expect(details.getByRole('img', { name: /^Frequency of “elucidate” per million words, 2012 to 2024/ })).toBeVisible();
    // A simpler word that keeps the sentence's sense (a word without a sure one gets none).
    await expect(details.getByText('explain')).toBeVisible();
    // Next to the word: just below it, or just above it when there is no room below.
    const word = await boxOfWord(textBox(page), 'elucidate');
    const box = (await details.boundingBox())!;
    const gap = box.y >= word.y ? box.y - (word.y + word.height) : word.y - (box.y + box.height);
    expect(gap).toBeGreaterThanOrEqual(-1);
    expect(gap).toBeLessThan(40);
    // The caret stayed in the text: the writer can type on.
    await expect(textBox(page)).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(details).toHaveCount(0);
    await expect(page.getByRole('tooltip')).toHaveCount(0);
  });

  test('a chosen .docx is loaded into the editor (with a way back), analysed and downloaded', async ({ page }) => {
    await page.goto('/de-jargonizer');
    await textBox(page).fill('my earlier draft');
    await fileInput(page).setInputFiles({
      name: 'Field notes.docx',
      mimeType: DOCX,
      buffer: await makeDocx(`${SCIENCE}\nA second paragraph.`),
    });
    await expect(page.getByText('The text of “Field notes.docx” is now in the box.')).toBeVisible();
    await expect.poll(() => editorText(textBox(page))).toMatch(/^Epigenetics changes how genes are read\.[\s\S]*A second paragraph\.\s*$/);
    await expect.poll(() => marked(page, 'Epigenetics')).toBe(1);
    await page.getByRole('button', { name: 'Bring back the previous text' }).click();
    await expect.poll(() => editorText(textBox(page))).toBe('my earlier draft');
    await fileInput(page).setInputFiles({
      name: 'Field notes.docx',
      mimeType: DOCX,
      buffer: await makeDocx(`${SCIENCE}\nA second paragraph.`),
    });
    await expect.poll(() => editorText(textBox(page))).toMatch(/A second paragraph/);
    await start(page).click();
    await expect(panel(page).getByText(/^Recorded: score \d+\.$/)).toBeVisible();
    const total = await panel(page)
      .getByRole('table', { name: 'Words by band' })
      .getByRole('row', { name: /^Total/ })
      .getByRole('cell')
      .first()
      .textContent();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('Field notes - Result.docx');
    const buffer = await readFile((await download.path())!);
    const text = (await mammoth.extractRawText({ buffer })).value;
    expect(text).toContain(`Number of words: ${total}`);
    expect(text).toMatch(/Common: \d+%, \d+/);
    expect(text).toContain('A second paragraph.');
    const xml = (await (await JSZip.loadAsync(buffer)).file('word/document.xml')?.async('string')) ?? '';
    expect(xml).toMatch(/<w:color w:val="B91C1C"\/>(?:(?!<w:t).)*<w:t[^>]*>Epigenetics<\/w:t>/s);
  });

  test('a Hebrew text is measured with the Hebrew list by itself, right to left, with a way back', async ({ page }) => {
    await page.goto('/de-jargonizer');
    await textBox(page).fill('שלום לכולם, זהו טקסט בעברית על אפיגנטיקה');
    await expect(page.getByText('This text is in Hebrew script, so it is measured against the Hebrew word list.')).toBeVisible();
    await expect(page.getByRole('radio', { name: 'Hebrew' })).toBeChecked();
    await expect(textBox(page)).toHaveAttribute('dir', 'rtl');
    await expect.poll(() => highlighted(page, 'rare')).toContain('אפיגנטיקה');
    await expect(panel(page).getByText(/^Score: \d+$/)).not.toHaveText('Score: 0');
    await start(page).click();
    await expect(panel(page).getByText(/^Recorded: score \d+\.$/)).toBeVisible();
    await page.getByRole('button', { name: 'Measure it as English instead' }).click();
    await expect(page.getByRole('radio', { name: 'English' })).toBeChecked();
    await expect(textBox(page)).toHaveAttribute('dir', 'ltr');
    await page.getByRole('radio', { name: 'Hebrew' }).check();
    await expect(textBox(page)).toHaveAttribute('dir', 'rtl');
  });

  test('beside a long text the figures stay in sight below the site header while the page scrolls', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/de-jargonizer');
    await textBox(page).fill(`${SCIENCE} `.repeat(100));
    await expect(panel(page).getByRole('table', { name: 'Words by band' })).toBeVisible();
    // From the top (typing left the page scrolled to the caret at the end), into the text.
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.mouse.wheel(0, 1200);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(600);
    const header = (await page.getByRole('banner').boundingBox())!;
    const heading = panel(page).getByRole('heading', { name: 'Your text in numbers' });
    await expect(heading).toBeInViewport();
    expect((await heading.boundingBox())!.y).toBeGreaterThanOrEqual(header.y + header.height);
  });
});

test.describe('on a phone (390 px)', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('a tapped word opens its details inside the screen; the figures come below the text', async ({ page }) => {
    await page.goto('/de-jargonizer');
    await textBox(page).fill(
      'Our results show that the methylation of histones and the physiology of sleep are linked in epigenetics research.',
    );
    await expect.poll(() => marked(page, 'epigenetics')).toBe(1);
    await pickWord(page, 'epigenetics', true);
    const details = wordPopover(page, 'epigenetics');
    await expect(details).toBeVisible();
    const box = (await details.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(390);
    expect(box.y).toBeGreaterThanOrEqual(0);
    expect(box.y + box.height).toBeLessThanOrEqual(844);
    await expect(page.getByRole('tooltip')).toHaveCount(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.keyboard.press('Escape');
    const editor = (await textBox(page).boundingBox())!;
    const figures = (await panel(page).boundingBox())!;
    expect(figures.y).toBeGreaterThan(editor.y + editor.height - 1);
  });

  test('in a long text, the score and a way to START stay on screen; one tap brings START into view', async ({
    page,
  }) => {
    await page.goto('/de-jargonizer');
    await textBox(page).fill(`${SCIENCE}\n\n`.repeat(40));
    const jump = page.getByRole('link', { name: /^Score \d+: the figures and START$/ });
    await expect(jump).toBeVisible();
    // Deep in the text, START is far below and the link is still on screen.
    await textBox(page).evaluate((element) => window.scrollTo(0, element.getBoundingClientRect().top + window.scrollY + 600));
    await expect(page.getByRole('button', { name: 'START' })).not.toBeInViewport();
    await expect(jump).toBeInViewport();
    await jump.tap();
    await expect(page.getByRole('button', { name: 'START' })).toBeInViewport();
  });
});

// At 390 px the sticky "Score …: the figures and START" link and the accessibility launcher
// could sit over the line being typed. The caret's line (the text's last, as the writer
// types at its end) stays above both, at 390 px and at 1280.
for (const width of [390, 1280]) {
  test(`the line being typed is never under the score link or the launcher at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 760 });
    await page.goto('/de-jargonizer');
    const lines = 'The team measured how the river carried sediment after storms in the valley. '.repeat(8);
    await textBox(page).fill(lines);
    await textBox(page).focus();
    await textBox(page).press('Control+End');
    // As the writer types on, the text's end comes down the screen: the browser scrolls only
    // once the caret would leave the screen, unless the page asks for room at the bottom.
    for (const [words, end] of [
      ['Then the rain stopped', 670],
      [' and the river went down again.', 715],
    ] as const) {
      await textBox(page).evaluate((element, y) => window.scrollBy(0, element.getBoundingClientRect().bottom - y), end);
      await page.keyboard.type(words);
      await expect(page.getByText(/^Words: \d+/u)).toBeVisible();
      const caretLine = await textBox(page).evaluate((element) => {
        const box = element.getBoundingClientRect();
        const style = getComputedStyle(element);
        // The last line's letters (its em box, without the half-leading above and below them).
        const lineBottom = box.bottom - parseFloat(style.paddingBottom);
        const [lineHeight, fontSize] = [parseFloat(style.lineHeight), parseFloat(style.fontSize)];
        const bottom = lineBottom - (lineHeight - fontSize) / 2;
        return { left: box.left, right: box.right, top: bottom - fontSize, bottom };
      });
      expect(caretLine.bottom, 'the caret line is on screen').toBeLessThanOrEqual(760);
      for (const cover of [page.locator('.dj-jump'), page.locator('.a11yk-launcher')]) {
        if (!(await cover.isVisible())) continue;
        const over = (await cover.boundingBox())!;
        const apart =
          over.y >= caretLine.bottom || over.y + over.height <= caretLine.top || over.x >= caretLine.right || over.x + over.width <= caretLine.left;
        expect(apart, `${await cover.textContent()} over the caret line ${JSON.stringify(caretLine)}: ${JSON.stringify(over)}`).toBe(true);
      }
    }
  });
}

// The page is prerendered: a text typed before its script runs must not be dropped.
test('before the script runs, the prerendered text box and file field take nothing they would drop', async ({ page }) => {
  const release = await holdAppScripts(page);
  await page.goto('/de-jargonizer', { waitUntil: 'commit' });
  await expect(textBox(page)).not.toBeEditable();
  await expect(fileInput(page)).toBeDisabled();
  release();
  await expect(textBox(page)).toBeEditable();
  await textBox(page).fill(SCIENCE);
  await expect.poll(() => marked(page, 'Epigenetics')).toBeGreaterThan(0);
});

test.describe('bad input is explained in the page and the text is kept', () => {
  const cases: [
    string,
    { name: string; mimeType: string; buffer: () => Promise<Buffer> | Buffer },
    RegExp,
  ][] = [
    [
      'a wrong file type',
      { name: 'paper.pdf', mimeType: 'application/pdf', buffer: () => Buffer.from('%PDF-1.4') },
      /Only \.txt and \.docx files can be analysed/,
    ],
    [
      'a renamed binary',
      {
        name: 'photo.txt',
        mimeType: 'text/plain',
        buffer: () => Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 0, 0, 13]),
      },
      /it looks like a PNG image/,
    ],
    [
      'a .docx that is not a zip',
      { name: 'fake.docx', mimeType: DOCX, buffer: () => Buffer.from('plain words') },
      /is not a Word \(\.docx\) document/,
    ],
    [
      'a zip bomb',
      { name: 'bomb.docx', mimeType: DOCX, buffer: () => makeZipBomb(60 * 1024 * 1024) },
      /The \.docx file is too large when unpacked\./,
    ],
    [
      'invalid UTF-8',
      {
        name: 'latin1.txt',
        mimeType: 'text/plain',
        buffer: () => Buffer.from([0x53, 0xe9, 0x61, 0x73, 0x6f, 0x6e]),
      },
      /The file is not valid UTF-8 text\./,
    ],
  ];
  for (const [name, file, message] of cases) {
    test(name, async ({ page }) => {
      await page.goto('/de-jargonizer');
      await textBox(page).fill('my precious draft');
      await fileInput(page).setInputFiles({
        name: file.name,
        mimeType: file.mimeType,
        buffer: await file.buffer(),
      });
      await expect(page.getByRole('alert')).toHaveText(message);
      await expect.poll(() => editorText(textBox(page))).toBe('my precious draft');
    });
  }

  test('a file of 15 MB + 1 byte', async ({ page }) => {
    await page.goto('/de-jargonizer');
    await textBox(page).fill('my precious draft');
    await fileInput(page).setInputFiles({
      name: 'big.txt',
      mimeType: 'text/plain',
      buffer: Buffer.alloc(15 * 1024 * 1024 + 1, 'a'),
    });
    await expect(page.getByRole('alert')).toHaveText('The file "big.txt" is larger than 15 MB.');
    await expect.poll(() => editorText(textBox(page))).toBe('my precious draft');
  });

  test('an unknown period (an old link or client) gets a 400 the page would show', async ({
    request,
  }) => {
    const res = await request.post('/api/TextGrading/Grade', {
      multipart: { timePriodDDL: 'English1999_2002', ContentTA: 'Season.' },
    });
    expect(res.status()).toBe(400);
    expect((await res.json()).error.message).toBe('No dictionary for English1999_2002.');
  });

  test('an empty text', async ({ page }) => {
    await page.goto('/de-jargonizer');
    await start(page).click();
    await expect(page.getByRole('alert')).toHaveText('Write or paste a text first.');
    await expect(textBox(page)).toBeFocused();
  });
});

test('group grading: three files, one broken, as a table and Results.csv', async ({ page }) => {
  await page.goto('/de-jargonizer/multiple-texts');
  await waitForLiveForm(page);
  await page.getByLabel('Choose files (.txt or .docx, 15MB in total)').setInputFiles([
    {
      name: 'first.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('The season and the pressure.'),
    },
    { name: 'broken.docx', mimeType: DOCX, buffer: Buffer.from('not a zip at all') },
    { name: 'third.docx', mimeType: DOCX, buffer: await makeDocx('Epigenetics of the gene.') },
  ]);
  await page.getByRole('button', { name: 'Grade the files' }).click();
  const results = page.getByRole('region', { name: 'Results' });
  await expect(results.getByText('3 files graded.')).toBeVisible();
  const rows = results.getByRole('row');
  await expect(rows).toHaveCount(4);
  await expect(results.getByRole('row', { name: /^first\.txt/ })).toContainText('100% (5)');
  await expect(results.getByRole('row', { name: /^broken\.docx/ })).toContainText(
    'is not a Word (.docx) document',
  );
  await results.getByRole('button', { name: /^Score/ }).click();
  await expect(rows.nth(1)).toContainText('third.docx');

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    results.getByRole('button', { name: 'Download Results.csv' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('Results.csv');
  const csv = (await readFile((await download.path())!, 'utf8'))
    .replace(/^\uFEFF/, '')
    .split('\r\n');
  // The original's columns, then the adjusted score and the explained terms (docs/de-jargonizer.md).
  expect(csv[0]).toBe(
    'File Name,Common %,Common,Mid-Frequency %,Mid-Frequency,Rare %,Rare,Score,Number Of Words,Error,Period,Adjusted Score,Explained Terms',
  );
  expect(csv[1]).toBe('first.txt,100,5,0,0,0,0,100,5,,English2021_2024,100,0');
  expect(csv[2]).toMatch(/^broken\.docx,,,,,,,,,"The file ""broken\.docx"" is not a Word/);
});

test('the whole page by keyboard alone', async ({ page }) => {
  await page.goto('/de-jargonizer');
  await tabTo(page, page.getByRole('radio', { name: 'English' }));
  await tabTo(page, page.getByRole('combobox', { name: 'Time period' }));
  await page.keyboard.press('ArrowUp');
  await expect(page.getByRole('combobox', { name: 'Time period' })).toHaveValue('English2020_2023');
  await tabTo(page, textBox(page));
  await page.keyboard.type('The physiology of epigenetics is a field of study.');
  await expect.poll(() => marked(page, 'physiology')).toBe(1);
  // The caret in a marked word offers its details.
  await page.keyboard.press('Home');
  for (let step = 0; step < 6; step++) await page.keyboard.press('ArrowRight');
  const details = page.getByRole('button', { name: 'Details' });
  await expect(panel(page).locator('.dj-caret-word')).toContainText(/^At the cursor: “physiology”, (rare|mid-frequency)\./);
  await tabTo(page, details);
  await page.keyboard.press('Enter');
  const popover = wordPopover(page, 'physiology');
  await expect(popover).toBeVisible();
  await expect.poll(() => popover.evaluate((element) => element.contains(document.activeElement))).toBe(true);
  await page.keyboard.press('Escape');
  await expect(popover).toHaveCount(0);
  await expect(textBox(page)).toBeFocused();
  await tabTo(page, start(page));
  await page.keyboard.press('Enter');
  await expect(panel(page).getByText(/^Recorded: score \d+\.$/)).toBeVisible();
  await tabTo(page, page.getByRole('button', { name: 'Download' }));
  const [download] = await Promise.all([page.waitForEvent('download'), page.keyboard.press('Enter')]);
  expect(download.suggestedFilename()).toBe('Article - Result.docx');
});

test.describe('hash links', () => {
  test.use({ viewport: { width: 1000, height: 500 } });

  test('scroll to their section 100 px below the top of the window and move focus there', async ({
    page,
  }) => {
    const top = (id: string) =>
      page.locator(`#${id}`).evaluate((element) => Math.round(element.getBoundingClientRect().top));
    await page.goto('/de-jargonizer/development');
    await page.getByRole('link', { name: 'How it was developed' }).click();
    await expect(page).toHaveURL(/#development$/);
    await expect(page.locator('#development')).toBeFocused();
    await expect.poll(() => top('development')).toBe(100);
    await page.goto('/de-jargonizer/about#inTheNews');
    await expect.poll(() => top('inTheNews')).toBe(100);
    await expect(page.getByRole('region', { name: 'עברית (Hebrew)' })).toHaveAttribute(
      'dir',
      'rtl',
    );
    // No Arabic report is known, so there is no (empty) Arabic group.
    await expect(page.getByRole('region', { name: 'العربية (Arabic)' })).toHaveCount(0);
  });
});

test.describe('accessibility (axe, WCAG 2.2 AA)', () => {
  test('the De-Jargonizer with a coloured text, a recorded analysis and a chosen word', async ({
    page,
  }) => {
    await page.goto('/de-jargonizer');
    await textBox(page).fill(SCIENCE);
    await expect.poll(() => marked(page, 'Epigenetics')).toBe(1);
    await start(page).click();
    await expect(panel(page).getByText(/^Recorded/)).toBeVisible();
    await pickWord(page, 'Epigenetics');
    await expect(wordPopover(page, 'Epigenetics').getByRole('img')).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('Multiple Texts with results', async ({ page }) => {
    await page.goto('/de-jargonizer/multiple-texts');
    await waitForLiveForm(page);
    await page.getByLabel('Choose files (.txt or .docx, 15MB in total)').setInputFiles([
      { name: 'a.txt', mimeType: 'text/plain', buffer: Buffer.from('Season.') },
      { name: 'b.docx', mimeType: DOCX, buffer: Buffer.from('broken') },
    ]);
    await page.getByRole('button', { name: 'Grade the files' }).click();
    await expect(page.getByText('2 files graded.')).toBeVisible();
    await expectNoAxeViolations(page);
  });

  for (const path of ['about', 'instructions', 'development', 'how-to-cite', 'contact-us']) {
    test(`/de-jargonizer/${path}`, async ({ page }) => {
      await page.goto(`/de-jargonizer/${path}`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectNoAxeViolations(page);
    });
  }

  test('the De-Jargonizer in Hebrew', async ({ page }) => {
    await page.goto('/de-jargonizer');
    await page.getByRole('combobox', { name: 'Language' }).selectOption('he');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('button', { name: 'התחלה' })).toBeVisible();
    await page.getByRole('textbox', { name: 'הטקסט שלכם' }).fill('שלום לכולם, זהו טקסט בעברית על אפיגנטיקה');
    await expect(page.getByRole('radio', { name: 'עברית' })).toBeChecked();
    await expect(page.getByRole('img', { name: /%/ })).toContainText('מילים נדירות');
    await expectNoAxeViolations(page);
  });
});
