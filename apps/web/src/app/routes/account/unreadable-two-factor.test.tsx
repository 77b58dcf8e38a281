// The sign-in page's two-factor step when the server can no longer read the account's
// two-factor data (its AUTH_SECRET changed): it says what happened and how to get in, and links
// to the password reset that turns two-factor off, instead of "Logging in did not work".
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { clearCookies, renderRoute } from '../../../test/render-route.tsx';

const KEY_UNREADABLE = "The codes of your authenticator app can no longer be checked: the site's secret key (AUTH_SECRET) changed after you turned two-factor sign-in on. Sign in with one of your backup codes, or reset your password by e-mail, which turns two-factor sign-in off. Then turn two-factor sign-in on again under Account → Security (turn it off there first if it still shows as on).";

let refusal: { code: string; message: string };

beforeEach(() => {
  clearCookies();
  document.cookie = 'terms_consent=true; Path=/';
  refusal = { code: 'TWO_FACTOR_KEY_UNREADABLE', message: KEY_UNREADABLE };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
      const route = `${init.method ?? 'GET'} ${String(input)}`;
      if (route === 'POST /api/auth/sign-in/email') return Response.json({ twoFactorRedirect: true, twoFactorMethods: ['totp'] });
      if (route.startsWith('POST /api/auth/two-factor/verify-')) return Response.json({ error: refusal }, { status: 409 });
      return new Response(null, { status: 204 });
    }),
  );
});

async function signInWithCode(language: 'en' | 'he', code: string) {
  const user = userEvent.setup();
  await renderRoute('/login', { language });
  const english = language === 'en';
  await user.type(screen.getByLabelText(english ? 'E-mail' : 'דואר אלקטרוני'), 'ada@example.org');
  await user.type(screen.getByLabelText(english ? 'Password' : 'סיסמה'), 'right password');
  await user.click(screen.getByRole('button', { name: english ? 'Log in' : 'כניסה' }));
  await user.type(await screen.findByLabelText(english ? 'Code' : 'קוד'), code);
  await user.click(screen.getByRole('button', { name: english ? 'Verify' : 'אימות' }));
}

describe('two-factor step when the server can no longer read the two-factor key', () => {
  it('says what happened and how to get in, and links to the password reset', async () => {
    await signInWithCode('en', '123456');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(KEY_UNREADABLE);
    expect(alert).not.toHaveTextContent('Logging in did not work');
    expect(screen.getByRole('link', { name: 'Reset your password by e-mail' })).toHaveAttribute('href', '/forgot-password');
    // A backup code is the other way in: the button to switch to it is still there.
    expect(screen.getByRole('button', { name: 'Use a backup code' })).toBeInTheDocument();
  });

  it('says it in the page’s language when the backup codes cannot be read either', async () => {
    refusal = { code: 'BACKUP_CODES_UNREADABLE', message: 'Your backup codes can no longer be checked.' };
    await signInWithCode('he', '123456');
    expect(await screen.findByRole('alert')).toHaveTextContent('אי אפשר עוד לבדוק את קודי הגיבוי');
    expect(screen.getByRole('link', { name: 'איפוס הסיסמה בדואר אלקטרוני' })).toHaveAttribute('href', '/forgot-password');
  });
});
