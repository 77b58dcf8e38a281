// The display name of the registration and profile forms (docs/accounts.md "Names"): label, a hint
// saying who sees it, the input and its error, linked for assistive technology. `dir="auto"`: a
// Hebrew or Arabic name reads right to left inside an English page, and the reverse.
import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { describedBy, FieldError } from '../../../components/field-message.tsx';

interface DisplayNameFieldProps {
  id: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
  readOnly?: boolean;
  inputRef?: Ref<HTMLInputElement>;
  onBlur?: () => void;
}

export function DisplayNameField({ id, value, onChange, error, readOnly = false, inputRef, onBlur }: DisplayNameFieldProps) {
  const { t } = useTranslation(['account', 'account-forms']);
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {t('account.fields.name')}
      </label>
      <p id={hintId} className="field__hint">
        {t('account.fields.nameHint')}
      </p>
      <input
        id={id}
        ref={inputRef}
        className="field__control"
        type="text"
        dir="auto"
        autoComplete="name"
        value={value}
        required
        readOnly={readOnly}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(hintId, error && errorId)}
        onChange={(event) => onChange(event.target.value)}
        onBlur={onBlur}
      />
      <FieldError id={errorId} message={error} />
    </div>
  );
}
