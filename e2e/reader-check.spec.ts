// Reader check end to end (docs/reader-check.md): a writer creates a check; five readers, each
// in a fresh browser context, mark words and answer — one by keyboard only, one on a 390 px
// phone by touch, one with the Hebrew interface, one twice (the second visit is refused); the
// writer's results show the heat map, the agreement figures and the exports; axe finds nothing
// on the reader's or the writer's page. A Hebrew text reads right to left and its arrows follow.
import { readFile } from 'node:fs/promises';
import type { Browser, BrowserContextOptions, Page } from '@playwright/test';
import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe.ts';
import { logIn, registerSaver } from './support/accounts.ts';
import { acceptConsents } from './support/consent.ts';
import { tabTo } from './support/keyboard.ts';

const TEXT = 'The epigenetic clock measures how cells age. Scientists read the epigenetic marks on the genome.';

async function createCheck(page: Page, title: string, text: string): Promise<string> {
  await page.goto('/reader-checks');
  await page.getByLabel('Title (readers see it)').fill(title);
  await page.getByLabel('Text', { exact: true }).fill(text);
  await page.getByRole('button', { name: 'Add a multiple-choice question' }).click();
  await page.getByLabel('Question 1', { exact: true }).fill('What does the clock measure?');
  await page.getByLabel('Options, one per line').fill('Time of day\nHow cells age');
  await page.getByLabel('Right answer').selectOption({ label: 'How cells age' });
  await page.getByRole('button', { name: 'Add a short-answer question' }).click();
  await page.getByLabel('Question 2', { exact: true }).fill('Where are the marks?');
  await page.getByLabel('Answers counted right, one per line (optional)').fill('genome\non the genome');
  await page.getByLabel('How many readers you want').fill('5');
  await page.getByRole('button', { name: 'Create the reader check' }).click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  const link = (await page.getByTestId('reader-link').textContent()) ?? '';
  expect(link).toMatch(/\/read\/[A-Za-z0-9_-]{32}$/);
  return link;
}

async function openAsReader(browser: Browser, url: string, options: BrowserContextOptions = {}) {
  const context = await browser.newContext(options);
  expect(await context.cookies()).toEqual([]);
  await acceptConsents(context, new URL(url).origin);
  const page = await context.newPage();
  await page.goto(url);
  return { context, page };
}

const word = (page: Page, text: string) => page.getByRole('button', { name: text, exact: true });

