// The browser's i18next instance (main.tsx): English built in, Hebrew or Arabic fetched on
// first use (lazy-translations.ts); changeLanguage() waits for the strings before switching.
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { englishTranslation, lazyTranslations } from './lazy-translations.ts';
import { applyDocumentLanguage, storedLanguage, toSiteLanguage } from './site-languages.ts';

/** Resolves once the visitor's language is loaded, so the first render is already in it. */
export async function createBrowserI18n(language: string = toSiteLanguage(storedLanguage())) {
  const instance = i18next.createInstance();
  await instance
    .use(lazyTranslations)
    .use(initReactI18next)
    .init({
      resources: { en: { translation: englishTranslation } },
      partialBundledLanguages: true,
      lng: language,
      fallbackLng: 'en',
      interpolation: { escapeValue: false },
    });
  instance.on('languageChanged', applyDocumentLanguage);
  applyDocumentLanguage(language);
  return instance;
}
