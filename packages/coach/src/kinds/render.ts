// Findings to chat messages in the site's language, from the areas' catalogues with i18next's
// rendering (templates compiled once, i18next for the rest: i18n/message-templates.ts); every
// interpolated value is escaped, so a student's words in a parameter cannot become markup.
import { catalogueRenderer } from '../i18n/message-templates.ts';
import type { CoachLanguage } from '../i18n/language.ts';
import type { Finding, FindingMessage } from '../findings/finding.ts';
import { findingCatalogues } from './catalogues.ts';

const renderer = catalogueRenderer(findingCatalogues, true);

/** One message in the language (English when absent); a missing key throws, so a typo fails tests. */
export function renderMessage(message: FindingMessage, language: CoachLanguage = 'en'): string {
  if (!renderer.exists(language, message.key)) throw new Error(`Unknown coach message: ${message.key}`);
  return renderer.render(language, message.key, message.params ?? {});
}

/** The findings' messages, one line each, joined as the chat's lines of one message. */
export function renderFindings(findings: readonly Finding[], language: CoachLanguage = 'en'): string {
  return findings.map((item) => renderMessage(item.message, language)).join('<br />');
}
