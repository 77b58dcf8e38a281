// A browser i18next instance: the shell's English built in and each feature's added as its code
// loads (english-strings.ts), the other languages fetched on first use through `backend`, so
// changeLanguage() waits for the strings. The site's backend fetches every feature's strings
// (browser-i18n.ts); the reader's page fetches its own only (its light entry, reader-main.tsx).
import i18next, { type BackendModule } from 'i18next';
import { initReactI18next } from 'react-i18next';
import en from '../locales/en.json';
import { followEnglishStrings } from './english-strings.ts';
import { applyDocumentLanguage } from './site-languages.ts';

/** Resolves once `language` is loaded, so the first render is already in it. */
export async function createI18nWith(backend: BackendModule, language: string) {
  const instance = i18next.createInstance();
  await instance
    .use(backend)
    .use(initReactI18next)
    .init({
      // A copy: the features' namespaces are added to this object (english-strings.ts).
      resources: { en: { translation: { ...en } } },
      partialBundledLanguages: true,
      lng: language,
      fallbackLng: 'en',
      interpolation: { escapeValue: false },
    });
  followEnglishStrings(instance);
  instance.on('languageChanged', applyDocumentLanguage);
  applyDocumentLanguage(language);
  return instance;
}
