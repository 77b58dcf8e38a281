// What a study's participant is told is kept (docs/research.md "What participants are told"): a
// researcher creates a Half Life study; a participant, as a guest in a fresh browser, reads on
// the start page what the study keeps, for whom and until when; the chat's notice says the
// session is kept for the study's researchers; the name question offers a pseudonym of 1–5
// words, refuses a sentence and takes one word ("Eve"); after the last answer the end says what
// the study keeps and never that the texts are not kept, and invites no guest to register. Axe
// on the start page, the chat and the end.
import { grantResearcher } from '../apps/server/src/research/researcher-admin.ts';
import { logIn, newEmail, registerThroughApi, turnOnTwoFactor } from './support/accounts.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { acceptConsents, freshVisitorPage } from './support/consent.ts';
import { ChatPage } from './support/exercise-chat.ts';
import { writeAllFour } from './support/half-life.ts';
import { answerReflections } from './support/reflections.ts';
import { firstStudyLink } from './support/study-links.ts';
import { expect, test } from './support/research-server.ts';

const TITLE = 'Plain words for plants';


test.beforeEach(async ({ context, baseURL }) => acceptConsents(context, baseURL!));

test('a participant is told what the study keeps, from the start page to the end of the session', async ({
  page,
  request,
  server,
  browser,
  baseURL,
}) => {
  test.setTimeout(300_000);
  const email = newEmail('study-kept');
  await registerThroughApi(request, email);
  expect((await grantResearcher(server.app.db, email)).outcome).toBe('granted');
  await logIn(page, email, undefined, { totpURI: await turnOnTwoFactor(request, baseURL!) });
  await page.goto('/research');
  await page.getByLabel('Title', { exact: true }).fill(TITLE);
  await page.getByRole('checkbox', { name: /^Slim/ }).uncheck();
  await page.getByRole('button', { name: 'Create study' }).click();
  await expect(page).toHaveURL(/\/research\/studies\/[0-9a-f-]{36}$/);
  const link = await firstStudyLink(page);

  const participant = await freshVisitorPage(browser, baseURL!);
  await participant.goto(link);
  await expect(participant.getByRole('heading', { level: 1, name: TITLE })).toBeVisible();
  const kept = participant.getByRole('region', { name: 'What is kept' });
  await expect(kept).toContainText(
    "The name you give in the chat, your texts and answers, the coach's feedback, how long each step takes and whether answers are pasted are kept for this study.",
  );
  await expect(kept).toContainText("The study's researchers see them and can download them, until they delete the study's data");
  await expectNoAxeViolations(participant);
  await participant.getByRole('button', { name: 'Start' }).click();

  const chat = new ChatPage(participant);
  await expect(participant.getByText(/^This is a research study: the name you give, your texts and answers/)).toBeVisible();
  await chat.waitFor('please tell me your name, or a pseudonym you will remember (1–5 words)');
  await expect(chat.log).toContainText("The study's researchers see it beside your texts and answers");
  await expectNoAxeViolations(participant);
  await chat.send('My name is Eve and I study how plants remember winter');
  await chat.waitFor('Please use 1–5 words. Currently, you used 11.');
  await chat.send('Eve');
  await chat.waitFor('Thank you, Eve!');
  await chat.option(/^\(2\) Junior/).click();
  await chat.waitFor('Please tell me what you study');
  await writeAllFour(chat);
  await chat.option(/^\(2\) My revised text/).click();
  await answerReflections(chat);

  const end = participant.getByRole('complementary', { name: 'What this study keeps' });
  await expect(end).toContainText(
    "Kept for this research study: your texts and answers, the name you gave (or the identifier in your link), the coach's feedback, how long each step took and whether answers were pasted.",
  );
  await expect(end).toContainText("They are kept until the researchers delete the study's data; the site sets no end date of its own.");
  await expect(participant.locator('main')).not.toContainText('not kept');
  await expect(participant.getByRole('complementary', { name: 'Keep your work' })).toHaveCount(0);
  await expect(participant.getByRole('link', { name: 'Create an account' })).toHaveCount(0);
  await expectNoAxeViolations(participant);
  await participant.context().close();
});
