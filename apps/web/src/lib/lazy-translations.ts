// The site's strings as the browser gets them (docs/performance.md): the shell's English
// (locales/en.json) is part of the first download, a feature's English comes with its route's
// code (english-strings.ts); Hebrew and Arabic (with all their feature files) are fetched when a
// visitor reads them, through an i18next backend, so changeLanguage() waits for them.
import type { BackendModule } from 'i18next';
import en from '../locales/en.json';
import { withFeatureFiles, type Strings } from './merge-strings.ts';
import { translationBackend } from './translation-backend.ts';

const otherBases = import.meta.glob<Strings>('../locales/{he,ar}.json', { import: 'default' });
const otherFeatures = import.meta.glob<Strings>('../locales/*/{he,ar}.json', { import: 'default' });

/** The shell's English, in the first download; each feature adds its own (english-strings.ts). */
export const englishTranslation: Strings = en;

/** A site language's merged strings; rejects for a language the site does not have. */
export async function loadTranslation(language: string): Promise<Strings> {
  const base = otherBases[`../locales/${language}.json`];
  if (base === undefined) throw new Error(`The site has no strings in "${language}".`);
  const features = Object.entries(otherFeatures).filter(([path]) => path.endsWith(`/${language}.json`));
  const [strings, ...featureStrings] = await Promise.all([base(), ...features.map(([, load]) => load())]);
  const files = Object.fromEntries(features.map(([path], index) => [path, featureStrings[index] ?? {}]));
  return withFeatureFiles(language, strings ?? {}, files);
}

/** An i18next backend that fetches the strings of a language on first use. */
export const lazyTranslations: BackendModule = translationBackend(loadTranslation);
