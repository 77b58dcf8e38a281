// The De-Jargonizer end to end, in Chromium against the built site: pasted text, a .docx made
// here, the downloaded result opened again, group grading with a broken file, Hebrew, the whole
// page by keyboard, every bad input shown in the page with the text kept, and axe.
import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import JSZip from 'jszip';
import mammoth from 'mammoth';
import { makeDocx, makeZipBomb } from '../apps/server/src/de-jargonizer/test-support.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { acceptConsents } from './support/consent.ts';
import { tabTo } from './support/keyboard.ts';

const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
const SCIENCE =
  'Epigenetics changes how genes are read. The gene expression of the cells changes, and the season matters too.';

test.beforeEach(async ({ context, baseURL }) => acceptConsents(context, baseURL!));

const textBox = (page: Page) => page.getByRole('textbox', { name: 'Or paste your text' });
const fileInput = (page: Page) => page.getByLabel('Upload a file (.txt or .docx, up to 15MB)');
const start = (page: Page) => page.getByRole('button', { name: 'START' });
const result = (page: Page) => page.getByRole('region', { name: /^Result/ });
const colouredText = (page: Page) =>
  page.getByRole('group', { name: 'Your text, coloured by band' });

test.describe('analysing a text', () => {
  test('pasted text: coloured words, table, score, gauge; live colouring without a request per keystroke', async ({
    page,
  }) => {
    const grades: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/TextGrading/Grade')) grades.push(request.url());
    });
    await page.goto('/de-jargonizer');
    await expect(page).toHaveTitle('De-Jargonizer – SciComm Studio');
    await expect(page.getByRole('combobox', { name: 'Time period' })).toHaveValue(
      'English2021_2024',
    );
    await textBox(page).fill(SCIENCE);
    await expect(page.getByText('Words: 18')).toBeVisible();
    const live = page.getByTestId('live-text');
    await expect(live.locator('.dj-band--rare').first()).toHaveText('Epigenetics');
    expect(grades).toEqual([]);

    await start(page).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Result' })).toBeFocused();
    await expect(
      colouredText(page).getByRole('button', { name: 'Epigenetics (rare)' }),
    ).toBeVisible();
    await expect(
      colouredText(page).getByRole('button', { name: 'gene (mid-frequency)' }),
    ).toBeVisible();
    const table = page.getByRole('table', { name: 'Words by band' });
    await expect(table.getByRole('row', { name: /^Total/ })).toContainText('18');
    await expect(page.getByText(/^Score: \d+$/)).toBeVisible();
    await expect(
      page.getByText(/^(Nicely done!|Try to get it higher in the next round\.)$/),
    ).toBeVisible();
    const gauge = page.getByRole('img', { name: /^Rare words: \d+%/ });
    await expect(gauge).toHaveAttribute('src', /\/api\/TextGrading\/Scala\?score=\d+$/);
    expect(
      await gauge.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0),
    ).toBe(true);
    await expect(page.getByRole('button', { name: 'Download' })).toBeVisible();
    await expect(page.getByRole('button', { name: /share/i })).toHaveCount(0);
    expect(grades).toHaveLength(1);
  });

  test('a rare word shows simpler words on hover and its yearly frequency when chosen', async ({
    page,
  }) => {
    await page.goto('/de-jargonizer');
    await textBox(page).fill('The physiology of sleep is studied with great care.');
    await start(page).click();
    const word = colouredText(page).getByRole('button', { name: /^physiology \(/ });
    await word.hover();
    await expect(page.getByRole('tooltip')).toBeVisible();
    await word.click();
    const details = page.getByRole('region', { name: '“physiology”' });
    await expect(
      details.getByRole('img', {
        name: /^Frequency of “physiology” per million words, 2012 to 2024/,
      }),
    ).toBeVisible();
    await expect(details.getByText('biology')).toBeVisible();
  });

  test('a .docx made here, then the downloaded result opened again', async ({ page }) => {
    await page.goto('/de-jargonizer');
    await textBox(page).fill('this text stays in the box');
    await fileInput(page).setInputFiles({
      name: 'Field notes.docx',
      mimeType: DOCX,
      buffer: await makeDocx(`${SCIENCE}\nA second paragraph.`),
    });
    await start(page).click();
    await expect(
      page.getByRole('heading', { level: 2, name: 'Result: Field notes' }),
    ).toBeVisible();
    await expect(textBox(page)).toHaveValue('this text stays in the box');
    const total = await page
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
    const xml =
      (await (await JSZip.loadAsync(buffer)).file('word/document.xml')?.async('string')) ?? '';
    expect(xml).toMatch(/<w:color w:val="B91C1C"\/>(?:(?!<w:t).)*<w:t[^>]*>Epigenetics<\/w:t>/s);
  });

  test('a Hebrew text is coloured right to left', async ({ page }) => {
    await page.goto('/de-jargonizer');
    await page.getByRole('combobox', { name: 'Time period' }).selectOption({ label: 'Hebrew' });
    await textBox(page).fill('שלום לכולם, זהו טקסט בעברית על אפיגנטיקה');
    await expect(page.getByTestId('live-text')).toHaveAttribute('dir', 'rtl');
    await start(page).click();
    await expect(colouredText(page)).toHaveAttribute('dir', 'rtl');
    await expect(
      colouredText(page).getByRole('button', { name: 'אפיגנטיקה (rare)' }),
    ).toBeVisible();
  });
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
      await start(page).click();
      await expect(page.getByRole('alert')).toHaveText(message);
      await expect(textBox(page)).toHaveValue('my precious draft');
      await expect(result(page)).toHaveCount(0);
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
    await expect(textBox(page)).toHaveValue('my precious draft');
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
    await expect(page.getByRole('alert')).toHaveText('Article is empty.');
  });
});