test.describe('reader check', () => {
  test('a writer creates a check, five readers answer, the writer sees the heat map, agreement and exports', async ({
    page,
    request,
    browser,
    context,
    baseURL,
  }) => {
    test.setTimeout(240_000);
    await acceptConsents(context, baseURL!);
    await logIn(page, await registerSaver(request, 'writer'));
    const url = await createCheck(page, 'The epigenetic clock', TEXT);
    await expect(page.getByText('No reader has answered yet.')).toBeVisible();

    // Reader 1: mouse. Marks "epigenetic" and "clock", takes "clock" back, answers everything.
    const one = await openAsReader(browser, url);
    await expect(one.page.getByRole('heading', { name: 'Before you start' })).toBeVisible();
    await expect(one.page.getByText(/we store no IP address/)).toBeVisible();
    await one.page.getByRole('button', { name: 'Start' }).click();
    await word(one.page, 'epigenetic').first().click();
    await word(one.page, 'clock').click();
    await expect(word(one.page, 'clock')).toHaveAttribute('aria-pressed', 'true');
    await expect(one.page.getByText('2 words marked')).toBeVisible();
    await expectNoAxeViolations(one.page);
    await word(one.page, 'clock').click();
    await expect(word(one.page, 'clock')).toHaveAttribute('aria-pressed', 'false');
    await expect(one.page.getByText('Unmarked: clock. 1 marked.')).toBeAttached();
    await one.page.getByRole('button', { name: 'Next' }).click();
    await one.page.getByRole('radio', { name: 'How cells age' }).check();
    await one.page.getByLabel('Question 2: Where are the marks?').fill('On the genome');
    await one.page.getByRole('radio', { name: '4 of 5' }).check();
    await one.page.getByLabel('Age', { exact: true }).selectOption('25-34');
    await expectNoAxeViolations(one.page);
    await one.page.getByRole('button', { name: 'Send my answers' }).click();
    await expect(one.page.getByText('Thank you! Your answers have been sent.')).toBeVisible();
    await one.page.reload();
    await expect(one.page.getByText('You have already answered this reader check. Thank you!')).toBeVisible();
    await one.context.close();

    // Reader 2: keyboard only. Tab to Start, arrows word by word, Space marks, Tab on.
    const two = await openAsReader(browser, url);
    const keys = two.page.keyboard;
    await tabTo(two.page, two.page.getByRole('button', { name: 'Start' }));
    await keys.press('Enter');
    await expect(two.page.getByRole('heading', { name: "Mark the words you don't know" })).toBeFocused();
    await keys.press('Tab');
    await expect(word(two.page, 'The')).toBeFocused();
    await keys.press('ArrowRight');
    await expect(word(two.page, 'epigenetic').first()).toBeFocused();
    await keys.press('Space');
    await expect(word(two.page, 'epigenetic').first()).toHaveAttribute('aria-pressed', 'true');
    await expect(two.page.getByText('Marked: epigenetic. 1 marked.')).toBeAttached();
    await keys.press('End');
    await expect(word(two.page, 'genome')).toBeFocused();
    await keys.press('Enter');
    await expect(word(two.page, 'genome')).toHaveAttribute('aria-pressed', 'true');
    await tabTo(two.page, two.page.getByRole('button', { name: 'Next' }));
    await keys.press('Enter');
    await tabTo(two.page, two.page.getByRole('radio', { name: 'Time of day' }));
    await keys.press('ArrowDown');
    await expect(two.page.getByRole('radio', { name: 'How cells age' })).toBeChecked();
    await tabTo(two.page, two.page.getByLabel('Question 2: Where are the marks?'));
    await keys.type('genome');
    await tabTo(two.page, two.page.getByRole('button', { name: 'Send my answers' }));
    await keys.press('Enter');
    await expect(two.page.getByText('Thank you! Your answers have been sent.')).toBeVisible();
    await two.context.close();

    // Reader 3: a 390 px phone, by touch; nothing scrolls sideways.
    const three = await openAsReader(browser, url, { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
    await three.page.getByRole('button', { name: 'Start' }).tap();
    await word(three.page, 'epigenetic').nth(1).tap();
    await word(three.page, 'Scientists').tap();
    await expect(three.page.getByText('2 words marked')).toBeVisible();
    expect(await three.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await expectNoAxeViolations(three.page);
    await three.page.getByRole('button', { name: 'Next' }).tap();
    await three.page.getByRole('radio', { name: 'Time of day' }).tap();
    await three.page.getByRole('button', { name: 'Send my answers' }).tap();
    await expect(three.page.getByText('Thank you! Your answers have been sent.')).toBeVisible();
    await three.context.close();

    // Reader 4: the Hebrew interface, right to left.
    const four = await openAsReader(browser, url);
    await four.page.getByRole('combobox', { name: 'Language' }).selectOption('he');
    await expect(four.page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(four.page.getByText(/איננו שומרים כתובת IP/)).toBeVisible();
    await four.page.getByRole('button', { name: 'התחלה' }).click();
    await word(four.page, 'epigenetic').first().click();
    await expect(four.page.getByText('מילה אחת מסומנת')).toBeVisible();
    await expectNoAxeViolations(four.page);
    await four.page.getByRole('button', { name: 'הבא' }).click();
    await four.page.getByLabel('גיל', { exact: true }).selectOption('25-34');
    await four.page.getByRole('button', { name: 'שליחת התשובות' }).click();
    await expect(four.page.getByText('תודה! התשובות נשלחו.')).toBeVisible();
    await four.context.close();

    // Reader 5: marks nothing, skips every question.
    const five = await openAsReader(browser, url);
    await five.page.getByRole('button', { name: 'Start' }).click();
    await five.page.getByRole('button', { name: 'Next' }).click();
    await five.page.getByRole('button', { name: 'Send my answers' }).click();
    await expect(five.page.getByText('Thank you! Your answers have been sent.')).toBeVisible();
    await five.context.close();

    // The writer's results.
    await page.reload();
    await expect(page.getByText('5 of 5 readers have answered.')).toBeVisible();
    const heat = page.getByTestId('heat-map');
    await expect(heat).toBeVisible();
    // "epigenetic" (first): readers 1, 2 and 4 of 5 → the fourth step (≤ 60 %… 80 %).
    await expect(heat.locator('.rc-heat__word').nth(1)).toHaveClass(/rc-heat-3/);
    await expect(heat.locator('.rc-heat__word').nth(1)).toHaveClass(/rc-heat__word--rare/);
    const agreement = page.getByTestId('agreement');
    await expect(agreement).toContainText('Precision: of the 1 words the measure called rare, 1 were hard for readers');
    await expect(agreement).toContainText('100 %');
    await expect(agreement).toContainText('Recall: of the 3 words hard for readers, 1 were called rare by the measure');
    await expect(agreement).toContainText('33 %');
    await expect(page.getByText('Only 5 readers so far')).toBeVisible();
    await expect(page.getByTestId('marked-common')).toContainText('scientists (1)');
    await expect(page.getByText('3 answered · 67 % right')).toBeVisible();
    await expect(page.getByText('2 answered · 100 % right')).toBeVisible();
    await expectNoAxeViolations(page);

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download CSV' }).click()]);
    const csv = (await readFile((await download.path())!, 'utf8')).replace(/^\uFEFF/, '').trim().split('\r\n');
    expect(csv).toHaveLength(6);
    expect(csv[0]).toMatch(/^reader,submitted_at,marked_count,/);

    await page.getByRole('button', { name: 'Open in the De-Jargonizer with the marked words as key terms' }).click();
    await expect(page).toHaveURL(/\/de-jargonizer$/);
    await expect(page.locator('main')).toContainText('Scientists read the epigenetic marks');
    // The words readers marked, most marked first, are the analysis's key terms.
    await expect(page.getByRole('button', { name: 'Remove the key term “epigenetic”' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Remove the key term “genome”' })).toBeVisible();
  });

  test('a Hebrew text reads right to left, and the arrow keys follow it', async ({ page, request, browser, context, baseURL }) => {
    await acceptConsents(context, baseURL!);
    await logIn(page, await registerSaver(request, 'hebrew-writer'));
    await page.goto('/reader-checks');
    await page.getByLabel('Title (readers see it)').fill('השעון');
    await page.getByLabel('Text', { exact: true }).fill('המדענים חקרו את השעון האפיגנטי של התאים.');
    await page.getByRole('button', { name: 'Create the reader check' }).click();
    const url = (await page.getByTestId('reader-link').textContent()) ?? '';
    const reader = await openAsReader(browser, url, { viewport: { width: 390, height: 844 } });
    await reader.page.getByRole('button', { name: 'Start' }).click();
    const text = reader.page.getByRole('group', { name: 'The text: each word is a button you can mark' });
    await expect(text).toHaveAttribute('dir', 'rtl');
    await reader.page.keyboard.press('Tab');
    await expect(word(reader.page, 'המדענים')).toBeFocused();
    await reader.page.keyboard.press('ArrowLeft');
    await expect(word(reader.page, 'חקרו')).toBeFocused();
    await reader.page.keyboard.press('Space');
    await expect(word(reader.page, 'חקרו')).toHaveAttribute('aria-pressed', 'true');
    await expectNoAxeViolations(reader.page);
    await reader.context.close();
  });

  test('on a 390 px phone, punctuation stays on the line of its word', async ({ page, request, browser, context, baseURL }) => {
    await acceptConsents(context, baseURL!);
    await logIn(page, await registerSaver(request, 'quoting-writer'));
    const sentence = 'The roots feed "the fungi". Each fungus gives back "water and salts", and (in dry years) more. ';
    const url = await createCheck(page, 'Roots and fungi', sentence.repeat(8).trim());
    const reader = await openAsReader(browser, url, { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
    await reader.page.getByRole('button', { name: 'Start' }).click();
    const text = reader.page.getByRole('group', { name: 'The text: each word is a button you can mark' });
    // The text as it is laid out, line by line: each character with the top of its box.
    const lines = await text.evaluate((element) => {
      const found: string[] = [];
      let line = '';
      let lineTop = Number.NEGATIVE_INFINITY;
      const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const data = (node as Text).data;
        for (let i = 0; i < data.length; i += 1) {
          const range = document.createRange();
          range.setStart(node, i);
          range.setEnd(node, i + 1);
          const box = [...range.getClientRects()].find((rect) => rect.width > 0);
          if (box && box.top > lineTop + 8) {
            if (line.trim() !== '') found.push(line.trim());
            line = '';
            lineTop = box.top;
          }
          line += data[i];
        }
      }
      if (line.trim() !== '') found.push(line.trim());
      return found;
    });
    expect(lines.length).toBeGreaterThan(10);
    // No line starts with closing punctuation ('. Each', '", and') nor ends with an opening quote
    // or bracket; an opening quote before its word may start a line.
    const broken = (line: string) => /^[.,;:!?)]/u.test(line) || /^"(?!\p{L})/u.test(line) || /(^|\s)["(]$/u.test(line);
    expect(lines.filter(broken)).toEqual([]);
    await reader.context.close();
  });
});
