// Turns a locale file (nested JSON, as i18next writes them) into flat messages keyed like
// "content.adjustFontSize", keeping only strings the English file also has and that keep its
// {{placeholders}}. A file that is not an object, or has none of our keys, is refused, so the
// widget falls back to its built-in English.

export type LocaleMessages = Record<string, string>;

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Flattens nested objects into dotted keys; non-string leaves are dropped. */
export function flattenMessages(value: unknown, prefix = ''): LocaleMessages {
  const result: LocaleMessages = {};
  if (!isObject(value)) return result;
  for (const [key, child] of Object.entries(value)) {
    const path = prefix === '' ? key : `${prefix}.${key}`;
    if (typeof child === 'string') result[path] = child;
    else if (isObject(child)) Object.assign(result, flattenMessages(child, path));
  }
  return result;
}

export function placeholders(message: string): string[] {
  return [...message.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((match) => match[1] ?? '').sort();
}

function samePlaceholders(a: string, b: string): boolean {
  return placeholders(a).join(',') === placeholders(b).join(',');
}

/**
 * The usable messages of a locale file, checked against English: unknown keys, empty strings
 * and strings that lost a placeholder are dropped (English shows in their place).
 * Returns undefined when nothing usable is left.
 */
export function readLocaleMessages(raw: unknown, english: LocaleMessages): LocaleMessages | undefined {
  const flat = flattenMessages(raw);
  const messages: LocaleMessages = {};
  for (const [key, englishMessage] of Object.entries(english)) {
    const message = flat[key];
    if (typeof message === 'string' && message.trim() !== '' && samePlaceholders(message, englishMessage)) messages[key] = message;
  }
  return Object.keys(messages).length > 0 ? messages : undefined;
}
