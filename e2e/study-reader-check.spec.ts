// A study with a reader check after its exercise, end to end (docs/reader-check.md "In a
// study"): a researcher creates a Half Life study that asks for one; a participant finishes in a
// fresh browser and is shown the link to their text for readers, with its QR code; a reader
// opens it in another fresh browser, marks a word and rates the clarity; the researcher finds the
// participant's check on the study's page and opens its results (the heat map, the agreement);
// axe finds nothing on the participant's end, the study's page or the results; another
// researcher gets "Page not found" for the results.
import { grantResearcher } from '../apps/server/src/research/researcher-admin.ts';
import { logIn, newEmail, registerThroughApi, turnOnTwoFactor } from './support/accounts.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { acceptConsents, freshVisitorPage } from './support/consent.ts';
import { ChatPage } from './support/exercise-chat.ts';
import { firstStudyLink } from './support/study-links.ts';
import { writeAllFour } from './support/half-life.ts';
import { answerReflections } from './support/reflections.ts';
import { expect, test } from './support/research-server.ts';

const TITLE = 'Readers after Half Life';


test.beforeEach(async ({ context, baseURL }) => acceptConsents(context, baseURL!));

test("a study's participant passes their reader check on; the researcher sees the readers' marks", async ({
  page,
  request,
  server,
  browser,
  baseURL,
  playwright,
}) => {
  test.setTimeout(300_000);
  const email = newEmail('study-readers');
  await registerThroughApi(request, email);
  expect((await grantResearcher(server.app.db, email)).outcome).toBe('granted');
  await logIn(page, email, undefined, { totpURI: await turnOnTwoFactor(request, baseURL!) });

  // The study asks for a reader check: three readers per text, with a clarity rating.
  await page.goto('/research');
  await page.getByLabel('Title', { exact: true }).fill(TITLE);
  await page.getByRole('checkbox', { name: /^Slim/ }).uncheck();
  await page.getByRole('checkbox', { name: 'Add a reader check after the exercise' }).check();
  await page.getByLabel('Readers wanted per participant').fill('3');
  await expect(page.getByRole('checkbox', { name: /rate how clear the text is/ })).toBeChecked();
  await page.getByRole('button', { name: 'Create study' }).click();
  await expect(page).toHaveURL(/\/research\/studies\/[0-9a-f-]{36}$/);
  const studyUrl = page.url();
  const link = await firstStudyLink(page);
  await expect(page.getByRole('heading', { level: 2, name: 'Reader checks' })).toBeVisible();
  await expect(page.getByText('No participant has finished yet.')).toBeVisible();

  // The participant finishes and is shown the readers' link, with its QR code.
  const participant = await freshVisitorPage(browser, baseURL!);
  await participant.goto(link);
  await participant.getByRole('button', { name: 'Start' }).click();
  const chat = new ChatPage(participant);
  await chat.waitFor('please tell me your name, or a pseudonym');
  await chat.send('Ada Lovelace');
  await chat.waitFor('Thank you, Ada Lovelace!');
  await chat.option(/^\(2\) Junior/).click();
  await chat.waitFor('Please tell me what you study');
  await writeAllFour(chat);
  await chat.option(/^\(2\) My revised text/).click();
  await answerReflections(chat);
  const ask = participant.getByRole('region', { name: 'Ask a few readers' });
  await expect(ask).toContainText('Please send this link to 3 people who are not scientists');
  const readerUrl = (await ask.locator('code').textContent()) ?? '';
  expect(readerUrl).toMatch(/\/read\/[A-Za-z0-9_-]{32}$/);
  await expect(ask.getByRole('img', { name: /^QR code of the link/ })).toBeVisible();
  await expect(ask).toContainText('0 of 3 readers have answered so far.');
  await expectNoAxeViolations(participant);
  await participant.context().close();

  // A reader marks "methylation" and rates the clarity.
  const reader = await freshVisitorPage(browser, baseURL!);
  await reader.goto(readerUrl);
  await reader.getByRole('button', { name: 'Start' }).click();
  await reader.getByRole('button', { name: 'methylation', exact: true }).first().click();
  await expect(reader.getByText('1 word marked')).toBeVisible();
  await reader.getByRole('button', { name: 'Next' }).click();
  await reader.getByRole('radio', { name: '2 of 5' }).check();
  await reader.getByRole('button', { name: 'Send my answers' }).click();
  await expect(reader.getByText('Thank you! Your answers have been sent.')).toBeVisible();
  await reader.context().close();

  // The researcher: the participant's check on the study's page, then its results.
  await page.goto(studyUrl);
  const table = page.getByRole('table', { name: "Every participant's reader check" });
  const row = table.getByRole('row', { name: /^Ada Lovelace/ });
  await expect(row.getByRole('cell').nth(1)).toHaveText('1 of 3');
  await expectNoAxeViolations(page);
  await row.getByRole('link', { name: 'Results for Ada Lovelace' }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Reader check: ${TITLE}` })).toBeVisible();
  await expect(page.getByText('1 of 3 readers have answered.')).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Where readers stumbled' })).toBeVisible();
  await expect(page.getByText(/methylation: marked by 1 of 1 readers/).first()).toBeAttached();
  await expect(page.getByRole('heading', { level: 2, name: 'The measure and your readers' })).toBeVisible();
  await expectNoAxeViolations(page);
  const resultsUrl = page.url();

  // Another researcher: the results do not exist for them.
  const other = newEmail('other-researcher');
  const stranger = await freshVisitorPage(browser, baseURL!);
  const otherRequest = await playwright.request.newContext({ baseURL: baseURL! });
  await registerThroughApi(otherRequest, other);
  // With two-factor, so that only not being a member of the study is left to refuse them.
  const otherTotp = await turnOnTwoFactor(otherRequest, baseURL!);
  await otherRequest.dispose();
  expect((await grantResearcher(server.app.db, other)).outcome).toBe('granted');
  await logIn(stranger, other, undefined, { totpURI: otherTotp });
  const response = await stranger.goto(resultsUrl);
  expect(response?.status()).toBe(404);
  await expect(stranger.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await stranger.context().close();
});
