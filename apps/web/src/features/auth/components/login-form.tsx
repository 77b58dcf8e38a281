// Sign-in (docs/product.md §2 "Login"): e-mail and password, then, for an account with two-factor, the
// code from the authenticator app (or a backup code). A failure shows a message, the same for
// an unknown address and a wrong password. Both steps are react-hook-form forms checked with
// the shared schemas the server checks the requests with. When sign-in is refused for too many
// attempts (perhaps someone else's), the form offers a sign-in link by e-mail, which lets this
// browser past the limit (docs/accounts.md "Locked out by someone else") and comes back to
// `returnTo` afterwards.
import { useId, useRef, useState } from 'react';
import { useController } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  signInBodySchema,
  twoFactorCodeBodySchema,
  type SignInBody,
} from '@scicomm/shared/account-api';
import { describedBy, FieldError } from '../../../components/field-message.tsx';
import { EmailField } from '../../../components/email-field.tsx';
import { PasswordField } from '../../../components/password-input.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { putServerErrorOnField } from '../../../lib/form-errors.ts';
import { serverErrorText } from '../../../lib/server-message.ts';
import { fieldInputProps, useFieldMessage, useSchemaForm } from '../../../lib/use-schema-form.ts';
import { useSignIn } from '../api/sign-in.ts';
import { useRequestSignInLink } from '../api/sign-in-link.ts';
import { useVerifyBackupCode, useVerifyTotp } from '../api/two-factor.ts';
import { authErrorText } from '../error-text.ts';
import { BusySubmit } from '../../../components/busy-submit.tsx';

type Step = 'password' | 'code';

/** The server's codes for two-factor data that its secret no longer opens: a password reset turns it off. */
const UNREADABLE_TWO_FACTOR = new Set(['TWO_FACTOR_KEY_UNREADABLE', 'BACKUP_CODES_UNREADABLE']);

