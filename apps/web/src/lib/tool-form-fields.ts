// What the tools' forms (Compare's two, Multiple Texts) share as the page shows them: whether the
// form's code is in, the period, the key terms, a field's message and the submit. Until the code
// is in, LOCKED_TOOL_FORM fills these (docs/performance.md: the form shows locked, as the
// prerendered page does before hydration).
import type { FormEvent } from 'react';

export interface ToolFormFields<Name extends string> {
  /** False until the form's code is in: nothing can be chosen or sent. */
  live: boolean;
  period: { value: string; onChange: (period: string) => void };
  keyTerms: { value: string[]; onChange: (terms: string[]) => void };
  /** The translation key of a field's message, once the form has been sent. */
  message: (name: Name) => string | undefined;
  onSubmit: (event: FormEvent) => void;
}

/** A change handler that does nothing (a locked form's fields). */
export const ignoreChange = () => {};

/** The shared fields of a locked form, in the given default period. */
export function lockedToolForm<Name extends string>(defaultPeriod: string): ToolFormFields<Name> {
  return {
    live: false,
    period: { value: defaultPeriod, onChange: ignoreChange },
    keyTerms: { value: [], onChange: ignoreChange },
    message: () => undefined,
    onSubmit: (event) => event.preventDefault(),
  };
}
