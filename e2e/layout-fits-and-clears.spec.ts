// What must fit and stay clear of each other, measured in Chromium: the Coherence answer
// table on a 390 px phone (no sideways scroll, every cell and button on screen), a table answer
// shown once in the profile's read-only task, the accessibility launcher right after the skip
// link and, on wide screens, beside the content and the footer's links rather than over them,
// and the gauge's needle clear of its "10%+" label.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe.ts';
import { logIn, registerSaver } from './support/accounts.ts';
import { acceptConsents } from './support/consent.ts';
import { ChatPage, textOfWords } from './support/exercise-chat.ts';

type Box = { x: number; y: number; width: number; height: number };

/** How far the page scrolls sideways (0 when it does not). */
const sidewaysScroll = (page: Page) =>
  page.evaluate(() => document.scrollingElement!.scrollWidth - document.scrollingElement!.clientWidth);

const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

async function boxOf(locator: Locator): Promise<Box> {
  const box = await locator.boundingBox();
  if (!box) throw new Error(`${String(locator)} has no box`);
  return box;
}

const tableForm = (page: Page) => page.getByRole('form', { name: 'Your answer as a table' });

/** Pastes a text, answers question 1 with Yes and waits for its three-column table form. */
async function openFirstTable(chat: ChatPage) {
  await chat.page.goto('/coherence');
  await chat.waitFor('Please paste your text (150–500 words).');
  await chat.send(textOfWords(160));
  await chat.waitFor('Question 1 of 5');
  await chat.option(/^\(1\) Yes/).click();
  await expect(tableForm(chat.page)).toBeVisible({ timeout: 20_000 });
}

async function sendFirstTable(chat: ChatPage) {
  const form = tableForm(chat.page);
  await form.getByRole('textbox', { name: 'Repeated key word/term, row 1' }).fill('plants');
  await form.getByRole('textbox', { name: '# times repeated, row 1' }).fill('4');
  await form.getByRole('textbox', { name: 'Additional keywords to repeat, row 1' }).fill('drought, roots');
  await form.getByRole('button', { name: 'Send table' }).click();
  await chat.waitFor('Your table for question 1:');
}

