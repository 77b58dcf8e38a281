// A research group's two-arm study, end to end (docs/research.md "Studies"): a researcher creates
// a study of Half Life with the full and slim arms (balanced random allocation, a consent text),
// opens its link in fresh browser contexts as participants who accept the consent and finish,
// one more who reloads mid-way and continues in the same session; the researcher then sees the
// dashboard, downloads the CSV (one row per session, with the arm) and deletes the data. Also:
// the default study's fixed paths on the Research page; after the study closes, a participant
// who began a session finishes it while a new one gets the closed page; an unknown link gets a
// clear page; axe on the study page and the participant's page, in English and Hebrew; another
// researcher and a visitor get HTTP 404 and "Page not found"; a no-feedback participant writes
// without the coach's feedback and answers the same reflections, which the CSV keeps.
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { grantResearcher } from '../apps/server/src/research/researcher-admin.ts';
import { readExport } from '../apps/server/src/research/testing.ts';
import { logIn, newEmail, registerThroughApi, turnOnTwoFactor } from './support/accounts.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { acceptConsents, freshVisitorPage } from './support/consent.ts';
import { ChatPage, textOfWords } from './support/exercise-chat.ts';
import { writeAllFour } from './support/half-life.ts';
import { firstStudyLink } from './support/study-links.ts';
import { answerReflections } from './support/reflections.ts';
import { expect, test } from './support/research-server.ts';

const TITLE = 'Feedback or not';
const CONSENT = 'Your answers are kept for this study only. You may stop at any time.';


async function startAsParticipant(page: Page, link: string): Promise<ChatPage> {
  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1, name: TITLE })).toBeVisible();
  await expect(page.getByText(CONSENT)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Start' })).toBeDisabled();
  await page
    .getByRole('checkbox', { name: 'I have read the text above and agree to take part.' })
    .check();
  await page.getByRole('button', { name: 'Start' }).click();
  const chat = new ChatPage(page);
  await chat.waitFor('please tell me your name, or a pseudonym');
  return chat;
}

async function finishHalfLife(chat: ChatPage, name: string): Promise<void> {
  await chat.send(name);
  await chat.waitFor(`Thank you, ${name}!`);
  await chat.option(/^\(2\) Junior/).click();
  await chat.waitFor('Please tell me what you study');
  await writeAllFour(chat);
  await chat.option(/^\(2\) My revised text/).click();
  await answerReflections(chat);
}

test.beforeEach(async ({ context, baseURL }) => acceptConsents(context, baseURL!));

