// The site's UI strings through i18next (docs/web.md "Strings"). createI18n holds every namespace
// of all three languages at once (tests, the build's prerender); the browser uses
// createBrowserI18n (browser-i18n.ts), which fetches a namespace when it is needed.
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { FEATURE_NAMESPACES, NAMESPACE_OPTIONS, SHELL_NAMESPACE } from './namespaces.ts';
import { addDurationFormat } from './duration-format.ts';
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
    ...NAMESPACE_OPTIONS,
    resources: siteTranslations,
    ns: [SHELL_NAMESPACE, ...FEATURE_NAMESPACES],
    lng: language,
    initAsync: false,
  });
  addDurationFormat(instance);
  instance.on('languageChanged', applyDocumentLanguage);
  applyDocumentLanguage(language);
  return instance;
}
