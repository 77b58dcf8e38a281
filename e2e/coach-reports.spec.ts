// "This remark is wrong" end to end (docs/exercises.md "Reporting a wrong remark"): a writer who
// saves texts marks a remark of the coach wrong in the chat by keyboard alone, another in the end
// summary, and a visitor marks one in the shared view; the admin page then counts the three and
// shows the writer's comments (not the visitor's, whose texts are not kept). axe on every page.
import type { Locator, Page } from '@playwright/test';
import { grantAdmin } from '../apps/server/src/coach-reports/index.ts';
import { logIn, registerSaver, turnOnTwoFactor } from './support/accounts.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { acceptConsents } from './support/consent.ts';
import { ChatPage, textOfWords } from './support/exercise-chat.ts';
import { expect, test } from './support/research-server.ts';

const REPORT = 'Report this remark as wrong or unhelpful';
const CHAT_COMMENT = 'My readers know qPCR.';
// An abbreviation never spelled out: the coach asks whether the readers will know it.
const FIRST_TEXT = `${textOfWords(112)} We track the genes with qPCR.`;
const SUMMARY_COMMENT = 'This advice does not fit a 30-word text.';

/** Presses Tab until `target` has focus (keyboard only); fails if it never does. */
async function tabTo(page: Page, target: Locator, limit = 120): Promise<void> {
  for (let presses = 0; presses < limit; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
}

/** Reports through the open popover: the reason, an optional comment, then Send, all by keyboard. */
async function reportByKeyboard(page: Page, scope: Locator, reason: 'It is wrong' | 'It is not helpful', comment?: string) {
  await page.keyboard.press('Enter');
  const form = page.getByRole('dialog');
  await expect(form.getByRole('radio', { name: 'It is wrong' })).toBeFocused();
  if (reason === 'It is not helpful') await page.keyboard.press('ArrowDown');
  await expect(form.getByRole('radio', { name: reason })).toBeChecked();
  await page.keyboard.press('Tab');
  await expect(form.getByRole('textbox', { name: 'Comment (optional)' })).toBeFocused();
  if (comment) await page.keyboard.type(comment);
  await expectNoAxeViolations(page);
  await page.keyboard.press('Tab');
  await expect(form.getByRole('button', { name: 'Send report' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(form).toHaveCount(0);
  // The control says it was sent (and keeps focus), and opens nothing more.
  const sent = scope.getByRole('button', { name: 'Remark reported' });
  await expect(sent).toHaveCount(1);
  await expect(sent).toBeFocused();
}

test.beforeEach(async ({ context, baseURL }) => {
  await acceptConsents(context, baseURL!);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
});

test("a writer and a visitor report the coach's remarks; the admin page counts them", async ({ page, request, browser, server, baseURL }) => {
  test.setTimeout(180_000);
  const email = await registerSaver(request, 'reporter');
  expect(await grantAdmin(server.app.db, email)).toBe('granted');
  await logIn(page, email, undefined, { totpURI: await turnOnTwoFactor(request, baseURL!) });

  // In the chat, by keyboard only.
  const chat = new ChatPage(page);
  await page.goto('/half-life');
  await chat.waitFor('Welcome to the Half Life writing exercise');
  await chat.option(/^\(3\) High school/).click();
  await chat.waitFor('Please tell me what you study and why it is important.');
  await chat.send(FIRST_TEXT);
  await chat.waitFor('but this time in only 60 words (45–75)');
  await chat.waitFor('Will your readers know “qPCR”?');
  const inChat = chat.log.getByRole('button', { name: REPORT }).first();
  await expect(inChat).toBeVisible();
  await page.locator('body').focus();
  await tabTo(page, inChat);
  await reportByKeyboard(page, chat.log, 'It is wrong', CHAT_COMMENT);
  await expect(page.getByRole('status').filter({ hasText: 'Thank you: your report was sent.' })).toHaveCount(1);
  await expectNoAxeViolations(page);

  // To the end, then in the summary.
  await chat.send(textOfWords(60));
  await chat.waitFor('in only 30 words (20–40)');
  await chat.send(textOfWords(30));
  await chat.waitFor('you get all 120 words back');
  await chat.send(textOfWords(118));
  await chat.waitFor('Which one do you think suits');
  await chat.option(/^\(2\) My revised text/).click();
  await chat.waitFor("We're done!");
  const summary = page.getByRole('region', { name: 'Your texts side by side' });
  const inSummary = summary.getByRole('button', { name: REPORT }).first();
  await expect(inSummary).toBeVisible();
  await inSummary.focus();
  await reportByKeyboard(page, summary, 'It is not helpful', SUMMARY_COMMENT);
  await expectNoAxeViolations(page);

  // In the shared view, as a visitor who accepted the terms.
  await page.getByRole('button', { name: 'Share', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Share a read-only link' });
  await dialog.getByRole('button', { name: 'Create link' }).click();
  const link = dialog.getByRole('textbox', { name: 'Link 1' });
  await expect(link).toHaveValue(/\/share\//);
  const url = await link.inputValue();
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  const visitor = await browser.newContext();
  await acceptConsents(visitor, server.url);
  const shared = await visitor.newPage();
  await shared.goto(url);
  await expect(shared.getByRole('heading', { level: 1, name: 'Half Life (Shared)' })).toBeVisible();
  const inShared = shared.getByRole('button', { name: REPORT }).first();
  await expect(inShared).toBeVisible();
  await inShared.focus();
  await reportByKeyboard(shared, shared.locator('main'), 'It is wrong', 'A visitor thinks so too.');
  await expectNoAxeViolations(shared);
  await visitor.close();

  // The admin page, from the account menu.
  await page.getByRole('button', { name: `Account menu for ${email}` }).click();
  await page.getByRole('menuitem', { name: 'Coach reports' }).click();
  await expect(page).toHaveURL(/\/admin\/coach-reports$/);
  await expect(page.getByRole('heading', { level: 1, name: "Reports of the coach's remarks" })).toBeVisible();
  await expect(page.getByText(/: 3 reports\.$/)).toBeVisible();
  const recent = page.getByRole('list', { name: 'The newest reports' });
  await expect(recent.getByRole('listitem')).toHaveCount(3);
  await expect(recent.getByText(CHAT_COMMENT)).toBeVisible();
  await expect(recent.getByText(SUMMARY_COMMENT)).toBeVisible();
  await expect(recent.getByText('A visitor thinks so too.')).toHaveCount(0);
  for (const place of ['Chat', 'Summary', 'Shared view']) await expect(recent.getByText(place, { exact: true })).toBeVisible();
  const byKind = page.getByRole('table', { name: 'Reports per kind of remark' });
  await expect(byKind.getByRole('row')).not.toHaveCount(1);
  await expectNoAxeViolations(page);
});

test('the admin page is not found for a writer without the role', async ({ page, request }) => {
  const email = await registerSaver(request, 'not-admin');
  await logIn(page, email);
  expect((await page.goto('/admin/coach-reports'))?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  expect((await page.request.get('/api/admin/coach-reports')).status()).toBe(404);
});
