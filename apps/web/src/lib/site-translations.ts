// Every namespace of every site language at once (tests, the build's prerender): `translation`
// from locales/{lng}.json, a feature's namespace from locales/{namespace}/{lng}.json. The browser
// fetches a namespace when a route or component needs it (translation-files.ts), so the bundler
// may drop this object from the browser's code: nothing the browser loads may import this module.
import en from '../locales/en.json';
import he from '../locales/he.json';
import ar from '../locales/ar.json';
import { SHELL_NAMESPACE } from './namespaces.ts';
import type { Strings } from './translation-files.ts';

const featureFiles = import.meta.glob<Strings>('../locales/*/{en,he,ar}.json', { eager: true, import: 'default' });

function namespacesOf(language: string, shell: Strings): Record<string, Strings> {
  const namespaces: Record<string, Strings> = { [SHELL_NAMESPACE]: shell };
  for (const [path, strings] of Object.entries(featureFiles)) {
    const [, namespace, fileLanguage] = /^\.\.\/locales\/([^/]+)\/(\w+)\.json$/.exec(path) ?? [];
    if (namespace && fileLanguage === language) namespaces[namespace] = strings;
  }
  return namespaces;
}

export const siteTranslations = {
  en: /* @__PURE__ */ namespacesOf('en', en),
  he: /* @__PURE__ */ namespacesOf('he', he),
  ar: /* @__PURE__ */ namespacesOf('ar', ar),
};
