// The De-Jargonizer's editor against what Chromium does to a text box: a long text arriving in one
// input event (dictation, an extension, a test driver's insertText), a paste of rich text, a file
// dropped on it, and the editor's marks drawn by the browser on a 1× screen.
import { expect, test } from '@playwright/test';
import { acceptConsents } from './support/consent.ts';
import { boxOfWord, editableEditorOf, editorText, highlighted, scrollToWord, shadeOfWord, shadesIn } from './support/editor.ts';

test.beforeEach(async ({ context, baseURL }) => acceptConsents(context, baseURL!));

test('a long text inserted in one input event is one command, as a paste: the text exact, one input event, one step to undo', async ({ page }) => {
  await page.goto('/de-jargonizer');
  const editor = await editableEditorOf(page);
  await editor.focus();
  await page.keyboard.type('Start. ');
  const lines = Array.from(
    { length: 120 },
    (_, index) => `  Line ${index}: the laboratory measured <b>photosynthesis</b> & chloroplasts,\tagain  and again.`,
  );
  const text = lines.join('\n');
  await editor.evaluate((element) => {
    const w = window as unknown as { inputs: string[] };
    w.inputs = [];
    element.addEventListener('input', (event) => w.inputs.push((event as InputEvent).inputType));
  });
  await page.keyboard.insertText(text);
  await expect.poll(() => editorText(editor)).toBe(`Start. ${text}`);
  // Chromium inserts a multi-line insertText line by line: 239 input events here, one per line
  // and per line break, and as many layouts of the text.
  expect(await page.evaluate(() => (window as unknown as { inputs: string[] }).inputs.length)).toBe(1);
  await expect.poll(() => highlighted(page, 'rare')).toContain('photosynthesis');
  await page.keyboard.press('Control+Z');
  await expect.poll(() => editorText(editor)).toBe('Start. ');
  await page.keyboard.press('Control+Shift+Z');
  await expect.poll(() => editorText(editor)).toBe(`Start. ${text}`);
});

test('a paste of rich text puts its text alone, line breaks kept, in one step to undo', async ({ page }) => {
  await page.goto('/de-jargonizer');
  const editor = await editableEditorOf(page);
  await editor.click();
  await page.keyboard.type('Start. ');
  await editor.evaluate((element) => {
    const data = new DataTransfer();
    data.setData('text/html', '<p>The <b>laboratory</b> measured <i>photosynthesis</i>.</p><p>A second <a href="https://example.com">paragraph</a>.</p>');
    data.setData('text/plain', 'The laboratory measured photosynthesis.\n\nA second paragraph.');
    // The browser's own paste reads the clipboard; a paste event's data is what a page gets from it.
    element.dispatchEvent(new InputEvent('beforeinput', { inputType: 'insertFromPaste', dataTransfer: data, bubbles: true, cancelable: true }));
  });
  await expect.poll(() => editorText(editor)).toBe('Start. The laboratory measured photosynthesis.\n\nA second paragraph.');
  expect(await editor.evaluate((element) => element.querySelectorAll('*').length)).toBe(0);
  await expect.poll(() => highlighted(page, 'rare')).toContain('photosynthesis');
  await page.keyboard.press('Control+Z');
  await expect.poll(() => editorText(editor)).toBe('Start. ');
});

test('typing keeps the text plain: Enter a line break, Ctrl+B no bold, spellcheck off, undo and redo by key', async ({ page }) => {
  await page.goto('/de-jargonizer');
  const editor = await editableEditorOf(page);
  await expect(editor).toHaveAttribute('spellcheck', 'false');
  await expect(editor).toHaveAttribute('contenteditable', 'plaintext-only');
  await editor.click();
  await page.keyboard.type('Epigenetics changes');
  await page.keyboard.press('Enter');
  await page.keyboard.press('Control+B');
  await page.keyboard.type('how genes work');
  await expect.poll(() => editorText(editor)).toBe('Epigenetics changes\nhow genes work');
  expect(await editor.evaluate((element) => element.querySelectorAll('*:not(br)').length)).toBe(0);
  await expect.poll(() => highlighted(page, 'rare')).toEqual(['Epigenetics']);
  await page.keyboard.press('Control+Z');
  await expect.poll(() => editorText(editor)).not.toBe('Epigenetics changes\nhow genes work');
  await page.keyboard.press('Control+Y');
  await expect.poll(() => editorText(editor)).toBe('Epigenetics changes\nhow genes work');
  await expect(page.getByText('Words: 5')).toBeVisible();
});

