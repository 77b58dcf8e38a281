// Courses end to end (docs/courses.md): a trainer creates a course with a before and an after
// assignment (De-Jargonizer texts) and one exercise (Half Life); three students join — one with
// the Hebrew interface, one on a 390 px phone, one by keyboard only — and do them; the trainer
// comments on a passage, a student reads it and replies; the dashboard shows the grid, the
// paired change and the CSV. axe finds nothing on the course pages. A trainer corrects a course:
// moves the before mark to another assignment and removes a student, who is told so.
import { readFile } from 'node:fs/promises';
import type { Browser, BrowserContextOptions, Page } from '@playwright/test';
import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe.ts';
import { logIn, registerSaver } from './support/accounts.ts';
import { acceptConsents } from './support/consent.ts';
import { ChatPage, textOfWords } from './support/exercise-chat.ts';
import { tabTo } from './support/keyboard.ts';

/** The course pages' landmarks each have a name of their own, besides WCAG 2.2 AA. */
const COURSE_AXE = { alsoRules: ['landmark-unique'] };

const BEFORE = 'The epigenetic methylation of chromatin modulates transcriptional heterogeneity in drought-stressed wheat.';
const AFTER = 'Small chemical tags on the genes of wheat change which genes the plant uses when it is dry.';

/**
 * A student's own browser with the terms and cookies accepted, registered through its own
 * request context (which keeps the session cookie, so the browser is signed in).
 */
async function studentPage(browser: Browser, baseURL: string, prefix: string, options: BrowserContextOptions = {}) {
  const context = await browser.newContext({
    baseURL,
    storageState: { cookies: [], origins: [{ origin: baseURL, localStorage: [{ name: 'scicomm.chatMessageDelayMs', value: '50' }] }] },
    ...options,
  });
  // Registered before any cookie is set: the sign-up refuses a request with cookies and no Origin.
  const email = await registerSaver(context.request, prefix);
  await acceptConsents(context, baseURL);
  // registerThroughApi's name: the grid shows it in place of the address.
  return { page: await context.newPage(), email, name: `Writer ${email.slice(0, email.indexOf('@'))}` };
}

/** Measures a text on the De-Jargonizer and records it (START), in the page's language. */
async function analyse(page: Page, text: string, labels = { box: 'Your text', start: 'START', recorded: /^Recorded: score \d+\.$/ }) {
  await page.goto('/de-jargonizer');
  await page.getByRole('textbox', { name: labels.box }).fill(text);
  await page.getByRole('button', { name: labels.start }).click();
  await expect(page.getByText(labels.recorded)).toBeVisible();
}

/** On the course page: attaches the newest saved task of the assignment's kind to it. */
async function attachNewest(
  page: Page,
  courseUrl: string,
  assignment: string,
  labels = { attach: 'Attach your work', choose: 'Your saved work of this kind', submit: 'Attach', yourText: 'Your text and comments' },
) {
  await page.goto(courseUrl);
  const item = page.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 3, name: assignment }) });
  await item.getByRole('button', { name: labels.attach }).click();
  await item.getByLabel(labels.choose).selectOption({ index: 1 });
  await item.getByRole('button', { name: labels.submit, exact: true }).click();
  // Attached: the assignment links to the text.
  await expect(item.getByRole('link', { name: labels.yourText })).toBeVisible();
}

async function noSidewaysScroll(page: Page) {
  const [scroll, width] = await page.evaluate(() => [document.documentElement.scrollWidth, window.innerWidth]);
  expect(scroll).toBeLessThanOrEqual(width);
}

