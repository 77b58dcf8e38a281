// "Forgot your password?": asks for a reset mail. The answer on screen is the same whether the
// address has an account or not. Checked with the shared schema of the request.
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { passwordResetRequestBodySchema } from '@scicomm/shared/account-api';
import { EmailField } from '../../../components/email-field.tsx';
import { FormAlert } from '../../../components/field-message.tsx';
import { putServerErrorOnField } from '../../../lib/form-errors.ts';
import { useFieldMessage, useSchemaForm } from '../../../lib/use-schema-form.ts';
import { useRequestPasswordReset } from '../api/password-reset.ts';
import { authErrorText } from '../error-text.ts';
import { BusySubmit } from '../../../components/busy-submit.tsx';

export function ForgotPasswordForm() {
  const { t } = useTranslation(['account', 'account-forms']);
  const id = useId().replaceAll(':', '');
  const form = useSchemaForm<{ email: string }, { email: string }>(passwordResetRequestBodySchema, {
    email: '',
  });
  const message = useFieldMessage(form);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const busy = form.formState.isSubmitting;
  const requestReset = useRequestPasswordReset();

  const submit = form.handleSubmit(async (body) => {
    setFailure(null);
    try {
      await requestReset.mutateAsync(body.email);
      setSentTo(body.email.trim());
    } catch (failed) {
      if (putServerErrorOnField(failed, form)) return;
      setFailure(authErrorText(failed, t, 'account.forgot.failed'));
    }
  });

  if (sentTo) {
    return (
      <p className="form__status" role="status">
        {t('account.forgot.sent', { email: sentTo })}
      </p>
    );
  }
  return (
    <form className="form" noValidate onSubmit={(event) => void submit(event)} aria-busy={busy}>
      <EmailField id={`${id}-email`} registration={form.register('email')} error={message('email')} required={false} />
      <FormAlert message={failure} />
      <BusySubmit busy={busy} label={t('account.forgot.submit')} busyLabel={t('account.forgot.submitting')} />
    </form>
  );
}
