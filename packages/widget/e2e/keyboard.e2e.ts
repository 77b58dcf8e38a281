// The widget works from the keyboard alone: the launcher is reachable with Tab, the dialog
// takes focus and keeps it (Tab wraps), sections, toggles and steppers answer Enter and
// Space, Escape closes, and focus returns to the launcher.
import assert from 'node:assert/strict';
import { test } from './harness.ts';
import { focusedName, focusIsInside, style, tabTo, waitForFocusOn } from './widget-page.ts';

test('keyboard only: open, adjust, wrap, close with Escape and return focus', async ({ openDemo }) => {
  const page = await openDemo();
  await tabTo(page, 'Open Accessibility Menu');
  const launcher = page.getByRole('button', { name: 'Open Accessibility Menu' });
  assert.equal(await launcher.getAttribute('aria-expanded'), 'false');
  await page.keyboard.press('Enter');
  await page.getByRole('dialog', { name: 'Accessibility Menu' }).waitFor();
  assert.equal(await focusIsInside(page, '[role="dialog"]'), true);
  assert.equal(await focusedName(page), 'Close accessibility menu');

  await tabTo(page, 'Content adjustment');
  await page.keyboard.press('Enter');
  await tabTo(page, 'Bold text');
  await page.keyboard.press('Space');
  assert.equal(await page.getByRole('button', { name: 'Bold text' }).getAttribute('aria-pressed'), 'true');
  assert.equal(await style(page, '#first-paragraph', 'font-weight'), '700');
  await tabTo(page, 'Increase Font size', 80, 'Shift+Tab');
  await page.keyboard.press('Enter');
  assert.equal(await style(page, 'html', 'font-size'), '17.6px');
  assert.equal(await page.getByRole('dialog').getByRole('status').filter({ hasText: 'Font size: 110%' }).count(), 1);

  // Tab wraps: however far we go, focus stays in the dialog and comes back round.
  for (let i = 0; i < 60; i += 1) {
    await page.keyboard.press('Tab');
    assert.equal(await focusIsInside(page, '[role="dialog"]'), true, `focus left the dialog after ${i + 1} Tabs`);
  }
  await tabTo(page, 'Close accessibility menu');

  await page.keyboard.press('Escape');
  await page.getByRole('dialog').waitFor({ state: 'detached' });
  await waitForFocusOn(page, 'Open Accessibility Menu');
  assert.equal(await launcher.getAttribute('aria-expanded'), 'false');
});

test('Escape closes the panel even while a help tooltip is showing', async ({ openDemo }) => {
  const page = await openDemo();
  await page.getByRole('button', { name: 'Open Accessibility Menu' }).click();
  // The panel is fetched on first use: keys pressed before it has focus land on the page.
  await waitForFocusOn(page, 'Close accessibility menu');
  await tabTo(page, 'Reset all settings', 10, 'Shift+Tab');
  await page.getByRole('tooltip').first().waitFor();
  await page.keyboard.press('Escape');
  await page.getByRole('dialog').waitFor({ state: 'detached' });
  await waitForFocusOn(page, 'Open Accessibility Menu');
});

test('prefers-reduced-motion removes the widget transitions and animations', async ({ openDemo }) => {
  const moving = await openDemo({ reducedMotion: 'no-preference' });
  await moving.getByRole('button', { name: 'Open Accessibility Menu' }).click();
  await moving.getByRole('button', { name: 'Content adjustment' }).click();
  assert.notEqual(await style(moving, '.a11yk-toggle', 'transition-duration'), '0s');

  const still = await openDemo({ reducedMotion: 'reduce' });
  await still.getByRole('button', { name: 'Open Accessibility Menu' }).click();
  await still.getByRole('button', { name: 'Content adjustment' }).click();
  assert.equal(await style(still, '.a11yk-toggle', 'transition-duration'), '0s');
  const spinnerAnimation = await still.evaluate(() => {
    const probe = document.createElement('span');
    probe.className = 'a11yk-spinner';
    document.getElementById('accessibilik-root')?.appendChild(probe);
    const name = getComputedStyle(probe).animationName;
    probe.remove();
    return name;
  });
  assert.equal(spinnerAnimation, 'none');
});
