// "Forgot your password?": asks for a reset mail. The answer on screen is the same whether the
// address has an account or not.
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { EmailField } from '../../../components/email-field.tsx';
import { FormAlert } from '../../../components/field-message.tsx';
import { requestPasswordReset } from '../api/password-reset.ts';
import { authErrorText } from '../error-text.ts';

export function ForgotPasswordForm() {
  const { t } = useTranslation();
  const id = useId().replaceAll(':', '');
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!/^\S+@\S+\.\S+$/.test(email.trim())) {
      setError(
        t(email.trim() === '' ? 'account.errors.emailRequired' : 'account.errors.emailInvalid'),
      );
      document.getElementById(`${id}-email`)?.focus();
      return;
    }
    setError(undefined);
    setFailure(null);
    setBusy(true);
    try {
      await requestPasswordReset(email);
      setSentTo(email.trim());
    } catch (failed) {
      setFailure(authErrorText(failed, t, 'account.forgot.failed'));
    } finally {
      setBusy(false);
    }
  };

  if (sentTo) {
    return (
      <p className="form__status" role="status">
        {t('account.forgot.sent', { email: sentTo })}
      </p>
    );
  }
  return (
    <form className="form" noValidate onSubmit={submit} aria-busy={busy}>
      <EmailField
        id={`${id}-email`}
        value={email}
        onChange={setEmail}
        error={error}
        required={false}
      />
      <FormAlert message={failure} />
      <div className="form__actions">
        <button type="submit" className="button" disabled={busy}>
          {busy ? t('account.forgot.submitting') : t('account.forgot.submit')}
        </button>
      </div>
    </form>
  );
}
