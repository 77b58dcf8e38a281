// The colour features' range sliders work from the keyboard alone
// (arrows, Page Up/Down, Home/End), say their value through aria-valuetext, and stay in step
// with the stepper buttons beside them; the footer credit link is reachable and followed.
import assert from 'node:assert/strict';
import type { Page } from '@playwright/test';
import { test } from './harness.ts';
import { expandSection, openPanel, PAGE_ROOT, style } from './widget-page.ts';

async function sliderState(page: Page, name: string): Promise<{ value: string; text: string | null; shown: string }> {
  const group = page.getByRole('group', { name, exact: true });
  const slider = group.getByRole('slider', { name, exact: true });
  return {
    value: await slider.inputValue(),
    text: await slider.getAttribute('aria-valuetext'),
    shown: (await group.locator('.a11yk-step-value').textContent()) ?? '',
  };
}

test('brightness slider: keyboard moves it, the stepper and the page follow, and the buttons move it back', async ({ openDemo }) => {
  const page = await openDemo();
  await openPanel(page);
  await expandSection(page, 'Color adjustment');
  await page.getByRole('button', { name: 'Brightness', exact: true }).click();
  const slider = page.getByRole('group', { name: 'Brightness' }).getByRole('slider', { name: 'Brightness' });
  assert.equal(await slider.getAttribute('min'), '150');
  assert.equal(await slider.getAttribute('max'), '500');
  await slider.focus();

  await page.keyboard.press('ArrowRight');
  assert.deepEqual(await sliderState(page, 'Brightness'), { value: '151', text: '151%', shown: '151%' });
  assert.match(await style(page, PAGE_ROOT, 'filter'), /brightness\(1\.51\)/);
  await page.keyboard.press('PageUp');
  const afterPageUp = await sliderState(page, 'Brightness');
  assert.ok(Number(afterPageUp.value) > 152, `Page Up moved only to ${afterPageUp.value}`);
  assert.equal(afterPageUp.text, `${afterPageUp.value}%`);
  assert.equal(afterPageUp.shown, `${afterPageUp.value}%`);
  await page.keyboard.press('End');
  assert.deepEqual(await sliderState(page, 'Brightness'), { value: '500', text: '500%', shown: '500%' });
  assert.equal(await page.getByRole('button', { name: 'Increase Brightness' }).getAttribute('aria-disabled'), 'true');
  await page.keyboard.press('Home');
  assert.deepEqual(await sliderState(page, 'Brightness'), { value: '150', text: '150%', shown: '150%' });

  await page.getByRole('button', { name: 'Increase Brightness' }).click();
  assert.deepEqual(await sliderState(page, 'Brightness'), { value: '160', text: '160%', shown: '160%' });
  assert.match(await style(page, PAGE_ROOT, 'filter'), /brightness\(1\.6\)/);
  const stored = await page.evaluate(() => JSON.parse(sessionStorage.getItem('accessibilik') ?? '{}') as { brightness?: unknown });
  assert.deepEqual(stored.brightness, { isBrightness: true, brightness: 160 });
});

test('the other colour sliders span the spec ranges and answer the keyboard', async ({ openDemo }) => {
  const page = await openDemo();
  await openPanel(page);
  await expandSection(page, 'Color adjustment');
  const ranges: [string, number, number][] = [
    ['High contrast', 125, 200],
    ['High saturation', 200, 800],
    ['Low saturation', 50, 199],
  ];
  for (const [name, min, max] of ranges) {
    await page.getByRole('button', { name, exact: true }).click();
    const slider = page.getByRole('group', { name, exact: true }).getByRole('slider', { name, exact: true });
    assert.deepEqual([await slider.getAttribute('min'), await slider.getAttribute('max')], [String(min), String(max)], name);
    await slider.focus();
    await page.keyboard.press('End');
    assert.deepEqual(await sliderState(page, name), { value: String(max), text: `${max}%`, shown: `${max}%` }, name);
    await page.keyboard.press('ArrowLeft');
    assert.deepEqual(await sliderState(page, name), { value: String(max - 1), text: `${max - 1}%`, shown: `${max - 1}%` }, name);
    await page.getByRole('button', { name: `Decrease ${name}` }).click();
    const stepped = await sliderState(page, name);
    assert.equal(stepped.value, stepped.shown.replace('%', ''), name);
    assert.ok(Number(stepped.value) < max - 1, name);
  }
});

test('the footer credit is a keyboard-reachable link to the page the host passes', async ({ openDemo }) => {
  const page = await openDemo();
  await openPanel(page);
  const link = page.getByRole('dialog').getByRole('link', { name: 'Developed by the demo authors' });
  assert.equal(await link.getAttribute('href'), '/?from=credit');
  assert.equal(await link.getAttribute('target'), null);
  // Focus starts on Close; back past "Reset all settings", Tab wraps round to the footer.
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Shift+Tab');
  assert.equal(await link.evaluate((element) => element === document.activeElement), true);
  await page.keyboard.press('Enter');
  await page.waitForURL(/\?from=credit$/);
});
