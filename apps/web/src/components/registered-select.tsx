// A labelled choice from a closed list, bound by react-hook-form's `register`: the select beside
// RegisteredField, so a form declares each of its lists in one element, and says its problem the
// same way (aria-invalid, aria-describedby to the error under it).
import type { UseFormRegisterReturn } from 'react-hook-form';
import { FieldError } from './field-message.tsx';
import { fieldControlProps } from './registered-field.tsx';

interface RegisteredSelectProps<Choice extends string> {
  id: string;
  label: string;
  registration: UseFormRegisterReturn;
  choices: readonly Choice[];
  /** What a choice is called on the page. */
  choiceLabel: (choice: Choice) => string;
  /** A first choice of the empty value ("none"), called this. */
  blankChoice?: string;
  /** The field's problem, shown under it; the field is marked invalid while there is one. */
  error?: string | undefined;
}

export function RegisteredSelect<Choice extends string>({
  id,
  label,
  registration,
  choices,
  choiceLabel,
  blankChoice,
  error,
}: RegisteredSelectProps<Choice>) {
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <select {...fieldControlProps(id, { error })} {...registration}>
        {blankChoice !== undefined && <option value="">{blankChoice}</option>}
        {choices.map((choice) => (
          <option key={choice} value={choice}>
            {choiceLabel(choice)}
          </option>
        ))}
      </select>
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}
