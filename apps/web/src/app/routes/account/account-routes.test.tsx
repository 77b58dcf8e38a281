import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Profile, TaskDetail, TaskSummary } from '@scicomm/shared/account-api';
import { clearCookies, renderRoute } from '../../../test/render-route.tsx';

type Handler = (init: RequestInit & { url: string }) => Response | Promise<Response>;
let handlers: Record<string, Handler>;
const calls: Array<{ method: string; url: string; body: unknown }> = [];

const signedIn = { status: 'signed-in' as const, user: { id: 'u1', email: 'ada@example.org' } };
const json = (data: unknown, status = 200) => Response.json(data, { status });
const apiError = (
  status: number,
  code: string,
  message: string,
  details: { field?: string; retryAfterSeconds?: number } = {},
) => json({ error: { code, message, ...details } }, status);

beforeEach(() => {
  clearCookies();
  document.cookie = 'terms_consent=true; Path=/';
  calls.length = 0;
  handlers = {
    'GET /GetVisits': () => json(7),
    'POST /api/auth/token': () =>
      json({
        access_token: 'a.b.c',
        token_type: 'Bearer',
        expires_in: 900,
        expires_at: Math.floor(Date.now() / 1000) + 900,
        user: signedIn.user,
      }),
  };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
      const url = String(input);
      const method = init.method ?? 'GET';
      calls.push({
        method,
        url,
        body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
      });
      const handler = handlers[`${method} ${url}`];
      return handler ? handler({ ...init, url }) : new Response(null, { status: 204 });
    }),
  );
});
afterEach(() => {
  vi.useRealTimers();
});

const callsTo = (method: string, url: string) =>
  calls.filter((call) => call.method === method && call.url === url);

describe('redirects', () => {
  it('sends a signed-in user from /login and /register to the home page', async () => {
    await renderRoute('/login', { auth: signedIn });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Write science for everyone' }),
    ).toBeInTheDocument();
    await renderRoute('/register', { auth: signedIn });
    expect(
      (await screen.findAllByRole('heading', { level: 1, name: 'Write science for everyone' }))
        .length,
    ).toBe(2);
  });

  it('sends a visitor from /profile to /login with a line saying why, and back to /profile after sign-in', async () => {
    const user = userEvent.setup();
    let signedInNow = false;
    handlers['GET /api/auth/get-session'] = () => json(signedInNow ? { user: signedIn.user } : null);
    handlers['POST /api/auth/sign-in/email'] = () => {
      signedInNow = true;
      return json({ redirect: false });
    };
    handlers['GET /api/account/profile'] = () => json({ profile });
    handlers['GET /api/account/tasks'] = () => json({ tasks: [] });
    const { router } = await renderRoute('/profile');
    expect(await screen.findByRole('heading', { level: 1, name: 'Login' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.location.search).toBe('?next=%2Fprofile');
    expect(
      screen.getByText('Please sign in to see your profile and your tasks. You will go back there afterwards.'),
    ).toBeInTheDocument();
    await user.type(screen.getByLabelText('E-mail'), 'ada@example.org');
    await user.type(screen.getByLabelText('Password'), 'the password');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Profile' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/profile');
  });

  it.each([
    'https://evil.example/profile',
    '//evil.example/profile',
    '/\\evil.example',
    'javascript:alert(1)',
    '/login',
  ])('never returns to %s after sign-in (same-origin paths only)', async (next) => {
    const { router } = await renderRoute(`/login?next=${encodeURIComponent(next)}`, { auth: signedIn });
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });
});

