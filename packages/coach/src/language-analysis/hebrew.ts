// Hebrew analysis: what can be done without a Hebrew tagger (docs/exercises.md "How the coach
// decides"). Sentences and their lengths, word tokens (the conjunction ו taken off as the
// token's lemma, the way the De-Jargonizer strips prefix letters), numbers as years,
// quantities, percentages and time spans by the word after them, titled people and named
// institutions, and connectors from a short lexicon. Parts of speech are 'NUM' for numbers
// and 'X' otherwise: no rule may rest on a Hebrew part of speech, and none of the English
// word lists is used here.
import type { AnalysedSentence, Connector, ConnectorUse, Entity, LanguageAnalysis, Token } from './types.ts';
import { hebrewPercentWords, hebrewTimeUnits, hebrewUnits } from './units.ts';

const hebrewConnectors: readonly (readonly [string, ConnectorUse])[] = [
  ['כתוצאה מכך', 'result'],
  ['משום כך', 'result'],
  ['בשל כך', 'result'],
  ['על כן', 'result'],
  ['מכאן ש', 'result'],
  ['יתר על כן', 'addition'],
  ['כמו כן', 'addition'],
  ['אף על פי', 'contrast'],
  ['על אף', 'contrast'],
  ['בזמן ש', 'time'],
  ['עד ש', 'time'],
  ['לכן', 'result'],
  ['לפיכך', 'result'],
  ['כתוצאה', 'result'],
  ['כי', 'cause'],
  // "הסיבה העיקרית היא …", "אחת הסיבות", "בזכות", "כך ש…": a walk found a Hebrew summary giving
  // its causes this way told to "show how one point leads to the next".
  ['הסיבה', 'cause'],
  ['הסיבות', 'cause'],
  ['בזכות', 'cause'],
  ['כך ש', 'result'],
  ['מפני', 'cause'],
  ['משום', 'cause'],
  ['בגלל', 'cause'],
  ['עקב', 'cause'],
  ['הודות', 'cause'],
  ['מכיוון', 'cause'],
  ['כיוון', 'cause'],
  ['אבל', 'contrast'],
  ['אולם', 'contrast'],
  ['אך', 'contrast'],
  ['לעומת', 'contrast'],
  ['למרות', 'contrast'],
  ['בניגוד', 'contrast'],
  ['ואילו', 'contrast'],
  ['בנוסף', 'addition'],
  ['גם', 'addition'],
  ['מאז', 'time'],
  ['כאשר', 'time'],
  ['לפני', 'time'],
  ['אחרי', 'time'],
  ['לאחר', 'time'],
  ['בעוד', 'time'],
  ['למשל', 'example'],
  ['לדוגמה', 'example'],
  ['לדוגמא', 'example'],
  ['כגון', 'example'],
];

/** Place and institution names of two words that follow an institution word. */
const twoWordNames = new Set(['תל אביב', 'בר אילן', 'בן גוריון', 'באר שבע', 'ראשון לציון', 'פתח תקווה', 'עין כרם']);
const institutionWords = ['אוניברסיטת', 'האוניברסיטה', 'מכון', 'המכון', 'הטכניון', 'טכניון', 'בית החולים', 'בית חולים', 'משרד', 'מרכז', 'המרכז'];
const titles = ['ד"ר', 'ד״ר', "פרופ'", 'פרופ׳', 'פרופסור'];

