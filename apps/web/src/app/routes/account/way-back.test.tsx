// The way back (docs/accounts.md "The way back"): registration and sign-in return to the page the
// visitor came from — a course's join link through "Create an account", any page through the
// header's Login — and a course's own page asks a visitor to sign in instead of saying it does not
// exist, while a signed-in stranger still gets "Page not found".
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearCookies, renderRoute } from '../../../test/render-route.tsx';

type Handler = () => Response | Promise<Response>;
let handlers: Record<string, Handler>;
let signedInNow: boolean;

const ada = { id: 'u1', email: 'ada@example.org' };
const json = (data: unknown, status = 200) => Response.json(data, { status });
const JOIN_PAGE = '/courses/join/K7QM-2XWD-9RTB';
const COURSE_ID = '11111111-1111-4111-8111-111111111111';
const COMMENT_LINK = `/courses/${COURSE_ID}/submissions/44444444-4444-4444-8444-444444444444`;

beforeEach(() => {
  clearCookies();
  document.cookie = 'terms_consent=true; Path=/';
  signedInNow = false;
  handlers = {
    'GET /api/auth/get-session': () => json(signedInNow ? { user: ada } : null),
    'POST /api/auth/token': () =>
      json({ access_token: 'a.b.c', token_type: 'Bearer', expires_in: 900, expires_at: Math.floor(Date.now() / 1000) + 900, user: ada }),
    'POST /api/account/register': () => {
      signedInNow = true;
      return json({ user: ada }, 201);
    },
    'POST /api/auth/sign-in/email': () => {
      signedInNow = true;
      return json({ redirect: false });
    },
  };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
      const handler = handlers[`${init.method ?? 'GET'} ${String(input)}`];
      return handler ? handler() : new Response(null, { status: 204 });
    }),
  );
});
afterEach(() => {
  vi.useRealTimers();
});

async function signIn(user: ReturnType<typeof userEvent.setup>) {
  await user.type(await screen.findByLabelText('E-mail'), 'ada@example.org');
  await user.type(screen.getByLabelText('Password'), 'the password');
  await user.click(screen.getByRole('button', { name: 'Log in' }));
}

describe('the way back through registration', () => {
  it("takes a join link's visitor through Create an account and back to the join page", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    handlers['GET /api/course-invitations/K7QM2XWD9RTB'] = () =>
      json({ courseId: COURSE_ID, name: 'Writing for everyone', language: 'en', startsOn: '2026-03-01', endsOn: '2026-06-30', trainers: [{ name: 'Tamar' }], member: false });
    const { router } = await renderRoute(JOIN_PAGE, { auth: null });
    await user.click(await screen.findByRole('link', { name: 'create an account' }));
    await screen.findByRole('heading', { level: 1, name: 'Register' });
    expect(router.state.location.pathname).toBe('/register');
    expect(router.state.location.search).toBe(`?next=${encodeURIComponent(JOIN_PAGE)}`);
    // Having an account after all: "Log in" keeps the way back too.
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'Log in' })).toHaveAttribute('href', `/login?next=${encodeURIComponent(JOIN_PAGE)}`);

    await user.type(screen.getByLabelText('Your name'), 'Ada Lovelace');
    await user.type(screen.getByLabelText('E-mail'), 'ada@example.org');
    await user.type(screen.getByLabelText('Password'), 'a long enough password');
    await user.click(screen.getByRole('checkbox', { name: /Terms of Use/ }));
    await user.click(screen.getByRole('radio', { name: 'Yes' }));
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Registration successful!');
    await act(async () => vi.advanceTimersByTime(3100));
    await waitFor(() => expect(router.state.location.pathname).toBe(JOIN_PAGE));
    expect(await screen.findByRole('heading', { level: 2, name: 'Writing for everyone' })).toBeInTheDocument();
  });

  it("keeps the way back from the login page's Register link, and drops one that leaves the site", async () => {
    await renderRoute(`/login?next=${encodeURIComponent(JOIN_PAGE)}`);
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'Register' })).toHaveAttribute('href', `/register?next=${encodeURIComponent(JOIN_PAGE)}`);
  });

  it.each(['//evil.example/courses', 'https://evil.example', '/\\evil.example'])('never registers its way to %s', async (next) => {
    const { router } = await renderRoute(`/register?next=${encodeURIComponent(next)}`, { auth: { status: 'signed-in', user: ada } });
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(router.state.location.search).toBe('');
  });
});

describe("the header's Login and Register", () => {
  it('come back to the page they were pressed on', async () => {
    const user = userEvent.setup();
    const { router } = await renderRoute('/reader-checks/compare?a=1', { auth: null });
    const header = screen.getByRole('banner');
    const register = await within(header).findByRole('link', { name: 'Register' });
    expect(register).toHaveAttribute('href', `/register?next=${encodeURIComponent('/reader-checks/compare?a=1')}`);
    await user.click(within(header).getByRole('link', { name: 'Login' }));
    await screen.findByRole('heading', { level: 1, name: 'Login' });
    // On the login page itself they keep its way back rather than pointing at the login page.
    expect(within(header).getByRole('link', { name: 'Register' })).toHaveAttribute('href', `/register?next=${encodeURIComponent('/reader-checks/compare?a=1')}`);
    await signIn(user);
    await waitFor(() => expect(router.state.location.pathname).toBe('/reader-checks/compare'));
    expect(router.state.location.search).toBe('?a=1');
  });

  it('lead to the plain account pages from the home page', async () => {
    await renderRoute('/', { auth: null });
    expect(await within(screen.getByRole('banner')).findByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
  });
});

describe('a page behind sign-in', () => {
  it("(a reader check's results) links to a sign-in that returns to it", async () => {
    await renderRoute('/reader-checks/7d1e2f3a-4b5c-4d6e-8f70-8192a3b4c5d6', { auth: null });
    expect(await within(screen.getByRole('main')).findByRole('link', { name: /Sign in/ })).toHaveAttribute(
      'href',
      `/login?next=${encodeURIComponent('/reader-checks/7d1e2f3a-4b5c-4d6e-8f70-8192a3b4c5d6')}`,
    );
  });
});

describe("a course's own page to a visitor", () => {
  it('asks to sign in, with links that return to it, and opens it after sign-in', async () => {
    const user = userEvent.setup();
    const notFound = () => json({ error: { code: 'NOT_FOUND', message: 'Not found.' } }, 404);
    handlers[`GET /api/courses/${COURSE_ID}/submissions/44444444-4444-4444-8444-444444444444`] = notFound;
    handlers[`GET /api/courses/${COURSE_ID}`] = notFound;
    const { router } = await renderRoute(`${COMMENT_LINK}#comment-1`, { auth: null });
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in to see this page' })).toBeInTheDocument();
    expect(screen.queryByText('Page not found')).toBeNull();
    const main = within(screen.getByRole('main'));
    expect(main.getByRole('link', { name: 'Create an account' })).toHaveAttribute('href', `/register?next=${encodeURIComponent(`${COMMENT_LINK}#comment-1`)}`);
    await user.click(main.getByRole('link', { name: 'Sign in' }));
    expect(router.state.location.search).toBe(`?next=${encodeURIComponent(`${COMMENT_LINK}#comment-1`)}`);
    await signIn(user);
    await waitFor(() => expect(router.state.location.pathname).toBe(COMMENT_LINK));
    expect(router.state.location.hash).toBe('#comment-1');
    // Signed in but not in the course: not found, as for a page that does not exist.
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
  });
});
