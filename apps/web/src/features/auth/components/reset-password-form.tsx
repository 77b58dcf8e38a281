// The page a reset mail links to (/reset-password?token=…): a new password, with the
// library's reasons shown under the field when it refuses one.
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FormAlert } from '../../../components/field-message.tsx';
import { PasswordField } from '../../../components/password-input.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { resetPassword } from '../api/password-reset.ts';
import { authErrorText } from '../error-text.ts';

export function ResetPasswordForm({ token }: { token: string | null }) {
  const { t } = useTranslation();
  const id = useId().replaceAll(':', '');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [failure, setFailure] = useState<'invalid' | string | null>(null);
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);

  if (!token || failure === 'invalid') {
    return (
      <div role="alert" className="form__alert">
        <p className="form__alert-text">{t('account.reset.invalid')}</p>
        <p className="form__alert-text">
          <Link to="/forgot-password">{t('account.reset.askAgain')}</Link>
        </p>
      </div>
    );
  }
  if (done) {
    return (
      <p className="form__status" role="status">
        {t('account.reset.done')} <Link to="/login">{t('account.reset.login')}</Link>
      </p>
    );
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (password === '') {
      setError(t('account.errors.passwordRequired'));
      document.getElementById(`${id}-password`)?.focus();
      return;
    }
    setError(undefined);
    setFailure(null);
    setBusy(true);
    try {
      await resetPassword(token, password);
      setDone(true);
    } catch (failed) {
      if (failed instanceof ApiError && failed.code === 'INVALID_TOKEN') setFailure('invalid');
      else if (failed instanceof ApiError && failed.code.startsWith('PASSWORD_TOO')) {
        setError(authErrorText(failed, t, 'account.reset.failed'));
        document.getElementById(`${id}-password`)?.focus();
      } else setFailure(authErrorText(failed, t, 'account.reset.failed'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="form" noValidate onSubmit={submit} aria-busy={busy}>
      <PasswordField
        id={`${id}-password`}
        label={t('account.reset.newPassword')}
        value={password}
        onChange={setPassword}
        autoComplete="new-password"
        error={error}
      />
      <FormAlert message={failure} />
      <div className="form__actions">
        <button type="submit" className="button" disabled={busy}>
          {busy ? t('account.reset.submitting') : t('account.reset.submit')}
        </button>
      </div>
    </form>
  );
}
