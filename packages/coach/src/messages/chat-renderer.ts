// Chat messages in the site's language from a set of catalogues, with i18next's rendering
// (templates compiled once, i18next for the rest: i18n/message-templates.ts). Parameters are
// escaped here with the chat's own escapeHtml (as the English lines always were), so the
// renderer is told not to escape again. render.ts renders from every catalogue; a script that
// needs its own words in English (what the coach is told) renders from its own catalogue, so
// the scripts never import the list of catalogues, which the exercise registry feeds.
import { catalogueRenderer } from '../i18n/message-templates.ts';
import type { CoachLanguage } from '../i18n/language.ts';
import { escapeHtml } from '../markup/html.ts';
import type { ChatCatalogue } from './catalogue.ts';
import { isSaid, type ChatText, type Said, type SaidParam } from './chat-text.ts';

export interface ChatRenderer {
  /** One message in the language; a missing key throws, so a typo fails the tests. */
  renderSaid(message: Said, language?: CoachLanguage): string;
  /** A bot message as HTML in the language (lines joined by `<br />`). */
  renderChatText(text: ChatText, language?: CoachLanguage): string;
  /** The English of a message, for what the coach is told (a task, a theme): the scripts' own language. */
  inEnglish(message: Said): string;
}

export function chatRenderer(catalogues: readonly ChatCatalogue[]): ChatRenderer {
  const renderer = catalogueRenderer(catalogues, false);

  function renderParam(param: SaidParam, language: CoachLanguage): string {
    if (typeof param === 'number') return String(param);
    if (typeof param === 'string') return escapeHtml(param);
    if (isSaid(param)) return renderSaid(param, language);
    return param.html;
  }

  function renderSaid(message: Said, language: CoachLanguage = 'en'): string {
    if (!renderer.exists(language, message.key)) throw new Error(`Unknown chat message: ${message.key}`);
    const params: Record<string, unknown> = Object.fromEntries(Object.entries(message.params ?? {}).map(([name, value]) => [name, renderParam(value, language)]));
    // A counted message's `count` stays a number: i18next picks its plural form by it (testing/plural-forms.ts).
    if (typeof message.params?.count === 'number') params.count = message.params.count;
    return renderer.render(language, message.key, params);
  }

  function renderChatText(text: ChatText, language: CoachLanguage = 'en'): string {
    if (typeof text === 'string') return text;
    if (Array.isArray(text)) return (text as readonly ChatText[]).map((line) => renderChatText(line, language)).join('<br />');
    if (isSaid(text)) return renderSaid(text, language);
    const { option } = text as Exclude<ChatText, string | Said | readonly ChatText[]>;
    const value = escapeHtml(option.value);
    return `<span class="option" data-value="${value}">(${value}) ${escapeHtml(renderSaid(option.label, language))}</span>`;
  }

  return { renderSaid, renderChatText, inEnglish: (message) => renderSaid(message, 'en') };
}
