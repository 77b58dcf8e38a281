// English strings that come with a route's code instead of with the first download
// (docs/performance.md "Site strings"): a feature's strings module adds its namespaces when the
// route that needs them loads, which is before the route renders. Every browser i18next
// instance gets them, whether it exists already or is created later. Hebrew and Arabic are
// fetched whole when a visitor reads them (lazy-translations.ts); tests and the prerender hold
// every language from the start (i18n.ts), so for them this adds nothing new.
import type { i18n } from 'i18next';
import type { Strings } from './merge-strings.ts';

const added: Strings[] = [];
const instances = new Set<i18n>();

const addTo = (instance: i18n, strings: Strings) => instance.addResourceBundle('en', 'translation', strings, true, false);

/** Adds English namespaces (a feature's `locales/{feature}/en.json`) to the site's strings. */
export function addEnglishStrings(...files: Strings[]): void {
  for (const strings of files) {
    added.push(strings);
    for (const instance of instances) addTo(instance, strings);
  }
}

/** Gives an instance every English namespace added so far and those added later. */
export function followEnglishStrings(instance: i18n): void {
  for (const strings of added) addTo(instance, strings);
  instances.add(instance);
}
