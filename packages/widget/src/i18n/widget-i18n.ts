// The widget's own i18next instance (i18next.createInstance), so it never touches the host
// site's i18next. English is built in; every other language is fetched once from
// `{localeBaseUrl}/{code}.json` when chosen. A failed or malformed file leaves the widget in
// English and is reported to the caller, which tells the visitor.
import i18next from 'i18next';
import type { i18n } from 'i18next';
import english from '../../locales/en.json' with { type: 'json' };
import { flattenMessages, readLocaleMessages } from './locale-messages.ts';

export const ENGLISH_MESSAGES = flattenMessages(english);

export function createWidgetI18n(): i18n {
  const instance = i18next.createInstance();
  // initAsync false: with English built in there is nothing to wait for, and the first render is already translated.
  void instance.init({
    lng: 'en',
    fallbackLng: 'en',
    resources: { en: { translation: ENGLISH_MESSAGES } },
    keySeparator: false,
    nsSeparator: false,
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  return instance;
}

export type FetchLike = (url: string) => Promise<{ ok: boolean; json: () => Promise<unknown> }>;

function localeUrl(baseUrl: string, code: string): string {
  return `${baseUrl.replace(/(?<!\/)\/+$/, '')}/${encodeURIComponent(code)}.json`;
}

/**
 * Makes sure the instance holds the messages of `code`, fetching its file if needed. Returns
 * false on any failure (network, HTTP status, bad JSON, no usable message); the caller then
 * shows English.
 */
export async function loadLanguage(instance: i18n, code: string, baseUrl: string, fetcher: FetchLike): Promise<boolean> {
  if (code === 'en' || instance.hasResourceBundle(code, 'translation')) return true;
  try {
    const response = await fetcher(localeUrl(baseUrl, code));
    if (!response.ok) return false;
    const messages = readLocaleMessages(await response.json(), ENGLISH_MESSAGES);
    if (messages === undefined) return false;
    instance.addResourceBundle(code, 'translation', messages, true, true);
    return true;
  } catch {
    return false;
  }
}
