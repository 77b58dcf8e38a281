// What the bot says, as the scripts, the engine and the coaches write it (docs/exercises.md
// "Languages"): a message by its key and parameters, rendered in the site's language by
// render.ts when the turn's messages are made. HTML given as a plain string (the student's text
// shown back, the coach's feedback, an LLM's answer) is said exactly as it is, in any language.
/** A message of the catalogues (messages/*.ts), with its parameters. */
export interface Said {
  readonly key: string;
  readonly params?: Readonly<Record<string, SaidParam>>;
}

/**
 * A parameter: a number; plain text (the student's words: escaped, never translated); HTML that
 * is already safe; or a message of its own, rendered in the same language (a theme, the readers).
 */
export type SaidParam = number | string | { readonly html: string } | Said;

/** A choice option's line: `(n) label`, clickable (markup/options.ts reads a click). */
export interface OptionLine {
  readonly option: { readonly value: string; readonly label: Said };
}

/** One bot message: HTML as it is, a message, an option, or lines of these joined by line breaks. */
export type ChatText = string | Said | OptionLine | readonly ChatText[];

export function said(key: string, params?: Readonly<Record<string, SaidParam>>): Said {
  return params ? { key, params } : { key };
}

export function isSaid(value: unknown): value is Said {
  return typeof value === 'object' && value !== null && 'key' in value && typeof (value as Said).key === 'string';
}

export interface ChoiceOption {
  /** What a click sends and what the student may type ("1"). */
  readonly value: string;
  /** What the student reads after the number ("Elementary school level science"), in the site's language. */
  readonly label: Said;
  /** What the history stores when this option is chosen ("Elementary"). */
  readonly stored: string;
}

/** A question followed by its options, one per line (rendered by render.ts). */
export function renderChoiceQuestion(question: ChatText, options: readonly ChoiceOption[]): ChatText[] {
  return [question, ...options.map((option): OptionLine => ({ option }))];
}
