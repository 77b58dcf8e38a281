// Each adjustment changes the page as packages/widget/README.md says (read from computed styles), and never the
// widget itself: its computed font size, font, spacing, colours, filter and zoom stay the same.
import assert from 'node:assert/strict';
import type { Page } from '@playwright/test';
import { test } from './harness.ts';
import { expandSection, openPanel, PAGE_ROOT, style, waitForFocusOn, widgetLook } from './widget-page.ts';

const P = '#first-paragraph';

async function panelWithSection(page: Page, section: string): Promise<Record<string, string>> {
  await openPanel(page);
  await expandSection(page, section);
  return widgetLook(page);
}

async function press(page: Page, name: string): Promise<void> {
  await page.getByRole('button', { name, exact: true }).click();
}

test('font size scales the root size, so rem text and text added later follow, without inline sizes', async ({ openDemo }) => {
  const page = await openDemo();
  const before = await panelWithSection(page, 'Content adjustment');
  await press(page, 'Increase Font size');
  await press(page, 'Increase Font size');
  assert.equal(await style(page, 'html', 'font-size'), '19.2px');
  assert.equal(await style(page, P, 'font-size'), '19.2px');
  assert.equal(await style(page, 'h1', 'font-size'), '38.4px');
  assert.equal(await page.locator(P).getAttribute('style'), null);
  assert.deepEqual(await widgetLook(page), before);
  await page.keyboard.press('Escape');
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Add a paragraph' }).click();
  assert.equal(await style(page, '.added', 'font-size'), '19.2px');
});

test('dyslexia font, bold and alignment change the page text only', async ({ openDemo }) => {
  const page = await openDemo();
  const before = await panelWithSection(page, 'Content adjustment');
  await press(page, 'Dyslexia friendly font');
  assert.match(await style(page, P, 'font-family'), /^OpenDyslexic, "Comic Neue", Arial, Helvetica, sans-serif$/);
  await press(page, 'Bold text');
  assert.equal(await style(page, P, 'font-weight'), '700');
  for (const [name, value] of [
    ['Align left', 'left'],
    ['Align center', 'center'],
    ['Align right', 'right'],
  ] as const) {
    await press(page, name);
    assert.equal(await style(page, P, 'text-align'), value, name);
  }
  assert.deepEqual(await widgetLook(page), before);
  // The self-hosted font really loads, from this server.
  await page.waitForFunction(() => document.fonts.check('16px OpenDyslexic'));
});

test('highlights draw a 2px outline with a 2px offset on links and titles', async ({ openDemo }) => {
  const page = await openDemo();
  await panelWithSection(page, 'Content adjustment');
  await press(page, 'Highlight links');
  await press(page, 'Highlight titles');
  for (const selector of ['a[href="#glossary"]', 'h1', 'h2']) {
    assert.equal(await style(page, selector, 'outline-width'), '2px', selector);
    assert.equal(await style(page, selector, 'outline-style'), 'solid', selector);
    assert.equal(await style(page, selector, 'outline-offset'), '2px', selector);
  }
  assert.equal(await style(page, '.a11yk-toggle', 'outline-style'), 'none');
});

test('letter spacing, word spacing and line height start at 1px, 1px and 3, and step', async ({ openDemo }) => {
  const page = await openDemo();
  const before = await panelWithSection(page, 'Content adjustment');
  await press(page, 'Letter spacing');
  assert.equal(await style(page, P, 'letter-spacing'), '1px');
  await press(page, 'Increase Letter spacing');
  assert.equal(await style(page, P, 'letter-spacing'), '2px');
  await press(page, 'Word spacing');
  assert.equal(await style(page, P, 'word-spacing'), '1px');
  await press(page, 'Line height');
  assert.equal(await style(page, P, 'line-height'), '48px');
  assert.deepEqual(await widgetLook(page), before);
  await press(page, 'Reset Letter spacing');
  assert.equal(await style(page, P, 'letter-spacing'), 'normal');
});

test('zoom applies to the page root, not to the widget', async ({ openDemo }) => {
  const page = await openDemo();
  const before = await panelWithSection(page, 'Content adjustment');
  await press(page, 'Increase Zoom');
  await press(page, 'Increase Zoom');
  assert.equal(await style(page, PAGE_ROOT, 'zoom'), '1.2');
  assert.deepEqual(await widgetLook(page), before);
  await press(page, 'Reset Zoom');
  assert.equal(await style(page, PAGE_ROOT, 'zoom'), '1');
});

