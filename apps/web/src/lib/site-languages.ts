// The site's languages and how the page follows the chosen one (docs/decisions.md "Languages"):
// English, Hebrew and Arabic; the choice is shared with the accessibility widget through
// localStorage i18nextLng; without one, the browser's languages decide. Kept apart from the strings, so importing these names does not
// bring every language's strings into the browser's first download (docs/performance.md).
import type { i18n } from 'i18next';

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
  return siteLanguageOf(code) ?? 'en';
}

/** The site language a code names (he-IL → he), or undefined for a language the site lacks. */
export function siteLanguageOf(code: string | null | undefined): SiteLanguage | undefined {
  const base = (code ?? '').split('-')[0];
  return siteLanguages.find((l) => l.code === base)?.code;
}

/** Switches the site's language and remembers it where the accessibility widget reads it too. */
export function chooseSiteLanguage(instance: i18n, language: SiteLanguage): void {
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Storage may be disabled; the choice still applies to this page.
  }
  if (instance.language !== language) void instance.changeLanguage(language);
}

/**
 * The language a visit starts in: the visitor's choice (a site language), else the first of the
 * browser's languages (navigator.languages, what it sends as Accept-Language) the site has, else
 * English. first-language.js (inline in each page's head) decides the same before the first paint (a test compares them).
 */
export function initialLanguage(stored: string | null = storedLanguage(), browserLanguages: readonly string[] = navigatorLanguages()): SiteLanguage {
  const chosen = siteLanguageOf(stored);
  if (chosen) return chosen;
  for (const code of browserLanguages) {
    const language = siteLanguageOf(code.toLowerCase());
    if (language) return language;
  }
  return 'en';
}

function navigatorLanguages(): readonly string[] {
  if (typeof navigator === 'undefined') return [];
  return navigator.languages.length > 0 ? navigator.languages : [navigator.language];
}

export function storedLanguage(): string | null {
  try {
    return localStorage.getItem(LANGUAGE_STORAGE_KEY);
  } catch {
    return null;
  }
}

export function applyDocumentLanguage(language: string): void {
  // The build's prerender (entry-server.tsx) has no document.
  if (typeof document === 'undefined') return;
  document.documentElement.lang = language;
  document.documentElement.dir = isRtl(language) ? 'rtl' : 'ltr';
}
