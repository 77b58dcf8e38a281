// A press on a prerendered page's buttons is never lost: before the app has hydrated the page its
// buttons are disabled (a button in the HTML has no handler yet, and React hears nothing before
// hydrateRoot), and the De-Jargonizer's START stays where it was pressed while the word list and
// the figures it brings come in (a button that moves between press and release is not clicked).
import { expect, test } from '@playwright/test';
import { acceptConsents } from './support/consent.ts';
import { holdAppScripts } from './support/hold-scripts.ts';

test.beforeEach(async ({ context, baseURL }) => {
  await acceptConsents(context, baseURL!);
});

const prerenderedButtons = [
  { path: '/de-jargonizer', name: 'START' },
  { path: '/de-jargonizer/instructions', name: 'Analyse this example' },
  { path: '/de-jargonizer/about', name: 'Download the instructions (.docx)' },
  { path: '/half-life', name: 'Restart' },
];

for (const { path, name } of prerenderedButtons) {
  test(`${path}: "${name}" is disabled until the app has hydrated the page, then works`, async ({ page }) => {
    const release = await holdAppScripts(page);
    await page.goto(path, { waitUntil: 'commit' });
    const button = page.getByRole('button', { name }).first();
    await expect(button).toBeVisible();
    await expect(button).toBeDisabled();
    release();
    await expect(button).toBeEnabled();
  });
}

test('a click on START before the app has hydrated the De-Jargonizer is not lost: it waits and is heard', async ({ page }) => {
  const release = await holdAppScripts(page);
  await page.goto('/de-jargonizer', { waitUntil: 'commit' });
  const start = page.getByRole('button', { name: 'START' });
  await expect(start).toBeVisible();
  // Pressed while the page is only its HTML: the click waits for a button that works.
  const clicked = start.click();
  release();
  await clicked;
  // START with an empty box says so: the click reached the app.
  await expect(page.getByRole('alert').filter({ hasText: 'Write or paste a text first.' })).toBeVisible();
});

for (const width of [1280, 390]) {
  test(`at ${width} px, START pressed as the word list arrives is clicked: the figures coming in do not move it`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    let deliver = () => {};
    const delivered = new Promise<void>((resolve) => (deliver = resolve));
    await page.route('**/dictionaries/*.bin', async (route) => {
      await delivered;
      await route.continue();
    });
    await page.goto('/de-jargonizer');
    await page.getByRole('textbox', { name: 'Your text' }).fill('Epigenetics changes how genes work when plants face drought.');
    const panel = page.getByRole('complementary', { name: 'Your text in numbers' });
    const start = panel.getByRole('button', { name: 'START' });
    // The writer's pointer goes down on START before the word list is in, and comes up after the
    // figures it brings are shown.
    await start.hover();
    await page.mouse.down();
    deliver();
    await expect(panel.getByRole('table')).toBeVisible();
    await page.mouse.up();
    await expect(panel.getByText(/^Recorded: score \d+\.$/)).toBeVisible();
  });
}
