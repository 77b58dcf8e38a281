// Ethos, measured against what the writer said makes them credible (docs/exercises.md "How the
// coach decides"): which words of their statement the text has. Hebrew words match behind prefix
// letters, English words by their rough stem.
import { wordTokens } from '../../measures/words.ts';

const stopWords = new Set([
  'a',
  'an',
  'and',
  'the',
  'of',
  'for',
  'to',
  'in',
  'on',
  'our',
  'their',
  'my',
  'your',
  'we',
  'they',
  'is',
  'are',
  'be',
  'with',
  'by',
  'at',
  'or',
  'as',
  'that',
  'this',
  'it',
  'all',
  'more',
  'less',
  'better',
  'good',
  'from',
  'into',
  'about',
  'over',
  'than',
  'not',
  'no',
  'every',
  'each',
  'its',
  'his',
  'her',
  'them',
  'us',
  'giving',
  'making',
  'keeping',
]);

/** A rough stem, enough to match "protect" with "protecting" and "health" with "healthy". */
export function stem(word: string): string {
  const lower = word.toLowerCase();
  for (const suffix of [
    'ations',
    'ation',
    'ities',
    'ity',
    'ness',
    'ing',
    'ies',
    'ed',
    'es',
    'ly',
    'y',
    's',
  ]) {
    if (lower.length - suffix.length >= 4 && lower.endsWith(suffix))
      return lower.slice(0, -suffix.length);
  }
  return lower;
}

/** The content words of a short phrase ("the health of our children" → health, children). */
export function contentWords(phrase: string): string[] {
  return [
    ...new Set(wordTokens(phrase).filter((word) => !stopWords.has(word) && !/^\d/.test(word))),
  ];
}

export interface EthosMeasure {
  /** Content words of the writer's credibility statement, and which of them the text has. */
  statementWords: string[];
  statementWordsFound: string[];
  /** The statement's words not found, as a remark names them: no pronoun, preposition or number. */
  statementWordsToName: string[];
}

/** Pronouns, prepositions and such ("אני"), as English's content words leave them out: never named, though counted. */
const hebrewFunctionWords = new Set(
  (
    'אני אנחנו אנו הוא היא הם הן אתם שלי שלנו שלו שלה שלהם עם על את אל גם כבר עוד יותר פחות מאוד אשר כמו בין אחרי לפני יחד כל זה זו זאת היה היתה היו יש אין רק אבל או כי ' +
    // Numbers match any figure of the text ("שש שנים" of the writer, "בשש שכונות" of the study).
    'שתי שני שלוש שלושה ארבע ארבעה חמש חמישה שש שישה שבע שבעה שמונה תשע תשעה עשר עשרה עשרים'
  ).split(' '),
);
/** The word, or the word behind a prefix letter or two ("ואני"). */
function isHebrewFunctionWord(word: string): boolean {
  return hebrewFunctionWords.has(word) || hebrewFunctionWords.has(word.replace(/^[ובכלמשה]{1,2}/u, ''));
}

/** A Hebrew text's words as written, with their gershayim and geresh ("ד״ר", "פרופ'"). */
const hebrewToken = /[\p{L}\p{N}]+(?:[.,]\d+)*(?:["'׳״][\p{L}]+)*['׳]?/gu;

/** Hebrew when Hebrew letters outnumber Latin ones. */
const isHebrew = (text: string) => (text.match(/[\u05d0-\u05ea]/g)?.length ?? 0) > (text.match(/[A-Za-z]/g)?.length ?? 0);

/** Hebrew words match behind prefix letters; English words by their rough stem. */
function statementMatch(text: string, credibility: string): { words: string[]; found: string[] } {
  if (isHebrew(text)) {
    const words = [...new Set((credibility.match(/[\u05d0-\u05ea"׳״']+/g) ?? []).filter((word) => word.length > 2))];
    const tokens = text.match(hebrewToken) ?? [];
    const found = words.filter((word) =>
      tokens.some((token) => token === word || (token.endsWith(word) && /^[ובכלמשה]{1,3}$/.test(token.slice(0, token.length - word.length)))),
    );
    return { words, found };
  }
  const stems = new Set(wordTokens(text).map(stem));
  const words = contentWords(credibility).filter((word) => word.length > 2);
  return { words, found: words.filter((word) => stems.has(stem(word))) };
}

export function measureEthos(text: string, credibility: string): EthosMeasure {
  const statement = statementMatch(text, credibility);
  return {
    statementWords: statement.words,
    statementWordsFound: statement.found,
    statementWordsToName: statement.words.filter((word) => !statement.found.includes(word) && !isHebrewFunctionWord(word)),
  };
}
