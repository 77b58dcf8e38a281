// The profile page's security part: optional two-factor sign-in with an authenticator app
// (TOTP: password, then scan the code and confirm with a first code; backup codes shown once),
// switching it off again, and signing out on every device.
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { describedBy, FieldError } from '../../../components/field-message.tsx';
import { PasswordField } from '../../../components/password-input.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useAuth } from '../../../lib/auth.tsx';
import { revokeSessions } from '../api/revoke-sessions.ts';
import { disableTwoFactor, enableTwoFactor, verifyTotp } from '../api/two-factor.ts';
import { authErrorText } from '../error-text.ts';
import { QrCode } from './qr-code.tsx';

type Stage =
  | { kind: 'idle' }
  | { kind: 'password'; action: 'enable' | 'disable' }
  | { kind: 'scan'; uri: string; backupCodes: string[] };

export function SecuritySettings() {
  const { t } = useTranslation();
  const { state, refresh, signOut } = useAuth();
  const navigate = useNavigate();
  const id = useId().replaceAll(':', '');
  const [stage, setStage] = useState<Stage>({ kind: 'idle' });
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [message, setMessage] = useState<{ kind: 'status' | 'alert'; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const enabled = state.status === 'signed-in' && state.user.twoFactorEnabled === true;

  const reset = () => {
    setStage({ kind: 'idle' });
    setPassword('');
    setCode('');
    setFieldError(undefined);
  };

  const submitPassword = async (event: FormEvent) => {
    event.preventDefault();
    if (stage.kind !== 'password') return;
    if (password === '') {
      setFieldError(t('account.errors.passwordRequired'));
      return;
    }
    setBusy(true);
    setMessage(null);
    try {
      if (stage.action === 'enable') {
        const reply = await enableTwoFactor(password);
        setPassword('');
        setFieldError(undefined);
        setStage({ kind: 'scan', uri: reply.totpURI, backupCodes: reply.backupCodes });
      } else {
        await disableTwoFactor(password);
        reset();
        await refresh();
        setMessage({ kind: 'status', text: t('account.security.disabled') });
      }
    } catch (error) {
      if (error instanceof ApiError && error.code === 'INVALID_PASSWORD')
        setFieldError(t('account.security.wrongPassword'));
      else setMessage({ kind: 'alert', text: authErrorText(error, t, 'account.security.failed') });
    } finally {
      setBusy(false);
    }
  };

  const submitCode = async (event: FormEvent) => {
    event.preventDefault();
    if (code.trim() === '') {
      setFieldError(t('account.errors.codeRequired'));
      return;
    }
    setBusy(true);
    setMessage(null);
    try {
      await verifyTotp(code);
      reset();
      await refresh();
      setMessage({ kind: 'status', text: t('account.security.enabled') });
    } catch (error) {
      if (error instanceof ApiError && (error.status === 401 || error.status === 400))
        setFieldError(t('account.login.codeFailed'));
      else setMessage({ kind: 'alert', text: authErrorText(error, t, 'account.security.failed') });
    } finally {
      setBusy(false);
    }
  };

  const signOutEverywhere = async () => {
    setBusy(true);
    try {
      await revokeSessions();
      await signOut();
      navigate('/');
    } catch (error) {
      setMessage({ kind: 'alert', text: authErrorText(error, t, 'account.security.failed') });
      setBusy(false);
    }
  };

  const secret = stage.kind === 'scan' ? new URL(stage.uri).searchParams.get('secret') : null;
  return (
    <section className="account-section" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{t('account.security.heading')}</h2>
      <h3>{t('account.security.twoFactor')}</h3>
      <p>{enabled ? t('account.security.isOn') : t('account.security.isOff')}</p>

      {stage.kind === 'idle' && (
        <button
          type="button"
          className="button button--secondary"
          onClick={() => setStage({ kind: 'password', action: enabled ? 'disable' : 'enable' })}
        >
          {enabled ? t('account.security.turnOff') : t('account.security.turnOn')}
        </button>
      )}

      {stage.kind === 'password' && (
        <form className="form" noValidate onSubmit={submitPassword} aria-busy={busy}>
          <PasswordField
            id={`${id}-password`}
            label={t('account.security.confirmPassword')}
            value={password}
            onChange={setPassword}
            autoComplete="current-password"
            error={fieldError}
          />
          <div className="form__actions">
            <button type="submit" className="button" disabled={busy}>
              {t('account.security.continue')}
            </button>
            <button type="button" className="button button--secondary" onClick={reset}>
              {t('account.profile.cancel')}
            </button>
          </div>
        </form>
      )}

      {stage.kind === 'scan' && (
        <form className="form" noValidate onSubmit={submitCode} aria-busy={busy}>
          <p>{t('account.security.scan')}</p>
          <QrCode value={stage.uri} label={t('account.security.qrLabel')} />
          <p>
            {t('account.security.secret')} <code className="security__secret">{secret}</code>
          </p>
          <p>{t('account.security.backupCodes')}</p>
          <ul className="security__codes">
            {stage.backupCodes.map((backup) => (
              <li key={backup}>
                <code>{backup}</code>
              </li>
            ))}
          </ul>
          <div className="field">
            <label className="field__label" htmlFor={`${id}-code`}>
              {t('account.login.code')}
            </label>
            <input
              id={`${id}-code`}
              className="field__control"
              inputMode="numeric"
              autoComplete="one-time-code"
              value={code}
              aria-invalid={fieldError ? true : undefined}
              aria-describedby={describedBy(fieldError && `${id}-code-error`)}
              onChange={(event) => setCode(event.target.value)}
            />
            <FieldError id={`${id}-code-error`} message={fieldError} />
          </div>
          <div className="form__actions">
            <button type="submit" className="button" disabled={busy}>
              {t('account.security.confirmCode')}
            </button>
            <button type="button" className="button button--secondary" onClick={reset}>
              {t('account.profile.cancel')}
            </button>
          </div>
        </form>
      )}

      {message && (
        <p
          className={message.kind === 'status' ? 'form__status' : 'form__alert'}
          role={message.kind}
        >
          {message.text}
        </p>
      )}

      <h3>{t('account.security.sessions')}</h3>
      <p>{t('account.security.sessionsText')}</p>
      <button
        type="button"
        className="button button--secondary"
        disabled={busy}
        onClick={() => void signOutEverywhere()}
      >
        {t('account.security.signOutEverywhere')}
      </button>
    </section>
  );
}
