// The site's UI strings through i18next (DECISIONS.md "Languages"): English, Hebrew and Arabic
// bundled; the choice is shared with the accessibility widget through localStorage i18nextLng.
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import en from '../locales/en.json';
import he from '../locales/he.json';
import ar from '../locales/ar.json';

export const siteLanguages = [
  { code: 'en', name: 'English' },
  { code: 'he', name: 'עברית' },
  { code: 'ar', name: 'العربية' },
] as const;

export type SiteLanguage = (typeof siteLanguages)[number]['code'];

const rtlLanguages = new Set(['ar', 'fa', 'he', 'he-IL', 'ur']);
export const LANGUAGE_STORAGE_KEY = 'i18nextLng';

export const isRtl = (language: string) => rtlLanguages.has(language);

/** The site language for any stored code: he-IL → he; a widget-only language → English. */
export function toSiteLanguage(code: string | null | undefined): SiteLanguage {
  const base = (code ?? '').split('-')[0];
  return siteLanguages.some((l) => l.code === base) ? (base as SiteLanguage) : 'en';
}

function storedLanguage(): string | null {
  try {
    return localStorage.getItem(LANGUAGE_STORAGE_KEY);
  } catch {
    return null;
  }
}

export function applyDocumentLanguage(language: string): void {
  document.documentElement.lang = language;
  document.documentElement.dir = isRtl(language) ? 'rtl' : 'ltr';
}

export function createI18n(language: string = toSiteLanguage(storedLanguage())) {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    resources: { en: { translation: en }, he: { translation: he }, ar: { translation: ar } },
    lng: language,
    fallbackLng: 'en',
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  instance.on('languageChanged', applyDocumentLanguage);
  applyDocumentLanguage(language);
  return instance;
}
