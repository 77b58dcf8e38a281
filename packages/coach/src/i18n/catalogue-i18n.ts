// One i18next instance per language over a list of catalogues (each a table of messages per
// language), built on first use: what the findings and the chat's messages are rendered with.
import i18next, { type i18n } from 'i18next';
import type { FindingCatalogue } from './catalogue.ts';
import { coachLanguages, type CoachLanguage } from './language.ts';

const entities: Readonly<Record<string, string>> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;', '/': '&#x2F;' };

const escapeLikeI18next = (value: string): string => value.replace(/[&<>"'/]/g, (char) => entities[char] as string);

const rightToLeft = /[\p{Script=Hebrew}\p{Script=Arabic}]/gu;
const leftToRight = /\p{Script=Latin}/gu;
const directionOf = (text: string): 'rtl' | 'ltr' => ((text.match(rightToLeft)?.length ?? 0) > (text.match(leftToRight)?.length ?? 0) ? 'rtl' : 'ltr');
const ownDirection: Readonly<Record<CoachLanguage, 'rtl' | 'ltr'>> = { en: 'ltr', he: 'rtl', ar: 'rtl' };

type Escape = (text: string) => string;

/** Text escaped, and isolated in the direction most of its letters are written where that is not the message's. */
function isolated(text: string, language: CoachLanguage, escape: Escape): string {
  const escaped = escape(text);
  const direction = directionOf(text);
  return direction === ownDirection[language] || !/\p{L}/u.test(text) ? escaped : `<bdi dir="${direction}">${escaped}</bdi>`;
}

/**
 * A quoted piece of a value: a list of the writer's words arrives as quoted items joined in the
 * message's language, opening with a quote mark (a sentence's own quote marks, as a Hebrew
 * acronym's נת"צ, do not make pieces).
 */
const quotedPiece = /(["“«])([^"“”«»]*)(["”»])/gu;

/**
 * A value escaped as i18next escapes, with the writer's words in it isolated (`<bdi>`) in their
 * own direction where the message runs the other way: a Hebrew sentence quoted in an English
 * question, or an English one in an Arabic question, would otherwise show its words or its quote
 * marks out of order. A value that quotes pieces (“fMRI” ו-“DTI”) has each piece isolated, so
 * the list around them keeps the message's order. Given to i18next as its escape, so both
 * renderings agree. A list the coach builds itself passes its own escape (the chat's escapeHtml).
 */
export function escapeAndIsolate(value: string, language: CoachLanguage, escape: Escape = escapeLikeI18next): string {
  const pieces = /^["“«]/u.test(value) ? [...value.matchAll(quotedPiece)] : [];
  if (pieces.length === 0) return isolated(value, language, escape);
  let out = '';
  let last = 0;
  for (const match of pieces) {
    const [, open = '', inner = '', close = ''] = match;
    out += escape(value.slice(last, match.index) + open) + isolated(inner, language, escape) + escape(close);
    last = match.index + match[0].length;
  }
  return out + escape(value.slice(last));
}

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
        interpolation: { escapeValue, escape: (value: string) => escapeAndIsolate(value, language) },
      });
      instances.set(language, instance);
    }
    return instance;
  };
}