test.describe('the layout fits the screen and nothing covers what it must not', () => {
  test.beforeEach(async ({ context, baseURL }) => acceptConsents(context, baseURL!));

  test('at 390 px the Coherence answer table fits the phone: every cell and Remove row on screen, no sideways scroll', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width: 390, height: 800 });
    const chat = new ChatPage(page);
    await openFirstTable(chat);
    const form = tableForm(page);
    await form.getByRole('button', { name: 'Add row' }).click();
    expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0);
    const controls = form.locator('input, button');
    for (let index = 0; index < (await controls.count()); index++) {
      const box = await boxOf(controls.nth(index));
      expect(box.x, `control ${index} starts on screen`).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width, `control ${index} ends on screen`).toBeLessThanOrEqual(390);
    }
    // Each stacked cell still says which column it is.
    await expect(form.getByText('Additional keywords to repeat').first()).toBeVisible();
    await expectNoAxeViolations(page);

    await sendFirstTable(chat);
    // The answer and its quote in the coach's reply scroll inside their bubbles, not the page.
    expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0);
    // Nothing of the scrolled conversation hangs below the footer either.
    const pageEnd = await page.evaluate(() => ({
      page: document.scrollingElement!.scrollHeight,
      footer: document.querySelector('footer')!.getBoundingClientRect().bottom + window.scrollY,
    }));
    expect(pageEnd.page).toBeLessThanOrEqual(Math.ceil(pageEnd.footer) + 1);
    await expect(page.getByRole('button', { name: 'Open Accessibility Menu' })).toBeInViewport({ ratio: 1 });
  });

  test("a table answer shows once in the profile's read-only task, also at 390 px", async ({ page, request }) => {
    test.setTimeout(120_000);
    const email = await registerSaver(request, 'coherence');
    await logIn(page, email);
    const chat = new ChatPage(page);
    await openFirstTable(chat);
    await sendFirstTable(chat);
    // In the chat: the answer, and the coach quoting it back.
    await expect(chat.log.getByRole('cell', { name: 'plants', exact: true })).toHaveCount(2);

    await page.setViewportSize({ width: 390, height: 800 });
    await page.goto('/profile');
    await page.getByRole('region', { name: 'Your Tasks' }).getByRole('button', { name: /Coherence/ }).click();
    const viewer = page.getByRole('article', { name: /Coherence/ });
    await expect(viewer.getByRole('cell', { name: 'drought, roots', exact: true })).toHaveCount(2);
    await expect(viewer.locator('.task-message--student table')).toHaveCount(1);
    expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0);
  });

  for (const width of [1280, 390]) {
    test(`at ${width} px the accessibility launcher is the Tab stop right after the skip link`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      await page.goto('/de-jargonizer');
      const launcher = page.getByRole('button', { name: 'Open Accessibility Menu' });
      await expect(launcher).toBeVisible();
      await page.keyboard.press('Tab');
      await expect(page.getByRole('link', { name: 'Skip to main content' })).toBeFocused();
      await page.keyboard.press('Tab');
      await expect(launcher).toBeFocused();
      // Past it, the app's own order: the skip link still takes the reader to the content.
      await page.keyboard.press('Shift+Tab');
      await page.keyboard.press('Enter');
      await expect(page.locator('#main-content')).toBeFocused();

      // At the end of the page it covers none of the footer's links.
      await page.evaluate(() => window.scrollTo(0, document.scrollingElement!.scrollHeight));
      const footerLinks = page.locator('footer a');
      await expect(footerLinks.last()).toBeInViewport();
      const launcherBox = await boxOf(launcher);
      for (let index = 0; index < (await footerLinks.count()); index++) {
        const link = footerLinks.nth(index);
        expect(overlaps(launcherBox, await boxOf(link)), `launcher over "${await link.textContent()}"`).toBe(false);
      }
    });
  }

  for (const [width, language] of [[1280, 'en'], [1100, 'en'], [1100, 'he']] as const) {
    test(`at ${width} px in ${language} no content or footer link lies in the launcher's column, wherever the page is scrolled`, async ({
      page,
    }) => {
      await page.addInitScript((lng) => localStorage.setItem('i18nextLng', lng), language);
      await page.setViewportSize({ width, height: 800 });
      await page.goto('/de-jargonizer');
      await page.getByRole('textbox').first().fill('Epigenetics changes how genes are read. '.repeat(40));
      const launcher = page.locator('.a11yk-launcher');
      await expect(launcher).toBeVisible();
      const reach = await page.evaluate(() => {
        const launcherBox = document.querySelector('.a11yk-launcher')!.getBoundingClientRect();
        const boxes = [...document.querySelectorAll('main *, footer a')]
          .map((element) => element.getBoundingClientRect())
          .filter((box) => box.width > 0 && box.height > 0);
        return {
          rtl: document.documentElement.dir === 'rtl',
          launcher: { left: launcherBox.left, right: launcherBox.right },
          content: { left: Math.min(...boxes.map((box) => box.left)), right: Math.max(...boxes.map((box) => box.right)) },
        };
      });
      if (reach.rtl) expect(reach.content.left, JSON.stringify(reach)).toBeGreaterThanOrEqual(reach.launcher.right);
      else expect(reach.content.right, JSON.stringify(reach)).toBeLessThanOrEqual(reach.launcher.left);
    });
  }

  test("the gauge's needle at 10 % or more neither covers nor points into the 10%+ label", async ({ page }) => {
    await page.goto('/de-jargonizer');
    await page.getByRole('textbox', { name: 'Your text' }).fill('Epigenetics methylation transcriptome.');
    const gauge = page.locator('svg.dj-gauge');
    await expect(gauge).toHaveAttribute('data-percent', '100');
    const needle = await boxOf(gauge.locator('line'));
    const label = gauge.locator('text', { hasText: '10%+' });
    expect(overlaps(needle, await boxOf(label))).toBe(false);
    // In the drawing's own units: where the needle's line, drawn on to the edge of the dial,
    // crosses the label's columns, it must pass above or below the label.
    const crossing = await label.evaluate((element) => {
      const text = element as SVGTextElement;
      const line = text.ownerSVGElement!.querySelector('line')!;
      const [x1, y1, x2, y2] = ['x1', 'y1', 'x2', 'y2'].map((name) => Number(line.getAttribute(name)));
      const box = text.getBBox();
      const yAt = (x: number) => y1! + ((y2! - y1!) * (x - x1!)) / (x2! - x1!);
      return { from: yAt(box.x), to: yAt(box.x + box.width), top: box.y, bottom: box.y + box.height };
    });
    const highest = Math.min(crossing.from, crossing.to);
    const lowest = Math.max(crossing.from, crossing.to);
    expect(lowest < crossing.top || highest > crossing.bottom, JSON.stringify(crossing)).toBe(true);
  });

  test.describe('on a 390 px phone', () => {
    test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

    for (const language of ['English', 'Hebrew'] as const) {
      test(`in ${language} the De-Jargonizer's sub-navigation is one row that scrolls, with the current page's link in view`, async ({
        page,
        context,
      }) => {
        if (language === 'Hebrew') await context.addInitScript(() => localStorage.setItem('i18nextLng', 'he'));
        await page.goto('/de-jargonizer/contact-us');
        if (language === 'Hebrew') await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
        const nav = page.locator('nav.dj-subnav');
        const links = nav.getByRole('link');
        await expect(links).toHaveCount(8);
        const first = await boxOf(links.first());
        // One row: every link at the height of the first.
        for (const box of await Promise.all((await links.all()).map(boxOf))) expect(Math.abs(box.y - first.y)).toBeLessThan(2);
        expect((await boxOf(nav)).height).toBeLessThan(first.height * 1.6);
        expect(await sidewaysScroll(page)).toBe(0);
        const current = await boxOf(nav.locator('[aria-current="page"]'));
        expect(current.x).toBeGreaterThanOrEqual(0);
        expect(current.x + current.width).toBeLessThanOrEqual(390);
      });
    }
  });
});

