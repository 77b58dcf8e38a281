// Helpers the browser tests share: opening the panel and its sections, pressing Tab until a
// control has focus, and reading computed styles of the page and of the widget.
import type { Page } from '@playwright/test';

export const PAGE_ROOT = '#root';
export const WIDGET_ROOT = '#accessibilik-root';

export async function openPanel(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Open Accessibility Menu' }).click();
  await page.getByRole('dialog', { name: 'Accessibility Menu' }).waitFor();
}

export async function expandSection(page: Page, name: string): Promise<void> {
  const toggle = page.getByRole('button', { name, exact: true });
  if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
}

export async function style(page: Page, selector: string, property: string): Promise<string> {
  return page.locator(selector).first().evaluate((element, name) => getComputedStyle(element).getPropertyValue(name), property);
}

/** Computed styles of the widget that no page adjustment may change. */
export async function widgetLook(page: Page): Promise<Record<string, string>> {
  return page.evaluate((root) => {
    const container = document.querySelector(root);
    const panel = document.querySelector('.a11yk-panel') ?? document.querySelector('.a11yk-launcher');
    const toggle = document.querySelector('.a11yk-toggle') ?? panel;
    if (container === null || panel === null || toggle === null) throw new Error('widget not rendered');
    const c = getComputedStyle(container);
    const p = getComputedStyle(panel);
    const t = getComputedStyle(toggle);
    return {
      containerFilter: c.filter,
      containerZoom: c.zoom,
      panelFontSize: p.fontSize,
      panelFontFamily: p.fontFamily,
      panelColor: p.color,
      panelBackground: p.backgroundColor,
      panelFilter: p.filter,
      toggleLetterSpacing: t.letterSpacing,
      toggleWordSpacing: t.wordSpacing,
      toggleLineHeight: t.lineHeight,
      toggleTextAlign: t.textAlign,
      toggleFontFamily: t.fontFamily,
    };
  }, WIDGET_ROOT);
}

/** The accessible name of the focused element, as a test can compare it. */
export async function focusedName(page: Page): Promise<string> {
  return page.evaluate(() => {
    const element = document.activeElement;
    if (!(element instanceof HTMLElement)) return '';
    return (element.getAttribute('aria-label') ?? element.textContent ?? '').trim();
  });
}

/** Waits (up to 10 s, for a busy machine) until the focused element is `name`: focus returns a tick after a close. */
export async function waitForFocusOn(page: Page, name: string): Promise<void> {
  const deadline = Date.now() + 10_000;
  let focused = await focusedName(page);
  while (focused !== name && Date.now() < deadline) {
    await page.waitForTimeout(25);
    focused = await focusedName(page);
  }
  if (focused !== name) throw new Error(`focus is on "${focused.slice(0, 80)}", not on "${name}"`);
}

/** Presses Tab until the focused element's name is `name`; fails after `limit` presses. */
export async function tabTo(page: Page, name: string, limit = 80, key = 'Tab'): Promise<void> {
  for (let i = 0; i < limit; i += 1) {
    if ((await focusedName(page)) === name) return;
    await page.keyboard.press(key);
  }
  throw new Error(`"${name}" never got focus after ${limit} presses of ${key}`);
}

export async function focusIsInside(page: Page, selector: string): Promise<boolean> {
  return page.evaluate((sel) => document.querySelector(sel)?.contains(document.activeElement) ?? false, selector);
}
