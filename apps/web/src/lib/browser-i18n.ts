// The site's browser i18next instance (main.tsx): Hebrew or Arabic, with every feature's strings,
// fetched on first use (lazy-translations.ts); the rest as i18n-with-backend.ts says.
import { createI18nWith } from './i18n-with-backend.ts';
import { lazyTranslations } from './lazy-translations.ts';
import { storedLanguage, toSiteLanguage } from './site-languages.ts';

/** Resolves once the visitor's language is loaded, so the first render is already in it. */
export function createBrowserI18n(language: string = toSiteLanguage(storedLanguage())) {
  return createI18nWith(lazyTranslations, language);
}