describe('login', () => {
  it('shows a message on failure that does not say whether the address exists, and keeps what was typed', async () => {
    const user = userEvent.setup();
    handlers['POST /api/auth/sign-in/email'] = () =>
      apiError(401, 'INVALID_EMAIL_OR_PASSWORD', 'Invalid email or password');
    await renderRoute('/login');
    await user.type(screen.getByLabelText('E-mail'), 'ada@example.org');
    await user.type(screen.getByLabelText('Password'), 'wrong password');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The e-mail address or the password is not correct.',
    );
    expect(screen.getByLabelText('E-mail')).toHaveValue('ada@example.org');
    expect(screen.getByLabelText('Password')).toHaveValue('wrong password');
    expect(
      within(screen.getByRole('main')).getByRole('link', { name: 'Register' }),
    ).toHaveAttribute('href', '/register');
  });

  it('asks for both fields before sending anything', async () => {
    const user = userEvent.setup();
    await renderRoute('/login');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(screen.getByLabelText('E-mail')).toHaveAccessibleDescription(
      'Enter your e-mail address.',
    );
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription('Enter a password.');
    expect(callsTo('POST', '/api/auth/sign-in/email')).toEqual([]);
  });

  it('signs in and goes home; with two-factor on, asks for the code first', async () => {
    const user = userEvent.setup();
    handlers['POST /api/auth/sign-in/email'] = () =>
      json({ twoFactorRedirect: true, twoFactorMethods: ['totp'] });
    handlers['POST /api/auth/two-factor/verify-totp'] = ({ body }) =>
      JSON.parse(String(body)).code === '123456'
        ? json({ token: 't' })
        : apiError(401, 'INVALID_CODE', 'Invalid code');
    handlers['GET /api/auth/get-session'] = () =>
      json({ user: { id: 'u1', email: 'ada@example.org', twoFactorEnabled: true } });
    const { router } = await renderRoute('/login');
    await user.type(screen.getByLabelText('E-mail'), 'ada@example.org');
    await user.type(screen.getByLabelText('Password'), 'right password');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    const code = await screen.findByLabelText('Code');
    await user.type(code, '000000');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    const failure = await screen.findByRole('alert');
    expect(failure).toHaveTextContent('This code is not correct.');
    // The field keeps focus with the wrong code selected, so typing replaces it.
    await waitFor(() => expect(code).toHaveFocus());
    expect((code as HTMLInputElement).selectionStart).toBe(0);
    expect((code as HTMLInputElement).selectionEnd).toBe(6);
    await user.clear(code);
    await user.type(code, '123 456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(callsTo('POST', '/api/auth/two-factor/verify-totp').map((c) => c.body)).toEqual([
      { code: '000000' },
      { code: '123456' },
    ]);
  });

  it('says a code already used was used, and to wait for the next one', async () => {
    const user = userEvent.setup();
    handlers['POST /api/auth/sign-in/email'] = () =>
      json({ twoFactorRedirect: true, twoFactorMethods: ['totp'] });
    handlers['POST /api/auth/two-factor/verify-totp'] = () =>
      apiError(
        401,
        'TOTP_CODE_USED',
        'This code has already been used. Wait for the next code in your authenticator app and enter that one.',
      );
    await renderRoute('/login');
    await user.type(screen.getByLabelText('E-mail'), 'ada@example.org');
    await user.type(screen.getByLabelText('Password'), 'right password');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    await user.type(await screen.findByLabelText('Code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This code has already been used. Wait for the next code in your authenticator app and enter that one.',
    );
  });

  it('shows the wait when attempts are rate-limited', async () => {
    const user = userEvent.setup();
    handlers['POST /api/auth/sign-in/email'] = () =>
      // The wait comes from retryAfterSeconds, not from the English message.
      apiError(429, 'RATE_LIMITED', 'Too many attempts.', { retryAfterSeconds: 881 });
    await renderRoute('/login');
    await user.type(screen.getByLabelText('E-mail'), 'ada@example.org');
    await user.type(screen.getByLabelText('Password'), 'x');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many attempts. Please wait about 15 minutes and try again.',
    );
  });

  it('says the wait in Hebrew as people say it', async () => {
    const user = userEvent.setup();
    handlers['POST /api/auth/sign-in/email'] = () => apiError(429, 'RATE_LIMITED', 'Too many attempts.', { retryAfterSeconds: 12 });
    await renderRoute('/login', { language: 'he' });
    await user.type(screen.getByLabelText('דואר אלקטרוני'), 'ada@example.org');
    await user.type(screen.getByLabelText('סיסמה'), 'x');
    await user.click(screen.getByRole('button', { name: 'כניסה' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('נא להמתין 12 שניות ולנסות שוב.');
  });
});

async function fillRequired(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Your name'), '  Ada Lovelace ');
  await user.type(screen.getByLabelText('E-mail'), 'ada@example.org');
  await user.type(screen.getByLabelText('Password'), 'a long enough password');
  await user.click(screen.getByRole('checkbox', { name: /Terms of Use/ }));
  await user.click(screen.getByRole('radio', { name: 'Yes' }));
}

describe('register', () => {
  it('shows the form panel, the picture, the link to /login and every demographic field', async () => {
    const { container } = await renderRoute('/register');
    expect(screen.getByRole('heading', { level: 1, name: 'Register' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
    expect(container.querySelector('svg.auth-illustration')).toHaveAttribute('aria-hidden', 'true');
    expect(
      within(screen.getByLabelText('Gender'))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Select…', 'Male', 'Female', 'Other', 'Prefer not to disclose']);
    expect(within(screen.getByLabelText('Age')).getAllByRole('option')).toHaveLength(8);
    expect(
      within(screen.getByLabelText('Academic Background')).getAllByRole('option'),
    ).toHaveLength(7);
    expect(
      within(screen.getByRole('group', { name: 'Field of Study' })).getAllByRole('checkbox'),
    ).toHaveLength(7);
    // Country and First Language stay one line tall: their lists open only while in use.
    for (const [name, least] of [['Country', 240], ['First Language', 100]] as const) {
      const box = screen.getByRole('combobox', { name });
      expect(box).toHaveAttribute('aria-expanded', 'false');
      expect(screen.queryByRole('listbox', { name })).toBeNull();
      box.focus();
      await userEvent.keyboard('{ArrowDown}');
      expect(box).toHaveAttribute('aria-expanded', 'true');
      expect(within(screen.getByRole('listbox', { name })).getAllByRole('option').length).toBeGreaterThan(least);
      await userEvent.keyboard('{Escape}');
      expect(box).toHaveAttribute('aria-expanded', 'false');
    }
    const password = screen.getByLabelText('Password');
    expect(password).toHaveAttribute('type', 'password');
    // The password rule is shown before anything is submitted.
    expect(password).toHaveAccessibleDescription('Use 8 to 128 characters.');
  });

  it('shows and hides the password', async () => {
    const user = userEvent.setup();
    await renderRoute('/register');
    const toggle = screen.getByRole('button', { name: 'Show' });
    await user.click(toggle);
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'text');
    expect(screen.getByRole('button', { name: 'Hide' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('gives each missing or bad field its own message, with the spec texts, and sends nothing', async () => {
    const user = userEvent.setup();
    await renderRoute('/register');
    await user.type(screen.getByLabelText('E-mail'), 'not-an-address');
    await user.type(
      screen.getByLabelText(/What would you like to achieve/),
      'x'.repeat(2001).slice(0, 10),
    );
    await user.click(screen.getByRole('button', { name: 'Register' }));
    const name = screen.getByLabelText('Your name');
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveAccessibleDescription(
      "How others on the site see you, such as your course's trainers. At most 80 characters, in any language. Enter your name.",
    );
    await waitFor(() => expect(name).toHaveFocus());
    const email = screen.getByLabelText('E-mail');
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription(
      'Enter a valid e-mail address, like name@example.org.',
    );
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription(
      'Use 8 to 128 characters. Enter a password.',
    );
    expect(
      screen.getByText('You must accept the Terms of Use and Privacy Policy to register.'),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Please select whether you want to save your texts.'),
    ).toBeInTheDocument();
    expect(callsTo('POST', '/api/account/register')).toEqual([]);
    expect(email).toHaveValue('not-an-address');
  });

  it('refuses a name over 80 characters under the field, counting a letter outside the BMP once', async () => {
    const user = userEvent.setup();
    await renderRoute('/register');
    await fillRequired(user);
    const name = screen.getByLabelText('Your name');
    await user.clear(name);
    await user.click(name);
    await user.paste('𝒜'.repeat(81));
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByText('Please shorten your name to 80 characters or fewer.')).toBeInTheDocument();
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(callsTo('POST', '/api/account/register')).toEqual([]);
    await user.clear(name);
    await user.paste('𝒜'.repeat(80));
    await waitFor(() => expect(name).not.toHaveAttribute('aria-invalid'));
  });

  it('refuses over-long goals under the field, keeping the text', async () => {
    const user = userEvent.setup();
    await renderRoute('/register');
    await fillRequired(user);
    const goals = screen.getByLabelText(/What would you like to achieve/);
    await user.click(goals);
    await user.paste('y'.repeat(2001));
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(goals).toHaveAccessibleDescription(
      /2001 of 2000 characters.*Please shorten this text to 2000 characters or fewer\./,
    );
    expect(goals).toHaveValue('y'.repeat(2001));
  });

  it('registers with the demographics, shows "Submitting..." then "Registration successful!" and goes home after 3 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    let release: () => void = () => undefined;
    handlers['POST /api/account/register'] = () =>
      new Promise(
        (resolve) =>
          (release = () => resolve(json({ user: { id: 'u1', email: 'ada@example.org' } }, 201))),
      );
    handlers['GET /api/auth/get-session'] = () => json({ user: signedIn.user });
    const { router } = await renderRoute('/register');
    await fillRequired(user);
    await user.selectOptions(screen.getByLabelText('Gender'), 'Female');
    await user.click(screen.getByRole('checkbox', { name: 'STEM research' }));
    await user.type(screen.getByRole('combobox', { name: 'Country' }), 'Isra');
    await user.click(
      within(screen.getByRole('listbox', { name: 'Country' })).getByRole('option', { name: /Israel/ }),
    );
    expect(screen.getByRole('combobox', { name: 'Country' })).toHaveValue('');
    await user.type(screen.getByLabelText(/What would you like to achieve/), '<b>bold</b> goals');
    await user.click(screen.getByRole('button', { name: 'Register' }));
    const busy = await screen.findByRole('button', { name: 'Submitting...' });
    expect(busy).toBeDisabled();
    await act(async () => release());
    expect(await screen.findByRole('status')).toHaveTextContent('Registration successful!');
    // Register is disabled now: focus is on the news, not dropped to the page's body.
    await waitFor(() => expect(screen.getByRole('status')).toHaveFocus());
    expect(callsTo('POST', '/api/account/register')[0]?.body).toEqual({
      name: 'Ada Lovelace',
      email: 'ada@example.org',
      password: 'a long enough password',
      gender: 'Female',
      age: null,
      academicBackground: null,
      fieldOfStudy: ['STEM research'],
      country: ['Israel'],
      firstLanguage: [],
      goals: '<b>bold</b> goals',
      acceptTermsPrivacyPolicy: true,
      rejectSaveData: false,
    });
    await act(async () => vi.advanceTimersByTime(2900));
    expect(router.state.location.pathname).toBe('/register');
    await act(async () => vi.advanceTimersByTime(200));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    // Then on from the new page's heading.
    await waitFor(() => expect(screen.getByRole('heading', { level: 1 })).toHaveFocus());
  });

  it('says "Error registering user. Please try again." when the sign-up fails, and keeps everything typed', async () => {
    const user = userEvent.setup();
    handlers['POST /api/account/register'] = () =>
      apiError(400, 'REGISTRATION_FAILED', 'Error registering user. Please try again.');
    await renderRoute('/register');
    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Error registering user. Please try again.',
    );
    expect(screen.getByLabelText('E-mail')).toHaveValue('ada@example.org');
    expect(screen.getByLabelText('Password')).toHaveValue('a long enough password');
    expect(screen.getByRole('radio', { name: 'Yes' })).toBeChecked();
  });

  it('holds the password to the shared rule before sending anything', async () => {
    const user = userEvent.setup();
    await renderRoute('/register');
    await fillRequired(user);
    const password = screen.getByLabelText('Password');
    await user.clear(password);
    await user.type(password, 'short');
    await user.click(screen.getByRole('button', { name: 'Register' }));
    await waitFor(() =>
      expect(password).toHaveAccessibleDescription(
        'Use 8 to 128 characters. Password too short: use at least 8 characters.',
      ),
    );
    expect(password).toHaveFocus();
    expect(callsTo('POST', '/api/account/register')).toEqual([]);
    // Typed again, the message follows the value.
    await user.type(password, ' and longer');
    await waitFor(() => expect(password).toHaveAccessibleDescription('Use 8 to 128 characters.'));
  });

  it('puts a server refusal on the field its error.field names', async () => {
    const user = userEvent.setup();
    handlers['POST /api/account/register'] = () =>
      apiError(400, 'PASSWORD_TOO_SHORT', 'Password too short', { field: 'password' });
    await renderRoute('/register');
    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: 'Register' }));
    await waitFor(() =>
      expect(screen.getByLabelText('Password')).toHaveAccessibleDescription(
        'Use 8 to 128 characters. Password too short: use at least 8 characters.',
      ),
    );
    handlers['POST /api/account/register'] = () =>
      apiError(400, 'VALIDATION_FAILED', 'Invalid body field "country": Unknown country.', { field: 'country' });
    await user.type(screen.getByLabelText('Password'), '!');
    await user.click(screen.getByRole('button', { name: 'Register' }));
    const country = screen.getByRole('combobox', { name: 'Country' });
    await waitFor(() => expect(country).toHaveAttribute('aria-invalid', 'true'));
    expect(country).toHaveAccessibleDescription(/Choose one of the options in the list\./);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says "Error saving user data. Please try again." when the demographics could not be stored', async () => {
    const user = userEvent.setup();
    handlers['POST /api/account/register'] = () =>
      apiError(500, 'PROFILE_SAVE_FAILED', 'Error saving user data. Please try again.');
    await renderRoute('/register');
    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Error saving user data. Please try again.',
    );
  });
});

describe('multi-select', () => {
  it('is a combobox: typing filters, arrows move, Enter chooses, chips go by keyboard', async () => {
    const user = userEvent.setup();
    await renderRoute('/register');
    const box = screen.getByRole('combobox', { name: 'First Language' });
    expect(box).toHaveAttribute('aria-autocomplete', 'list');
    await user.click(box);
    await user.keyboard('heb');
    const list = screen.getByRole('listbox', { name: 'First Language' });
    expect(list).toHaveAttribute('aria-multiselectable', 'true');
    const active = () => document.getElementById(box.getAttribute('aria-activedescendant') ?? '');
    expect(active()).toHaveTextContent('Hebrew');
    await user.keyboard('{Enter}');
    expect(active()).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByText(/Hebrew added\. Chosen: 1\./)).toHaveAttribute('aria-live', 'polite');
    // The search text goes once a name is chosen; the chip shows it instead.
    expect(box).toHaveValue('');
    await user.keyboard('ara{Enter}');
    const chosen = screen.getByRole('list', { name: 'Chosen: First Language' });
    expect(within(chosen).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Hebrew×',
      'Arabic×',
    ]);
    // Escape closes the list; Backspace in the empty box removes the last choice.
    await user.keyboard('{Escape}');
    expect(box).toHaveAttribute('aria-expanded', 'false');
    await user.clear(box);
    await user.keyboard('{Backspace}');
    expect(within(chosen).getAllByRole('listitem')).toHaveLength(1);
    // A chip's remove button takes Delete; focus goes back to the box.
    within(chosen).getByRole('button', { name: 'Remove Hebrew' }).focus();
    await user.keyboard('{Delete}');
    expect(screen.queryByRole('list', { name: 'Chosen: First Language' })).toBeNull();
    await waitFor(() => expect(box).toHaveFocus());
  });
});