test('group grading: three files, one broken, as a table and Results.csv', async ({ page }) => {
  await page.goto('/de-jargonizer/multiple-texts');
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
  expect(csv[0]).toBe(
    'File Name,Common %,Common,Mid-Frequency %,Mid-Frequency,Rare %,Rare,Score,Number Of Words,Error',
  );
  expect(csv[1]).toBe('first.txt,100,5,0,0,0,0,100,5,');
  expect(csv[2]).toMatch(/^broken\.docx,,,,,,,,,"The file ""broken\.docx"" is not a Word/);
});

test('the whole page by keyboard alone', async ({ page }) => {
  await page.goto('/de-jargonizer');
  await tabTo(page, page.getByRole('combobox', { name: 'Time period' }));
  await page.keyboard.press('ArrowUp');
  await expect(page.getByRole('combobox', { name: 'Time period' })).toHaveValue('English2020_2023');
  await tabTo(page, textBox(page));
  await page.keyboard.type('The physiology of epigenetics is a field of study.');
  await tabTo(page, start(page));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 2, name: 'Result' })).toBeFocused();
  const first = colouredText(page).getByRole('button').first();
  await tabTo(page, first);
  await expect(page.getByRole('tooltip')).toBeVisible();
  await page.keyboard.press('ArrowRight');
  await expect(colouredText(page).getByRole('button').nth(1)).toBeFocused();
  await page.keyboard.press('Enter');
  const details = page.getByRole('region', { name: /^“/ });
  await expect(details.getByRole('heading', { level: 3 })).toBeFocused();
  await tabTo(page, details.getByRole('button', { name: 'Close' }));
  await page.keyboard.press('Enter');
  await expect(colouredText(page).getByRole('button').nth(1)).toBeFocused();
  await tabTo(page, page.getByRole('button', { name: 'Download' }));
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.keyboard.press('Enter'),
  ]);
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
  test('the De-Jargonizer with a result, a chosen word and the live colouring', async ({
    page,
  }) => {
    await page.goto('/de-jargonizer');
    await textBox(page).fill(SCIENCE);
    await expect(page.getByTestId('live-text').locator('.dj-band--rare').first()).toBeVisible();
    await start(page).click();
    await colouredText(page).getByRole('button', { name: 'Epigenetics (rare)' }).click();
    await expect(
      page.getByRole('region', { name: '“epigenetics”' }).getByRole('img'),
    ).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('Multiple Texts with results', async ({ page }) => {
    await page.goto('/de-jargonizer/multiple-texts');
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
    await expectNoAxeViolations(page);
  });
});