test('a researcher runs a two-arm study end to end', async ({
  page,
  request,
  server,
  browser,
  baseURL,
}) => {
  test.setTimeout(300_000);
  const email = newEmail('study-owner');
  await registerThroughApi(request, email);
  expect((await grantResearcher(server.app.db, email)).outcome).toBe('granted');
  await logIn(page, email, undefined, { totpURI: await turnOnTwoFactor(request, baseURL!) });

  await page.goto('/research');
  await expect(page.getByRole('heading', { level: 2, name: 'Your studies' })).toBeVisible();
  await expect(page.getByText('You have no studies yet.')).toBeVisible();
  // The default study: the fixed research paths, listed for researchers to send.
  await expect(
    page.getByRole('region', { name: 'Participant links of the fixed paths' }),
  ).toContainText(`${server.researchUuid}-halflife-full`);
  await page.getByRole('button', { name: 'Create study' }).click();
  await expect(page.getByText('Give the study a title.')).toBeVisible();
  await page.getByLabel('Title', { exact: true }).fill(TITLE);
  await page
    .getByLabel('Description (shown to participants)')
    .fill('Two ways of coaching, compared.');
  await expect(page.getByRole('checkbox', { name: 'Full feedback' })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: /^Slim/ })).toBeChecked();
  await page.getByLabel(/^Consent text/).fill(CONSENT);
  await page.getByRole('button', { name: 'Create study' }).click();

  await expect(page).toHaveURL(/\/research\/studies\/[0-9a-f-]{36}$/);
  const studyUrl = page.url();
  await expect(page.getByRole('heading', { level: 1, name: TITLE })).toBeVisible();
  const link = await firstStudyLink(page);
  await expect(page.getByRole('img', { name: /^QR code of the link/ })).toBeVisible();
  const perArm = page.getByRole('table', { name: 'Participants and sessions per arm' });
  await expect(perArm.getByRole('row', { name: /^Full/ }).getByRole('cell')).toHaveText([
    '0',
    '0',
    '0',
  ]);
  await expectNoAxeViolations(page, { alsoRules: ['heading-order'] });

  // Two participants, each in a fresh browser: the balanced blocks put one in each arm.
  for (const name of ['Ada Lovelace', 'Grace Hopper']) {
    const participant = await freshVisitorPage(browser, baseURL!);
    const chat = await startAsParticipant(participant, link);
    if (name === 'Ada Lovelace') await expectNoAxeViolations(participant);
    await finishHalfLife(chat, name);
    await participant.context().close();
  }

  // A third participant reloads after the name: the same session is offered back and continues.
  const third = await freshVisitorPage(browser, baseURL!);
  const thirdChat = await startAsParticipant(third, link);
  await thirdChat.send('Rosalind Franklin');
  await thirdChat.waitFor('Thank you, Rosalind Franklin!');
  await third.reload();
  await third.getByRole('button', { name: 'Continue' }).click();
  await expect(thirdChat.log).toContainText('Thank you, Rosalind Franklin!');
  await thirdChat.option(/^\(4\) Adults/).click();
  await thirdChat.waitFor('Please tell me what you study');
  await third.context().close();

  // The dashboard follows (it is asked again every 10 s; a reload shows it at once).
  await page.goto(studyUrl);
  const full = perArm.getByRole('row', { name: /^Full/ }).getByRole('cell');
  const slim = perArm.getByRole('row', { name: /^Slim/ }).getByRole('cell');
  await expect(async () => {
    const counts = [...(await full.allTextContents()), ...(await slim.allTextContents())].map(
      Number,
    );
    // participants, started, finished per arm: 3 participants, 3 sessions, 2 finished, one per arm.
    expect(counts[0]! + counts[3]!).toBe(3);
    expect(counts[1]! + counts[4]!).toBe(3);
    expect([counts[2], counts[5]]).toEqual([1, 1]);
  }).toPass();
  await expect(page.getByText(/^Stored: 3 participants, 3 sessions/)).toBeVisible();
  const times = page.getByRole('table', { name: 'Median time spent at each stage, per arm' });
  await expect(times).toBeVisible();
  // Half Life's research editions finish at stage 8 after their reflections (9–13): that row
  // closes the table, not timed, so the table does not skip from 7 to 9.
  await expect(times.getByRole('rowheader').last()).toHaveText('Stage 8 (finished)');
  await expect(
    page.getByRole('table', { name: 'Participants who did not finish, by where they stopped, per arm' }),
  ).toBeVisible();

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^study_Feedback-or-not_\d{4}-\d{2}-\d{2}\.csv$/);
  const { header, rows } = readExport(readFileSync((await download.path())!, 'utf8'));
  expect(header.join(',')).not.toMatch(/user_id|ip_address|location|geo|email/i);
  expect(rows).toHaveLength(3);
  expect(
    rows
      .filter((row) => row.finished === 'true')
      .map((row) => row.arm)
      .sort(),
  ).toEqual(['full', 'slim']);
  expect(rows.find((row) => row.participant_name === 'Ada Lovelace')).toMatchObject({
    finished: 'true',
    stage_reached: '8',
    target_audience: 'Junior',
    text60: textOfWords(60),
    which_is_better: 'Revised',
    consented_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
  });

  await page.getByLabel("Type the study's title to confirm").fill(TITLE);
  await page.getByRole('button', { name: 'Delete all sessions' }).click();
  await expect(page.getByText('Deleted 3 sessions and 3 participants.')).toBeVisible();
  await expect(page.getByText(/^Stored: 0 participants, 0 sessions/)).toBeVisible();

  await page.getByRole('combobox', { name: 'Language' }).selectOption('he');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 2, name: 'לוח בקרה' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('combobox', { name: 'שפה' }).selectOption('en');

  // Closed: somebody who began a session may finish it; the link says so to anybody new.
  const begun = await freshVisitorPage(browser, baseURL!);
  const begunChat = await startAsParticipant(begun, link);
  await begunChat.send('Chien-Shiung Wu');
  await begunChat.waitFor('Thank you, Chien-Shiung Wu!');
  await page.getByRole('radio', { name: /^Closed/ }).check();
  await page.getByRole('button', { name: 'Save settings' }).click();
  await expect(page.getByText('Saved.')).toBeVisible();
  await begun.reload();
  await expect(
    begun.getByText('This study is now closed to new participants. You can finish the session you began.'),
  ).toBeVisible();
  await expect(begun.getByRole('button', { name: 'Start over' })).toHaveCount(0);
  await begun.getByRole('button', { name: 'Continue' }).click();
  await begunChat.option(/^\(2\) Junior/).click();
  await begunChat.waitFor('Please tell me what you study');
  await expect(begun.getByRole('button', { name: 'Restart' })).toHaveCount(0);
  await begun.context().close();
  const late = await freshVisitorPage(browser, baseURL!);
  await late.goto(link);
  await expect(late.getByRole('heading', { level: 1, name: 'This study is closed' })).toBeVisible();
  await late.goto('/study/not-a-real-link');
  await expect(
    late.getByRole('heading', { level: 1, name: 'This study link is not valid' }),
  ).toBeVisible();
  await late.context().close();
});

