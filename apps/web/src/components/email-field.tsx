// The e-mail field of the sign-in, registration and password-reset forms: label, input and its
// field-level error, linked for assistive technology (aria-invalid, aria-describedby).
import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { describedBy, FieldError } from './field-message.tsx';

interface EmailFieldProps {
  id: string;
  value: string;
  onChange: (value: string) => void;
  /** The message under the field; the field is marked invalid while there is one. */
  error?: string | undefined;
  required?: boolean;
  /** For a form library to focus the field (react-hook-form's field.ref). */
  inputRef?: Ref<HTMLInputElement>;
  onBlur?: () => void;
}

export function EmailField({ id, value, onChange, error, required = true, inputRef, onBlur }: EmailFieldProps) {
  const { t } = useTranslation(['account', 'account-forms']);
  const errorId = `${id}-error`;
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {t('account.fields.email')}
      </label>
      <input
        id={id}
        ref={inputRef}
        className="field__control"
        type="email"
        autoComplete="email"
        value={value}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(error && errorId)}
        onChange={(event) => onChange(event.target.value)}
        onBlur={onBlur}
      />
      <FieldError id={errorId} message={error} />
    </div>
  );
}
