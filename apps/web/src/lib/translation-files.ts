// The strings files as the browser fetches them: one language's namespace at a time
// (locales/{lng}.json for the shell, locales/{namespace}/{lng}.json for a feature), each a chunk
// of its own, through an i18next backend, so useTranslation() and changeLanguage() wait for them.
import type { BackendModule } from 'i18next';
import englishShell from '../locales/en.json';
import { SHELL_NAMESPACE } from './namespaces.ts';

export type Strings = Record<string, unknown>;

// The shell's English is in the first download (browser-i18n.ts); the other languages are fetched.
const shellFiles: Record<string, () => Promise<Strings>> = {
  '../locales/en.json': () => Promise.resolve(englishShell),
  ...import.meta.glob<Strings>('../locales/{he,ar}.json', { import: 'default' }),
};
const featureFiles = import.meta.glob<Strings>('../locales/*/{en,he,ar}.json', { import: 'default' });

/** One namespace's strings in `language`; rejects for a language or namespace the site lacks. */
export async function loadStrings(language: string, namespace: string): Promise<Strings> {
  const load =
    namespace === SHELL_NAMESPACE ? shellFiles[`../locales/${language}.json`] : featureFiles[`../locales/${namespace}/${language}.json`];
  if (load === undefined) throw new Error(`The site has no strings "${namespace}" in "${language}".`);
  return load();
}

/** An i18next backend over loadStrings. */
export const translationFiles: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read: (language, namespace, callback) => {
    loadStrings(language, namespace).then(
      (strings) => callback(null, strings as never),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), null),
    );
  },
};