const profile: Profile = {
  name: 'Ada Lovelace',
  email: 'ada@example.org',
  gender: 'Female',
  age: '25-34',
  academicBackground: 'Doctorate',
  fieldOfStudy: ['STEM research'],
  country: ['Israel'],
  firstLanguage: ['Hebrew'],
  goals: '<img src=x onerror=alert(1)> plain goals',
  acceptTermsPrivacyPolicy: true,
  rejectSaveData: false,
};

const tasks: TaskSummary[] = [
  {
    id: '00000000-0000-4000-8000-000000000002',
    type: 'coherence',
    label: 'Coherence',
    createdAt: '2026-02-02T10:00:00.000Z',
    stage: 4,
    finished: false,
    score: null,
  },
  {
    id: '00000000-0000-4000-8000-000000000001',
    type: 'halflife',
    label: 'Half Life',
    createdAt: '2026-01-01T10:00:00.000Z',
    stage: 8,
    finished: true,
    score: null,
  },
];

const halfLife: TaskDetail = {
  ...tasks[1]!,
  rebuilt: false,
  dejargonizer: null,
  conversation: [
    {
      id: 'm1',
      text: 'Who is your <b>audience</b>?<script>window.hacked = true</script>',
      isStudent: false,
      inputType: 'text',
    },
    { id: 'm2', text: 'My grandmother', isStudent: true, inputType: 'text' },
  ],
};

