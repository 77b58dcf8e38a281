// The fields of the studies' forms (creating a study, its settings): a labelled text, text area
// or date field with its message (bound to react-hook-form: FormTextField), and a group of radio choices.
import type { ReactNode, Ref } from 'react';
import { useController, type Control, type FieldPathByValue, type FieldValues } from 'react-hook-form';
import { fieldInputProps } from '../../../lib/use-schema-form.ts';

export interface TextFieldProps {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  /** The control, for a form library to focus it when its value has a problem. */
  inputRef?: Ref<HTMLInputElement & HTMLTextAreaElement>;
  /** A text area of this many rows; otherwise one line. */
  rows?: number;
  type?: 'text' | 'date';
  maxLength?: number;
  /** The field's problem, shown under it and announced with it. */
  error?: string | undefined;
}

/** A text field of a form, its value and focus held by react-hook-form. */
export function FormTextField<Fields extends FieldValues>({
  control,
  name,
  ...props
}: Omit<TextFieldProps, 'value' | 'onChange' | 'onBlur' | 'inputRef'> & {
  control: Control<Fields>;
  name: FieldPathByValue<Fields, string>;
}) {
  const { field } = useController({ control, name });
  return <TextField {...props} {...fieldInputProps(field)} />;
}

export function TextField({
  id,
  label,
  value,
  onChange,
  onBlur,
  inputRef,
  rows,
  type = 'text',
  maxLength,
  error,
}: TextFieldProps) {
  const common = {
    id,
    className: 'field__control',
    value,
    onBlur,
    ref: inputRef,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? `${id}-error` : undefined,
  };
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      {rows ? (
        <textarea {...common} rows={rows} onChange={(event) => onChange(event.target.value)} />
      ) : (
        <input
          {...common}
          type={type}
          maxLength={maxLength}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
      {error && (
        <p id={`${id}-error`} className="field__error">
          {error}
        </p>
      )}
    </div>
  );
}

export interface RadioChoicesProps<T extends string> {
  name: string;
  legend: string;
  options: ReadonlyArray<{ value: T; label: ReactNode }>;
  value: T;
  onChange: (value: T) => void;
}

export function RadioChoices<T extends string>({
  name,
  legend,
  options,
  value,
  onChange,
}: RadioChoicesProps<T>) {
  return (
    <fieldset className="field">
      <legend>{legend}</legend>
      {options.map((option) => (
        <label key={option.value} className="choice">
          <input
            type="radio"
            name={name}
            checked={value === option.value}
            onChange={() => onChange(option.value)}
          />{' '}
          {option.label}
        </label>
      ))}
    </fieldset>
  );
}
