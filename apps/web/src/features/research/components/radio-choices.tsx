// A group of radio choices of the studies' forms (creating a study, its settings).
import type { ReactNode } from 'react';

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
