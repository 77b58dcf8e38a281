// /sign-in-link?token=…: where the sign-in link mail leads (docs/accounts.md "Locked out by
// someone else"). The link is used only when the visitor presses the button, so a mail scanner
// that opens the page cannot use it up; then this browser is recognised as the owner's, and
// the owner logs in with the password as usual, on the login page that returns to the link's
// `next` (the page where sign-in was asked for).
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { returnPathParam } from '@scicomm/shared/account-api';
import { accountPagePath } from '@scicomm/shared/return-path';
import { useVerifySignInLink } from '../../../features/auth/api/sign-in-link.ts';
import { authErrorText } from '../../../features/auth/error-text.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { useHydrated } from '../../../lib/use-hydrated.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';

type State = { kind: 'ready' | 'checking' | 'done' | 'invalid' } | { kind: 'failed'; message: string };

export function SignInLinkRoute() {
  const { t } = useTranslation(['account', 'account-forms']);
  const [params] = useSearchParams();
  // Prerendered (docs/performance.md) without the address's token: the page reads it once the
  // app runs, and until then shows the button, disabled (a link without a token then says so).
  const hydrated = useHydrated();
  const token = params.get('token');
  const login = accountPagePath('/login', hydrated ? returnPathParam(params.get('next')) : null);
  const [checked, setState] = useState<State>({ kind: 'ready' });
  const verifySignInLink = useVerifySignInLink();
  const state: State = hydrated && !token ? { kind: 'invalid' } : checked;
  usePageTitle(t('account.signInLink.title'));

  const use = async () => {
    if (!token) return;
    setState({ kind: 'checking' });
    try {
      await verifySignInLink.mutateAsync(token);
      setState({ kind: 'done' });
    } catch (error) {
      if (error instanceof ApiError && error.code === 'INVALID_TOKEN') setState({ kind: 'invalid' });
      else setState({ kind: 'failed', message: authErrorText(error, t, 'account.signInLink.failed') });
    }
  };

  return (
    <div className="auth-page auth-page--narrow">
      <div className="auth-page__panel">
        <h1>{t('account.signInLink.title')}</h1>
        {state.kind === 'invalid' ? (
          <div role="alert" className="form__alert">
            <p className="form__alert-text">{t('account.signInLink.invalid')}</p>
            <p className="form__alert-text">
              <Link to={login}>{t('account.signInLink.askAgain')}</Link>
            </p>
          </div>
        ) : state.kind === 'done' ? (
          <p className="form__status" role="status">
            {t('account.signInLink.done')} <Link to={login}>{t('account.signInLink.login')}</Link>
          </p>
        ) : (
          <div className="form">
            <p>{t('account.signInLink.explain')}</p>
            {state.kind === 'failed' && (
              <p role="alert" className="form__alert">
                {state.message}
              </p>
            )}
            <div className="form__actions">
              <button
                type="button"
                className="button"
                disabled={!hydrated || state.kind === 'checking'}
                onClick={() => void use()}
              >
                {state.kind === 'checking' ? t('account.signInLink.submitting') : t('account.signInLink.submit')}
              </button>
            </div>
          </div>
        )}
      </div>
    </div>
  );
}