test('colour filters combine into one filter on the page root and leave the widget alone', async ({ openDemo }) => {
  const page = await openDemo();
  const before = await panelWithSection(page, 'Color adjustment');
  const checks: [string, string][] = [
    ['Blue light filter', 'sepia(0.8)'],
    ['Brightness', 'sepia(0.8) brightness(1.5)'],
    ['High contrast', 'sepia(0.8) brightness(1.5) contrast(1.25)'],
    ['High saturation', 'sepia(0.8) brightness(1.5) contrast(1.25) saturate(2)'],
    ['Low saturation', 'sepia(0.8) brightness(1.5) contrast(1.25) saturate(2) saturate(0.5)'],
    ['Monochrome', 'sepia(0.8) brightness(1.5) contrast(1.25) saturate(2) saturate(0.5) grayscale(1)'],
    ['Visual impairment', 'sepia(0.8) brightness(1.5) contrast(1.25) saturate(2) saturate(0.5) grayscale(1) invert(1)'],
  ];
  for (const [name, filter] of checks) {
    await press(page, name);
    assert.equal(await style(page, PAGE_ROOT, 'filter'), filter, name);
  }
  // The page rules' sheets are adopted (constructed style sheets, allowed under a CSP without
  // 'unsafe-inline'), or <style> elements where a browser has no adoptedStyleSheets.
  const filterSheets = await page.evaluate(() => {
    const pageRuleTexts = [
      ...document.adoptedStyleSheets.map((sheet) =>
        [...sheet.cssRules].filter((rule) => rule.cssText.startsWith('html.accessibilik-')).map((rule) => rule.cssText).join('\n'),
      ),
      ...[...document.querySelectorAll('style[id^="accessibilik-style-"]')].map((style) => style.textContent ?? ''),
    ];
    return pageRuleTexts.filter((text) => text.includes('filter:')).length;
  });
  assert.equal(filterSheets, 1);
  assert.equal(await style(page, P, 'filter'), 'none');
  assert.deepEqual(await widgetLook(page), before);
  await press(page, 'Increase Brightness');
  assert.match(await style(page, PAGE_ROOT, 'filter'), /brightness\(1\.6\)/);
});

test('dark and light contrast recolour the page, and light contrast shows its own state', async ({ openDemo }) => {
  const page = await openDemo();
  const before = await panelWithSection(page, 'Color adjustment');
  await press(page, 'Dark contrast');
  assert.equal(await style(page, P, 'color'), 'rgb(255, 255, 255)');
  assert.equal(await style(page, P, 'background-color'), 'rgb(0, 0, 0)');
  assert.equal(await style(page, 'body', 'background-color'), 'rgb(0, 0, 0)');
  assert.equal(await page.getByRole('button', { name: 'Light contrast', exact: true }).getAttribute('aria-pressed'), 'false');
  assert.deepEqual(await widgetLook(page), before);
  await press(page, 'Dark contrast');
  await press(page, 'Light contrast');
  assert.equal(await page.getByRole('button', { name: 'Light contrast', exact: true }).getAttribute('aria-pressed'), 'true');
  assert.equal(await page.getByRole('button', { name: 'Dark contrast', exact: true }).getAttribute('aria-pressed'), 'false');
  assert.equal(await style(page, P, 'color'), 'rgb(0, 0, 0)');
  assert.equal(await style(page, P, 'background-color'), 'rgb(255, 255, 255)');
});

test('text colour applies a typed or picked colour and ignores an invalid one with a hint', async ({ openDemo }) => {
  const page = await openDemo();
  const before = await panelWithSection(page, 'Color adjustment');
  const box = page.getByRole('textbox', { name: 'Text color', exact: true });
  assert.equal(await box.getAttribute('placeholder'), '#000000');
  await box.fill('#336699');
  assert.equal(await style(page, P, 'color'), 'rgb(51, 102, 153)');
  assert.equal(await page.getByLabel('Choose text color').inputValue(), '#336699');
  assert.deepEqual(await widgetLook(page), before);
  await box.fill('bluish');
  await box.press('Enter');
  assert.equal(await box.getAttribute('aria-invalid'), 'true');
  assert.ok(await page.getByText('Not a color. Type a hex value such as #000000.').isVisible());
  assert.equal(await style(page, P, 'color'), 'rgb(51, 102, 153)');
  await page.getByLabel('Choose text color').fill('#aa0000');
  assert.equal(await style(page, P, 'color'), 'rgb(170, 0, 0)');
  await box.fill('teal');
  assert.equal(await style(page, P, 'color'), 'rgb(0, 128, 128)');
  await press(page, 'Clear text color');
  assert.equal(await style(page, P, 'color'), 'rgb(31, 41, 55)');
});