test("a no-feedback participant writes without the coach's feedback and ends with the reflections, which the CSV keeps", async ({
  page,
  request,
  server,
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const email = newEmail('no-feedback-owner');
  await registerThroughApi(request, email);
  await grantResearcher(server.app.db, email);
  await logIn(page, email, undefined, { totpURI: await turnOnTwoFactor(request, baseURL!) });
  await page.goto('/research');
  await page.getByLabel('Title', { exact: true }).fill(TITLE);
  await page.getByRole('checkbox', { name: /^Slim/ }).uncheck();
  await page.getByRole('checkbox', { name: 'No feedback' }).check();
  await page.getByRole('radio', { name: /^Fixed/ }).check();
  await page.getByLabel(/^Consent text/).fill(CONSENT);
  await page.getByRole('button', { name: 'Create study' }).click();
  await expect(page).toHaveURL(/\/research\/studies\/[0-9a-f-]{36}$/);
  await expect(page.locator('.research__link').getByRole('heading', { level: 3 })).toHaveText([
    'Link for the arm: Full feedback',
    'Link for the arm: No feedback',
  ]);
  const link = (await page.locator('.research__link .research__url').nth(1).textContent()) ?? '';

  const participant = await freshVisitorPage(browser, baseURL!);
  const chat = await startAsParticipant(participant, link);
  await chat.send('Marie Curie');
  await chat.waitFor('Thank you, Marie Curie!');
  await chat.option(/^\(3\) High/).click();
  await chat.waitFor('Please tell me what you study');
  await writeAllFour(chat);
  // Neutral coaching only: thanks and a reading hint, never a score or a marked rare word.
  await expect(chat.log).toContainText('Read your text once more');
  await expect(chat.log).not.toContainText(/score/i);
  await expect(chat.log.locator('.rare-word')).toHaveCount(0);
  await chat.option(/^\(1\) My original text/).click();
  await answerReflections(chat);
  // The participant is never told their arm.
  await expect(participant.locator('body')).not.toContainText(/no feedback|no-feedback|\barm\b/i);
  await participant.context().close();

  await page.reload();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download CSV' }).click(),
  ]);
  const { rows } = readExport(readFileSync((await download.path())!, 'utf8'));
  expect(rows).toHaveLength(1);
  expect(rows[0]).toMatchObject({
    arm: 'no-feedback',
    variant: 'research-no-feedback',
    participant_name: 'Marie Curie',
    finished: 'true',
    which_is_better: 'Original',
    reflection_answer1: '4',
    reflection_answer2: '5',
    reflection_answer3: '4',
    reflection_answer4: '3',
    reflection_open_response: 'It made me read my own text the way a reader would.',
  });
});

