// The page a reset mail links to (/reset-password?token=…): a new password, with the rule shown
// before anything is typed and checked with the shared schema of the request; the server's
// reasons show under the field it names.
import { useEffect, useId, useState } from 'react';
import { useController } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { resetPasswordBodySchema } from '@scicomm/shared/account-api';
import { FormAlert } from '../../../components/field-message.tsx';
import { NewPasswordField } from '../../../components/password-input.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { putServerErrorOnField } from '../../../lib/form-errors.ts';
import { fieldInputProps, useFieldMessage, useSchemaForm } from '../../../lib/use-schema-form.ts';
import { useResetPassword, useResetTokenCheck } from '../api/password-reset.ts';
import { authErrorText } from '../error-text.ts';
import { BusySubmit } from '../../../components/busy-submit.tsx';

type ResetValues = { token: string; newPassword: string };

/** `token`: the address's, or undefined while a prerendered page has not read it yet (the form shows). */
export function ResetPasswordForm({ token }: { token: string | null | undefined }) {
  const { t } = useTranslation(['account', 'account-forms']);
  const id = useId().replaceAll(':', '');
  const form = useSchemaForm<ResetValues, ResetValues>(resetPasswordBodySchema, {
    token: token ?? '',
    newPassword: '',
  });
  const password = useController({ control: form.control, name: 'newPassword' }).field;
  const message = useFieldMessage(form);
  const [failure, setFailure] = useState<'invalid' | string | null>(null);
  const [done, setDone] = useState(false);
  const busy = form.formState.isSubmitting;
  const resetPassword = useResetPassword();
  // A used or expired link is told before a password is typed; if the check itself fails (offline),
  // the form shows and the reset's own answer tells.
  const check = useResetTokenCheck(done ? null : token);
  // The prerendered page reads the token only once the app runs.
  const { setValue } = form;
  useEffect(() => {
    if (token) setValue('token', token);
  }, [setValue, token]);

  const submit = form.handleSubmit(async (body) => {
    setFailure(null);
    try {
      await resetPassword.mutateAsync({ token: body.token, newPassword: body.newPassword });
      setDone(true);
    } catch (failed) {
      if (failed instanceof ApiError && failed.code === 'INVALID_TOKEN') setFailure('invalid');
      else if (!putServerErrorOnField(failed, form))
        setFailure(authErrorText(failed, t, 'account.reset.failed'));
    }
  });

  if ((token !== undefined && !token) || failure === 'invalid' || check.data === false) {
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

  if (check.isPending && token) {
    return (
      <p className="form__status" role="status">
        {t('account.reset.checking')}
      </p>
    );
  }

  return (
    <form className="form" noValidate onSubmit={(event) => void submit(event)} aria-busy={busy}>
      <NewPasswordField
        id={`${id}-password`}
        label={t('account.reset.newPassword')}
        {...fieldInputProps(password)}
        error={message('newPassword')}
      />
      <FormAlert message={failure} />
      <BusySubmit busy={busy} label={t('account.reset.submit')} busyLabel={t('account.reset.submitting')} />
    </form>
  );
}
