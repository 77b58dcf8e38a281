// The e-mail field of the sign-in, registration and password-reset forms: the address as a
// RegisteredField, typed as e-mail for the browser to fill it in.
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { RegisteredField } from './registered-field.tsx';

interface EmailFieldProps {
  id: string;
  registration: UseFormRegisterReturn;
  /** The message under the field; the field is marked invalid while there is one. */
  error?: string | undefined;
  required?: boolean;
}

export function EmailField({ id, registration, error, required = true }: EmailFieldProps) {
  const { t } = useTranslation(['account', 'account-forms']);
  return (
    <RegisteredField
      id={id}
      label={t('account.fields.email')}
      type="email"
      autoComplete="email"
      required={required}
      error={error}
      registration={registration}
    />
  );
}
