// A password field with a Show/Hide toggle (docs/product.md §5 "show or hide"). The toggle is a real
// button with aria-pressed; the field keeps focus order and its value when switched.
import { useState, type ChangeEvent, type Ref } from 'react';
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
  inputRef?: Ref<HTMLInputElement> | undefined;
  onBlur?: (() => void) | undefined;
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
  inputRef,
  onBlur,
}: PasswordInputProps) {
  const { t } = useTranslation(['account', 'account-forms']);
  const [visible, setVisible] = useState(false);
  return (
    <div className="password-input">
      <input
        id={id}
        ref={inputRef}
        className="field__control"
        type={visible ? 'text' : 'password'}
        value={value}
        onChange={(event: ChangeEvent<HTMLInputElement>) => onChange(event.target.value)}
        onBlur={onBlur}
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
  /** A line shown before anything is typed, e.g. the password rule. */
  hint?: string | undefined;
  inputRef?: Ref<HTMLInputElement> | undefined;
  onBlur?: (() => void) | undefined;
}

/** A labelled password field with its field-level error (forms: sign-in, registration, reset). */
export function PasswordField({ id, label, error, hint, ...input }: PasswordFieldProps) {
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      {hint && (
        <p id={hintId} className="field__hint">
          {hint}
        </p>
      )}
      <PasswordInput
        id={id}
        {...input}
        invalid={Boolean(error)}
        describedBy={describedBy(hint && hintId, error && errorId)}
      />
      <FieldError id={errorId} message={error} />
    </div>
  );
}

/** A password being chosen: the site's rule shown before anything is typed, the browser free to suggest one. */
export function NewPasswordField(props: Omit<PasswordFieldProps, 'autoComplete' | 'hint'>) {
  const { t } = useTranslation(['account', 'account-forms']);
  return <PasswordField {...props} autoComplete="new-password" hint={t('accountForms.passwordRule')} />;
}