const tokenPattern = /[\p{L}\p{N}]+(?:[.,]\d+)*(?:["'׳״][\p{L}]+)*['׳]?|%|[.!?…]/gu;

const STOPS = '.!?…';
const CLOSING = `"'”)]`;

/**
 * The sentences of a text, by a scan: a run of stops (and the closing marks after it) ends one when
 * a space or the text's end follows, and a line break ends one. A stop inside a word ("1.5 מיליון",
 * "www.gov.il") is no end. A scan, not a regular expression: the expression this replaced dropped
 * the words before such a stop, and could backtrack for long over a run of stops before a quote.
 */
function sentenceSpans(text: string): { start: number; end: number }[] {
  const spans: { start: number; end: number }[] = [];
  let from = 0;
  const close = (to: number) => {
    const raw = text.slice(from, to);
    const body = raw.trim();
    if (body !== '') {
      const start = from + raw.length - raw.trimStart().length;
      spans.push({ start, end: start + body.length });
    }
    from = to;
  };
  for (let at = 0; at < text.length; at++) {
    const char = text.charAt(at);
    if (char === '\n') {
      close(at);
      from = at + 1;
      continue;
    }
    if (!STOPS.includes(char)) continue;
    let after = at;
    while (after < text.length && STOPS.includes(text.charAt(after))) after++;
    while (after < text.length && CLOSING.includes(text.charAt(after))) after++;
    if (after >= text.length || /\s/u.test(text.charAt(after))) close(after);
    at = after - 1;
  }
  close(text.length);
  return spans;
}

function lemmaOf(word: string): string {
  return word.length > 2 && word.startsWith('ו') && !/^\d/.test(word) ? word.slice(1) : word;
}

/** The word, or the word behind prefix letters ו ה ב כ ל מ ש ("באוניברסיטת" → "אוניברסיטת"). */
function withPrefix(word: string, target: string): boolean {
  if (word === target) return true;
  const prefix = word.slice(0, word.length - target.length);
  return word.endsWith(target) && prefix.length <= 3 && /^[ובכלמשה]+$/.test(prefix);
}

function isYear(text: string): boolean {
  return /^\d{4}$/.test(text) && Number(text) >= 1500 && Number(text) <= 2100;
}

export function analyseHebrew(text: string): LanguageAnalysis {
  const sentences: AnalysedSentence[] = [];
  const tokens: Token[] = [];
  sentenceSpans(text).forEach((span, sentenceIndex) => {
    const firstToken = tokens.length;
    const body = text.slice(span.start, span.end);
    for (const match of body.matchAll(tokenPattern)) {
      const word = match[0];
      const start = span.start + match.index;
      const pos = /^\d/.test(word) ? 'NUM' : /^[%.!?…]$/.test(word) ? 'PUNCT' : 'X';
      tokens.push({ text: word, start, end: start + word.length, pos, lemma: lemmaOf(word), sentence: sentenceIndex });
    }
    sentences.push({ text: body, start: span.start, end: span.end, firstToken, endToken: tokens.length });
  });
  const entities: Entity[] = [];
  const entity = (type: Entity['type'], first: Token, last: Token) =>
    entities.push({ type, text: text.slice(first.start, last.end), start: first.start, end: last.end, sentence: first.sentence });
  for (let index = 0; index < tokens.length; index++) {
    const token = tokens[index]!;
    const next = tokens[index + 1];
    const sameSentence = next !== undefined && next.sentence === token.sentence;
    if (token.pos === 'NUM') {
      const unit = sameSentence ? next.text : '';
      if (unit === '%' || hebrewPercentWords.has(lemmaOf(unit))) entity('percent', token, next!);
      else if (hebrewTimeUnits.has(unit)) entity('date', token, next!);
      else if (hebrewUnits.has(unit)) entity('quantity', token, next!);
      else if (isYear(token.text)) {
        entity('date', token, token);
        continue;
      } else {
        entity('number', token, token);
        continue;
      }
      index++;
      continue;
    }
    // A titled name: the word after the title (a Hebrew name's length cannot be told).
    if (titles.includes(token.text) && sameSentence && next.pos === 'X') {
      entity('person', next, next);
      index++;
      continue;
    }
    const institution = institutionWords.find((word) => {
      const parts = word.split(' ');
      return parts.every((part, offset) => {
        const candidate = tokens[index + offset];
        return candidate !== undefined && (offset === 0 ? withPrefix(candidate.text, part) : candidate.text === part);
      });
    });
    if (institution) {
      const length = institution.split(' ').length;
      const name = tokens[index + length];
      const last = tokens[index + length - 1]!;
      // The name follows the institution word directly: "מחוץ לבית החולים, ורק" names none.
      const adjoining = name !== undefined && /^\s+$/u.test(text.slice(last.end, name.start));
      if (name && adjoining && name.sentence === token.sentence && name.pos === 'X') {
        // Names of two words are kept whole ("אוניברסיטת תל אביב", not "… תל").
        const second = tokens[index + length + 1];
        const twoWords = second !== undefined && second.sentence === token.sentence && twoWordNames.has(`${name.text} ${second.text}`);
        entity('organisation', token, twoWords ? second : name);
        index += length + (twoWords ? 1 : 0);
      }
    }
  }
  const connectors: Connector[] = [];
  for (let index = 0; index < tokens.length; index++) {
    const token = tokens[index]!;
    const match = hebrewConnectors.find(([words]) => {
      const parts = words.split(' ');
      return parts.every((part, offset) => {
        const candidate = tokens[index + offset];
        if (!candidate || candidate.sentence !== token.sentence) return false;
        // "מפני ש…", "עד ש…": the last part may be a prefix of the next word.
        if (offset === parts.length - 1 && part === 'ש') return candidate.text.startsWith('ש') || candidate.lemma.startsWith('ש');
        return candidate.text === part || candidate.lemma === part;
      });
    });
    if (!match) continue;
    const length = match[0].split(' ').length;
    const last = tokens[index + length - 1]!;
    const end = match[0].endsWith(' ש') ? last.start + 1 : last.end;
    connectors.push({ text: text.slice(token.start, end), start: token.start, end, sentence: token.sentence, use: match[1] });
    index += length - 1;
  }
  return { language: 'he', text, sentences, tokens, entities, nounPhrases: [], connectors };
}