function profileApi(initialTasks = tasks) {
  let currentTasks = initialTasks;
  handlers['GET /api/account/profile'] = () => json({ profile });
  handlers['GET /api/account/tasks'] = () => json({ tasks: currentTasks });
  handlers[`GET /api/account/tasks/halflife/${halfLife.id}`] = () => json({ task: halfLife });
  handlers['PUT /api/account/profile'] = ({ body }) => {
    const saved = { ...profile, ...JSON.parse(String(body)) };
    if (saved.rejectSaveData) currentTasks = [];
    return json({
      profile: saved,
      anonymisedTasks: saved.rejectSaveData ? initialTasks.length : 0,
    });
  };
}

describe('profile', () => {
  it('loads, shows the form read-only, and the goals as inert text', async () => {
    profileApi();
    await renderRoute('/profile', { auth: signedIn });
    expect(screen.getByText('Loading profile...')).toHaveAttribute('role', 'status');
    const goals = await screen.findByLabelText(/What would you like to achieve/);
    expect(goals).toBeDisabled();
    expect(goals).toHaveValue('<img src=x onerror=alert(1)> plain goals');
    expect(document.querySelector('img[src="x"]')).toBeNull();
    expect(screen.getByLabelText('Gender')).toBeDisabled();
    expect(screen.getByRole('checkbox', { name: "Don't Save Data" })).toBeDisabled();
    expect(screen.getByText('ada@example.org', { selector: 'p' })).toBeInTheDocument();
    expect(screen.queryByRole('listbox', { name: 'Country' })).not.toBeInTheDocument();
    expect(
      within(screen.getByRole('list', { name: 'Chosen: Country' })).getByText('Israel'),
    ).toBeInTheDocument();
  });

  it('shows the name read-only, isolates its direction, and saves a changed one', async () => {
    const user = userEvent.setup();
    profileApi();
    await renderRoute('/profile', { auth: signedIn });
    const name = await screen.findByLabelText('Your name');
    expect(name).toHaveValue('Ada Lovelace');
    expect(name).toHaveAttribute('readonly');
    expect(name).toHaveAttribute('dir', 'auto');
    await user.click(screen.getByRole('button', { name: 'Edit Profile' }));
    await user.clear(name);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(name).toHaveAccessibleDescription(expect.stringContaining('Enter your name.'));
    expect(callsTo('PUT', '/api/account/profile')).toEqual([]);
    await user.type(name, 'עדה לאבלייס');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Your profile has been saved.')).toBeInTheDocument();
    expect(callsTo('PUT', '/api/account/profile').at(-1)?.body).toMatchObject({ name: 'עדה לאבלייס' });
  });

  it('asks an account made before names for one', async () => {
    profileApi();
    handlers['GET /api/account/profile'] = () => json({ profile: { ...profile, name: '' } });
    await renderRoute('/profile', { auth: signedIn });
    expect(await screen.findByText(/^Your account has no name yet/)).toBeInTheDocument();
    expect(screen.getByLabelText('Your name')).toHaveValue('');
  });

  it('says "No user profile found." when there is none', async () => {
    handlers['GET /api/account/profile'] = () =>
      apiError(404, 'NOT_FOUND', 'No user profile found.');
    handlers['GET /api/account/tasks'] = () => json({ tasks: [] });
    await renderRoute('/profile', { auth: signedIn });
    expect(await screen.findByText('No user profile found.')).toBeInTheDocument();
    expect(await screen.findByText("You don't have any tasks yet!")).toBeInTheDocument();
  });

  it('edits: Save returns to read-only on success, stays editable with the changes on error', async () => {
    const user = userEvent.setup();
    profileApi();
    await renderRoute('/profile', { auth: signedIn });
    await user.click(await screen.findByRole('button', { name: 'Edit Profile' }));
    const age = screen.getByLabelText('Age');
    expect(age).toBeEnabled();
    await user.selectOptions(age, '35-44');

    handlers['PUT /api/account/profile'] = () =>
      apiError(500, 'INTERNAL', 'Something went wrong on our side. Please try again.');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your changes could not be saved. Please try again.',
    );
    expect(screen.getByLabelText('Age')).toBeEnabled();
    expect(screen.getByLabelText('Age')).toHaveValue('35-44');

    profileApi();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Your profile has been saved.')).toBeInTheDocument();
    expect(screen.getByLabelText('Age')).toBeDisabled();
    expect(screen.getByLabelText('Age')).toHaveValue('35-44');
    expect(callsTo('PUT', '/api/account/profile').at(-1)?.body).toMatchObject({
      age: '35-44',
      rejectSaveData: false,
    });
  });

  it("Don't Save Data asks first; once saved, the task list and the open conversation clear", async () => {
    const user = userEvent.setup();
    profileApi();
    await renderRoute('/profile', { auth: signedIn });
    await user.click(await screen.findByRole('button', { name: /Half Life/ }));
    expect(await screen.findByText('My grandmother')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Edit Profile' }));
    const dontSave = screen.getByRole('checkbox', { name: "Don't Save Data" });
    await user.click(dontSave);
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent(
      "When you save your profile with this on, your texts are no longer kept: everything you wrote in your past tasks is deleted, those tasks leave your list, and the links you shared to them stop working. This cannot be undone. Continue?",
    );
    expect(dialog).not.toHaveTextContent(/null|disabling/u);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(dontSave).not.toBeChecked();

    await user.click(dontSave);
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Continue' }),
    );
    expect(dontSave).toBeChecked();
    expect(screen.getByText('My grandmother')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText("You don't have any tasks yet!")).toBeInTheDocument();
    expect(screen.queryByText('My grandmother')).not.toBeInTheDocument();
    expect(callsTo('PUT', '/api/account/profile').at(-1)?.body).toMatchObject({
      rejectSaveData: true,
    });
  });
});

