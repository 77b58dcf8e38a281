// What a page says when the server refuses something, in the page's language (docs/site-chrome.md
// "Server messages"). The API's message is English, for people and logs: an English page shows it
// as it is, since it names the file and the reason; a Hebrew or Arabic page shows the text of the
// error's code from the server-errors namespace (locales/server-errors, which a component that
// shows such a message names in its useTranslation), and a code it does not know as the general "could not
// be completed", never the English sentence.
import type { i18n as I18n } from 'i18next';
import { ApiError } from './api-client.ts';
import { loadRouteStrings } from './browser-i18n.ts';

/**
 * The codes the client gives an error itself (no server answered, or not with the API's body):
 * their message is for logs, and the page says them through the catalogue in English too.
 */
const madeByClient = (code: string | undefined) =>
  code === 'NETWORK' || code === 'INCOMPLETE' || /^HTTP_\d+$/.test(code ?? '');

/** What the server said, as the page's language says it. */
export function serverMessage(
  i18n: Pick<I18n, 't' | 'exists' | 'language'>,
  code: string | undefined,
  englishMessage: string | null | undefined,
  retryAfterSeconds?: number,
): string {
  if (i18n.language.startsWith('en') && englishMessage && !madeByClient(code)) return englishMessage;
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

/**
 * serverErrorText once the server-errors strings are in: the analyser and the exercise chat do not
 * load them with their page (docs/performance.md "Exercise pages"), only when they have a failure
 * to say. Strings that could not be fetched (offline) leave `fallback`, the page's own words.
 */
export async function serverErrorTextWhenLoaded(
  i18n: Pick<I18n, 't' | 'exists' | 'language' | 'hasLoadedNamespace'>,
  error: unknown,
  fallback: string,
): Promise<string> {
  await loadRouteStrings(['server-errors']).catch(() => undefined);
  return i18n.hasLoadedNamespace('server-errors') ? serverErrorText(i18n, error, fallback) : fallback;
}
