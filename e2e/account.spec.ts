// Accounts end to end (docs/accounts.md): register → log in → edit the profile → Don't Save Data →
// past tasks anonymised (checked in the database) → log out; password reset over a real SMTP
// server; the authorization matrix; keyboard-only registration; axe on both forms.
import type { Page } from '@playwright/test';
import { eq } from 'drizzle-orm';
import { contentColumns, taskTables } from '../apps/server/src/db/task-tables.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { logIn, newEmail, registerThroughApi, TEST_PASSWORD as PASSWORD } from './support/accounts.ts';
import { acceptConsents } from './support/consent.ts';
import { expect, test } from './account-server.ts';
import { tabTo } from './support/keyboard.ts';

test.beforeEach(async ({ context, baseURL }) => acceptConsents(context, baseURL!));

async function logOut(page: Page, email: string) {
  await page.getByRole('button', { name: `Account menu for ${email}` }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/$/);
  // Signed out and terms_consent gone: the home page asks for consent again.
  await expect(page.getByRole('alertdialog', { name: 'Welcome to SciComm Studio' })).toBeVisible();
}

test.describe('the account journey', () => {
  test('register → log in → edit the profile → Don\u2019t Save Data anonymises past tasks → log out', async ({
    page,
    context,
    server,
  }) => {
    const email = newEmail('journey');
    await page.goto('/register');
    await expect(page).toHaveTitle('Register – SciComm Studio');
    await page.getByLabel('Your name').fill('Ada Journey');
    await page.getByLabel('E-mail').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByLabel('Gender', { exact: true }).selectOption('Female');
    await page.getByLabel('Age', { exact: true }).selectOption('25-34');
    await page.getByLabel('Academic Background', { exact: true }).selectOption('Doctorate');
    await page.getByRole('checkbox', { name: 'STEM research' }).check();
    await page.getByRole('combobox', { name: 'Country' }).fill('Israel');
    await page
      .getByRole('listbox', { name: 'Country' })
      .getByRole('option', { name: 'Israel' })
      .click();
    await page.getByRole('combobox', { name: 'First Language' }).fill('Hebrew');
    await page
      .getByRole('listbox', { name: 'First Language' })
      .getByRole('option', { name: 'Hebrew' })
      .click();
    await page.getByLabel(/What would you like to achieve/).fill('<b>Explain</b> my research');
    await page.getByRole('checkbox', { name: /Terms of Use/ }).check();
    await page.getByRole('radio', { name: 'Yes' }).check();
    await page.getByRole('button', { name: 'Register' }).click();
    await expect(page.getByRole('status')).toHaveText('Registration successful!');
    await expect(page).toHaveURL(/\/$/);
    const avatar = page.getByRole('button', { name: `Account menu for ${email}` });
    // The display name's initial (Ada Journey), not the e-mail's.
    await expect(avatar).toHaveText('A');

    // The session cookie: HttpOnly, SameSite=Lax; scripts see no session token.
    const cookie = (await context.cookies()).find((c) => c.name === 'scicomm.session_token');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax' });
    expect(await page.evaluate(() => document.cookie)).not.toContain('session_token');

    await logOut(page, email);
    await logIn(page, email);

    // Past tasks stored with the user (as the exercises and the De-Jargonizer do for savers).
    const userId = (await page.evaluate(() => fetch('/api/auth/get-session').then((r) => r.json())))
      ?.user?.id as string;
    const halfLife = taskTables.halflife;
    const [stored] = await server.app.db
      .insert(halfLife)
      .values({
        userId,
        currentStage: 8,
        targetAudience: '4',
        text120First: 'My first text about cells',
        text60: 'Shorter text',
        messages: [
          { Id: 'b1', Text: 'Who is your audience?', IsStudent: false, InputType: 'text' },
          { Id: 's1', Text: 'My first text about cells', IsStudent: true, InputType: 'text' },
        ],
      })
      .returning({ id: halfLife.id });
    const dejargonizer = taskTables.dejargonizer;
    const [analysis] = await server.app.db
      .insert(dejargonizer)
      .values({
        userId,
        dictionary: 'English2021_2024',
        text: 'Genes matter',
        resultText: 'Genes matter',
        totalWords: 2,
        rareWords: 1,
        midRangeWords: 0,
        jargonScore: 50,
      })
      .returning({ id: dejargonizer.id });

    await page.getByRole('button', { name: `Account menu for ${email}` }).click();
    await page.getByRole('menuitem', { name: 'Profile' }).click();
    await expect(page).toHaveURL(/\/profile$/);
    const age = page.getByLabel('Age', { exact: true });
    await expect(age).toBeDisabled();
    await expect(age).toHaveValue('25-34');
    await expect(page.getByLabel(/What would you like to achieve/)).toHaveValue(
      '<b>Explain</b> my research',
    );
    await expectNoAxeViolations(page);

    const tasks = page.getByRole('region', { name: 'Your Tasks' });
    // Beside type and time: how far each task got (this Half Life row has no end time).
    await expect(tasks.getByRole('button', { name: /Half Life/ })).toContainText('Not finished');
    await expect(tasks.getByRole('button', { name: /De-Jargonizer/ })).toContainText('Score 50');
    await tasks.getByRole('button', { name: /Half Life/ }).click();
    await expect(page.getByRole('article', { name: /Half Life/ })).toContainText(
      'My first text about cells',
    );

    await page.getByRole('button', { name: 'Edit Profile' }).click();
    await age.selectOption('35-44');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(
      page.getByRole('status').filter({ hasText: 'Your profile has been saved.' }),
    ).toBeVisible();
    await expect(age).toBeDisabled();

    await page.getByRole('button', { name: 'Edit Profile' }).click();
    await page.getByRole('checkbox', { name: "Don't Save Data" }).click(); // asks first: stays off until confirmed
    const dialog = page.getByRole('alertdialog');
    await expect(dialog).toContainText(
      'When you save your profile with this on, your texts are no longer kept: everything you wrote in your past tasks is deleted,',
    );
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByRole('checkbox', { name: "Don't Save Data" })).toBeChecked();
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(tasks).toContainText("You don't have any tasks yet!");
    await expect(page.getByRole('article')).toHaveCount(0);

    // In the database: no user_id and no content left in either row.
    for (const [table, id] of [
      [halfLife, stored!.id],
      [dejargonizer, analysis!.id],
    ] as const) {
      const [row] = (await server.app.db.select().from(table).where(eq(table.id, id))) as Array<
        Record<string, unknown>
      >;
      expect(row!.userId).toBeNull();
      for (const column of contentColumns(table)) expect(row![column], column).toBeNull();
    }
    const [keptStats] = await server.app.db
      .select()
      .from(dejargonizer)
      .where(eq(dejargonizer.id, analysis!.id));
    expect(keptStats).toMatchObject({
      dictionary: 'English2021_2024',
      totalWords: 2,
      jargonScore: 50,
    });

    await logOut(page, email);
    expect((await context.cookies()).some((c) => c.name === 'terms_consent')).toBe(false);
    const session = await page.evaluate(() => fetch('/api/auth/get-session').then((r) => r.json()));
    expect(session).toBeNull();
  });

  test('a failed login shows one message, for an unknown address and a wrong password alike', async ({
    page,
    request,
    baseURL,
  }) => {
    const email = newEmail('login');
    await registerThroughApi(request, email, { baseURL: baseURL! });
    const messages: string[] = [];
    for (const who of [email, newEmail('nobody')]) {
      await page.goto('/login');
      await page.getByLabel('E-mail').fill(who);
      await page.getByLabel('Password', { exact: true }).fill('not the password');
      await page.getByRole('button', { name: 'Log in' }).click();
      const alert = page.getByRole('alert');
      await expect(alert).toBeVisible();
      messages.push((await alert.textContent()) ?? '');
    }
    expect(messages[0]).toBe('The e-mail address or the password is not correct.');
    expect(messages[1]).toBe(messages[0]);
  });

  test('a visitor sent from /profile to /login reads why, and lands on /profile after signing in; signed-in users are sent from /login and /register', async ({
    page,
    request,
    baseURL,
  }) => {
    const email = newEmail('redirect');
    await registerThroughApi(request, email, { baseURL: baseURL! });
    await page.goto('/profile');
    await expect(page).toHaveURL(/\/login\?next=%2Fprofile$/);
    await expect(
      page.getByText('Please sign in to see your profile and your tasks. You will go back there afterwards.'),
    ).toBeVisible();
    await page.getByLabel('E-mail').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page).toHaveURL(/\/profile$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Profile' })).toBeVisible();
    // Only a path of this site is a return target.
    await page.goto('/login?next=' + encodeURIComponent('https://evil.example/'));
    await expect(page).toHaveURL(/\/$/);
    for (const path of ['/login', '/register']) {
      await page.goto(path);
      await expect(page).toHaveURL(/\/$/);
    }
  });
});

