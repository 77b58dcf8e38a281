// An i18next backend over a loader of a language's strings: i18next asks it for a language on
// first use and waits for it (lazy-translations.ts for the site, reader-translations.ts for the
// reader's page).
import type { BackendModule } from 'i18next';
import type { Strings } from './merge-strings.ts';

export function translationBackend(load: (language: string) => Promise<Strings>): BackendModule {
  return {
    type: 'backend',
    init: () => undefined,
    read: (language, _namespace, callback) => {
      load(language).then(
        (strings) => callback(null, strings as never),
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), null),
      );
    },
  };
}
