// A labelled choice from a closed list, bound by react-hook-form's `register`: the select beside
// RegisteredField, so a form declares each of its lists in one element.
import type { UseFormRegisterReturn } from 'react-hook-form';

interface RegisteredSelectProps<Choice extends string> {
  id: string;
  label: string;
  registration: UseFormRegisterReturn;
  choices: readonly Choice[];
  /** What a choice is called on the page. */
  choiceLabel: (choice: Choice) => string;
}

export function RegisteredSelect<Choice extends string>({ id, label, registration, choices, choiceLabel }: RegisteredSelectProps<Choice>) {
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <select id={id} className="field__control" {...registration}>
        {choices.map((choice) => (
          <option key={choice} value={choice}>
            {choiceLabel(choice)}
          </option>
        ))}
      </select>
    </div>
  );
}
