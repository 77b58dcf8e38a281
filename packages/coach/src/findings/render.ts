// Findings to chat messages in the site's language. One i18next instance per language, built
// once from the areas' catalogues; i18next escapes every interpolated value, so a student's
// words in a parameter cannot become markup.
import i18next, { type i18n } from 'i18next';
import { coachLanguages, type CoachLanguage } from '../i18n/language.ts';
import type { Finding, FindingMessage } from './finding.ts';
import { findingCatalogues } from './messages/index.ts';

const instances = new Map<CoachLanguage, i18n>();

function instanceFor(language: CoachLanguage): i18n {
  let instance = instances.get(language);
  if (!instance) {
    const resources: Record<string, { translation: Record<string, string> }> = {};
    for (const code of coachLanguages) {
      resources[code] = { translation: Object.assign({}, ...findingCatalogues.map((catalogue) => catalogue[code])) };
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
      interpolation: { escapeValue: true },
    });
    instances.set(language, instance);
  }
  return instance;
}

/** One message in the language (English when absent); a missing key throws, so a typo fails tests. */
export function renderMessage(message: FindingMessage, language: CoachLanguage = 'en'): string {
  const instance = instanceFor(language);
  if (!instance.exists(message.key)) throw new Error(`Unknown coach message: ${message.key}`);
  return instance.t(message.key, { ...message.params });
}

/** The findings' messages, one line each, joined as the chat's lines of one message. */
export function renderFindings(findings: readonly Finding[], language: CoachLanguage = 'en'): string {
  return findings.map((item) => renderMessage(item.message, language)).join('<br />');
}
