// Changing the password on the profile page: the current one and a new one (the rule shown
// before anything is typed), checked with the shared schema of the request; a wrong current
// password shows under its field (the server names it in error.field). Other devices are
// signed out; this one stays signed in.
import { useId, useState } from 'react';
import { useController } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { changePasswordBodySchema } from '@scicomm/shared/account-api';
import { NewPasswordField, PasswordField } from '../../../components/password-input.tsx';
import { putServerErrorOnField } from '../../../lib/form-errors.ts';
import { fieldInputProps, useFieldMessage, useSchemaForm } from '../../../lib/use-schema-form.ts';
import { useChangePassword } from '../api/change-password.ts';
import { authErrorText } from '../error-text.ts';
import { BusySubmit } from '../../../components/busy-submit.tsx';

type Values = { currentPassword: string; newPassword: string; revokeOtherSessions?: boolean };

export function ChangePasswordForm() {
  const { t } = useTranslation(['account', 'account-forms']);
  const id = useId().replaceAll(':', '');
  const form = useSchemaForm<Values, Values>(changePasswordBodySchema, {
    currentPassword: '',
    newPassword: '',
    revokeOtherSessions: true,
  });
  const current = useController({ control: form.control, name: 'currentPassword' }).field;
  const next = useController({ control: form.control, name: 'newPassword' }).field;
  const message = useFieldMessage(form);
  const [notice, setNotice] = useState<{ kind: 'status' | 'alert'; text: string } | null>(null);
  const busy = form.formState.isSubmitting;
  const change = useChangePassword();

  const submit = form.handleSubmit(async (body) => {
    setNotice(null);
    try {
      await change.mutateAsync({ ...body, revokeOtherSessions: true });
      form.reset();
      setNotice({ kind: 'status', text: t('accountForms.changePassword.done') });
    } catch (error) {
      if (!putServerErrorOnField(error, form))
        setNotice({ kind: 'alert', text: authErrorText(error, t, 'account.security.failed') });
    }
  });

  return (
    <>
      <h3 id={`${id}-heading`}>{t('accountForms.changePassword.heading')}</h3>
      <form
        className="form"
        noValidate
        aria-labelledby={`${id}-heading`}
        aria-busy={busy}
        onSubmit={(event) => void submit(event)}
      >
        <PasswordField
          id={`${id}-current`}
          label={t('accountForms.changePassword.current')}
          {...fieldInputProps(current)}
          autoComplete="current-password"
          error={message('currentPassword')}
        />
        <NewPasswordField
          id={`${id}-new`}
          label={t('accountForms.changePassword.new')}
          {...fieldInputProps(next)}
          error={message('newPassword')}
        />
        {notice && (
          <p
            className={notice.kind === 'status' ? 'form__status' : 'form__alert'}
            role={notice.kind}
          >
            {notice.text}
          </p>
        )}
        <BusySubmit busy={busy} label={t('accountForms.changePassword.submit')} busyLabel={t('accountForms.changePassword.submitting')} />
      </form>
    </>
  );
}