test('the browser’s menu offers Redo after an undo by key, and its Undo and Redo are the editor’s', async ({ page }) => {
  await page.goto('/de-jargonizer');
  const editor = await editableEditorOf(page);
  await editor.click();
  const typed = 'Epigenetics changes how genes work';
  await page.keyboard.type(typed);
  await expect.poll(() => editorText(editor)).toBe(typed);
  // What the context menu's and the Edit menu's Undo and Redo are enabled by.
  const offered = () => page.evaluate(() => ({ undo: document.queryCommandEnabled('undo'), redo: document.queryCommandEnabled('redo') }));
  expect(await offered()).toEqual({ undo: true, redo: false });
  await page.keyboard.press('Control+Z');
  await expect.poll(() => editorText(editor)).toBe('');
  expect(await offered()).toEqual({ undo: true, redo: true });
  // A menu item sends the browser's own editing command, as CDP's key event with commands does.
  const cdp = await page.context().newCDPSession(page);
  const choose = async (command: 'undo' | 'redo') => {
    await cdp.send('Input.dispatchKeyEvent', { type: 'rawKeyDown', key: 'F24', code: 'F24', windowsVirtualKeyCode: 135, commands: [command] });
    await cdp.send('Input.dispatchKeyEvent', { type: 'keyUp', key: 'F24', code: 'F24', windowsVirtualKeyCode: 135 });
  };
  await choose('redo');
  await expect.poll(() => editorText(editor)).toBe(typed);
  expect(await offered()).toEqual({ undo: true, redo: false });
  await choose('undo');
  await expect.poll(() => editorText(editor)).toBe('');
  expect((await offered()).redo).toBe(true);
  await page.keyboard.press('Control+Shift+Z');
  await expect.poll(() => editorText(editor)).toBe(typed);
  expect((await offered()).redo).toBe(false);
  await expect.poll(() => highlighted(page, 'rare')).toEqual(['Epigenetics']);
  expect(await editor.evaluate((element) => element.textContent?.includes('\u200b'))).toBe(false);
});

test('text dragged to another place in the box is one step to undo and to redo', async ({ page }) => {
  await page.goto('/de-jargonizer');
  const editor = await editableEditorOf(page);
  await editor.click();
  const written = 'Genes work in cells. Epigenetics changes how.';
  await page.keyboard.type(written);
  await expect.poll(() => editorText(editor)).toBe(written);
  // "Epigenetics" selected, then dragged to the start of the text.
  await editor.evaluate((element) => {
    const text = element.firstChild as Text;
    const at = text.data.indexOf('Epigenetics');
    document.getSelection()!.setBaseAndExtent(text, at, text, at + 'Epigenetics'.length);
  });
  const word = await boxOfWord(editor, 'Epigenetics');
  const start = await boxOfWord(editor, 'Genes');
  await page.mouse.move(word.x + word.width / 2, word.y + word.height / 2);
  await page.mouse.down();
  await page.mouse.move(start.x + 1, start.y + start.height / 2, { steps: 8 });
  await page.mouse.up();
  await expect.poll(() => editorText(editor)).not.toBe(written);
  const moved = await editorText(editor);
  expect(moved.startsWith('Epigenetics')).toBe(true);
  await page.keyboard.press('Control+Z');
  await expect.poll(() => editorText(editor)).toBe(written);
  await page.keyboard.press('Control+Shift+Z');
  await expect.poll(() => editorText(editor)).toBe(moved);
  await page.keyboard.press('Control+Z');
  await page.keyboard.press('Control+Z');
  await expect.poll(() => editorText(editor)).toBe('');
});

