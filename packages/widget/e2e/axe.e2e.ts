// axe-core (WCAG 2.0/2.1/2.2 A and AA) finds no violation with the panel open and all its
// sections expanded, with each colour mode on, and in a right-to-left language.
import assert from 'node:assert/strict';
import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect } from '@playwright/test';
import { test } from './harness.ts';
import { expandSection, openPanel } from './widget-page.ts';

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

async function violations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(TAGS).analyze();
  return results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

/** Colour transitions would let axe read a colour halfway through; reduced motion removes them. */
const STILL = { reducedMotion: 'reduce' } as const;

async function openEverything(page: Page): Promise<void> {
  await openPanel(page);
  for (const section of ['Content adjustment', 'Color adjustment', 'Tools']) await expandSection(page, section);
}

test('axe: no violations on the page with the panel closed, then open with every section', async ({ openDemo }) => {
  const page = await openDemo(STILL);
  assert.deepEqual(await violations(page), []);
  await openEverything(page);
  assert.deepEqual(await violations(page), []);
});

test('axe: no violations with every section open and every slider and stepper showing', async ({ openDemo }) => {
  const page = await openDemo(STILL);
  await openEverything(page);
  for (const feature of ['Letter spacing', 'Word spacing', 'Line height', 'Brightness', 'High contrast', 'High saturation', 'Low saturation', 'Text to speech']) {
    await page.getByRole('button', { name: feature, exact: true }).click();
  }
  assert.equal(await page.getByRole('slider').count(), 4);
  assert.deepEqual(await violations(page), []);
});

// One test per colour mode: ten axe passes in one test outgrew its time limit on a busy machine.
const COLOUR_MODES = ['Blue light filter', 'Brightness', 'Dark contrast', 'High contrast', 'High saturation', 'Light contrast', 'Low saturation', 'Monochrome', 'Visual impairment'];

for (const mode of COLOUR_MODES) {
  test(`axe: no violations with the colour mode "${mode}" on`, async ({ openDemo }) => {
    const page = await openDemo(STILL);
    await openEverything(page);
    const button = page.getByRole('button', { name: mode, exact: true });
    await button.click();
    await expect(button).toHaveAttribute('aria-pressed', 'true');
    assert.deepEqual(await violations(page), [], mode);
  });
}

test('axe: no violations with a custom text colour', async ({ openDemo }) => {
  const page = await openDemo(STILL);
  await openEverything(page);
  await page.getByRole('textbox', { name: 'Text color', exact: true }).fill('#7a1f5c');
  assert.deepEqual(await violations(page), [], 'text colour');
});

test('axe: no violations in Hebrew (right to left) with the language list open', async ({ openDemo }) => {
  const page = await openDemo({ ...STILL, beforeLoad: (p) => p.addInitScript(() => localStorage.setItem('i18nextLng', 'he')) });
  await page.getByRole('button', { name: 'פתיחת תפריט הנגישות' }).click();
  await page.getByRole('dialog', { name: 'תפריט נגישות' }).waitFor();
  await page.getByRole('combobox', { name: 'שפה' }).press('ArrowDown');
  await page.getByRole('listbox').waitFor();
  assert.deepEqual(await violations(page), []);
});
