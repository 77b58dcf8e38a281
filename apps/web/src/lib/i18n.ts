// The site's UI strings through i18next (docs/decisions.md "Languages"). createI18n holds all three
// languages at once (tests, the build's prerender); the browser uses createBrowserI18n
// (browser-i18n.ts), which fetches Hebrew and Arabic only when needed.
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { siteTranslations } from './site-translations.ts';
import { applyDocumentLanguage, storedLanguage, toSiteLanguage } from './site-languages.ts';

export {
  applyDocumentLanguage,
  chooseSiteLanguage,
  isRtl,
  LANGUAGE_STORAGE_KEY,
  siteLanguageOf,
  siteLanguages,
  toSiteLanguage,
  type SiteLanguage,
} from './site-languages.ts';

export function createI18n(language: string = toSiteLanguage(storedLanguage())) {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    resources: siteTranslations,
    lng: language,
    fallbackLng: 'en',
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  instance.on('languageChanged', applyDocumentLanguage);
  applyDocumentLanguage(language);
  return instance;
}