test('big cursor swaps in an inline cursor image for the whole page', async ({ openDemo }) => {
  const page = await openDemo();
  await panelWithSection(page, 'Tools');
  await press(page, 'Big cursor');
  assert.match(await style(page, P, 'cursor'), /^url\("data:image\/svg\+xml,/);
});

test('the reading guide leaves a 100 px band that follows the mouse and the keyboard focus', async ({ openDemo }) => {
  const page = await openDemo();
  await panelWithSection(page, 'Tools');
  await press(page, 'Reading guide');
  await page.keyboard.press('Escape');
  await page.keyboard.press('Escape');
  // Focus returns to the launcher a tick after the close, and the band follows focus too: the
  // mouse moves once that has happened, or the late focus would win over it.
  await waitForFocusOn(page, 'Open Accessibility Menu');
  await page.mouse.move(300, 400);
  const top = page.locator('.a11yk-reading-guide').first();
  const bottom = page.locator('.a11yk-reading-guide').nth(1);
  await page.waitForFunction(() => document.querySelector<HTMLElement>('.a11yk-reading-guide')?.style.height === '350px');
  assert.equal(await bottom.evaluate((element) => (element as HTMLElement).style.top), '450px');
  await page.locator('#notes').focus();
  const box = await page.locator('#notes').boundingBox();
  assert.ok(box !== null);
  const centre = box.y + box.height / 2;
  await page.waitForFunction((y) => Math.abs(Number.parseFloat(document.querySelector<HTMLElement>('.a11yk-reading-guide')?.style.height ?? '0') - (y - 50)) < 1, centre);
  assert.equal(await top.evaluate((element) => getComputedStyle(element).pointerEvents), 'none');
});

test('text to speech waits for voices, reads the selection from the keyboard and stops', async ({ openDemo }) => {
  const page = await openDemo({
    beforeLoad: (p) =>
      p.addInitScript(() => {
        // A recording speech engine: the test checks what would be spoken, without audio.
        const spoken: string[] = [];
        Object.defineProperty(window, '__spoken', { value: spoken });
        const voices = [{ name: 'Test English', lang: 'en-US', default: true, localService: true, voiceURI: 'test-en' }];
        class RecordedUtterance {
          text: string;
          voice: unknown = null;
          lang = '';
          onend: (() => void) | null = null;
          onerror: (() => void) | null = null;
          constructor(text: string) {
            this.text = text;
          }
        }
        Object.defineProperty(window, 'SpeechSynthesisUtterance', { value: RecordedUtterance });
        Object.defineProperty(window, 'speechSynthesis', {
          value: {
            getVoices: () => voices,
            speak: (utterance: RecordedUtterance) => spoken.push(utterance.text),
            cancel: () => spoken.push('<cancel>'),
          },
        });
      }).then(() => p.clock.install()),
  });
  await panelWithSection(page, 'Tools');
  // The widget waits a fixed second for the voices: the page's clock stands still while the
  // test looks for the waiting state, so a slow machine cannot let the second pass unseen. It
  // pauses a little ahead of the page's time, as a clock can only be moved forward.
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 5000);
  await press(page, 'Text to speech');
  await page.getByText('Loading voices...').waitFor();
  assert.equal(await page.getByRole('button', { name: 'Read selection' }).count(), 0);
  await page.clock.runFor(1000);
  await page.clock.resume();
  await page.getByRole('button', { name: 'Read selection' }).waitFor();
  await page.keyboard.press('Escape');
  await page.keyboard.press('Escape');
  await page.evaluate(() => {
    const paragraph = document.querySelector('#first-paragraph');
    if (paragraph !== null) document.getSelection()?.selectAllChildren(paragraph);
  });
  await page.keyboard.press('Alt+Shift+R');
  await page.waitForFunction(() =>
    (window as unknown as { __spoken: string[] }).__spoken.some((text) => text.startsWith('Leaves are green because')),
  );
  await page.getByRole('button', { name: 'Stop reading' }).click();
  await page.getByRole('button', { name: 'Stop reading' }).waitFor({ state: 'detached' });
});

test('text to speech says inline and in the status region, without an alert, when the browser cannot speak', async ({ openDemo }) => {
  const page = await openDemo({
    beforeLoad: (p) =>
      p.addInitScript(() => {
        Reflect.deleteProperty(window, 'speechSynthesis');
        Reflect.deleteProperty(Window.prototype, 'speechSynthesis');
      }),
  });
  let dialogs = 0;
  page.on('dialog', (dialog) => {
    dialogs += 1;
    void dialog.dismiss();
  });
  await panelWithSection(page, 'Tools');
  await press(page, 'Text to speech');
  const message = 'Sorry, your browser does not support text-to-speech!';
  await page.locator('.a11yk-tools-status').getByText(message).waitFor();
  await page.locator('.a11yk-body > [role="status"][aria-live="polite"]').getByText(message).waitFor({ state: 'attached' });
  assert.equal(dialogs, 0);
});
