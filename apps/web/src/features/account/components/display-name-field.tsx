// The display name of the registration and profile forms (docs/accounts.md "Names"), with a hint
// saying who sees it. `dir="auto"`: a Hebrew or Arabic name reads right to left inside an English
// page, and the reverse.
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { RegisteredField } from '../../../components/registered-field.tsx';

interface DisplayNameFieldProps {
  id: string;
  registration: UseFormRegisterReturn;
  error?: string | undefined;
  readOnly?: boolean;
}

export function DisplayNameField({ id, registration, error, readOnly = false }: DisplayNameFieldProps) {
  const { t } = useTranslation(['account', 'account-forms']);
  return (
    <RegisteredField
      id={id}
      label={t('account.fields.name')}
      hint={t('account.fields.nameHint')}
      hintFirst
      type="text"
      dir="auto"
      autoComplete="name"
      required
      readOnly={readOnly}
      error={error}
      registration={registration}
    />
  );
}
