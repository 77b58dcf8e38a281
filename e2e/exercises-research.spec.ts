import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe.ts';
import { acceptConsents } from './support/consent.ts';
import { ChatPage, textOfWords } from './support/exercise-chat.ts';
import { writeAllFour } from './support/half-life.ts';
import { answerReflections } from './support/reflections.ts';

/** The uuid the e2e server runs with (playwright.config.ts webServer.env). */
function researchUuid(): string {
  const uuid = test.info().config.webServer?.env?.RESEARCH_UUID;
  if (!uuid) throw new Error('playwright.config.ts must set RESEARCH_UUID for the e2e server');
  return uuid;
}

async function startWithName(page: Page, chat: ChatPage, path: string) {
  await page.goto(path);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Half Life Writing Exercise' }),
  ).toBeVisible();
  await chat.waitFor('please tell me your name, or a pseudonym');
  await chat.send('I am Ada and I study the history of computing');
  await chat.waitFor('Please use 1–5 words. Currently, you used 10.');
  await chat.send('Ada Lovelace');
  await chat.waitFor('Thank you, Ada Lovelace!');
}

test.describe('Half Life research editions', () => {
  test.beforeEach(async ({ context, baseURL }) => acceptConsents(context, baseURL!));

  test('full: the name first, then full feedback, to the end', async ({ page }) => {
    test.setTimeout(150_000);
    const chat = new ChatPage(page);
    await startWithName(page, chat, `/${researchUuid()}-halflife-full`);
    await chat.option(/^\(1\) Elementary/).click();
    await chat.waitFor('Please tell me what you study');
    await chat.send(textOfWords(120));
    await chat.waitFor('only 60 words (45–75)');
    await expect(chat.log).toContainText('Your suitability for a general audience score was');
    // A sentence a little over the comfortable length is no remark, and no line excuses it.
    await expect(chat.log).not.toContainText('a little over what is comfortable');
    await expectNoAxeViolations(page);
    await chat.send(textOfWords(60));
    await chat.waitFor('only 30 words (20–40)');
    await chat.send(textOfWords(30));
    await chat.waitFor('you get all 120 words back');
    await chat.send(textOfWords(120));
    await chat.waitFor('Which one do you think suits');
    await chat.option(/^\(4\) Both/).click();
    await answerReflections(chat);
    await chat.waitFor("We're done!");
    await expect(page.getByText('The exercise is finished.')).toBeVisible();
    // Kept for the research whoever takes part: the end says so, not the guest's "not kept".
    await expect(page.getByRole('complementary', { name: 'What this study keeps' })).toContainText(
      'The researchers who run studies on this site see them and can download them. The site sets no date when they are deleted.',
    );
    await expect(page.locator('main')).not.toContainText('not kept');
  });

  test('slim: the name first, then neutral coaching only (no score, no jargon, no AI), to the end', async ({
    page,
  }) => {
    test.setTimeout(150_000);
    const chat = new ChatPage(page);
    await startWithName(page, chat, `/${researchUuid()}-halflife-slim`);
    await chat.option(/^\(3\) High school/).click();
    await chat.waitFor('Please tell me what you study');
    await writeAllFour(chat);
    await expect(chat.log).toContainText('Thank you.');
    await expect(chat.log).not.toContainText('score');
    await expect(chat.log).not.toContainText('AI coach');
    await expect(chat.log.locator('.rare-word')).toHaveCount(0);
    await chat.option(/^\(3\) Neither/).click();
    await answerReflections(chat);
    await chat.waitFor("We're done!");
    await expectNoAxeViolations(page);
  });

  test('a participant name in the link skips the name question', async ({ page }) => {
    const chat = new ChatPage(page);
    await page.goto(`/${researchUuid()}-halflife-full?participant=Grace%20Hopper`);
    await chat.waitFor('science background of your audience');
    await expect(chat.log).not.toContainText('please tell me your name');
  });

  test('a wrong uuid is just a page that does not exist', async ({ page }) => {
    await page.goto('/00000000-1111-4222-8333-444444444444-halflife-full');
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  });
});
