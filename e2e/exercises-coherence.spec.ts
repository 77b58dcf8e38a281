import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe.ts';
import { acceptConsents } from './support/consent.ts';
import { ChatPage, textOfWords } from './support/exercise-chat.ts';
import { tabTo } from './support/keyboard.ts';
import { answerReflections } from './support/reflections.ts';

/** The uuid the e2e server runs with (playwright.config.ts webServer.env). */
function researchUuid(): string {
  const uuid = test.info().config.webServer?.env?.RESEARCH_UUID;
  if (!uuid) throw new Error('playwright.config.ts must set RESEARCH_UUID for the e2e server');
  return uuid;
}

/** Waits until the coach has said `text` for the nth time and has shown all of its reply. */
async function waitForNth(chat: ChatPage, text: string, n: number): Promise<void> {
  await expect(chat.log.locator('.chat-bubble--bot').filter({ hasText: text })).toHaveCount(n, {
    timeout: 20_000,
  });
  await chat.waitFor(text);
}

const tableForm = (page: Page) => page.getByRole('form', { name: 'Your answer as a table' });

/** Fills cells of the table form by their accessible names ("Adverb, row 1") and sends it. */
async function sendTable(page: Page, cells: Record<string, string>): Promise<void> {
  const form = tableForm(page);
  await expect(form).toBeVisible({ timeout: 20_000 });
  for (const [name, value] of Object.entries(cells)) {
    await form.getByRole('textbox', { name }).fill(value);
  }
  await form.getByRole('button', { name: 'Send table' }).click();
}

/** Each question's choice and the cells the student fills in (Yes, No, Not sure, Yes, No). */
const questions: Array<{ choice: RegExp; example: string; cells: Record<string, string> }> = [
  {
    choice: /^\(1\) Yes/,
    example: 'Example: research question',
    cells: {
      'Repeated key word/term, row 1': 'plants',
      '# times repeated, row 1': '4',
      'Additional keywords to repeat, row 1': 'drought, roots',
    },
  },
  {
    choice: /^\(2\) No/,
    example: 'Example: carefully',
    cells: { 'Adverb, row 1': 'carefully', 'Modified word, row 1': 'measures' },
  },
  {
    choice: /^\(3\) Not sure/,
    example: 'Example: these',
    cells: { 'Pronoun, row 1': 'they', 'Word/term referred to, row 1': 'farmers' },
  },
  {
    choice: /^\(1\) Yes/,
    example: 'Example: demonstrate',
    cells: {
      'Verb, row 1': 'watch',
      'Verb with a similar meaning, row 1': 'observe',
      'Verb, row 2': 'compare',
      'Verb with a similar meaning, row 2': 'contrast',
      'Verb, row 3': 'grow',
      'Verb with a similar meaning, row 3': 'cultivate',
    },
  },
  {
    choice: /^\(2\) No/,
    example: 'Example: Therefore',
    cells: {
      'Connector, row 1': 'However',
      'Between sentences or paragraphs?, row 1': 'sentences',
    },
  },
];

