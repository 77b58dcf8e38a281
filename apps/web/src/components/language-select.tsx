import { useTranslation } from 'react-i18next';
import { chooseSiteLanguage, siteLanguageOf, siteLanguages } from '../lib/site-languages.ts';
import { useHydrated } from '../lib/use-hydrated.ts';

/** The site chrome's language; stored where the accessibility widget reads it too. */
export function LanguageSelect() {
  const { t, i18n } = useTranslation();
  // On a prerendered page a choice made before hydration would be undone by it (React sets the
  // select back to its value, and the change never reaches i18next), so it waits for the script.
  const hydrated = useHydrated();
  return (
    <label className="language-select">
      <span className="visually-hidden">{t('shell.language')}</span>
      <select
        value={i18n.resolvedLanguage ?? 'en'}
        disabled={!hydrated}
        onChange={(event) => chooseSiteLanguage(i18n, siteLanguageOf(event.target.value) ?? 'en')}
      >
        {siteLanguages.map((language) => (
          <option key={language.code} value={language.code} lang={language.code}>
            {language.name}
          </option>
        ))}
      </select>
    </label>
  );
}
