// Ethics end to end against the built site with the built-in coach: a guest's whole exercise by
// keyboard alone (with bad input asked again and one use counted), and a signed-in user who saves
// texts finding it in the profile afterwards.
import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe.ts';
import { logIn, registerSaver } from './support/accounts.ts';
import { acceptConsents } from './support/consent.ts';
import { ChatPage, textOfWords } from './support/exercise-chat.ts';
import { tabTo } from './support/keyboard.ts';

const issue = `We study stress in nurses. Quotes from a small hospital could identify the participants. ${textOfWords(95)}`;
const resolution = `We will ask every participant for informed consent and remove names from quotes. ${textOfWords(100)}`;

test.describe('Ethics', () => {
  test('a guest to the end by keyboard alone, with bad input asked again and one use counted', async ({
    page,
    context,
    baseURL,
    request,
  }) => {
    test.setTimeout(180_000);
    await acceptConsents(context, baseURL!);
    const visitsBefore = await (await request.get('/GetVisits')).json();
    const chat = new ChatPage(page);
    await page.goto('/ethics');
    await expect(page).toHaveTitle('Ethics – SciComm Studio');
    await expect(page.getByRole('heading', { level: 1, name: 'Ethics in research' })).toBeVisible();
    await chat.waitFor('Describe the aim of your research and the issue.');
    await expectNoAxeViolations(page);

    const type = async (text: string) => {
      await expect(chat.textBox).toBeFocused();
      await page.keyboard.press('Control+A');
      await page.keyboard.insertText(text);
      await page.keyboard.press('Shift+Enter');
    };
    await tabTo(page, chat.textBox, 60);
    await type(textOfWords(121));
    await chat.waitFor('Please use 100–120 words. Currently, you used 121.');
    await type(issue);
    await chat.waitFor('Now add one or two ways to resolve this issue');
    await type(resolution);
    await chat.waitFor('write your final text');
    await expect(chat.log).toContainText('Questions to think about before your final text:');
    await expect(chat.log).toContainText('Check your resolutions against this list and add what is missing');
    await expectNoAxeViolations(page);
    await type(textOfWords(120));
    await chat.waitFor('Which one presents the ethical issue better?');

    await tabTo(page, chat.option(/^\(2\) My final text/), 60);
    await page.keyboard.press('Enter');
    await chat.waitFor('Why? Please explain in 20–60 words.');
    await type(textOfWords(10));
    await chat.waitFor('Please use 20–60 words. Currently, you used 10.');
    await type(textOfWords(30));
    await chat.waitFor("Thank you, we're done!");
    await expect(page.getByText('The exercise is finished.')).toBeVisible();
    expect(await (await request.get('/GetVisits')).json()).toBeGreaterThan(visitsBefore);
  });

  test('a signed-in user who saves texts finds the exercise in the profile, read-only', async ({
    page,
    request,
  }) => {
    test.setTimeout(150_000);
    const email = await registerSaver(request, 'ethics');
    await logIn(page, email);
    const chat = new ChatPage(page);
    await page.goto('/ethics');
    await chat.waitFor('Describe the aim of your research and the issue.');
    await chat.send(issue);
    await chat.waitFor('Now add one or two ways to resolve this issue');
    await chat.send(resolution);
    await chat.waitFor('write your final text');
    await chat.send(`Final text about nurses and consent. ${textOfWords(110)}`);
    await chat.waitFor('Which one presents the ethical issue better?');
    await chat.option(/^\(3\) They are equally good/).click();
    await chat.waitFor('Why? Please explain in 20–60 words.');
    await chat.send(textOfWords(25));
    await chat.waitFor("Thank you, we're done!");

    await page.goto('/profile');
    const tasks = page.getByRole('region', { name: 'Your Tasks' });
    await tasks.getByRole('button', { name: /Ethics/ }).click();
    const viewer = page.getByRole('article', { name: /Ethics/ });
    await expect(viewer).toContainText('Final text about nurses and consent.');
    await expect(viewer).toContainText('Questions to think about before your final text:');
    await expectNoAxeViolations(page);
  });
});
