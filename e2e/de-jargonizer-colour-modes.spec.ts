// The De-Jargonizer's bands in every colour mode of the accessibility widget, judged on
// screenshots: what the writer sees (the widget's filters included) must tell rare, mid-frequency
// and common words apart, and the key must look like the words it explains. Each mode's
// screenshot is kept with the test's results (e2e-artifacts) for a person to look at.
import { expect, test, type Page } from '@playwright/test';
import { acceptConsents } from './support/consent.ts';

test.beforeEach(async ({ context, baseURL }) => acceptConsents(context, baseURL!));
// No colour transitions: a screenshot never catches a colour halfway.
test.use({ reducedMotion: 'reduce' });

const TEXT = 'Epigenetics changes how the gene is read in every cell.';

const colours = (page: Page) => page.getByTestId('editor-colours');
const band = (page: Page, word: string) => colours(page).locator('span').filter({ hasText: new RegExp(`^${word}$`) });
const legendSample = (page: Page, name: 'mid' | 'rare') => page.locator(`.dj-legend .dj-band--${name}`);

type Rgb = [number, number, number];
interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** The mean colour of each box on a screenshot of the page, decoded by the browser itself. */
async function meanColours(page: Page, boxes: Box[]): Promise<Rgb[]> {
  const png = (await page.screenshot()).toString('base64');
  return page.evaluate(
    async ({ png, boxes }) => {
      const image = new Image();
      image.src = `data:image/png;base64,${png}`;
      await image.decode();
      const canvas = new OffscreenCanvas(image.width, image.height);
      const context = canvas.getContext('2d')!;
      context.drawImage(image, 0, 0);
      return boxes.map((box) => {
        const pixels = context.getImageData(Math.round(box.x), Math.round(box.y), Math.round(box.width), Math.round(box.height)).data;
        const sum = [0, 0, 0];
        for (let index = 0; index < pixels.length; index += 4) for (let channel = 0; channel < 3; channel++) sum[channel]! += pixels[index + channel]!;
        const count = pixels.length / 4;
        return sum.map((total) => total / count) as [number, number, number];
      });
    },
    { png, boxes },
  );
}

/** How far apart two colours look: the largest difference of one channel, 0–255. */
const distance = (a: Rgb, b: Rgb) => Math.max(...a.map((value, channel) => Math.abs(value - b[channel]!)));

async function boxOf(page: Page, word: string): Promise<Box> {
  const box = await band(page, word).boundingBox();
  expect(box, word).not.toBeNull();
  return box!;
}

/** Where an unmarked (common) word of the coloured layer is painted: it has no element of its own. */
async function plainWordBox(page: Page, word: string): Promise<Box> {
  return colours(page).evaluate((layer, word) => {
    const walker = document.createTreeWalker(layer, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const at = node.textContent!.search(new RegExp(`\\b${word}\\b`));
      if (at < 0 || node.parentElement!.closest('[class^="dj-band--"]')) continue;
      const range = document.createRange();
      range.setStart(node, at);
      range.setEnd(node, at + word.length);
      const { x, y, width, height } = range.getBoundingClientRect();
      return { x, y, width, height };
    }
    throw new Error(`no plain “${word}” in the coloured layer`);
  }, word);
}

async function turnOn(page: Page, mode: string) {
  await page.waitForLoadState('networkidle');
  await page.getByRole('button', { name: 'Open Accessibility Menu' }).click();
  const section = page.getByRole('button', { name: 'Color adjustment', exact: true });
  await expect(async () => {
    if ((await section.getAttribute('aria-expanded')) !== 'true') await section.click();
    await expect(section).toHaveAttribute('aria-expanded', 'true');
  }).toPass();
  const toggle = page.getByRole('button', { name: mode, exact: true });
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog', { name: 'Accessibility Menu' })).toBeHidden();
}

const MODES = [
  'None',
  'Dark contrast',
  'Light contrast',
  'High contrast',
  'Monochrome',
  'High saturation',
  'Low saturation',
  'Visual impairment',
  'Blue light filter',
];