describe('your tasks', () => {
  it('lists the tasks newest first; a chosen task is loaded once and shown read-only, sanitized', async () => {
    const user = userEvent.setup();
    profileApi();
    await renderRoute('/profile', { auth: signedIn });
    const list = await screen.findByRole('region', { name: 'Your Tasks' });
    const buttons = await within(list).findAllByRole('button');
    expect(buttons.map((b) => b.querySelector('.task-list__label')?.textContent)).toEqual([
      'Coherence',
      'Half Life',
    ]);
    // Beside type and time: whether it was finished, in the writer's words (no internal stage number).
    expect(buttons.map((b) => b.querySelector('.task-list__progress')?.textContent)).toEqual([
      'Not finished',
      'Finished',
    ]);
    expect(buttons[0]).toHaveAccessibleName(/Coherence.*Not finished/);
    expect(list).not.toHaveTextContent(/Stage \d/u);
    await user.click(buttons[1]!);
    const viewer = await screen.findByRole('article', { name: /Half Life/ });
    expect(within(viewer).getByText('audience').tagName).toBe('B');
    expect((window as unknown as { hacked?: boolean }).hacked).toBeUndefined();
    expect(viewer.querySelector('script')).toBeNull();
    expect(
      within(viewer).getByText('Read-only: this is how the task was saved.'),
    ).toBeInTheDocument();
    expect(buttons[1]).toHaveAttribute('aria-current', 'true');

    handlers[`GET /api/account/tasks/coherence/${tasks[0]!.id}`] = () =>
      json({
        task: {
          ...tasks[0]!,
          rebuilt: true,
          dejargonizer: null,
          conversation: [
            {
              id: 'initialText',
              text: '<strong>Initial Text:</strong><br />First',
              isStudent: true,
              inputType: 'text',
            },
            {
              id: 'question1Details',
              text: '<strong>Question 1 Details:</strong><br /><table><thead><tr><th>Repeated key word/term</th></tr></thead><tbody><tr><td>corals</td></tr></tbody></table>',
              isStudent: true,
              inputType: 'text',
            },
          ],
        },
      });
    await user.click(buttons[0]!);
    expect(await screen.findByText('Initial Text:')).toBeInTheDocument();
    // A table answer is shown as a table.
    expect(screen.getByRole('cell', { name: 'corals' })).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Repeated key word/term' })).toBeInTheDocument();
    await user.click(buttons[1]!);
    expect(await screen.findByText('My grandmother')).toBeInTheDocument();
    expect(callsTo('GET', `/api/account/tasks/halflife/${halfLife.id}`)).toHaveLength(1);
  });

  it('shows a De-Jargonizer analysis as its record', async () => {
    const user = userEvent.setup();
    const analysis: TaskSummary = {
      id: '00000000-0000-4000-8000-000000000003',
      type: 'dejargonizer',
      label: 'DeJargonizer',
      createdAt: '2026-03-03T10:00:00.000Z',
      stage: null,
      finished: null,
      score: 87,
    };
    profileApi([analysis]);
    handlers[`GET /api/account/tasks/dejargonizer/${analysis.id}`] = () =>
      json({
        task: {
          ...analysis,
          conversation: [],
          rebuilt: false,
          dejargonizer: {
            dictionary: 'English2021_2024',
            text: 'Genes',
            resultText: '<span class="rare">Genes</span>',
            totalWords: 10,
            rareWords: 1,
            midRangeWords: 2,
            jargonScore: 88,
          },
        },
      });
    await renderRoute('/profile', { auth: signedIn });
    // An analysis shows its score beside type and time.
    expect(await screen.findByRole('button', { name: /De-Jargonizer.*Score 87/ })).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: /De-Jargonizer/ }));
    const viewer = await screen.findByRole('article');
    expect(viewer).toHaveTextContent('Language: English, Period: 2021-2024');
    expect(within(viewer).getByRole('row', { name: 'Common 7' })).toBeInTheDocument();
    expect(within(viewer).getByRole('row', { name: 'Score 88' })).toBeInTheDocument();
  });
});

