// The De-Jargonizer's bands in every colour mode of the accessibility widget, judged on
// screenshots: what the writer sees (the widget's filters included) must tell rare, mid-frequency
// and common words apart, and the key must look like the words it explains. Each mode's
// screenshot is kept with the test's results (e2e-artifacts) for a person to look at.
import { expect, test, type Page } from '@playwright/test';
import { acceptConsents } from './support/consent.ts';
import { boxOfWord, editorOf, highlighted, highlightStyle } from './support/editor.ts';

test.beforeEach(async ({ context, baseURL }) => acceptConsents(context, baseURL!));
// No colour transitions: a screenshot never catches a colour halfway.
test.use({ reducedMotion: 'reduce' });

const TEXT = 'Epigenetics changes how the gene is read in every cell.';

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

/** Where a word is drawn in the editor (marked or not: the browser draws the marks over the text). */
const boxOf = (page: Page, word: string): Promise<Box> => boxOfWord(editorOf(page), word);

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
    await expect.poll(() => highlighted(page, 'rare')).toEqual(['Epigenetics']);
    expect(await highlighted(page, 'mid')).toEqual(['gene']);
    if (mode !== 'None') await turnOn(page, mode);

    const editor = page.locator('.dj-editor');
    const screenshot = testInfo.outputPath(`editor-${mode.toLowerCase().replaceAll(' ', '-')}.png`);
    await page.locator('.dj-card', { has: editor }).screenshot({ path: screenshot });
    await testInfo.attach(`editor, ${mode}`, { path: screenshot, contentType: 'image/png' });

    const [rare, mid, common, legendRare, legendMid] = await meanColours(page, [
      await boxOf(page, 'Epigenetics'),
      await boxOf(page, 'gene'),
      await boxOf(page, 'changes'),
      (await legendSample(page, 'rare').boundingBox())!,
      (await legendSample(page, 'mid').boundingBox())!,
    ]);
    expect(distance(rare!, common!), 'rare against common').toBeGreaterThan(12);
    expect(distance(mid!, common!), 'mid-frequency against common').toBeGreaterThan(6);
    expect(distance(rare!, mid!), 'rare against mid-frequency').toBeGreaterThan(6);
    // The key's samples are painted as the words are (same colour, shade and underline).
    expect(distance(legendRare!, rare!), 'the key’s rare sample').toBeLessThan(distance(legendRare!, common!));
    expect(distance(legendMid!, mid!), 'the key’s mid-frequency sample').toBeLessThan(distance(legendMid!, common!));
    // Beyond colour: a solid underline for rare, a dotted one for mid-frequency, in the text and the key.
    for (const [sample, style] of [
      ['rare', 'solid'],
      ['mid', 'dotted'],
    ] as const) {
      expect(await highlightStyle(page, sample)).toMatchObject({ 'text-decoration-style': style });
      await expect(legendSample(page, sample)).toHaveCSS('text-decoration-style', style);
    }
  });
}

// Key terms and explained terms keep their own style in every mode (docs/de-jargonizer.md "Key
// terms and explained terms"): a key term keeps its band's colours between lines over and under it
// (a highlight draws no outline), and an explained term is green with a double underline.
const TERMS_TEXT = 'Epigenetics and CRISPR change how the gene is read. Methylation, a chemical tag that switches genes off, is one way.';
const legendTerm = (page: Page, kind: 'key' | 'explained') => page.locator(`.dj-legend .dj-term--${kind}`);

for (const mode of MODES) {
  test(`key terms and explained terms keep their own style with ${mode === 'None' ? 'no colour mode' : mode}`, async ({ page }, testInfo) => {
    await page.goto('/de-jargonizer');
    await page.getByRole('textbox', { name: 'Your text' }).fill(TERMS_TEXT);
    await page.getByRole('textbox', { name: 'Key terms' }).fill('CRISPR');
    await page.getByRole('button', { name: 'Add key term' }).click();
    await expect.poll(() => highlighted(page, 'key')).toEqual(['CRISPR']);
    await expect.poll(() => highlighted(page, 'explained')).toEqual(['Methylation']);
    if (mode !== 'None') await turnOn(page, mode);

    const screenshot = testInfo.outputPath(`terms-${mode.toLowerCase().replaceAll(' ', '-')}.png`);
    await page.locator('.dj-card', { has: page.locator('.dj-editor') }).screenshot({ path: screenshot });
    await testInfo.attach(`key and explained terms, ${mode}`, { path: screenshot, contentType: 'image/png' });

    // Beyond colour: the box and the double underline, on the words and on the key's samples.
    expect(await highlightStyle(page, 'key')).toMatchObject({ 'text-decoration-line': 'underline overline', 'text-decoration-style': 'solid' });
    await expect(legendTerm(page, 'key')).toHaveCSS('outline-style', 'solid');
    expect(await highlightStyle(page, 'explained')).toMatchObject({ 'text-decoration-style': 'double' });
    await expect(legendTerm(page, 'explained')).toHaveCSS('text-decoration-style', 'double');
    // The key term is still a rare word of the original score: its band's colours stay.
    expect(await highlighted(page, 'rare')).toContain('CRISPR');
    const [explained, rare, common] = await meanColours(page, [
      await boxOf(page, 'Methylation'),
      await boxOf(page, 'Epigenetics'),
      await boxOf(page, 'change'),
    ]);
    expect(distance(explained!, common!), 'explained against common').toBeGreaterThan(6);
    expect(distance(explained!, rare!), 'explained against rare').toBeGreaterThan(6);
    // The lines are drawn where the writer sees them: over the key term, not over a plain word.
    const key = await boxOf(page, 'CRISPR');
    const plain = await boxOf(page, 'change');
    const [over, overPlain] = await meanColours(page, [
      { x: key.x + 2, y: key.y, width: Math.max(1, key.width - 4), height: 4 },
      { x: plain.x + 2, y: plain.y, width: Math.max(1, plain.width - 4), height: 4 },
    ]);
    expect(distance(over!, overPlain!), 'the line over the key term').toBeGreaterThan(12);
  });
}