test.describe('password reset', () => {
  test('a reset link travels by SMTP; the new password works, the old one does not', async ({
    page,
    request,
    baseURL,
    server,
  }) => {
    const email = newEmail('reset');
    await registerThroughApi(request, email, { baseURL: baseURL! });
    await page.goto('/login');
    await page.getByRole('link', { name: 'Forgot your password?' }).click();
    await expect(page).toHaveURL(/\/forgot-password$/);
    await page.getByLabel('E-mail').fill(email);
    await page.getByRole('button', { name: 'Send the link' }).click();
    await expect(page.getByRole('status')).toContainText(`If an account exists for ${email}`);

    const mail = await server.waitForMail(email);
    expect(mail).toContain('Subject: Reset your SciComm Studio password');
    const link = /(http:\/\/127\.0\.0\.1:\d+\/reset-password\?token=[\w-]+)/.exec(mail)?.[1];
    expect(link).toBeDefined();
    await page.goto(link!);
    await page.getByLabel('New password').fill('short');
    await page.getByRole('button', { name: 'Save the new password' }).click();
    await expect(page.getByText('Password too short: use at least 8 characters.')).toBeVisible();
    await page.getByLabel('New password').fill('my brand new password');
    await page.getByRole('button', { name: 'Save the new password' }).click();
    await expect(page.getByRole('status')).toContainText('Your password has been changed.');
    // The used link says so at once, with no form to type a password into.
    await page.goto(link!);
    await expect(page.getByRole('alert')).toContainText('already used or expired');
    await expect(page.getByLabel('New password')).toHaveCount(0);

    await page.goto('/login');
    await page.getByLabel('E-mail').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page.getByRole('alert')).toHaveText(
      'The e-mail address or the password is not correct.',
    );
    await logIn(page, email, 'my brand new password');
  });
});

