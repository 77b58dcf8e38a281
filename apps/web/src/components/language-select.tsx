import { useTranslation } from 'react-i18next';
import { LANGUAGE_STORAGE_KEY, siteLanguages } from '../lib/i18n.ts';

/** The site chrome's language; stored where the accessibility widget reads it too. */
export function LanguageSelect() {
  const { t, i18n } = useTranslation();
  return (
    <label className="language-select">
      <span className="visually-hidden">{t('shell.language')}</span>
      <select
        value={i18n.resolvedLanguage ?? 'en'}
        onChange={(event) => {
          const language = event.target.value;
          try {
            localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
          } catch {
            // Storage may be disabled; the choice still applies to this page.
          }
          void i18n.changeLanguage(language);
        }}
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
