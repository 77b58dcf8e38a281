// The site's browser i18next instance (main.tsx, and the reader's page, reader-start.tsx): the
// shell's English built in; every other namespace, and every namespace of Hebrew and Arabic,
// fetched on first use (translation-files.ts), so useTranslation() and changeLanguage() wait for
// their strings. A route's namespaces are asked for with its code (loadRouteStrings, routes.tsx).
import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import en from '../locales/en.json';
import { addDurationFormat } from './duration-format.ts';
import { NAMESPACE_OPTIONS, SHELL_NAMESPACE, type FeatureNamespace } from './namespaces.ts';
import { applyDocumentLanguage, initialLanguage } from './site-languages.ts';
import { translationFiles } from './translation-files.ts';

const browserInstances = new Set<I18n>();

/**
 * Resolves once `language`'s shell strings and `namespaces` are loaded, so the first render is
 * already in that language.
 */
export async function createBrowserI18n(
  language: string = initialLanguage(),
  namespaces: readonly FeatureNamespace[] = [],
): Promise<I18n> {
  const instance = i18next.createInstance();
  await instance
    .use(translationFiles)
    .use(initReactI18next)
    .init({
      ...NAMESPACE_OPTIONS,
      resources: { en: { [SHELL_NAMESPACE]: en } },
      partialBundledLanguages: true,
      ns: [SHELL_NAMESPACE, ...namespaces],
      lng: language,
    });
  addDurationFormat(instance);
  browserInstances.add(instance);
  instance.on('languageChanged', applyDocumentLanguage);
  applyDocumentLanguage(language);
  return instance;
}

/** While set on <html>, the page is held back (styles.css): its prerendered language is not the visit's. */
const PENDING = 'data-language-pending';

/**
 * A page prerendered in `prerendered` (English) while the visit is in another language is held
 * back, under the visit's lang and dir, until the app renders it anew in that language, so the
 * English never shows first (first-language.js, inline in the head, does so before the first paint). Returns
 * what shows the page again, to call once the app has rendered.
 */
export function holdPrerenderedPage(container: HTMLElement, language: string, prerendered: string): () => void {
  const root = document.documentElement;
  if (container.firstElementChild !== null && language !== prerendered) {
    applyDocumentLanguage(language);
    root.setAttribute(PENDING, '');
  }
  return () => root.removeAttribute(PENDING);
}

/**
 * Loads a route's namespaces into every browser instance, beside the route's code, so the route
 * renders in one go (a namespace asked for only by a component's useTranslation() would make it
 * wait for a second download). Tests and the prerender hold every namespace already.
 */
export async function loadRouteStrings(namespaces: readonly FeatureNamespace[]): Promise<void> {
  if (namespaces.length === 0) return;
  await Promise.all([...browserInstances].map((instance) => instance.loadNamespaces([...namespaces])));
}
