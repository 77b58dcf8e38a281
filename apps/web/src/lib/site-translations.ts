// The UI strings of each site language: `locales/{lng}.json` holds the shell's and the older
// features' namespaces; a feature may keep its own in `locales/{feature}/{lng}.json`, whose
// top-level namespaces are added beside them (a namespace lives in one file only).
// `siteTranslations` holds all three languages at once (tests, the build's prerender); the
// browser starts with English only and fetches Hebrew or Arabic when needed
// (lazy-translations.ts), so the bundler may drop this object from the browser's code: its
// merges are marked pure. Nothing the browser loads may import this module.
import en from '../locales/en.json';
import he from '../locales/he.json';
import ar from '../locales/ar.json';
import { withFeatureFiles, type Strings } from './merge-strings.ts';

const featureFiles = import.meta.glob<Strings>('../locales/*/{en,he,ar}.json', { eager: true, import: 'default' });

export const siteTranslations = {
  en: { translation: /* @__PURE__ */ withFeatureFiles('en', en, featureFiles) },
  he: { translation: /* @__PURE__ */ withFeatureFiles('he', he, featureFiles) },
  ar: { translation: /* @__PURE__ */ withFeatureFiles('ar', ar, featureFiles) },
};
