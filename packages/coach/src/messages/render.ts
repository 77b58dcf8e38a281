// Chat messages in the site's language, from the areas' catalogues (index.ts) with i18next's
// rendering (templates compiled once, i18next for the rest: i18n/message-templates.ts).
// Parameters are escaped here with the chat's own escapeHtml (as the English lines always
// were), so the renderer is told not to escape again.
import { catalogueRenderer } from '../i18n/message-templates.ts';
import type { CoachLanguage } from '../i18n/language.ts';
import { escapeHtml } from '../markup/html.ts';
import { isSaid, type ChatText, type Said, type SaidParam } from './chat-text.ts';
import { chatCatalogues } from './index.ts';

const renderer = catalogueRenderer(chatCatalogues, false);

function renderParam(param: SaidParam, language: CoachLanguage): string {
  if (typeof param === 'number') return String(param);
  if (typeof param === 'string') return escapeHtml(param);
  if (isSaid(param)) return renderSaid(param, language);
  return param.html;
}

/** One message in the language; a missing key throws, so a typo fails the tests. */
export function renderSaid(message: Said, language: CoachLanguage = 'en'): string {
  if (!renderer.exists(language, message.key)) throw new Error(`Unknown chat message: ${message.key}`);
  const params: Record<string, unknown> = Object.fromEntries(Object.entries(message.params ?? {}).map(([name, value]) => [name, renderParam(value, language)]));
  // A counted message's `count` stays a number: i18next picks its plural form by it (i18n/plural-forms.ts).
  if (typeof message.params?.count === 'number') params.count = message.params.count;
  return renderer.render(language, message.key, params);
}

/** A bot message as HTML in the language (lines joined by `<br />`). */
export function renderChatText(text: ChatText, language: CoachLanguage = 'en'): string {
  if (typeof text === 'string') return text;
  if (Array.isArray(text)) return (text as readonly ChatText[]).map((line) => renderChatText(line, language)).join('<br />');
  if (isSaid(text)) return renderSaid(text, language);
  const { option } = text as Exclude<ChatText, string | Said | readonly ChatText[]>;
  const value = escapeHtml(option.value);
  return `<span class="option" data-value="${value}">(${value}) ${escapeHtml(renderSaid(option.label, language))}</span>`;
}

/** The English of a message, for what the coach is told (a task, a theme): the scripts' own language. */
export function inEnglish(message: Said): string {
  return renderSaid(message, 'en');
}
