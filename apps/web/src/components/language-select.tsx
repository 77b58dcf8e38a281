import { useTranslation } from 'react-i18next';
import { chooseSiteLanguage, siteLanguageOf, siteLanguages } from '../lib/site-languages.ts';

/** The site chrome's language; stored where the accessibility widget reads it too. */
export function LanguageSelect() {
  const { t, i18n } = useTranslation();
  return (
    <label className="language-select">
      <span className="visually-hidden">{t('shell.language')}</span>
      <select
        value={i18n.resolvedLanguage ?? 'en'}
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