test.describe('authorization matrix', () => {
  test('user B reaches none of A’s tasks; without a session every account endpoint answers 401', async ({
    browser,
    baseURL,
    server,
  }) => {
    const [alice, bob] = await Promise.all([
      browser.newContext({ baseURL: baseURL! }),
      browser.newContext({ baseURL: baseURL! }),
    ]);
    const aliceId = await registerThroughApi(alice.request, newEmail('alice'), { baseURL: baseURL! });
    await registerThroughApi(bob.request, newEmail('bob'), { baseURL: baseURL! });
    const ids: Array<[string, string]> = [];
    for (const [type, table] of Object.entries(taskTables)) {
      const values =
        type === 'dejargonizer'
          ? { userId: aliceId, dictionary: 'English2021_2024' }
          : { userId: aliceId };
      const [row] = await server.app.db
        .insert(table as typeof taskTables.halflife)
        .values(values)
        .returning({ id: table.id });
      ids.push([type, row!.id]);
    }
    for (const [type, id] of ids) {
      expect((await alice.request.get(`/api/account/tasks/${type}/${id}`)).status(), type).toBe(
        200,
      );
      expect((await bob.request.get(`/api/account/tasks/${type}/${id}`)).status(), type).toBe(404);
    }
    expect((await (await alice.request.get('/api/account/tasks')).json()).tasks).toHaveLength(6);
    expect((await (await bob.request.get('/api/account/tasks')).json()).tasks).toEqual([]);
    const anonymous = await browser.newContext({ baseURL: baseURL! });
    for (const url of [
      '/api/account/profile',
      '/api/account/tasks',
      `/api/account/tasks/${ids[0]![0]}/${ids[0]![1]}`,
    ]) {
      expect((await anonymous.request.get(url)).status(), url).toBe(401);
    }
    expect((await anonymous.request.put('/api/account/profile', { data: {} })).status()).toBe(401);
    await Promise.all([alice.close(), bob.close(), anonymous.close()]);
  });
});

