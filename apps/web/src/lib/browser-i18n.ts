// The browser's i18next instance (main.tsx): the shell's English built in and each feature's
// added as its route loads (english-strings.ts), Hebrew or Arabic fetched on first use
// (lazy-translations.ts); changeLanguage() waits for the strings before switching.
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { followEnglishStrings } from './english-strings.ts';
import { englishTranslation, lazyTranslations } from './lazy-translations.ts';
import { applyDocumentLanguage, storedLanguage, toSiteLanguage } from './site-languages.ts';

/** Resolves once the visitor's language is loaded, so the first render is already in it. */
export async function createBrowserI18n(language: string = toSiteLanguage(storedLanguage())) {
  const instance = i18next.createInstance();
  await instance
    .use(lazyTranslations)
    .use(initReactI18next)
    .init({
      // A copy: the route's namespaces are added to this object (english-strings.ts).
      resources: { en: { translation: { ...englishTranslation } } },
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
