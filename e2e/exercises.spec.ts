import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe.ts';
import { acceptConsents } from './support/consent.ts';
import { ChatPage, TURN_TIMEOUT, textOfWords } from './support/exercise-chat.ts';
import { tabTo } from './support/keyboard.ts';

/** A Half Life exercise whose writer chose elementary-school readers, at the first text. */
async function halfLifeForChildren(page: Page): Promise<ChatPage> {
  const chat = new ChatPage(page);
  await page.goto('/half-life');
  await chat.waitFor('Welcome to the Half Life writing exercise');
  await chat.option(/^\(1\) Elementary/).click();
  await chat.waitFor('Please tell me what you study and why it is important.');
  return chat;
}

test.describe('Half Life', () => {
  test.beforeEach(async ({ context, baseURL }) => acceptConsents(context, baseURL!));

  test('the standard exercise to the end: four texts with the score and sentence feedback, the final choice, one use counted', async ({
    page,
    request,
  }) => {
    test.setTimeout(150_000);
    const visitsBefore = await (await request.get('/GetVisits')).json();
    const chat = new ChatPage(page);
    await page.goto('/half-life');
    await expect(page).toHaveTitle('Half Life – SciComm Studio');
    await expect(
      page.getByText('Please do not share any sensitive information in the chat.'),
    ).toBeVisible();
    await chat.waitFor('Welcome to the Half Life writing exercise');
    await expectNoAxeViolations(page);

    await chat.option(/^\(2\) Junior high school/).click();
    await chat.waitFor('Please tell me what you study and why it is important.');

    await chat.send(textOfWords(60));
    await chat.waitFor('Please use 100–140 words. Currently, you used 60.');

    await chat.send(textOfWords(120));
    await chat.waitFor('but this time in only 60 words (45–75)');
    await expect(chat.log).toContainText('Your suitability for a general audience score was');
    await expect(chat.log).toContainText('you used 120 words (target 120, 100–140).');
    // Sentences that suit the readers get no line: no praise.
    await expect(chat.log).not.toContainText('Your sentences suit');
    // The rare words are measured, not asked about: the rebuilt question is a candidate no writer is shown yet.
    await expect(chat.log.locator('.rare-word')).toHaveCount(0);
    await expectNoAxeViolations(page);

    await chat.send(textOfWords(60));
    await chat.waitFor('in only 30 words (20–40)');
    await chat.send(textOfWords(30));
    await chat.waitFor('you get all 120 words back');
    await chat.send(textOfWords(118));
    await chat.waitFor('Which one do you think suits');
    await expect(chat.log).toContainText('This is your original text:');

    await chat.option(/^\(2\) My revised text/).click();
    await chat.waitFor("We're done!");
    await expect(page.getByText('The exercise is finished.')).toBeVisible();
    // Nothing more to send (docs/exercises.md): the text box is disabled with a note, the summary follows.
    await expect(chat.textBox).toBeDisabled();
    await expect(page.getByText('This exercise is finished, so there is nothing more to send.')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Your texts side by side' })).toBeVisible();
    const visitsAfter = await (await request.get('/GetVisits')).json();
    expect(visitsAfter).toBeGreaterThan(visitsBefore);
  });

  test('a question is answered with one tap: "My readers know it" is noted, and the next version is not asked about that word again', async ({
    page,
  }) => {
    test.setTimeout(150_000);
    const chat = await halfLifeForChildren(page);
    await chat.send(`${textOfWords(112)} We track the genes with qPCR.`);
    await chat.waitFor('but this time in only 60 words (45–75)');
    const question = chat.log.getByRole('group', { name: 'Your answer about “qPCR”' });
    await question.getByRole('button', { name: 'My readers know it' }).click();
    await expect(chat.log.getByText('Noted: the coach will not ask about “qPCR” again in this session.')).toBeVisible();
    await expect(question.getByRole('button')).toHaveCount(0);
    await expectNoAxeViolations(page);

    await chat.send(`${textOfWords(54)} We track the genes with qPCR.`);
    await chat.waitFor('in only 30 words (20–40)');
    await expect(chat.log.getByText('Will your readers know “qPCR”?')).toHaveCount(1);
  });

  test('a text over its word range goes back with the range message and its readers\' questions, answerable in one tap, and nothing measured', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const chat = await halfLifeForChildren(page);
    await chat.send(`${textOfWords(150)} We track the genes with qPCR.`);
    await chat.waitFor('Please use 100–140 words. Currently, you used 156.');
    const question = chat.log.getByRole('group', { name: 'Your answer about “qPCR”' });
    await expect(question.getByRole('button', { name: 'My readers know it' })).toBeVisible();
    await expect(chat.log).not.toContainText('Your suitability for a general audience score');
    await expectNoAxeViolations(page);
  });

  test('copyPasteCheck: a pasted answer is reported with the message and kept in the sealed history; a typed one is not pasted', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const chat = new ChatPage(page);
    await page.goto('/half-life');
    await chat.waitFor('Welcome to the Half Life writing exercise');
    await chat.option(/^\(2\) Junior high school/).click();
    await chat.waitFor('Please tell me what you study and why it is important.');

    const text = textOfWords(120);
    // A paste as the browser delivers it: the event with the clipboard's text, then the text in the box.
    await chat.textBox.evaluate((box, pasted) => {
      const data = new DataTransfer();
      data.setData('text/plain', pasted);
      box.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
    }, text);
    await chat.textBox.fill(text);
    const pastedTurn = page.waitForResponse((response) => response.url().endsWith('/api/HalfLife') && response.request().method() === 'POST');
    await page.getByRole('button', { name: 'Send' }).click();
    const pasted = await pastedTurn;
    const sent = pasted.request().postDataJSON() as { Messages: Array<Record<string, unknown>> };
    expect(sent.Messages.at(-1)).toMatchObject({ IsStudent: true, Pasted: true, PastedChars: text.length });
    const history = ((await pasted.json()) as { updatedHistory: { copyPasteCheck: string } }).updatedHistory;
    expect(JSON.parse(history.copyPasteCheck)).toEqual({ '3': { pasted: true, pastedChars: text.length, chars: text.length } });
    await chat.waitFor('but this time in only 60 words (45–75)');

    const typedTurn = page.waitForResponse((response) => response.url().endsWith('/api/HalfLife') && response.request().method() === 'POST');
    await chat.textBox.pressSequentially('Short typed answer.');
    await page.getByRole('button', { name: 'Send' }).click();
    const typed = (await typedTurn).request().postDataJSON() as { Messages: Array<Record<string, unknown>> };
    expect(typed.Messages.at(-1)).toMatchObject({ Pasted: false, PastedChars: 0 });
  });

  test('restart midway starts a new conversation', async ({ page }) => {
    test.setTimeout(60_000);
    const chat = new ChatPage(page);
    await page.goto('/half-life');
    await chat.waitFor('Welcome to the Half Life writing exercise');
    await chat.option(/^\(4\) Adults/).click();
    await chat.waitFor('Please tell me what you study');
    await chat.send(textOfWords(110));
    await chat.waitFor('only 60 words');

    await page.getByRole('button', { name: 'Restart' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Restart' }).click();
    await expect(chat.log).not.toContainText('only 60 words');
    await chat.waitFor('Welcome to the Half Life writing exercise');
    await expect(chat.log.getByRole('button')).toHaveCount(4);
    await chat.option(/^\(1\) Elementary/).click();
    await chat.waitFor('Please tell me what you study');
    await expect(chat.log).not.toContainText('only 60 words');
  });

  test('works with the keyboard alone', async ({ page }) => {
    test.setTimeout(60_000);
    const chat = new ChatPage(page);
    await page.goto('/half-life');
    await chat.waitFor('Welcome to the Half Life writing exercise');
    const option = chat.option(/^\(3\) High school/);
    await tabTo(page, option, 40);
    await page.keyboard.press('Space');
    await chat.waitFor('Please tell me what you study');
    await expect(chat.textBox).toBeFocused();

    await page.keyboard.insertText(textOfWords(5));
    await page.keyboard.press('Enter');
    await expect(chat.textBox).toHaveValue(`${textOfWords(5)}\n`);
    await page.keyboard.press('Control+A');
    await page.keyboard.insertText(textOfWords(120));
    await expect(page.getByText('Words: 120')).toBeVisible();
    await page.keyboard.press('Shift+Enter');
    await chat.waitFor('only 60 words');
    await expect(chat.log).toContainText('you used 120 words (target 120, 100–140).');

    const restart = page.getByRole('button', { name: 'Restart' });
    await tabTo(page, restart, 10);
    await page.keyboard.press('Enter');
    // The confirmation has the focus on Keep working; Tab reaches Restart.
    const dialog = page.getByRole('alertdialog', { name: 'Start this exercise again?' });
    await expect(dialog.getByRole('button', { name: 'Keep working' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(dialog.getByRole('button', { name: 'Restart' })).toBeFocused();
    await page.keyboard.press('Enter');
    await chat.waitFor('Welcome to the Half Life writing exercise');
    await expect(chat.log).not.toContainText('only 60 words');
  });

  test('a failed call offers a retry and keeps the text', async ({ page }) => {
    test.setTimeout(60_000);
    const chat = new ChatPage(page);
    await page.goto('/half-life');
    await chat.waitFor('Welcome to the Half Life writing exercise');
    await chat.option(/^\(4\) Adults/).click();
    await chat.waitFor('Please tell me what you study');

    let failNext = true;
    await page.route('**/api/HalfLife', async (route) => {
      if (!failNext) return route.continue();
      failNext = false;
      await route.fulfill({
        status: 503,
        contentType: 'application/json',
        body: JSON.stringify({ error: { code: 'UNAVAILABLE', message: 'Please try again.' } }),
      });
    });
    const text = textOfWords(120);
    await chat.send(text);
    const alert = page.getByRole('alert');
    await expect(alert).toContainText('Your message could not be answered: Please try again.', {
      timeout: TURN_TIMEOUT,
    });
    await expect(chat.textBox).toHaveValue(text);
    await expectNoAxeViolations(page);
    await alert.getByRole('button', { name: 'Try again' }).click();
    await chat.waitFor('only 60 words');
    await expect(alert).toHaveCount(0);
  });
});
