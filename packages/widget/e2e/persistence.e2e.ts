// Settings live in sessionStorage under "accessibilik": they survive a reload in the same tab,
// a corrupt value falls back to the defaults, and every start posts the domain registration to
// the host's own API, never to a third party.
import assert from 'node:assert/strict';
import { test } from './harness.ts';
import { expandSection, openPanel, PAGE_ROOT, style } from './widget-page.ts';

test('settings persist across a reload in the same tab', async ({ openDemo }) => {
  const page = await openDemo();
  await openPanel(page);
  await expandSection(page, 'Color adjustment');
  await page.getByRole('button', { name: 'Monochrome', exact: true }).click();
  await expandSection(page, 'Content adjustment');
  await page.getByRole('button', { name: 'Increase Font size' }).click();
  const stored = JSON.parse((await page.evaluate(() => sessionStorage.getItem('accessibilik'))) ?? '{}') as Record<string, unknown>;
  assert.equal(stored.isMonochrome, true);
  assert.equal(stored.adjustFontSizePercentage, 110);

  await page.reload();
  await page.getByRole('button', { name: 'Open Accessibility Menu' }).waitFor();
  // The launcher comes first; with settings stored it fetches the engine at once, which applies
  // them (a moment later under load: wait for it, do not read the page before).
  await page.waitForFunction((root) => getComputedStyle(document.querySelector(root)!).filter !== 'none', PAGE_ROOT);
  assert.equal(await style(page, PAGE_ROOT, 'filter'), 'grayscale(1)');
  assert.equal(await style(page, 'html', 'font-size'), '17.6px');
  await openPanel(page);
  await expandSection(page, 'Color adjustment');
  assert.equal(await page.getByRole('button', { name: 'Monochrome', exact: true }).getAttribute('aria-pressed'), 'true');
});

test('a corrupt stored value falls back to the defaults and the widget keeps working', async ({ openDemo }) => {
  const page = await openDemo({
    beforeLoad: (p) =>
      p.addInitScript(() => {
        if (sessionStorage.getItem('seeded') === null) {
          sessionStorage.setItem('seeded', '1');
          sessionStorage.setItem('accessibilik', '{"isMonochrome": "yes", "adjustFontSizePercentage": 9000, "zoom": {"isZoom": true');
        }
      }),
  });
  assert.equal(await style(page, PAGE_ROOT, 'filter'), 'none');
  assert.equal(await style(page, 'html', 'font-size'), '16px');
  await openPanel(page);
  await expandSection(page, 'Color adjustment');
  await page.getByRole('button', { name: 'Monochrome', exact: true }).click();
  assert.equal(await style(page, PAGE_ROOT, 'filter'), 'grayscale(1)');
});

test('each start posts { domain, created } to the host API and requests stay on the host', async ({ openDemo, registrations, baseUrl }) => {
  const before = registrations.length;
  const requests: string[] = [];
  const page = await openDemo({ beforeLoad: async (p) => void p.on('request', (request) => requests.push(request.url())) });
  await page.waitForFunction(() => performance.getEntriesByType('resource').some((entry) => entry.name.endsWith('/api/registerDomain')));
  await openPanel(page);
  await expandSection(page, 'Content adjustment');
  await page.getByRole('button', { name: 'Dyslexia friendly font' }).click();
  await page.waitForFunction(() => document.fonts.check('16px OpenDyslexic'));
  const mine = registrations.slice(before) as { domain: string; created: string }[];
  assert.equal(mine.length, 1);
  assert.equal(mine[0]?.domain, '127.0.0.1');
  assert.ok(Math.abs(Date.parse(mine[0]?.created ?? '') - Date.now()) < 60_000);
  const foreign = requests.filter((url) => !url.startsWith(baseUrl) && !url.startsWith('data:'));
  assert.deepEqual(foreign, []);
  assert.ok(requests.some((url) => url.includes('opendyslexic') && url.endsWith('.woff2')));
});
