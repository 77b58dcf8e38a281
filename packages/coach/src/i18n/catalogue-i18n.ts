// One i18next instance per language over a list of catalogues (each a table of messages per
// language), built on first use: what the findings and the chat's messages are rendered with.
import i18next, { type i18n } from 'i18next';
import type { FindingCatalogue } from './catalogue.ts';
import { coachLanguages, type CoachLanguage } from './language.ts';

/**
 * The instance for a language. `escapeValue`: whether i18next escapes what it interpolates (the
 * findings let it; the chat's messages escape their parameters themselves).
 */
export function catalogueTranslator(catalogues: readonly FindingCatalogue[], escapeValue: boolean): (language: CoachLanguage) => i18n {
  const instances = new Map<CoachLanguage, i18n>();
  return (language) => {
    let instance = instances.get(language);
    if (!instance) {
      const resources: Record<string, { translation: Record<string, string> }> = {};
      for (const code of coachLanguages) {
        resources[code] = { translation: Object.assign({}, ...catalogues.map((catalogue) => catalogue[code])) };
      }
      instance = i18next.createInstance();
      void instance.init({
        lng: language,
        fallbackLng: 'en',
        resources,
        initAsync: false,
        keySeparator: false,
        nsSeparator: false,
        returnNull: false,
        interpolation: { escapeValue },
      });
      instances.set(language, instance);
    }
    return instance;
  };
}
