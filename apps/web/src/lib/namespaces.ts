// The site's strings by i18next namespace (docs/web.md "Strings"): `translation` is the shell's
// (locales/{lng}.json: header, sidebar, footer, cookie banner, home, legal and error pages), whose
// English is in the first download; every other namespace is a feature's folder of locales/
// (locales/{namespace}/{lng}.json), loaded with the route that shows it. A component names the
// namespaces it reads in useTranslation(), which waits for them; any t() finds a key of any
// loaded namespace, so a helper may translate with the t it is given.
import type { InitOptions } from 'i18next';

export const SHELL_NAMESPACE = 'translation';

export const FEATURE_NAMESPACES = [
  'account',
  'account-forms',
  'coachReports',
  'compare',
  'courses',
  'de-jargonizer',
  'de-jargonizer-info',
  'exerciseSession',
  'exercises',
  'key-terms',
  'reader-check',
  'research',
  'server-errors',
  'sharing',
  'studies',
] as const;

export type FeatureNamespace = (typeof FEATURE_NAMESPACES)[number];

/** What every site i18next instance shares (the browser's, the tests', the prerender's). */
export const NAMESPACE_OPTIONS = {
  defaultNS: SHELL_NAMESPACE,
  fallbackNS: [SHELL_NAMESPACE, ...FEATURE_NAMESPACES],
  fallbackLng: 'en',
  interpolation: { escapeValue: false },
} satisfies InitOptions;