// eslint-disable-next-line max-lines-per-function -- a form's markup, field by field: about 90 of its lines are logic (README.md "Architecture")
export function LoginForm({ onSignedIn, returnTo = null }: { onSignedIn(): Promise<void>; returnTo?: string | null }) {
  const { t, i18n } = useTranslation(['account', 'account-forms', 'server-errors']);
  const id = useId().replaceAll(':', '');
  const [step, setStep] = useState<Step>('password');
  const [useBackup, setUseBackup] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  /** The account's two-factor cannot be checked any more: the way out is a password reset. */
  const [unreadable, setUnreadable] = useState(false);
  /** The address sign-in was refused for with 429: the sign-in link is offered for it. */
  const [throttled, setThrottled] = useState<string | null>(null);
  const [link, setLink] = useState<'idle' | 'sending' | 'sent'>('idle');
  const signIn = useSignIn();
  const verifyTotp = useVerifyTotp();
  const verifyBackupCode = useVerifyBackupCode();
  const signInLink = useRequestSignInLink();
  const alert = useRef<HTMLParagraphElement>(null);

  const passwordForm = useSchemaForm<SignInBody, SignInBody>(signInBodySchema, {
    email: '',
    password: '',
  });
  const codeForm = useSchemaForm<{ code: string }, { code: string }>(twoFactorCodeBodySchema, {
    code: '',
  });
  // Registered before the password: the first field with a problem, in page order, gets focus.
  const email = passwordForm.register('email');
  const password = useController({ control: passwordForm.control, name: 'password' }).field;
  const passwordMessage = useFieldMessage(passwordForm);
  const codeMessage = useFieldMessage(codeForm);

  const fail = (text: string) => {
    setFailure(text);
    requestAnimationFrame(() => alert.current?.focus());
  };

  const submitPassword = passwordForm.handleSubmit(async (body) => {
    setFailure(null);
    try {
      const reply = await signIn.mutateAsync({ email: body.email, password: body.password });
      if (reply?.twoFactorRedirect) {
        setStep('code');
        requestAnimationFrame(() => codeForm.setFocus('code'));
      } else {
        await onSignedIn();
      }
    } catch (error) {
      if (putServerErrorOnField(error, passwordForm)) return;
      if (error instanceof ApiError && error.code === 'RATE_LIMITED') {
        setThrottled(body.email);
        setLink('idle');
      }
      fail(
        error instanceof ApiError && (error.status === 401 || error.status === 400)
          ? t('account.login.failed')
          : authErrorText(error, t, 'account.login.unavailable'),
      );
    }
  }, () => setFailure(null));

  const submitCode = codeForm.handleSubmit(async ({ code }) => {
    setFailure(null);
    try {
      await (useBackup ? verifyBackupCode : verifyTotp).mutateAsync(code);
      await onSignedIn();
    } catch (error) {
      if (error instanceof ApiError && error.code === 'INVALID_TWO_FACTOR_COOKIE') {
        setStep('password');
        codeForm.reset({ code: '' });
        fail(t('account.login.codeExpired'));
      } else if (error instanceof ApiError && UNREADABLE_TWO_FACTOR.has(error.code)) {
        // Not the person's mistake: what happened, and how to get in and turn two-factor on again.
        setUnreadable(true);
        fail(serverErrorText(i18n, error, t('account.login.unavailable')));
      } else if (error instanceof ApiError && error.code === 'TOTP_CODE_USED') {
        // A code works once: the same one again would fail again, so say to wait for the next.
        setFailure(serverErrorText(i18n, error, t('account.login.codeFailed')));
        requestAnimationFrame(() => codeForm.setFocus('code', { shouldSelect: true }));
      } else if (error instanceof ApiError && (error.status === 401 || error.status === 400)) {
        // A mistyped code is retyped at once: the message is announced (role="alert") while
        // the field keeps focus, its text selected, instead of focus moving to the message.
        setFailure(t('account.login.codeFailed'));
        requestAnimationFrame(() => codeForm.setFocus('code', { shouldSelect: true }));
      } else {
        fail(authErrorText(error, t, 'account.login.unavailable'));
      }
    }
  }, () => setFailure(null));

  const failureLine = failure && (
    <p ref={alert} tabIndex={-1} role="alert" className="form__alert">
      {failure}
    </p>
  );

  const sendLink = async (address: string) => {
    setLink('sending');
    try {
      await signInLink.mutateAsync({ email: address, next: returnTo });
      setLink('sent');
    } catch (error) {
      setLink('idle');
      fail(authErrorText(error, t, 'account.login.linkFailed'));
    }
  };

  const linkOffer = throttled && (
    <div className="form__help">
      <p>{t('account.login.throttledHelp')}</p>
      {link === 'sent' ? (
        <p role="status">{t('account.login.linkSent')}</p>
      ) : (
        <button
          type="button"
          className="button button--secondary"
          disabled={link === 'sending'}
          onClick={() => void sendLink(throttled)}
        >
          {link === 'sending' ? t('account.login.sendingLink') : t('account.login.emailLink')}
        </button>
      )}
    </div>
  );

  if (step === 'code') {
    const busy = codeForm.formState.isSubmitting;
    const codeError = codeMessage('code');
    const { ref, ...code } = codeForm.register('code');
    return (
      <form className="form" noValidate onSubmit={(event) => void submitCode(event)} aria-busy={busy}>
        <h2 className="form__heading">{t('account.login.codeHeading')}</h2>
        <p className="field__hint" id={`${id}-code-hint`}>
          {useBackup ? t('account.login.backupHint') : t('account.login.codeHint')}
        </p>
        <div className="field">
          <label className="field__label" htmlFor={`${id}-code`}>
            {useBackup ? t('account.login.backupCode') : t('account.login.code')}
          </label>
          <input
            id={`${id}-code`}
            ref={ref}
            {...code}
            className="field__control"
            inputMode={useBackup ? 'text' : 'numeric'}
            autoComplete="one-time-code"
            aria-invalid={codeError ? true : undefined}
            aria-describedby={describedBy(`${id}-code-hint`, codeError && `${id}-code-error`)}
          />
          <FieldError id={`${id}-code-error`} message={codeError} />
        </div>
        {failureLine}
        {unreadable && (
          <p className="form__help">
            <Link to="/forgot-password">{t('account.login.resetPassword')}</Link>
          </p>
        )}
        <BusySubmit busy={busy} label={t('account.login.verify')} busyLabel={t('account.login.verifying')}>
          <button
            type="button"
            className="button button--secondary"
            onClick={() => setUseBackup((backup) => !backup)}
          >
            {useBackup ? t('account.login.useApp') : t('account.login.useBackup')}
          </button>
        </BusySubmit>
      </form>
    );
  }

  const busy = passwordForm.formState.isSubmitting;
  return (
    <form className="form" noValidate onSubmit={(event) => void submitPassword(event)} aria-busy={busy}>
      <EmailField id={`${id}-email`} registration={email} error={passwordMessage('email')} />
      <PasswordField
        id={`${id}-password`}
        label={t('account.fields.password')}
        {...fieldInputProps(password)}
        autoComplete="current-password"
        required
        error={passwordMessage('password')}
      />
      {failureLine}
      {linkOffer}
      <BusySubmit busy={busy} label={t('account.login.submit')} busyLabel={t('account.login.submitting')}>
        <Link to="/forgot-password">{t('account.login.forgot')}</Link>
      </BusySubmit>
    </form>
  );
}
