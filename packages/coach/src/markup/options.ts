// Option elements in bot messages (docs/product.md §2, §4): the client makes them clickable, and a click
// sends the option's data-value, or else the number in parentheses of its text. A choice question's
// options are written in messages/chat-text.ts.

/** The value a click on an option element sends: its data-value, else "(n)" in its text. */
export function optionValue(
  dataValue: string | null | undefined,
  text: string | null | undefined,
): string | null {
  const fromData = dataValue?.trim();
  if (fromData) return fromData;
  const match = /\(\s*(\d+)\s*\)/.exec(text ?? '');
  return match?.[1] ?? null;
}

/**
 * The option a student's answer picks, or null. Accepted: the value itself ("2"), or the
 * value in parentheses or followed by a dot ("(2)", "2."), as typed or sent by a click.
 */
export function matchOption<Option extends { readonly value: string }>(answer: string, options: readonly Option[]): Option | null {
  const trimmed = answer.trim();
  const bare = /^\(?\s*([^()\s.]+)\s*\)?\.?$/.exec(trimmed)?.[1] ?? trimmed;
  return options.find((option) => option.value === trimmed || option.value === bare) ?? null;
}
