// Persuasion and Rhetorics end to end against the built site with the built-in coach: a guest's
// whole exercise (the intro and its example, feedback at each step, bad input asked again, one
// use counted), and a signed-in user who saves texts finding it in the profile afterwards.
import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe.ts';
import { logIn, registerSaver } from './support/accounts.ts';
import { acceptConsents } from './support/consent.ts';
import { ChatPage, textOfWords } from './support/exercise-chat.ts';


/** From the audience question to the end, with the feedback of each step checked on the way. */
async function runPersuasive(chat: ChatPage, summary: string): Promise<void> {
  await chat.option(/^\(3\) Investors/).click();
  await chat.waitFor('Which investors or which grant?');
  await chat.send('a farming fund');
  await chat.waitFor('for investors and grant committees (a farming fund)');

  await chat.send(textOfWords(99));
  await chat.waitFor('Please use 100–140 words. Currently, you used 99.');
  await chat.send(summary);
  await chat.waitFor('Step 1: Logos.');
  // Funders judge their own field's words: the coach asks nothing about them.
  await expect(chat.log.locator('.rare-word')).toHaveCount(0);
  // Logos and pathos need reading for meaning: the built-in coach gives each area's lesson, the
  // turn's one generic line; the score is the version's measure under it, not a remark.
  await expect(chat.log.locator('.chat-figures')).toContainText('Measures of your text: Your suitability for a general audience score was');
  await expect(chat.log.locator('.chat-bubble--bot').filter({ hasText: 'Your suitability' })).toHaveCount(0);
  await expect(chat.log).toContainText('Logos (reasoning and evidence)');
  await expect(chat.log).toContainText('find the sentence in your summary that backs your main claim');

  await chat.send(
    `Our survey of 300 farms found losses of 20% because roots fail. ${textOfWords(100)}`,
  );
  await chat.waitFor('Step 2: Pathos.');
  await chat.send('food security');
  await chat.waitFor('Is this value reflected in your summary?');
  await chat.option(/^\(2\) No/).click();
  await chat.waitFor('paste your summary unchanged');
  await expect(chat.log).toContainText(
    'Pathos (the value you share with your readers: “food security”)',
  );
  await expect(chat.log).toContainText('In your summary, find the sentence where your readers meet the value');

  await chat.send(`Imagine bread for your family. ${textOfWords(105)}`);
  await chat.waitFor('Step 3: Ethos.');
  await chat.send('Ten years of drought trials at our institute');
  await chat.waitFor('Is this reflected in your summary?');
  await chat.option(/^\(1\) Yes/).click();
  await chat.waitFor('a last revision');
  await expect(chat.log).toContainText('Ethos (why readers should trust you)');
  await expect(chat.log).toContainText('In your summary, find the words that tell readers why they can trust you');

  await chat.send(
    `Our lab at the university has run drought trials for ten years. ${textOfWords(100)}`,
  );
  await chat.waitFor('Which one do you think would persuade');
  await expect(chat.log).toContainText('This is your original summary:');
  await chat.option(/^\(2\) My final summary/).click();
  await chat.waitFor('Why? Please explain in 1–3 sentences.');
  await chat.send('One. Two. Three. Four.');
  await chat.waitFor('Please answer in 1–3 sentences. Currently, you wrote 4.');
  await chat.send('It gives evidence and speaks to what the fund cares about.');
  await chat.waitFor('what would you add?');
  await chat.send('A photo of the field trial.');
  await chat.waitFor('what did you learn from this exercise?');
  await chat.send('Evidence, shared values and trust each need their own sentence.');
  await chat.waitFor("Thank you, we're done!");
}

test.describe('Persuasion and Rhetorics', () => {
  test('a guest to the end: intro and example, feedback at each step, bad input asked again, one use counted', async ({
    page,
    context,
    baseURL,
    request,
  }) => {
    test.setTimeout(240_000);
    await acceptConsents(context, baseURL!);
    const visitsBefore = await (await request.get('/GetVisits')).json();
    const chat = new ChatPage(page);
    await page.goto('/persuasion-rhetorics');
    await expect(page).toHaveTitle('Persuasion and Rhetorics – SciComm Studio');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Persuasive Writing Exercise' }),
    ).toBeVisible();
    await expect(page.getByText('is the appeal to reason')).toBeVisible();
    const example = page.getByRole('table', {
      name: 'Logos, pathos and ethos of one project for four audiences',
    });
    await expect(example).toBeHidden();
    await page.getByText('Example: one project, four audiences').click();
    await expect(example).toBeVisible();
    await expect(example.getByRole('rowheader')).toHaveText([
      'Lay / general public',
      'Investors',
      'Policymakers',
      'Scientific / professional',
    ]);
    await chat.waitFor('Who are your readers?');
    await expectNoAxeViolations(page);

    await runPersuasive(chat, textOfWords(120));
    await expect(page.getByText('The exercise is finished.')).toBeVisible();
    await expectNoAxeViolations(page);
    await expect(chat.textBox).toBeDisabled();
    await expect(page.getByRole('region', { name: 'Your texts side by side' }).locator('ol.exercise-summary__versions > li')).toHaveCount(4);
    expect(await (await request.get('/GetVisits')).json()).toBeGreaterThan(visitsBefore);
  });

  test('a signed-in user who saves texts finds the exercise in the profile, read-only', async ({
    page,
    request,
  }) => {
    test.setTimeout(240_000);
    const email = await registerSaver(request, 'persuasive');
    await logIn(page, email);
    const chat = new ChatPage(page);
    await page.goto('/persuasion-rhetorics');
    await chat.waitFor('Who are your readers?');
    const summary = `Saved summary about wheat roots. ${textOfWords(110)}`;
    await runPersuasive(chat, summary);

    await page.goto('/profile');
    const tasks = page.getByRole('region', { name: 'Your Tasks' });
    await tasks.getByRole('button', { name: /Persuasive/ }).click();
    const viewer = page.getByRole('article', { name: /Persuasive/ });
    await expect(viewer).toContainText('Saved summary about wheat roots.');
    await expect(viewer).toContainText('Ethos (why readers should trust you)');
    await expect(viewer.getByRole('textbox')).toHaveCount(0);
    await expectNoAxeViolations(page);
  });
});