test.describe('Coherence Coach', () => {
  test.beforeEach(async ({ context, baseURL }) => acceptConsents(context, baseURL!));

  test('to the end: five questions with their tables, feedback and revisions, then the reflections', async ({
    page,
  }) => {
    test.setTimeout(240_000);
    const chat = new ChatPage(page);
    await page.goto('/coherence');
    await expect(page).toHaveTitle('Coherence Coach – SciComm Studio');
    await chat.waitFor('Please paste your text (150–500 words).');
    await expectNoAxeViolations(page);

    await chat.send(textOfWords(120));
    await chat.waitFor('Please use 150–500 words. Currently, you used 120.');
    await chat.send(textOfWords(160));

    for (const [index, question] of questions.entries()) {
      const n = index + 1;
      await chat.waitFor(`Question ${n} of 5`);
      await chat.option(question.choice).click();
      await expect(tableForm(page)).toBeVisible({ timeout: 20_000 });
      await expect(tableForm(page)).toContainText(question.example);
      await expect(chat.textBox).toHaveCount(0);
      if (n === 1) await expectNoAxeViolations(page);
      await sendTable(page, question.cells);
      await chat.waitFor(`Your table for question ${n}:`);
      // The answer is shown as a table, and quoted back as one before the revision.
      const firstValue = Object.values(question.cells)[0] ?? '';
      await expect(chat.log.getByRole('cell', { name: firstValue, exact: true })).toHaveCount(2);
      // Only the pronoun question has a remark on this text (its bare "This"): the revision prompt
      // speaks of suggestions there, and of the writer's own ideas and table after the others.
      if (n === 3) await waitForNth(chat, 'Use the suggestions above and your own ideas', 1);
      else await waitForNth(chat, 'Use your own ideas and the table you filled in', n < 3 ? n : n - 1);
      await chat.send(textOfWords(160 + n));
    }
    // The coach says only what holds on fresh text (docs/exercises.md "How the coach decides"): a
    // bare "This"; after the other questions no line of its own (no filler), and it neither judges
    // the table's counts nor echoes back what the table proposes.
    await expect(chat.log).toContainText('starts with a bare “This”');
    await expect(chat.log.locator('.chat-bubble--bot').filter({ hasText: 'Read your text once more' })).toHaveCount(0);
    await expect(chat.log).not.toContainText('You counted');
    await expect(chat.log).not.toContainText('is not in your text yet');

    await answerReflections(chat);
    await chat.waitFor('you have finished the Coherence Coach');
    await expectNoAxeViolations(page);
  });

  test('by keyboard alone: the text, a choice, the table and the revision', async ({ page }) => {
    test.setTimeout(90_000);
    const chat = new ChatPage(page);
    await page.goto('/coherence');
    await chat.waitFor('Please paste your text (150–500 words).');
    await tabTo(page, chat.textBox, 40);
    await page.keyboard.insertText(textOfWords(155));
    await page.keyboard.press('Shift+Enter');
    await chat.waitFor('Question 1 of 5');

    await tabTo(page, chat.option(/^\(2\) No/), 40);
    await page.keyboard.press('Space');
    const firstCell = tableForm(page).getByRole('textbox', {
      name: 'Keywords that can be repeated, row 1',
    });
    await expect(firstCell).toBeVisible({ timeout: 20_000 });
    await tabTo(page, firstCell, 80);
    await page.keyboard.insertText('wheat');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect(
      tableForm(page).getByRole('textbox', { name: 'Keywords that can be repeated, row 2' }),
    ).toBeFocused();
    await page.keyboard.insertText('drought');
    await tabTo(page, tableForm(page).getByRole('button', { name: 'Send table' }), 10);
    await page.keyboard.press('Enter');
    await chat.waitFor('Paste your whole revised text (150–500 words).');
    await expect(
      chat.log.getByRole('cell', { name: 'drought', exact: true }).first(),
    ).toBeVisible();

    await tabTo(page, chat.textBox, 80);
    await page.keyboard.insertText(textOfWords(170));
    await page.keyboard.press('Shift+Enter');
    await chat.waitFor('Question 2 of 5');
    await expect(chat.option(/^\(1\) Yes/)).toBeVisible();
  });
});

// At 390 px a three-column table in a chat bubble keeps its third column in sight (in a scroll box
// no key could reach, it was cut). The answer and its quote fit their bubbles, at 390 and 1280 px.
for (const width of [390, 1280]) {
  test(`Coherence Coach: a three-column table fits its chat bubble at ${width} px`, async ({ page, context, baseURL }) => {
    await acceptConsents(context, baseURL!);
    await page.setViewportSize({ width, height: 844 });
    const chat = new ChatPage(page);
    await page.goto('/coherence');
    await chat.waitFor('Please paste your text (150–500 words).');
    await chat.send(textOfWords(160));
    await chat.waitFor('Question 1 of 5');
    await chat.option(questions[0]!.choice).click();
    await sendTable(page, { ...questions[0]!.cells, 'Additional keywords to repeat, row 1': 'drought-resistant, photosynthesis, roots' });
    await chat.waitFor('Your table for question 1:');
    const tables = chat.log.locator('.chat-bubble table');
    await expect(tables).toHaveCount(2);
    for (const table of await tables.all()) {
      const fit = await table.evaluate((element) => {
        const bubble = element.closest('.chat-bubble')!.getBoundingClientRect();
        const cells = [...element.querySelectorAll('th, td')].map((cell) => cell.getBoundingClientRect());
        return {
          scrolls: element.scrollWidth > element.clientWidth + 1,
          outside: cells.filter((cell) => cell.left < bubble.left - 1 || cell.right > bubble.right + 1).length,
          columns: element.querySelector('tr')!.children.length,
        };
      });
      expect(fit).toEqual({ scrolls: false, outside: 0, columns: 3 });
    }
  });
}