describe('password reset pages', () => {
  it('answers the same for any address', async () => {
    const user = userEvent.setup();
    handlers['POST /api/auth/request-password-reset'] = () =>
      json({ status: true, message: 'If this email exists…' });
    await renderRoute('/forgot-password');
    await user.type(screen.getByLabelText('E-mail'), 'someone@example.org');
    await user.click(screen.getByRole('button', { name: 'Send the link' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'If an account exists for someone@example.org, we have sent it a link to choose a new password.',
    );
  });

  it('sets a new password with the token from the link, showing the library’s reasons', async () => {
    const user = userEvent.setup();
    handlers['POST /api/auth/reset-password'] = ({ body }) =>
      JSON.parse(String(body)).newPassword.length < 8
        ? apiError(400, 'PASSWORD_TOO_SHORT', 'Password too short')
        : json({ status: true });
    handlers['POST /api/auth/reset-password/check'] = () => json({ status: true });
    await renderRoute('/reset-password?token=tok123');
    const field = await screen.findByLabelText('New password');
    await user.type(field, 'short');
    await user.click(screen.getByRole('button', { name: 'Save the new password' }));
    // The rule is shown before anything is typed; a short password never reaches the server.
    await waitFor(() =>
      expect(field).toHaveAccessibleDescription(
        'Use 8 to 128 characters. Password too short: use at least 8 characters.',
      ),
    );
    expect(callsTo('POST', '/api/auth/reset-password')).toEqual([]);
    await user.type(field, ' but longer now');
    await user.click(screen.getByRole('button', { name: 'Save the new password' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Your password has been changed.');
    expect(callsTo('POST', '/api/auth/reset-password').at(-1)?.body).toEqual({
      token: 'tok123',
      newPassword: 'short but longer now',
    });
  });

  it('says at once that a used link no longer works, before any password is typed', async () => {
    handlers['POST /api/auth/reset-password/check'] = () =>
      apiError(400, 'INVALID_TOKEN', 'This reset link was used or has expired.');
    await renderRoute('/reset-password?token=used123');
    expect(await screen.findByRole('alert')).toHaveTextContent('This link is invalid, already used or expired.');
    expect(screen.queryByLabelText('New password')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ask for a new link' })).toHaveAttribute('href', '/forgot-password');
    expect(callsTo('POST', '/api/auth/reset-password/check').at(-1)?.body).toEqual({ token: 'used123' });
  });

  it('explains an invalid or missing link', async () => {
    await renderRoute('/reset-password');
    expect(screen.getByRole('alert')).toHaveTextContent('This link is invalid, already used or expired.');
    expect(screen.getByRole('link', { name: 'Ask for a new link' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
  });
});

describe('signing out', () => {
  it('signs out on the server, removes terms_consent and goes home', async () => {
    const user = userEvent.setup();
    profileApi();
    const { router } = await renderRoute('/profile', { auth: signedIn });
    await user.click(
      await screen.findByRole('button', { name: 'Account menu for ada@example.org' }),
    );
    await user.click(await screen.findByRole('menuitem', { name: 'Logout' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(callsTo('POST', '/api/auth/sign-out')).toHaveLength(1);
    expect(document.cookie).not.toContain('terms_consent');
  });
});

describe('two-factor settings', () => {
  it('turns TOTP on with the password and a first code, showing the QR code, the key and the backup codes', async () => {
    const user = userEvent.setup();
    profileApi();
    const uri =
      'otpauth://totp/SciComm%20Studio:ada%40example.org?secret=JBSWY3DPEHPK3PXP&issuer=SciComm%20Studio';
    handlers['POST /api/auth/two-factor/enable'] = ({ body }) =>
      JSON.parse(String(body)).password === 'right password'
        ? json({ totpURI: uri, backupCodes: ['aaaa-bbbb', 'cccc-dddd'] })
        : apiError(400, 'INVALID_PASSWORD', 'Invalid password', { field: 'password' });
    handlers['POST /api/auth/two-factor/verify-totp'] = () => json({ token: 't' });
    handlers['GET /api/auth/get-session'] = () =>
      json({ user: { ...signedIn.user, twoFactorEnabled: true } });
    await renderRoute('/profile', { auth: signedIn });
    const security = await screen.findByRole('region', { name: 'Security' });
    expect(security).toHaveTextContent('Off: signing in asks only for your password.');
    await user.click(
      within(security).getByRole('button', { name: 'Turn on two-factor authentication' }),
    );
    const password = within(security).getByLabelText('Your password');
    await user.type(password, 'wrong password');
    await user.click(within(security).getByRole('button', { name: 'Continue' }));
    await waitFor(() =>
      expect(password).toHaveAccessibleDescription('This password is not correct.'),
    );
    await user.clear(password);
    await user.type(password, 'right password');
    await user.click(within(security).getByRole('button', { name: 'Continue' }));
    expect(
      await within(security).findByRole('img', { name: 'QR code for your authenticator app' }),
    ).toBeInTheDocument();
    expect(security).toHaveTextContent('JBSWY3DPEHPK3PXP');
    expect(within(security).getByText('cccc-dddd')).toBeInTheDocument();
    // The key and the backup codes each have a Copy button.
    const writeText = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await user.click(within(security).getByRole('button', { name: 'Copy the key' }));
    expect(writeText).toHaveBeenLastCalledWith('JBSWY3DPEHPK3PXP');
    await user.click(within(security).getByRole('button', { name: 'Copy the backup codes' }));
    expect(writeText).toHaveBeenLastCalledWith('aaaa-bbbb\ncccc-dddd');
    expect(await within(security).findAllByText('Copied.')).not.toHaveLength(0);
    await user.type(within(security).getByLabelText('Code'), '123456');
    await user.click(within(security).getByRole('button', { name: 'Turn on' }));
    expect(
      await within(security).findByText('Two-factor authentication is on.'),
    ).toBeInTheDocument();
    expect(security).toHaveTextContent(
      'On: signing in asks for a code from your authenticator app.',
    );
    // The form that had focus is gone: focus is on the part's heading, not the page's body.
    expect(within(security).getByRole('heading', { name: 'Two-factor authentication' })).toHaveFocus();
  });
});

describe('multi-select with no match', () => {
  it('says so outside the listbox, which holds options only', async () => {
    const user = userEvent.setup();
    await renderRoute('/register');
    const box = screen.getByRole('combobox', { name: 'Country' });
    await user.click(box);
    await user.keyboard('zzzz');
    expect(screen.getByText('Nothing matches this search.')).toBeInTheDocument();
    expect(screen.queryByRole('listbox', { name: 'Country' })).toBeNull();
    expect(box).not.toHaveAttribute('aria-activedescendant');
  });
});