test('a text file dropped on the box replaces its text, as the file field does', async ({ page }) => {
  await page.goto('/de-jargonizer');
  const editor = await editableEditorOf(page);
  await editor.click();
  await page.keyboard.type('kept text');
  await editor.evaluate((element) => {
    const data = new DataTransfer();
    data.items.add(new File(['Epigenetics changes how genes work.'], 'Essay.txt', { type: 'text/plain' }));
    element.dispatchEvent(new DragEvent('drop', { dataTransfer: data, bubbles: true, cancelable: true }));
  });
  await expect.poll(() => editorText(editor)).toBe('Epigenetics changes how genes work.');
  await expect(page.getByText('The text of “Essay.txt” is now in the box.')).toBeVisible();
  await expect.poll(() => highlighted(page, 'rare')).toContain('Epigenetics');
});

for (const width of [1280, 390]) {
  test(`at 1× and ${width} px the browser draws each band's shade on exactly its words`, async ({ browser, baseURL }) => {
    const context = await browser.newContext({ baseURL, viewport: { width, height: 900 }, deviceScaleFactor: 1 });
    await acceptConsents(context, baseURL!);
    const page = await context.newPage();
    await page.goto('/de-jargonizer');
    const editor = await editableEditorOf(page);
    await editor.focus();
    await editor.fill(
      'The laboratory measured photosynthesis in chloroplasts of the mitochondria. Researchers studied epigenetics and phylogenetic relationships in the laboratory.',
    );
    await expect(page.locator('.dj-editor--coloured')).toBeVisible();
    await expect.poll(() => highlighted(page, 'rare')).toEqual(['photosynthesis', 'chloroplasts', 'mitochondria', 'epigenetics', 'phylogenetic']);
    expect(await highlighted(page, 'mid')).toEqual(['laboratory', 'laboratory']);
    await editor.blur();
    const shot = await page.screenshot();
    // A rare word's box is shaded; a common word's ("the") is not.
    const rare = await boxOfWord(editor, 'photosynthesis');
    const common = await boxOfWord(editor, 'The');
    const [rareShade, commonShade] = await shadesIn(context, shot, [rare, common]);
    if (process.env['EDITOR_SHOTS']) await page.screenshot({ path: `${process.env['EDITOR_SHOTS']}/editor-${width}.png` });
    expect(rareShade, 'the rare word is shaded').toBeGreaterThan(0.3);
    expect(commonShade, 'a common word is not').toBeLessThan(0.05);
    await context.close();
  });
}

test('the colours’ code failing to load is said beside the box, the text stays as typed, and Try again brings the colours', async ({ page }) => {
  let fail = true;
  await page.route(/\/assets\/live-measure-[^/]+\.js$/, (route) => (fail ? route.abort('connectionreset') : route.continue()));
  await page.goto('/de-jargonizer');
  const editor = await editableEditorOf(page);
  await editor.fill('Epigenetics changes how roots grow.');
  const alert = page.getByRole('alert').filter({ hasText: 'The colouring could not be loaded. START still works.' });
  await expect(alert).toBeVisible();
  await expect.poll(() => editorText(editor)).toBe('Epigenetics changes how roots grow.');
  expect(await highlighted(page, 'rare')).toEqual([]);
  fail = false;
  await alert.getByRole('button', { name: 'Try again' }).click();
  await expect.poll(() => highlighted(page, 'rare')).toEqual(['Epigenetics']);
  await expect(alert).toHaveCount(0);
  await expect.poll(() => editorText(editor)).toBe('Epigenetics changes how roots grow.');
});