test("another researcher gets 'Page not found' for a study, a visitor a sign-in request", async ({
  page,
  request,
  server,
  playwright,
  baseURL,
}) => {
  const owner = newEmail('owner');
  await registerThroughApi(request, owner);
  await grantResearcher(server.app.db, owner);
  await logIn(page, owner, undefined, { totpURI: await turnOnTwoFactor(request, baseURL!) });
  await page.goto('/research');
  await page.getByLabel('Title', { exact: true }).fill('Private study');
  await page.getByRole('button', { name: 'Create study' }).click();
  await expect(page).toHaveURL(/\/research\/studies\/[0-9a-f-]{36}$/);
  const path = new URL(page.url()).pathname;
  await page.context().clearCookies();
  // A visitor is asked to sign in (401); another researcher gets not found.
  expect((await page.goto(path))?.status()).toBe(401);
  const other = newEmail('other');
  const otherRequest = await playwright.request.newContext({ baseURL: baseURL! });
  await registerThroughApi(otherRequest, other);
  const otherTotp = await turnOnTwoFactor(otherRequest, baseURL!);
  await otherRequest.dispose();
  await grantResearcher(server.app.db, other);
  await logIn(page, other, undefined, { totpURI: otherTotp });
  expect((await page.goto(path))?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  expect((await page.goto(`${path}/preview/full`))?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
});

test("a study's page fits a phone: its link cards and the dashboard's tables stay within 390 px", async ({
  page,
  request,
  server,
  baseURL,
}) => {
  const email = newEmail('phone-owner');
  await registerThroughApi(request, email);
  await grantResearcher(server.app.db, email);
  await logIn(page, email, undefined, { totpURI: await turnOnTwoFactor(request, baseURL!) });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/research');
  await page.getByLabel('Title', { exact: true }).fill('Personal links on a phone');
  await page.getByLabel('Exercise', { exact: true }).selectOption({ label: 'Coherence Coach' });
  await page.getByRole('checkbox', { name: /^Slim/ }).uncheck();
  await page.getByRole('checkbox', { name: 'No feedback' }).check();
  await page.getByRole('radio', { name: /^Fixed/ }).check();
  await page.getByRole('radio', { name: /^Their identifier in the link/ }).check();
  await page.getByRole('button', { name: 'Create study' }).click();
  await expect(page).toHaveURL(/\/research\/studies\/[0-9a-f-]{36}$/);
  // One link per arm, in the order of the arms.
  await expect(page.locator('.research__link').getByRole('heading', { level: 3 })).toHaveText([
    'Link for the arm: Full feedback',
    'Link for the arm: No feedback',
  ]);
  // A participant who starts but never answers: the "where participants stopped" table appears.
  const token = /\/study\/([A-Za-z0-9_-]{22})$/.exec(
    await firstStudyLink(page),
  )?.[1];
  // A personal link carries the identifier and its key, which the study's members get from the server.
  const studyId = /\/research\/studies\/([0-9a-f-]{36})$/.exec(page.url())?.[1];
  const made = await page.request.post(`/api/studies/${studyId}/personal-links`, {
    data: { identifiers: ['P-001'] },
    headers: { origin: new URL(page.url()).origin },
  });
  expect(made.status()).toBe(200);
  const key = ((await made.json()) as { links: Array<{ key: string }> }).links[0]?.key;
  const enrolled = await request.post(`/api/participate/${token}/enrol`, {
    data: { consent: false, participant: 'P-001', key },
  });
  expect(enrolled.status()).toBe(200);
  await page.reload();
  await expect(
    page.getByRole('table', { name: 'Participants who did not finish, by where they stopped, per arm' }),
  ).toBeVisible();
  await expect(page.getByText('Stored: 1 participant, 0 sessions')).toBeVisible();
  const overflowing = await page.evaluate(() =>
    [
      document.documentElement,
      ...document.querySelectorAll('.research__link, .research__scroll'),
    ]
      .filter((element) => element.scrollWidth > element.clientWidth + 1)
      .map((element) => element.className || element.tagName),
  );
  expect(overflowing).toEqual([]);
});
