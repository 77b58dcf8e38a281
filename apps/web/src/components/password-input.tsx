// A password field with a Show/Hide toggle (spec §5 "show or hide"). The toggle is a real
// button with aria-pressed; the field keeps focus order and its value when switched.
import { useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { describedBy, FieldError } from './field-message.tsx';

export interface PasswordInputProps {
  id: string;
  value: string;
  onChange(value: string): void;
  autoComplete: 'current-password' | 'new-password';
  invalid?: boolean;
  describedBy?: string | undefined;
  required?: boolean;
  disabled?: boolean;
}

export function PasswordInput({
  id,
  value,
  onChange,
  autoComplete,
  invalid,
  describedBy,
  required,
  disabled,
}: PasswordInputProps) {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(false);
  return (
    <div className="password-input">
      <input
        id={id}
        className="field__control"
        type={visible ? 'text' : 'password'}
        value={value}
        onChange={(event: ChangeEvent<HTMLInputElement>) => onChange(event.target.value)}
        autoComplete={autoComplete}
        spellCheck={false}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
        required={required}
        disabled={disabled}
      />
      <button
        type="button"
        className="button button--secondary button--small password-input__toggle"
        aria-pressed={visible}
        aria-controls={id}
        disabled={disabled}
        onClick={() => setVisible((shown) => !shown)}
      >
        {visible ? t('account.password.hide') : t('account.password.show')}
      </button>
    </div>
  );
}

interface PasswordFieldProps {
  id: string;
  label: string;
  value: string;
  onChange(value: string): void;
  autoComplete: PasswordInputProps['autoComplete'];
  /** The message under the field; the field is marked invalid while there is one. */
  error?: string | undefined;
  required?: boolean;
}

/** A labelled password field with its field-level error (forms: sign-in, registration, reset). */
export function PasswordField({ id, label, error, ...input }: PasswordFieldProps) {
  const errorId = `${id}-error`;
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <PasswordInput
        id={id}
        {...input}
        invalid={Boolean(error)}
        describedBy={describedBy(error && errorId)}
      />
      <FieldError id={errorId} message={error} />
    </div>
  );
}
