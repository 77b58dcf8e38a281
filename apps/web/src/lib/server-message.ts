// What a page says when the server refuses something, in the page's language (docs/site-chrome.md
// "Server messages"). The API's message is English, for people and logs: an English page shows it
// as it is, since it names the file and the reason; a Hebrew or Arabic page shows the text of the
// error's code from locales/server-errors, and a code it does not know as the general "could not
// be completed", never the English sentence.
import type { i18n as I18n } from 'i18next';
import serverErrors from '../locales/server-errors/en.json';
import { ApiError } from './api-client.ts';
import { addEnglishStrings } from './english-strings.ts';

// The English texts of the error codes come with this module, not with the first download.
addEnglishStrings(serverErrors);

/** What the server said, as the page's language says it. */
export function serverMessage(
  i18n: Pick<I18n, 't' | 'exists' | 'language'>,
  code: string | undefined,
  englishMessage: string | null | undefined,
  retryAfterSeconds?: number,
): string {
  if (i18n.language.startsWith('en') && englishMessage) return englishMessage;
  const key = code && i18n.exists(`serverErrors.${code}`) ? `serverErrors.${code}` : 'serverErrors.UNKNOWN';
  return i18n.t(key, { seconds: retryAfterSeconds ?? 60 });
}

/** An ApiError's message in the page's language; `fallback` for anything that is not one. */
export function serverErrorText(
  i18n: Pick<I18n, 't' | 'exists' | 'language'>,
  error: unknown,
  fallback: string,
): string {
  if (!(error instanceof ApiError)) return fallback;
  return serverMessage(i18n, error.code, error.message, error.retryAfterSeconds);
}