test.describe('Critical Thinking Coach', () => {
  test.beforeEach(async ({ context, baseURL }) => acceptConsents(context, baseURL!));

  test('to the end: five answers with feedback, four revisions, the final summary and the reflections', async ({
    page,
  }) => {
    test.setTimeout(240_000);
    const chat = new ChatPage(page);
    await page.goto('/critical-thinking');
    await expect(page).toHaveTitle('Critical Thinking Coach – SciComm Studio');
    await chat.waitFor('Please write or paste a summary of your research (150–500 words).');
    await expectNoAxeViolations(page);
    await chat.send(textOfWords(170));

    for (let n = 1; n <= 5; n += 1) {
      await chat.waitFor(`Question ${n} of 5`);
      if (n === 1) {
        await chat.send(textOfWords(10));
        await chat.waitFor('Please use 20–70 words. Currently, you used 10.');
      }
      await chat.send(textOfWords(35));
      if (n < 5) {
        await waitForNth(chat, 'Paste your whole revised summary (150–500 words).', n);
        await chat.send(textOfWords(170 + n));
      }
    }
    await expect(chat.log).toContainText('Your summary');
    await expect(chat.log).toContainText('your final summary');
    await answerReflections(chat);
    await chat.waitFor('you have finished the Critical Thinking Coach');
    await expectNoAxeViolations(page);
  });
});

test.describe('Critical Thinking research edition, slim', () => {
  test.beforeEach(async ({ context, baseURL }) => acceptConsents(context, baseURL!));

  test('the name first, then neutral coaching only, to the end', async ({ page }) => {
    test.setTimeout(240_000);
    const chat = new ChatPage(page);
    await page.goto(`/${researchUuid()}-critical-thinking-slim`);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Critical Thinking Coach' }),
    ).toBeVisible();
    await chat.waitFor('please tell me your name, or a pseudonym');
    await expectNoAxeViolations(page);
    await chat.send('Rosalind Franklin');
    await chat.waitFor('Thank you, Rosalind Franklin!');
    await chat.send(textOfWords(170));
    for (let n = 1; n <= 5; n += 1) {
      await chat.waitFor(`Question ${n} of 5`);
      await chat.send(textOfWords(35));
      if (n < 5) {
        await waitForNth(chat, 'using your own insights', n);
        await chat.send(textOfWords(170 + n));
      }
    }
    await expect(chat.log).toContainText('Thank you.');
    // Neutral coaching: no remark on the summary or the answers (the script's own closing line,
    // "Your summary as you last revised it …", is not feedback).
    await expect(chat.log).not.toContainText('Your summary says');
    await expect(chat.log).not.toContainText('Your answer');
    await expect(chat.log).not.toContainText('research question as one direct question');
    await answerReflections(chat, ['3', '3', '4', '4']);
    await chat.waitFor('you have finished the Critical Thinking Coach');
    await expectNoAxeViolations(page);
  });
});

test.describe('Coherence research edition', () => {
  test.beforeEach(async ({ context, baseURL }) => acceptConsents(context, baseURL!));

  test('full: opens by its hidden path and asks the name first', async ({ page }) => {
    const chat = new ChatPage(page);
    await page.goto(`/${researchUuid()}-coherence-full`);
    await expect(page.getByRole('heading', { level: 1, name: 'Coherence Coach' })).toBeVisible();
    await chat.waitFor('please tell me your name, or a pseudonym');
    await chat.send('Ada Lovelace');
    await chat.waitFor('Please paste your text (150–500 words).');
    await expectNoAxeViolations(page);
  });
});
