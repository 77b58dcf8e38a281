import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { clearCookies, renderRoute } from '../../../test/render-route.tsx';

type Handler = () => Response;
let handlers: Record<string, Handler>;
const calls: Array<{ method: string; url: string; body: unknown }> = [];
const json = (data: unknown, status = 200) => Response.json(data, { status });
const apiError = (status: number, code: string, message: string, extra: Record<string, unknown> = {}) =>
  json({ error: { code, message, ...extra } }, status);

beforeEach(() => {
  clearCookies();
  document.cookie = 'terms_consent=true; Path=/';
  calls.length = 0;
  handlers = { 'GET /GetVisits': () => json(7) };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
      const url = String(input);
      const method = init.method ?? 'GET';
      calls.push({ method, url, body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined });
      const handler = handlers[`${method} ${url}`];
      return handler ? handler() : new Response(null, { status: 204 });
    }),
  );
});

const bodiesOf = (method: string, url: string) =>
  calls.filter((call) => call.method === method && call.url === url).map((call) => call.body);

describe('the sign-in link', () => {
  it('is offered when sign-in is refused for too many attempts, and mailed on request', async () => {
    const user = userEvent.setup();
    handlers['POST /api/auth/sign-in/email'] = () =>
      apiError(429, 'RATE_LIMITED', 'Too many attempts.', { retryAfterSeconds: 900 });
    handlers['POST /api/auth/sign-in-link'] = () => json({ status: true });
    await renderRoute('/login');
    expect(screen.queryByRole('button', { name: 'E-mail me a sign-in link' })).toBeNull();
    await user.type(screen.getByLabelText('E-mail'), 'ada@example.org');
    await user.type(screen.getByLabelText('Password'), 'my password');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    await user.click(await screen.findByRole('button', { name: 'E-mail me a sign-in link' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'If an account exists for this address, a sign-in link is on its way.',
    );
    expect(bodiesOf('POST', '/api/auth/sign-in-link')).toEqual([{ email: 'ada@example.org' }]);
  });

  it('comes back to the page sign-in was asked on: the request carries it, and the link leads to a login page that returns there', async () => {
    const user = userEvent.setup();
    const page = '/courses/c1/submissions/s1';
    handlers['POST /api/auth/sign-in/email'] = () => apiError(429, 'RATE_LIMITED', 'Too many attempts.', { retryAfterSeconds: 900 });
    handlers['POST /api/auth/sign-in-link'] = () => json({ status: true });
    handlers['POST /api/auth/sign-in-link/verify'] = () => json({ email: 'ada@example.org' });
    await renderRoute(`/login?next=${encodeURIComponent(page)}`);
    await user.type(screen.getByLabelText('E-mail'), 'ada@example.org');
    await user.type(screen.getByLabelText('Password'), 'my password');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    await user.click(await screen.findByRole('button', { name: 'E-mail me a sign-in link' }));
    await screen.findByRole('status');
    expect(bodiesOf('POST', '/api/auth/sign-in-link')).toEqual([{ email: 'ada@example.org', next: page }]);

    await renderRoute(`/sign-in-link?token=abc-123&next=${encodeURIComponent(page)}`);
    await user.click(screen.getByRole('button', { name: 'Use this link in this browser' }));
    expect(await screen.findByRole('link', { name: 'Log in' })).toHaveAttribute('href', `/login?next=${encodeURIComponent(page)}`);
    // A link whose next leaves the site leads to the plain login page.
    await renderRoute(`/sign-in-link?token=abc-123&next=${encodeURIComponent('//evil.example')}`);
    await user.click(screen.getAllByRole('button', { name: 'Use this link in this browser' }).at(-1)!);
    await waitFor(() => expect(screen.getAllByRole('link', { name: 'Log in' }).at(-1)).toHaveAttribute('href', '/login'));
  });

  it('is not offered for a wrong password', async () => {
    const user = userEvent.setup();
    handlers['POST /api/auth/sign-in/email'] = () => apiError(401, 'INVALID_EMAIL_OR_PASSWORD', 'Invalid.');
    await renderRoute('/login');
    await user.type(screen.getByLabelText('E-mail'), 'ada@example.org');
    await user.type(screen.getByLabelText('Password'), 'my password');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The e-mail address or the password is not correct.');
    expect(screen.queryByRole('button', { name: 'E-mail me a sign-in link' })).toBeNull();
  });

  it('is used on /sign-in-link when the button is pressed, then points to the login page', async () => {
    const user = userEvent.setup();
    handlers['POST /api/auth/sign-in-link/verify'] = () => json({ email: 'ada@example.org' });
    await renderRoute('/sign-in-link?token=abc-123');
    expect(screen.getByRole('heading', { level: 1, name: 'Sign-in link' })).toBeInTheDocument();
    expect(bodiesOf('POST', '/api/auth/sign-in-link/verify')).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Use this link in this browser' }));
    expect(await screen.findByRole('status')).toHaveTextContent('This browser is now recognised as yours.');
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
    expect(bodiesOf('POST', '/api/auth/sign-in-link/verify')).toEqual([{ token: 'abc-123' }]);
  });

  it('says so for a used or expired link, and without a token', async () => {
    const user = userEvent.setup();
    handlers['POST /api/auth/sign-in-link/verify'] = () => apiError(400, 'INVALID_TOKEN', 'Invalid.');
    await renderRoute('/sign-in-link?token=used');
    await user.click(screen.getByRole('button', { name: 'Use this link in this browser' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This link is invalid, already used or expired.');
    await renderRoute('/sign-in-link');
    expect((await screen.findAllByRole('alert')).length).toBe(2);
  });
});