test('an IME composition is left alone while the colours are drawn, and its text is measured once committed', async ({ page }) => {
  await page.goto('/de-jargonizer');
  const editor = await editableEditorOf(page);
  await editor.click();
  await page.keyboard.type('Epigenetics changes ');
  await expect.poll(() => highlighted(page, 'rare')).toEqual(['Epigenetics']);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Input.imeSetComposition', { text: 'ほん', selectionStart: 2, selectionEnd: 2 });
  await cdp.send('Input.imeSetComposition', { text: 'ほんやく', selectionStart: 4, selectionEnd: 4 });
  // The frame after each composition key measures the text as it stands and redraws the colours
  // (nothing in the box's DOM changes), and the composition goes on.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  await expect.poll(() => editorText(editor)).toBe('Epigenetics changes ほんやく');
  expect(await highlighted(page, 'rare')).toContain('Epigenetics');
  await cdp.send('Input.insertText', { text: '翻訳' });
  await expect.poll(() => editorText(editor)).toBe('Epigenetics changes 翻訳');
  await page.keyboard.type(' and genes');
  await expect.poll(() => editorText(editor)).toBe('Epigenetics changes 翻訳 and genes');
  await expect.poll(() => highlighted(page, 'rare')).toContain('Epigenetics');
  expect(await highlighted(page, 'rare')).not.toContain('ほんやく');
});

test('at 200 % zoom, and with the widget’s larger text and spacing, the shades sit on the words', async ({ browser, baseURL }) => {
  // The browser at 200 %: half the CSS pixels across, two device pixels each.
  const context = await browser.newContext({ baseURL, viewport: { width: 640, height: 450 }, deviceScaleFactor: 2 });
  await acceptConsents(context, baseURL!);
  const page = await context.newPage();
  await page.goto('/de-jargonizer');
  const editor = await editableEditorOf(page);
  await editor.fill('The laboratory measured photosynthesis in chloroplasts of the mitochondria.');
  await expect.poll(() => highlighted(page, 'rare')).toEqual(['photosynthesis', 'chloroplasts', 'mitochondria']);
  await editor.blur();
  await scrollToWord(page, editor, 'chloroplasts');
  await expect.poll(() => shadeOfWord(page, editor, 'chloroplasts')).toBeGreaterThan(0.3);
  expect(await shadeOfWord(page, editor, 'measured')).toBeLessThan(0.05);
  // The widget's text size and WCAG's text spacing (1.5× line height, letters 0.12em, words 0.16em).
  await page.evaluate(() => {
    Object.assign(document.documentElement.style, { fontSize: '150%' });
    for (const element of document.querySelectorAll<HTMLElement>('.dj-editor__input'))
      Object.assign(element.style, { lineHeight: '2.2', letterSpacing: '0.12em', wordSpacing: '0.16em' });
  });
  await scrollToWord(page, editor, 'chloroplasts');
  await expect.poll(() => shadeOfWord(page, editor, 'chloroplasts')).toBeGreaterThan(0.3);
  expect(await shadeOfWord(page, editor, 'measured')).toBeLessThan(0.05);
  await context.close();
});

test('where the browser has no highlights, the text stays plain and the count, the caret’s word and its details still work', async ({ page }) => {
  await page.addInitScript(() => {
    delete (CSS as { highlights?: unknown }).highlights;
  });
  await page.goto('/de-jargonizer');
  const editor = await editableEditorOf(page);
  await editor.click();
  await page.keyboard.type('Epigenetics changes how cells grow');
  await expect(page.getByText('Words: 5')).toBeVisible();
  await expect(page.locator('.dj-editor--coloured')).toBeVisible();
  await editor.blur();
  expect(await shadeOfWord(page, editor, 'Epigenetics')).toBeLessThan(0.05);
  await editor.focus();
  await page.keyboard.press('Home');
  for (let step = 0; step < 3; step++) await page.keyboard.press('ArrowRight');
  const panel = page.getByRole('complementary', { name: 'Your text in numbers' });
  await expect(panel.locator('.dj-caret-word')).toContainText('“Epigenetics”');
  await panel.getByRole('button', { name: 'Details' }).click();
  await expect(page.getByRole('dialog', { name: '“Epigenetics”' })).toBeVisible();
});