test.describe('a course', () => {
  test('a trainer runs a course: three students join and write, the trainer comments, the dashboard shows the change', async ({
    page,
    request,
    browser,
    context,
    baseURL,
  }) => {
    test.setTimeout(300_000);
    await acceptConsents(context, baseURL!);
    const trainerEmail = await registerSaver(request, 'trainer');
    await logIn(page, trainerEmail);

    // The trainer creates the course from the account menu's Courses page.
    await page.getByRole('button', { name: `Account menu for ${trainerEmail}` }).click();
    await page.getByRole('menuitem', { name: 'Courses' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Courses' })).toBeVisible();
    await page.getByLabel('Course name').fill('Writing about your research');
    await page.getByLabel('Readers the course writes for').selectOption('juniorHigh');
    await page.getByLabel('Starts on').fill('2026-03-01');
    await page.getByLabel('Ends on').fill('2026-06-30');
    await page.getByRole('button', { name: 'Create the course' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Writing about your research' })).toBeVisible();
    const courseUrl = new URL(page.url()).pathname;
    const code = (await page.locator('.course-code').textContent()) ?? '';
    expect(code).toMatch(/^[2-9A-Z]{4}-[2-9A-Z]{4}-[2-9A-Z]{4}$/);
    const joinLink = (await page.locator('.course-link').textContent()) ?? '';
    expect(joinLink.endsWith(`/courses/join/${code}`)).toBe(true);

    const addAssignment = async (kind: string, title: string, mark: 'Before text' | 'After text' | 'Neither') => {
      await page.getByLabel('Exercise or text').selectOption({ label: kind });
      await page.getByLabel('Title').fill(title);
      await page.getByRole('radio', { name: mark }).check();
      await page.getByRole('button', { name: 'Add the assignment' }).click();
      await expect(page.getByRole('listitem').filter({ hasText: title })).toBeVisible();
    };
    await addAssignment('De-Jargonizer text (for example, the abstract of your paper)', 'Your abstract, before', 'Before text');
    await addAssignment('De-Jargonizer text (for example, the abstract of your paper)', 'Your abstract, after', 'After text');
    await addAssignment('Half Life', 'Half Life on your own work', 'Neither');
    await expectNoAxeViolations(page, COURSE_AXE);

    // Student 1: the Hebrew interface, through the join link.
    const { page: hebrew, email: hebrewEmail, name: hebrewName } = await studentPage(browser, baseURL!, 'hebrew');
    await hebrew.goto('/');
    await hebrew.evaluate(() => localStorage.setItem('i18nextLng', 'he'));
    await hebrew.goto(joinLink);
    await expect(hebrew.getByRole('heading', { level: 1, name: 'הצטרפות לקורס' })).toBeVisible();
    await expect(hebrew.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(hebrew.getByText('מה יראו המנחים של הקורס')).toBeVisible();
    await expectNoAxeViolations(hebrew, COURSE_AXE);
    await hebrew.getByRole('checkbox', { name: /אני מסכים\/ה לשתף/ }).check();
    await hebrew.getByRole('button', { name: 'הצטרפות לקורס' }).click();
    await expect(hebrew.getByRole('heading', { level: 1, name: 'Writing about your research' })).toBeVisible();
    const hebrewLabels = { box: 'הטקסט שלכם', start: 'התחלה', recorded: /^נשמר: ציון \d+\.$/ };
    const hebrewAttach = { attach: 'צירוף העבודה שלכם', choose: 'העבודות השמורות שלכם מהסוג הזה', submit: 'צירוף', yourText: 'הטקסט שלכם וההערות' };
    await analyse(hebrew, BEFORE, hebrewLabels);
    await attachNewest(hebrew, courseUrl, 'Your abstract, before', hebrewAttach);
    await analyse(hebrew, AFTER, hebrewLabels);
    await attachNewest(hebrew, courseUrl, 'Your abstract, after', hebrewAttach);
    await expectNoAxeViolations(hebrew, COURSE_AXE);

    // Student 2: a 390 px phone, typing the code on the Courses page.
    const { page: phone, name: phoneName } = await studentPage(browser, baseURL!, 'phone', { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    await phone.goto('/courses');
    await phone.getByLabel('Join code').fill(code.toLowerCase().replaceAll('-', ' '));
    await phone.getByRole('button', { name: 'Continue' }).click();
    await expect(phone.getByText('Your name and e-mail address.')).toBeVisible();
    await noSidewaysScroll(phone);
    await phone.getByRole('checkbox', { name: /I agree to share my course work/ }).check();
    await phone.getByRole('button', { name: 'Join the course' }).click();
    await expect(phone.getByRole('heading', { level: 1, name: 'Writing about your research' })).toBeVisible();
    await analyse(phone, BEFORE.replace('wheat', 'barley'));
    await attachNewest(phone, courseUrl, 'Your abstract, before');
    await analyse(phone, AFTER.replace('wheat', 'barley'));
    await attachNewest(phone, courseUrl, 'Your abstract, after');
    await noSidewaysScroll(phone);

    // Student 3: keyboard only — joins through the link, writes the start of Half Life from the
    // course page: the work is the course's without attaching it.
    const { page: keys, name: keyboardName } = await studentPage(browser, baseURL!, 'keys');
    await keys.goto(joinLink);
    const agree = keys.getByRole('checkbox', { name: /I agree to share my course work/ });
    await tabTo(keys, agree);
    await keys.keyboard.press('Space');
    await expect(agree).toBeChecked();
    await tabTo(keys, keys.getByRole('button', { name: 'Join the course' }));
    await keys.keyboard.press('Enter');
    await expect(keys.getByRole('heading', { level: 1, name: 'Writing about your research' })).toBeVisible();
    const halfLife = keys.getByRole('listitem').filter({ has: keys.getByRole('heading', { level: 3, name: 'Half Life on your own work' }) });
    await tabTo(keys, halfLife.getByRole('link', { name: 'Open Half Life' }), 80);
    await keys.keyboard.press('Enter');
    const chat = new ChatPage(keys);
    await chat.waitFor('Welcome to the Half Life writing exercise');
    await expect(keys.getByRole('note')).toContainText('You are doing this for your course');
    // The banner names the assignment; the readers are the assignment's, so Half Life does not ask.
    await expect(keys.getByRole('note')).toContainText('“\u2068Half Life on your own work\u2069”, an assignment of');
    await chat.waitFor('Please tell me what you study and why it is important.');
    await expect(chat.option(/Junior high school/)).toHaveCount(0);
    await tabTo(keys, chat.textBox, 80);
    await keys.keyboard.insertText(textOfWords(120));
    await keys.keyboard.press('Shift+Enter');
    await chat.waitFor('but this time in only 60 words (45–75)');
    // Back by the notice's link, without a reload: the card shows the new status at once.
    await tabTo(keys, keys.getByRole('note').getByRole('link', { name: 'Back to the course' }), 80, 'Shift+Tab');
    await keys.keyboard.press('Enter');
    await expect(halfLife.getByText('In progress', { exact: true })).toBeVisible();
    await expect(halfLife.getByRole('link', { name: 'Your text and comments' })).toBeVisible();
    // The e-mail about comments: off until the student ticks it, by keyboard.
    const mailBox = keys.getByRole('checkbox', { name: 'E-mail me when a trainer comments on my work' });
    await expect(mailBox).not.toBeChecked();
    await tabTo(keys, mailBox, 80);
    await keys.keyboard.press('Space');
    await expect(keys.getByText('Saved.')).toBeVisible();
    await expect(mailBox).toBeChecked();
    // The before text from its card, by keyboard; back by the notice's link, the card says Finished.
    const before = keys.getByRole('listitem').filter({ has: keys.getByRole('heading', { level: 3, name: 'Your abstract, before' }) });
    await expect(before.getByText('Not started', { exact: true })).toBeVisible();
    await tabTo(keys, before.getByRole('link', { name: 'Open De-Jargonizer' }), 80, 'Shift+Tab');
    await keys.keyboard.press('Enter');
    const textBox = keys.getByRole('textbox', { name: 'Your text' });
    await tabTo(keys, textBox, 80);
    await keys.keyboard.insertText(BEFORE.replace('wheat', 'maize'));
    await tabTo(keys, keys.getByRole('button', { name: 'START' }), 80);
    await keys.keyboard.press('Enter');
    await expect(keys.getByText(/^Recorded: score \d+\.$/)).toBeVisible();
    await tabTo(keys, keys.getByRole('note').getByRole('link', { name: 'Back to the course' }), 80, 'Shift+Tab');
    await keys.keyboard.press('Enter');
    await expect(before.getByText('Finished', { exact: true })).toBeVisible();

    // The trainer's dashboard: the grid, before and after, a comment on a passage.
    await page.goto(courseUrl);
    const grid = page.getByRole('table').first();
    // Students by name, never by address (the CSV carries both).
    for (const name of [hebrewName, phoneName, keyboardName]) await expect(grid.getByRole('rowheader', { name })).toBeVisible();
    await expect(grid).not.toContainText('@example.org');
    const hebrewRow = grid.getByRole('row').filter({ has: page.getByRole('rowheader', { name: hebrewName }) });
    await expect(hebrewRow.getByRole('link')).toHaveCount(2);
    await expect(grid.getByRole('row').filter({ has: page.getByRole('rowheader', { name: keyboardName }) })).toContainText('In progress');
    await expect(grid.getByRole('row').filter({ has: page.getByRole('rowheader', { name: keyboardName }) })).toContainText('Finished');
    await expect(page.getByText(/^Over 2 students with both texts, the score changed by \d+(\.\d)? on average/)).toBeVisible();
    const slopes = page.getByRole('img', { name: /one line per student \(2 students\)/ });
    await expect(slopes).toBeVisible();
    // Each line labelled with its student and after score.
    await expect(slopes.locator('[data-label="after"]')).toHaveCount(2);
    await expect(slopes).toContainText(hebrewName.slice(0, 10));
    await expect(page.getByText(/methylation \(2\)/)).toBeVisible();
    // One text in the Half Life column is "1 text"; a time nobody measured is left out, not "– min".
    const medians = grid.getByRole('row').filter({ has: page.getByRole('rowheader', { name: 'Medians' }) });
    await expect(medians.getByRole('cell').last()).toContainText(/^1 text · /);
    await expect(grid).not.toContainText('– min');
    await expectNoAxeViolations(page, COURSE_AXE);
    // The dashboard on a phone: the tables scroll inside their own regions, the page does not.
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(grid).toBeVisible();
    await noSidewaysScroll(page);
    await expectNoAxeViolations(page, COURSE_AXE);
    await page.setViewportSize({ width: 1280, height: 720 });

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download CSV' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^writing-about-your-research-grid-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = await readFile((await file.path())!, 'utf8');
    expect(csv.startsWith('\uFEFFstudent,email,left,"Your abstract, before: status"')).toBe(true);
    expect(csv).toContain(`${hebrewName},${hebrewEmail},`);
    expect(csv).toMatch(/class \(paired\),n = 2,/);

    await hebrewRow.getByRole('link').first().click();
    await expect(page.getByRole('heading', { level: 1, name: 'Your abstract, before' })).toBeVisible();
    await page.getByLabel('Passage (optional)').fill('epigenetic methylation of chromatin');
    await page.getByLabel('Comment', { exact: true }).fill('Would your family know "methylation"? Say what it does.');
    await page.getByRole('button', { name: 'Add the comment' }).click();
    await expect(page.getByText('Would your family know "methylation"? Say what it does.')).toBeVisible();
    await expectNoAxeViolations(page, COURSE_AXE);

    // The Hebrew student reads the comment beside the passage and replies once.
    await hebrew.goto(courseUrl);
    await expect(hebrew.getByText('Would your family know "methylation"? Say what it does.')).toBeVisible();
    // In the right-to-left page the English comment runs in its own direction: its full stop at its end.
    const englishComment = hebrew.getByText('Would your family know "methylation"? Say what it does.');
    await expect(hebrew.locator('html')).toHaveAttribute('dir', 'rtl');
    expect(await englishComment.evaluate((element) => getComputedStyle(element).direction)).toBe('ltr');
    const fullStopAtEnd = await englishComment.evaluate((element) => {
      const text = element.firstChild as Text;
      const left = (start: number) => {
        const range = document.createRange();
        range.setStart(text, start);
        range.setEnd(text, start + 1);
        return range.getBoundingClientRect().left;
      };
      return left(text.length - 1) > left(0);
    });
    expect(fullStopAtEnd).toBe(true);
    await expect(hebrew.getByRole('blockquote')).toContainText('epigenetic methylation of chromatin');
    await hebrew.getByLabel('התגובה שלכם').fill('אכתוב "תגיות כימיות קטנות".');
    await hebrew.getByRole('button', { name: 'שליחת התגובה' }).click();
    await expect(hebrew.getByText('אכתוב "תגיות כימיות קטנות".')).toBeVisible();
    await expect(hebrew.getByRole('button', { name: 'שליחת התגובה' })).toHaveCount(0);

    // The trainer sees the reply.
    await page.reload();
    await expect(page.getByText('אכתוב "תגיות כימיות קטנות".')).toBeVisible();

    // Somebody outside the course finds nothing there.
    const { page: stranger } = await studentPage(browser, baseURL!, 'stranger');
    await stranger.goto(courseUrl);
    await expect(stranger.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  });

  test('a trainer moves the before mark to another assignment and removes a student, who is told in their course list', async ({
    page,
    request,
    browser,
    context,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    await acceptConsents(context, baseURL!);
    await logIn(page, await registerSaver(request, 'trainer'));
    await page.goto('/courses');
    await page.getByLabel('Course name').fill('Plain words');
    await page.getByRole('button', { name: 'Create the course' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Plain words' })).toBeVisible();
    const courseUrl = new URL(page.url()).pathname;
    const joinLink = (await page.locator('.course-link').textContent()) ?? '';
    for (const [title, mark] of [['First draft', 'Before text'], ['Second draft', 'Neither']] as const) {
      await page.getByLabel('Title').fill(title);
      await page.getByRole('radio', { name: mark }).check();
      await page.getByRole('button', { name: 'Add the assignment' }).click();
      await expect(page.getByRole('listitem').filter({ hasText: title })).toBeVisible();
    }

    const { page: learner } = await studentPage(browser, baseURL!, 'removed');
    await learner.goto(joinLink);
    await learner.getByRole('checkbox', { name: /I agree to share my course work/ }).check();
    await learner.getByRole('button', { name: 'Join the course' }).click();
    await expect(learner.getByRole('heading', { level: 1, name: 'Plain words' })).toBeVisible();

    // The before mark moves from the first draft to the second: off one, then onto the other.
    await page.reload();
    const first = page.getByRole('listitem').filter({ hasText: 'First draft' });
    await expect(first).toContainText('Before text');
    await page.getByRole('button', { name: 'Edit “\u2068First draft\u2069”' }).click();
    const editFirst = page.getByRole('form', { name: 'Edit “\u2068First draft\u2069”' });
    await editFirst.getByRole('radio', { name: 'Neither' }).check();
    await expectNoAxeViolations(page, COURSE_AXE);
    await editFirst.getByRole('button', { name: 'Save the assignment' }).click();
    await expect(editFirst).toHaveCount(0);
    await page.getByRole('button', { name: 'Edit “\u2068Second draft\u2069”' }).click();
    const editSecond = page.getByRole('form', { name: 'Edit “\u2068Second draft\u2069”' });
    await editSecond.getByRole('radio', { name: 'Before text' }).check();
    await editSecond.getByRole('button', { name: 'Save the assignment' }).click();
    await expect(page.getByRole('listitem').filter({ hasText: 'Second draft' })).toContainText('Before text');
    await expect(first).not.toContainText('Before text');

    // The student is removed, after the dialog says what happens to their work.
    const people = page.getByRole('region', { name: 'People' });
    const removeButton = people.getByRole('button', { name: /^Remove / }).last();
    await removeButton.click();
    const dialog = page.getByRole('alertdialog');
    await expect(dialog).toContainText('Texts they attached: 0.');
    await expectNoAxeViolations(page, COURSE_AXE);
    await dialog.getByRole('button', { name: 'Remove' }).click();
    await expect(people.getByText('No student has joined yet.')).toBeVisible();

    // The student's course list says so; the course page is not found for them.
    await learner.goto('/courses');
    await expect(learner.getByText('A trainer removed you from this course.')).toBeVisible();
    await expect(learner.getByRole('link', { name: 'Plain words' })).toHaveCount(0);
    await learner.goto(courseUrl);
    await expect(learner.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  });
});