for (const mode of MODES) {
  test(`rare, mid-frequency and common words look different with ${mode === 'None' ? 'no colour mode' : mode}`, async ({
    page,
  }, testInfo) => {
    await page.goto('/de-jargonizer');
    await page.getByRole('textbox', { name: 'Your text' }).fill(TEXT);
    await expect(band(page, 'Epigenetics')).toHaveClass('dj-band--rare');
    await expect(band(page, 'gene')).toHaveClass('dj-band--mid');
    if (mode !== 'None') await turnOn(page, mode);
    // The text box shows only its caret over the coloured layer, whatever the mode.
    await expect(page.getByRole('textbox', { name: 'Your text' })).toHaveCSS('color', 'rgba(0, 0, 0, 0)');

    const editor = page.locator('.dj-editor');
    const screenshot = testInfo.outputPath(`editor-${mode.toLowerCase().replaceAll(' ', '-')}.png`);
    await page.locator('.dj-card', { has: editor }).screenshot({ path: screenshot });
    await testInfo.attach(`editor, ${mode}`, { path: screenshot, contentType: 'image/png' });

    const [rare, mid, common, legendRare, legendMid] = await meanColours(page, [
      await boxOf(page, 'Epigenetics'),
      await boxOf(page, 'gene'),
      await plainWordBox(page, 'changes'),
      (await legendSample(page, 'rare').boundingBox())!,
      (await legendSample(page, 'mid').boundingBox())!,
    ]);
    expect(distance(rare!, common!), 'rare against common').toBeGreaterThan(12);
    expect(distance(mid!, common!), 'mid-frequency against common').toBeGreaterThan(6);
    expect(distance(rare!, mid!), 'rare against mid-frequency').toBeGreaterThan(6);
    // The key's samples are painted as the words are (same colour, shade and underline).
    expect(distance(legendRare!, rare!), 'the key’s rare sample').toBeLessThan(distance(legendRare!, common!));
    expect(distance(legendMid!, mid!), 'the key’s mid-frequency sample').toBeLessThan(distance(legendMid!, common!));
    for (const [sample, word] of [
      ['rare', 'Epigenetics'],
      ['mid', 'gene'],
    ] as const) {
      const styleOf = (locator: ReturnType<typeof band>) =>
        locator.evaluate((element) => {
          const style = getComputedStyle(element);
          return [style.color, style.backgroundColor, style.textDecorationStyle, style.fontWeight];
        });
      expect(await styleOf(legendSample(page, sample)), `the key’s ${sample} sample`).toEqual(await styleOf(band(page, word)));
    }
    // Beyond colour: a solid underline for rare, a dotted one for mid-frequency.
    await expect(band(page, 'Epigenetics')).toHaveCSS('text-decoration-style', 'solid');
    await expect(band(page, 'gene')).toHaveCSS('text-decoration-style', 'dotted');
  });
}

// Key terms and explained terms keep their own style in every mode (docs/de-jargonizer.md "Key
// terms and explained terms"): a box round a key term, which keeps its band's colours, and green
// with a double underline for an explained term; the key shows both as the text does.
const TERMS_TEXT = 'Epigenetics and CRISPR change how the gene is read. Methylation, a chemical tag that switches genes off, is one way.';
const term = (page: Page, kind: 'key' | 'explained') => colours(page).locator(`.dj-term--${kind}`);
const legendTerm = (page: Page, kind: 'key' | 'explained') => page.locator(`.dj-legend .dj-term--${kind}`);

for (const mode of MODES) {
  test(`key terms and explained terms keep their own style with ${mode === 'None' ? 'no colour mode' : mode}`, async ({ page }, testInfo) => {
    await page.goto('/de-jargonizer');
    await page.getByRole('textbox', { name: 'Your text' }).fill(TERMS_TEXT);
    await page.getByRole('textbox', { name: 'Key terms' }).fill('CRISPR');
    await page.getByRole('button', { name: 'Add key term' }).click();
    await expect(term(page, 'key')).toHaveText('CRISPR');
    await expect(term(page, 'explained')).toHaveText('Methylation');
    if (mode !== 'None') await turnOn(page, mode);

    const screenshot = testInfo.outputPath(`terms-${mode.toLowerCase().replaceAll(' ', '-')}.png`);
    await page.locator('.dj-card', { has: page.locator('.dj-editor') }).screenshot({ path: screenshot });
    await testInfo.attach(`key and explained terms, ${mode}`, { path: screenshot, contentType: 'image/png' });

    // Beyond colour: the box and the double underline, on the words and on the key's samples.
    for (const locator of [term(page, 'key'), legendTerm(page, 'key')]) await expect(locator).toHaveCSS('outline-style', 'solid');
    for (const locator of [term(page, 'explained'), legendTerm(page, 'explained')]) await expect(locator).toHaveCSS('text-decoration-style', 'double');
    // The key term is still a rare word of the original score: its band's colours stay.
    await expect(term(page, 'key')).toHaveClass(/dj-band--rare/u);
    const [explained, rare, common] = await meanColours(page, [
      (await term(page, 'explained').boundingBox())!,
      await boxOf(page, 'Epigenetics'),
      await plainWordBox(page, 'change'),
    ]);
    expect(distance(explained!, common!), 'explained against common').toBeGreaterThan(6);
    expect(distance(explained!, rare!), 'explained against rare').toBeGreaterThan(6);
    // The box is drawn where the writer sees it: the key term's edge differs from the page around it.
    const box = (await term(page, 'key').boundingBox())!;
    const [edge, inside] = await meanColours(page, [
      { x: box.x - 1, y: box.y + 2, width: 2, height: Math.max(1, box.height - 4) },
      { x: box.x + 3, y: box.y + 3, width: 2, height: Math.max(1, box.height - 6) },
    ]);
    expect(distance(edge!, inside!), 'the key term’s box').toBeGreaterThan(12);
  });
}
