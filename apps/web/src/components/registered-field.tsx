// A labelled text field of a react-hook-form form, bound by its `register` (the value stays in the
// control): its hint and its error under it, linked for assistive technology (aria-invalid,
// aria-describedby), so every form says a field's problem the same way.
import type { InputHTMLAttributes, ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { describedBy, FieldError } from './field-message.tsx';

type ControlAttributes = Pick<
  InputHTMLAttributes<HTMLInputElement>,
  'type' | 'maxLength' | 'required' | 'readOnly' | 'autoComplete' | 'autoCapitalize' | 'inputMode' | 'min' | 'max' | 'dir' | 'spellCheck'
>;

interface RegisteredFieldProps extends ControlAttributes {
  id: string;
  label: ReactNode;
  registration: UseFormRegisterReturn;
  /** A text area of this many rows; otherwise one line. */
  rows?: number;
  /** A line under the field, shown before anything is typed. */
  hint?: ReactNode;
  /** The hint stands between the label and the control, read before it (who sees what is typed). */
  hintFirst?: boolean;
  /** The field's problem, shown under it; the field is marked invalid while there is one. */
  error?: string | undefined;
  /** A refusal shown elsewhere on the page that is about this field: it describes it and marks it invalid. */
  refusalId?: string | undefined;
  /** Whether the field is marked invalid, where a refusal shared with other fields is not all its own. */
  invalid?: boolean;
  /** Classes the control has beside `field__control`. */
  controlClassName?: string;
  /** What else belongs to the field, under its hint (a button that fills it). */
  children?: ReactNode;
}

/** A field's control as assistive technology hears it: invalid while it has a problem, described by its hint and error (ids from its own). */
export function fieldControlProps(
  id: string,
  { hinted = false, error, refusalId, invalid = Boolean(error || refusalId) }: { hinted?: boolean; error?: string | undefined; refusalId?: string | undefined; invalid?: boolean },
) {
  return {
    id,
    className: 'field__control',
    'aria-invalid': invalid || undefined,
    'aria-describedby': describedBy(hinted && `${id}-hint`, error && `${id}-error`, refusalId),
  };
}

export function RegisteredField({
  id,
  label,
  registration,
  rows,
  hint,
  hintFirst = false,
  error,
  refusalId,
  invalid = Boolean(error || refusalId),
  controlClassName,
  children,
  ...attributes
}: RegisteredFieldProps) {
  const control = {
    ...fieldControlProps(id, { hinted: Boolean(hint), error, refusalId, invalid }),
    className: controlClassName ? `field__control ${controlClassName}` : 'field__control',
  };
  const { maxLength, required, readOnly, dir } = attributes;
  const hintLine = hint ? (
    <p id={`${id}-hint`} className="field__hint">
      {hint}
    </p>
  ) : null;
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      {hintFirst && hintLine}
      {rows ? (
        <textarea {...control} rows={rows} maxLength={maxLength} required={required} readOnly={readOnly} dir={dir} {...registration} />
      ) : (
        <input {...control} {...attributes} {...registration} />
      )}
      {!hintFirst && hintLine}
      {children}
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}
