// The coach in the site's language (docs/exercises.md "Languages"). The scripts and
// the built-in coach are written in English, which stays exactly as it is; for Hebrew and
// Arabic the engine passes every bot message through `localizeHtml`, which translates it from
// a catalogue keyed by the English text (gettext's msgid idea):
// - a message is split at its line breaks (`<br />`) and each line is looked up whole;
// - an option (`<span class="option" …>(n) label</span>`) keeps its value and gets its label
//   translated;
// - an entry with `{placeholders}` is a template: "Please use {min}–{max} words. …" matches
//   the English line and fills the translation with what it captured. A captured value is
//   itself looked up, then the catalogue's fragments (audience names, themes) are replaced in
//   it; a placeholder named with a leading underscore ({_sentence}) quotes the student and is
//   kept exactly as it is;
// - a line that matches nothing is tried sentence by sentence, and what still matches nothing
//   (the student's own words, an LLM's answer already in the language) is left as it is.
import { escapeHtml } from '@scicomm/shared/text';
import type { CoachLanguage } from './language.ts';
import { ar } from './ar.ts';
import { he } from './he.ts';

export interface Catalogue {
  /** English line (or template with {placeholders}) → translation. */
  messages: Readonly<Record<string, string>>;
  /** English phrases replaced inside captured values (audience names, question themes …). */
  fragments: Readonly<Record<string, string>>;
}

export const catalogues: Readonly<Record<Exclude<CoachLanguage, 'en'>, Catalogue>> = { he, ar };

interface Template {
  pattern: RegExp;
  names: string[];
  translation: string;
  /** The template starts with a placeholder (which could otherwise swallow earlier sentences). */
  leading: boolean;
}

const placeholder = /\{(_?[a-zA-Z]+)\}/g;
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function compile(catalogue: Catalogue): { templates: Template[]; fragments: [string, string][] } {
  const templates: Template[] = [];
  for (const [english, translation] of Object.entries(catalogue.messages)) {
    const names = [...english.matchAll(placeholder)].map((match) => match[1] ?? '');
    if (names.length === 0) continue;
    const source = english
      .split(placeholder)
      .map((part, index) => (index % 2 === 1 ? '(.+?)' : escapeRegExp(part)))
      .join('');
    templates.push({ pattern: new RegExp(`^${source}$`, 's'), names, translation, leading: english.startsWith('{') });
  }
  // The most specific templates (the most literal text) first.
  const literal = (template: Template) => template.pattern.source.replace(/\(\.\+\?\)/g, '').length;
  templates.sort((a, b) => literal(b) - literal(a));
  const fragments = Object.entries(catalogue.fragments).sort((a, b) => b[0].length - a[0].length);
  return { templates, fragments };
}

const compiled = new Map<Catalogue, ReturnType<typeof compile>>();
function compiledOf(catalogue: Catalogue) {
  let entry = compiled.get(catalogue);
  if (!entry) {
    entry = compile(catalogue);
    compiled.set(catalogue, entry);
  }
  return entry;
}

const unescape = (html: string) =>
  html.replaceAll('&quot;', '"').replaceAll('&#39;', "'").replaceAll('&lt;', '<').replaceAll('&gt;', '>').replaceAll('&amp;', '&');

const optionPattern = /^<span class="option" data-value="([^"]*)">\(([^)]*)\) (.*)<\/span>$/s;
/** Between sentences: after . ! ? (not "e.g."), before a capital, a quote or a tag. */
const sentenceBreak = /(?<=[.!?])(?<!e\.g\.)\s+(?=[A-Z0-9“<])/;

function localizeValue(value: string, catalogue: Catalogue): string {
  const whole = catalogue.messages[value];
  if (whole !== undefined) return whole;
  const templated = applyTemplates(value, catalogue);
  if (templated !== null) return templated;
  let result = value;
  for (const [english, translation] of compiledOf(catalogue).fragments) result = result.replaceAll(english, translation);
  return result;
}

/** The first template that matches the whole text, filled in; null when none does. */
function applyTemplates(text: string, catalogue: Catalogue): string | null {
  for (const template of compiledOf(catalogue).templates) {
    const match = template.pattern.exec(text);
    if (!match) continue;
    const values = new Map(template.names.map((name, index) => [name, match[index + 1] ?? '']));
    // A value is a name, a number or a list, never several sentences: a match that needs more
    // is a line of several sentences, translated one by one. Only a quote of the student's
    // inside the line ({_sentence}) may hold anything, and a value that is itself a message of
    // the catalogue (a question of two sentences after "Question {n} of 5:").
    const spansSentences = template.names.some((name, index) => {
      const value = values.get(name) ?? '';
      if (catalogue.messages[value] !== undefined) return false;
      return (!name.startsWith('_') || (template.leading && index === 0)) && sentenceBreak.test(value);
    });
    if (spansSentences) continue;
    return template.translation.replace(placeholder, (_, name: string) => {
      const value = values.get(name) ?? '';
      return name.startsWith('_') ? value : localizeValue(value, catalogue);
    });
  }
  return null;
}

function localizeLine(line: string, catalogue: Catalogue, split = true): string {
  const exact = catalogue.messages[line];
  if (exact !== undefined) return exact;
  const option = optionPattern.exec(line);
  if (option) {
    const [, value = '', number = '', label = ''] = option;
    const translated = catalogue.messages[unescape(label)];
    return translated === undefined ? line : `<span class="option" data-value="${value}">(${number}) ${escapeHtml(translated)}</span>`;
  }
  const templated = applyTemplates(line, catalogue);
  if (templated !== null) return templated;
  if (split) {
    const sentences = line.split(sentenceBreak);
    if (sentences.length > 1) return sentences.map((sentence) => localizeLine(sentence, catalogue, false)).join(' ');
  }
  return line;
}

/** A bot message (HTML) in the language; English and unknown lines are returned unchanged. */
export function localizeHtml(html: string, language: CoachLanguage | undefined): string {
  if (!language || language === 'en') return html;
  const catalogue = catalogues[language];
  return html
    .split('<br />')
    .map((line) => {
      const trimmed = line.trim();
      if (trimmed === '') return line;
      const translated = localizeLine(trimmed, catalogue);
      return translated === trimmed ? line : translated;
    })
    .join('<br />');
}

/** Plain text (a table header, an example cell) in the language, or unchanged. */
export function localizeText(text: string, language: CoachLanguage | undefined): string {
  if (!language || language === 'en') return text;
  return catalogues[language].messages[text] ?? text;
}
