// Sign-in (spec §2 "Login"): e-mail and password, then, for an account with two-factor, the
// code from the authenticator app (or a backup code). A failure shows a message, the same for
// an unknown address and a wrong password.
import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { describedBy, FieldError } from '../../../components/field-message.tsx';
import { EmailField } from '../../../components/email-field.tsx';
import { PasswordField } from '../../../components/password-input.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { signIn } from '../api/sign-in.ts';
import { verifyBackupCode, verifyTotp } from '../api/two-factor.ts';
import { authErrorText } from '../error-text.ts';

type Step = 'password' | 'code';

export function LoginForm({ onSignedIn }: { onSignedIn(): Promise<void> }) {
  const { t } = useTranslation();
  const id = useId().replaceAll(':', '');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [useBackup, setUseBackup] = useState(false);
  const [step, setStep] = useState<Step>('password');
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<{ email?: string; password?: string; code?: string }>({});
  const [failure, setFailure] = useState<string | null>(null);
  const alert = useRef<HTMLParagraphElement>(null);

  const fail = (text: string) => {
    setFailure(text);
    requestAnimationFrame(() => alert.current?.focus());
  };

  const submitPassword = async (event: FormEvent) => {
    event.preventDefault();
    const found = {
      ...(email.trim() === '' ? { email: t('account.errors.emailRequired') } : {}),
      ...(password === '' ? { password: t('account.errors.passwordRequired') } : {}),
    };
    setErrors(found);
    setFailure(null);
    if (found.email || found.password) {
      document.getElementById(found.email ? `${id}-email` : `${id}-password`)?.focus();
      return;
    }
    setBusy(true);
    try {
      const reply = await signIn(email, password);
      if (reply?.twoFactorRedirect) {
        setStep('code');
        requestAnimationFrame(() => document.getElementById(`${id}-code`)?.focus());
      } else {
        await onSignedIn();
      }
    } catch (error) {
      fail(
        error instanceof ApiError && (error.status === 401 || error.status === 400)
          ? t('account.login.failed')
          : authErrorText(error, t, 'account.login.unavailable'),
      );
    } finally {
      setBusy(false);
    }
  };

  const submitCode = async (event: FormEvent) => {
    event.preventDefault();
    if (code.trim() === '') {
      setErrors({ code: t('account.errors.codeRequired') });
      document.getElementById(`${id}-code`)?.focus();
      return;
    }
    setErrors({});
    setFailure(null);
    setBusy(true);
    try {
      await (useBackup ? verifyBackupCode(code) : verifyTotp(code));
      await onSignedIn();
    } catch (error) {
      if (error instanceof ApiError && error.code === 'INVALID_TWO_FACTOR_COOKIE') {
        setStep('password');
        setCode('');
        fail(t('account.login.codeExpired'));
      } else if (error instanceof ApiError && (error.status === 401 || error.status === 400)) {
        fail(t('account.login.codeFailed'));
      } else {
        fail(authErrorText(error, t, 'account.login.unavailable'));
      }
    } finally {
      setBusy(false);
    }
  };

  const failureLine = failure && (
    <p ref={alert} tabIndex={-1} role="alert" className="form__alert">
      {failure}
    </p>
  );

  if (step === 'code') {
    return (
      <form className="form" noValidate onSubmit={submitCode} aria-busy={busy}>
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
            className="field__control"
            value={code}
            inputMode={useBackup ? 'text' : 'numeric'}
            autoComplete="one-time-code"
            aria-invalid={errors.code ? true : undefined}
            aria-describedby={describedBy(`${id}-code-hint`, errors.code && `${id}-code-error`)}
            onChange={(event) => setCode(event.target.value)}
          />
          <FieldError id={`${id}-code-error`} message={errors.code} />
        </div>
        {failureLine}
        <div className="form__actions">
          <button type="submit" className="button" disabled={busy}>
            {busy ? t('account.login.verifying') : t('account.login.verify')}
          </button>
          <button
            type="button"
            className="button button--secondary"
            onClick={() => setUseBackup((backup) => !backup)}
          >
            {useBackup ? t('account.login.useApp') : t('account.login.useBackup')}
          </button>
        </div>
      </form>
    );
  }

  return (
    <form className="form" noValidate onSubmit={submitPassword} aria-busy={busy}>
      <EmailField id={`${id}-email`} value={email} onChange={setEmail} error={errors.email} />
      <PasswordField
        id={`${id}-password`}
        label={t('account.fields.password')}
        value={password}
        onChange={setPassword}
        autoComplete="current-password"
        required
        error={errors.password}
      />
      {failureLine}
      <div className="form__actions">
        <button type="submit" className="button" disabled={busy}>
          {busy ? t('account.login.submitting') : t('account.login.submit')}
        </button>
        <Link to="/forgot-password">{t('account.login.forgot')}</Link>
      </div>
    </form>
  );
}