test.describe('keyboard and accessibility', () => {
  test('registration works with the keyboard alone', async ({ page }) => {
    const email = newEmail('keyboard');
    await page.goto('/register');
    await page.getByLabel('Your name').focus();
    await page.keyboard.type('Kim Keys');
    await page.keyboard.press('Tab');
    await expect(page.getByLabel('E-mail')).toBeFocused();
    await page.keyboard.type(email);
    await page.keyboard.press('Tab');
    await page.keyboard.type(PASSWORD);
    await page.keyboard.press('Tab'); // Show
    await page.keyboard.press('Tab'); // Gender
    await expect(page.getByLabel('Gender', { exact: true })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Tab'); // Age
    await page.keyboard.press('Tab'); // Academic Background
    await page.keyboard.press('Tab'); // first Field of Study checkbox
    await page.keyboard.press('Space');
    await expect(
      page.getByRole('checkbox', { name: 'Science communication research' }),
    ).toBeChecked();
    // The password rule is on screen before anything is submitted.
    await expect(page.getByText('Use 8 to 128 characters.')).toBeVisible();
    const country = page.getByRole('combobox', { name: 'Country' });
    await tabTo(page, country, 20);
    await page.keyboard.type('Jord');
    await expect(country).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('list', { name: 'Chosen: Country' })).toContainText('Jordan');
    await page.keyboard.press('Escape');
    await expect(country).toHaveAttribute('aria-expanded', 'false');
    // First Language: two names, one removed again from its chip by keyboard.
    await page.keyboard.press('Tab');
    const language = page.getByRole('combobox', { name: 'First Language' });
    await expect(language).toBeFocused();
    await page.keyboard.type('Arab');
    await page.keyboard.press('Enter');
    await page.keyboard.press('Control+A');
    await page.keyboard.type('Hebr');
    await page.keyboard.press('Enter');
    await page.keyboard.press('Escape');
    const chosenLanguages = page.getByRole('list', { name: 'Chosen: First Language' });
    await expect(chosenLanguages.getByRole('listitem')).toHaveCount(2);
    await chosenLanguages.getByRole('button', { name: 'Remove Arabic' }).focus();
    await page.keyboard.press('Delete');
    await expect(chosenLanguages.getByRole('listitem')).toHaveCount(1);
    await expect(chosenLanguages).toContainText('Hebrew');
    await expect(chosenLanguages.getByRole('button', { name: 'Remove Hebrew' })).toBeFocused();
    await tabTo(page, page.getByRole('checkbox', { name: /Terms of Use/ }), 30);
    await page.keyboard.press('Space');
    // Past the links to the Terms of Use and the Privacy Policy, to the Yes/No choice.
    await tabTo(page, page.getByRole('radio', { name: 'Yes' }), 5);
    await expect(page.getByRole('radio', { name: 'Yes' })).toBeFocused();
    await page.keyboard.press('Space');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: 'Register' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('status')).toHaveText('Registration successful!');
  });

  test('a failed submit moves focus to the first field with a problem', async ({ page }) => {
    await page.goto('/register');
    await page.getByRole('button', { name: 'Register' }).click();
    await expect(page.getByLabel('Your name')).toBeFocused();
    await expect(page.getByLabel('Your name')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByLabel('E-mail')).toHaveAttribute('aria-invalid', 'true');
    await expect(
      page.getByText('Please select whether you want to save your texts.'),
    ).toBeVisible();
    await expectNoAxeViolations(page);
  });

  for (const path of ['/register', '/login', '/forgot-password']) {
    test(`${path} passes axe`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectNoAxeViolations(page);
    });
  }

  test('/login with its why-line, and /register with its errors and an open list, pass axe in English and Hebrew', async ({
    page,
  }) => {
    await page.goto('/login?next=%2Fprofile');
    await expect(page.locator('.auth-page__why')).toBeVisible();
    await expectNoAxeViolations(page);
    await page.goto('/register');
    await page.getByRole('button', { name: 'Register' }).click();
    await page.getByRole('combobox', { name: 'Country' }).fill('Is');
    await expect(page.getByRole('listbox', { name: 'Country' })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('combobox', { name: 'Language', exact: true }).selectOption('he');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('Register');
    await expectNoAxeViolations(page);
    await page.goto('/login?next=%2Fprofile');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.locator('.auth-page__why')).toHaveText(/יש להתחבר/);
    await expectNoAxeViolations(page);
  });

  test('/login with its error passes axe, in Hebrew too', async ({ page }) => {
    await page.goto('/login');
    await page.getByLabel('E-mail').fill(newEmail('axe'));
    await page.getByLabel('Password', { exact: true }).fill('nope nope');
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page.getByRole('alert')).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('combobox', { name: 'Language', exact: true }).selectOption('he');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('כניסה');
    await expectNoAxeViolations(page);
  });
});
