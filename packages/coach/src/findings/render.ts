// Findings to chat messages in the site's language. One i18next instance per language, built
// once from the areas' catalogues; i18next escapes every interpolated value, so a student's
// words in a parameter cannot become markup.
import { catalogueTranslator } from '../i18n/catalogue-i18n.ts';
import type { CoachLanguage } from '../i18n/language.ts';
import type { Finding, FindingMessage } from './finding.ts';
import { findingCatalogues } from './messages/index.ts';

const instanceFor = catalogueTranslator(findingCatalogues, true);

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
