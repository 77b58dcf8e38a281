// The researcher's journey (docs/research.md): a participant finishes the slim Half
// Life research edition; a researcher (role granted by the command line's service) sees it
// counted on the Research page and downloads it as CSV, whose row holds the participant's name
// and answers; axe in English and Hebrew. Visitors, ordinary users and revoked researchers get
// the not-found page, with HTTP 404.
import { readFileSync } from 'node:fs';
import type { APIRequestContext, Page } from '@playwright/test';
import { grantResearcher, revokeResearcher } from '../apps/server/src/research/researcher-admin.ts';
import { readExport } from '../apps/server/src/research/testing.ts';
import { logIn, newEmail, registerThroughApi, turnOnTwoFactor } from './support/accounts.ts';
import { totpCode } from '../apps/server/src/auth/testing.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { acceptConsents } from './support/consent.ts';
import { textOfWords } from './support/exercise-chat.ts';
import { expect, test } from './support/research-server.ts';

const OPEN_REFLECTION = 'Writing it three times, "shorter" each time, showed me what matters.';

/** A participant (a guest) plays the slim edition to its end through the exercise API, as the chat page does. */
async function finishSlimSession(request: APIRequestContext, researchUuid: string, name: string): Promise<void> {
  const url = `/api/exercises/research/${researchUuid}-halflife-slim`;
  let history: Record<string, unknown> = {};
  const conversation: unknown[] = [];
  const answers = [null, name, '3', textOfWords(120), textOfWords(60), textOfWords(30), textOfWords(110), '2', '4', '5', '4', '3', OPEN_REFLECTION];
  for (const [index, text] of answers.entries()) {
    if (text !== null) conversation.push({ Id: `student-${index}`, Text: text, IsStudent: true, InputType: 'text' });
    const res = await request.post(url, { data: { ...history, Messages: conversation } });
    expect(res.status()).toBe(200);
    const reply = (await res.json()) as { messages: unknown[]; updatedHistory: Record<string, unknown> };
    history = reply.updatedHistory;
    conversation.push(...reply.messages);
  }
  expect(history.currentStage).toBe(8);
}

async function expectNotFound(page: Page) {
  expect((await page.goto('/research'))?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  expect((await page.request.get('/api/research/summary')).status()).toBe(404);
}

test.beforeEach(async ({ context, baseURL }) => acceptConsents(context, baseURL!));

test('a researcher exports a finished slim session', async ({ page, request, server, baseURL }) => {
  test.setTimeout(90_000);
  await finishSlimSession(request, server.researchUuid, 'Barbara McClintock');
  const email = newEmail('researcher');
  await registerThroughApi(request, email);
  expect((await grantResearcher(server.app.db, email)).outcome).toBe('granted');
  const totpURI = await turnOnTwoFactor(request, baseURL!);

  await logIn(page, email, undefined, { totpURI });
  await page.getByRole('button', { name: `Account menu for ${email}` }).click();
  await page.getByRole('menuitem', { name: 'Research' }).click();
  await expect(page).toHaveURL(/\/research$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Research' })).toBeVisible();
  const slimRow = page.getByRole('row', { name: /Half Life, slim edition/ });
  await expect(slimRow.getByRole('cell')).toHaveText(['1', '1']);
  await expect(page.getByRole('row', { name: /Half Life, full edition/ }).getByRole('cell')).toHaveText(['0', '0']);
  await expectNoAxeViolations(page);

  await page.getByLabel('Edition to download').selectOption({ label: 'Half Life, slim edition' });
  const today = new Date().toISOString().slice(0, 10);
  await page.getByLabel('From', { exact: true }).fill(today);
  await page.getByLabel('To', { exact: true }).fill(today);
  await expect(slimRow.getByRole('cell')).toHaveText(['1', '1']);
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download CSV' }).click()]);
  expect(download.suggestedFilename()).toBe(`research-export_half-life-slim_${today}_to_${today}.csv`);
  await expect(page.getByRole('status').filter({ hasText: 'Saved research-export_half-life-slim' })).toBeVisible();
  const { header, rows } = readExport(readFileSync((await download.path())!, 'utf8'));
  expect(header.join(',')).not.toMatch(/user_id|ip_address|location|geo/i);
  expect(rows).toHaveLength(1);
  expect(rows[0]).toMatchObject({
    edition: 'half-life-slim',
    participant_name: 'Barbara McClintock',
    finished: 'true',
    stage_reached: '8',
    target_audience: expect.stringMatching(/\S/),
    text120_first: textOfWords(120),
    text60: textOfWords(60),
    text30: textOfWords(30),
    text120_last: textOfWords(110),
    reflection_answer1: '4',
    reflection_answer4: '3',
    reflection_open_response: OPEN_REFLECTION,
  });
  expect(rows[0]?.end_time).toMatch(/^\d{4}-\d{2}-\d{2}T/);

  await page.getByRole('combobox', { name: 'Language' }).selectOption('he');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1, name: 'מחקר' })).toBeVisible();
  await expectNoAxeViolations(page);
});

test('visitors are asked to sign in; ordinary users and revoked researchers get "Page not found"', async ({ page, request, server }) => {
  expect((await page.goto('/research'))?.status()).toBe(401);
  const email = newEmail('ordinary');
  await registerThroughApi(request, email);
  await logIn(page, email);
  await expectNotFound(page);
  await grantResearcher(server.app.db, email);
  expect((await page.goto('/research'))?.status()).toBe(200);
  await expectTwoFactorTurnedOnThroughThePage(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Research' })).toBeVisible();
  expect((await revokeResearcher(server.app.db, email)).outcome).toBe('revoked');
  await expectNotFound(page);
});

/** A researcher without two-factor is sent to the security settings, turns it on there, and comes back. */
async function expectTwoFactorTurnedOnThroughThePage(page: Page): Promise<void> {
  await expect(page.getByRole('heading', { level: 1, name: 'Two-factor sign-in needed' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: 'Open the security settings' }).click();
  await expect(page).toHaveURL(/\/profile#security$/);
  await page.getByRole('button', { name: 'Turn on two-factor authentication' }).click();
  await page.getByRole('textbox', { name: 'Your password' }).fill('a long enough password');
  await page.getByRole('button', { name: 'Continue' }).click();
  const secret = (await page.locator('.security__secret').textContent())?.replaceAll(' ', '') ?? '';
  await page.getByLabel('Code', { exact: true }).fill(await totpCode(`otpauth://totp/x?secret=${secret}`));
  await page.getByRole('button', { name: 'Turn on', exact: true }).click();
  await expect(page.getByText('Two-factor authentication is on.')).toBeVisible();
  await page.goto('/research');
}
