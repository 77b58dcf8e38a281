// Pathos, for persuasive writing (docs/exercises.md "Persuasion and Rhetorics"; logos and ethos
// are in logos.ts and ethos.ts, ethical concerns in ethics.ts): whether the value the writer
// shares with the readers (or a word close to it) appears, whether the text speaks to the
// reader, and whether it gives everyday examples.
//
// Word lists are deliberately short and plain: they find what a writer usually says, and the
// coach words its advice as a question, never as a verdict. A Hebrew text is read with the
// Hebrew lists (a word matches behind prefix letters ו ה ב כ ל מ ש), never the English ones.

import { textLanguage } from '../language-analysis/analyse.ts';
import { found, foundHebrew, hebrewMatches, hebrewTokens } from './phrase-lists.ts';
import { wordTokens } from './words.ts';

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

/**
 * Words that readers hear as the same value, for values scientists often share with their
 * audience. A value's own word and these count as "close to it".
 */
export const relatedValueWords: Readonly<Record<string, readonly string[]>> = {
  health: [
    'healthy',
    'illness',
    'disease',
    'sick',
    'doctor',
    'medicine',
    'wellbeing',
    'well-being',
  ],
  safety: ['safe', 'risk', 'protect', 'danger', 'harm', 'secure'],
  money: ['cost', 'costs', 'cheaper', 'save', 'saving', 'price', 'budget', 'profit', 'income'],
  family: ['children', 'kids', 'parents', 'home', 'grandparents'],
  children: ['kids', 'child', 'family', 'young', 'school'],
  environment: ['nature', 'climate', 'planet', 'earth', 'pollution', 'green', 'wildlife'],
  nature: ['environment', 'wildlife', 'forest', 'planet', 'earth'],
  food: ['eat', 'meal', 'crop', 'crops', 'harvest', 'farmers', 'bread'],
  future: ['tomorrow', 'next', 'generations', 'grandchildren'],
  education: ['learn', 'learning', 'school', 'students', 'teach', 'teachers'],
  fairness: ['fair', 'equal', 'equality', 'justice', 'everyone'],
  community: ['neighbours', 'neighbors', 'local', 'together', 'town', 'city'],
  jobs: ['work', 'employment', 'workers', 'income', 'economy'],
  innovation: ['new', 'invention', 'technology', 'discovery', 'progress'],
};

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

/**
 * Two stems with the same root: equal, or sharing their first five letters ("secur" and
 * "secure", "child" and "childhood"); shorter stems must be equal.
 */
export function sameRoot(a: string, b: string): boolean {
  if (a === b) return true;
  return a.length >= 5 && b.length >= 5 && a.slice(0, 5) === b.slice(0, 5);
}

/** The content words of a short phrase ("the health of our children" → health, children). */
export function contentWords(phrase: string): string[] {
  return [
    ...new Set(wordTokens(phrase).filter((word) => !stopWords.has(word) && !/^\d/.test(word))),
  ];
}

/** Second-person words: the text speaks to its reader. */
export const secondPerson: readonly string[] = ['you', 'your', 'yours', 'yourself', 'yourselves'];

/** Markers of a concrete example the reader can picture. */
export const exampleMarkers: readonly string[] = [
  'for example',
  'for instance',
  'such as',
  'imagine',
  'like a',
  'like the',
  'think of',
  'picture',
  'every day',
  'everyday',
];

export const everydayWords: readonly string[] = [
  'home',
  'kitchen',
  'family',
  'children',
  'car',
  'phone',
  'food',
  'water',
  'school',
  'doctor',
  'garden',
  'weather',
  'street',
  'shop',
  'supermarket',
  'neighbour',
  'neighbor',
  'bill',
  'coffee',
  'bread',
];

const hebrewStopWords = new Set(['של', 'את', 'על', 'עם', 'יותר', 'פחות', 'כל', 'לנו', 'שלנו', 'שלהם', 'שלכם', 'גם', 'זה', 'זו', 'הם', 'אנחנו', 'בלי', 'ללא', 'אבל', 'או', 'כי', 'אם', 'לא', 'יש', 'אין', 'הוא', 'היא', 'הן', 'אני', 'כך', 'רק', 'עוד']);

// The second person is in the verb as often as in a pronoun: "כך תוכלו להחליט" speaks to the
// readers (a walk was asked to address them where it did). Common verbs only: a ת- word ending
// in ו is as often a noun with "his" ("תפקידו").
export const hebrewSecondPerson: readonly string[] = [
  'אתם', 'אתן', 'שלכם', 'שלכן', 'לכם', 'אתכם', 'אתכן', 'עבורכם', 'בשבילכם', 'אליכם', 'עליכם',
  'תוכלו', 'תרצו', 'תדעו', 'תראו', 'תחשבו', 'תגלו', 'תבחרו', 'תשאלו', 'תקראו', 'תזכרו', 'תמצאו', 'תחליטו', 'תצטרכו', 'תבינו',
];

export const hebrewExampleMarkers: readonly string[] = ['למשל', 'לדוגמה', 'לדוגמא', 'כגון', 'דמיינו', 'תארו לעצמכם', 'חשבו על', 'בדומה ל'];

export const hebrewEverydayWords: readonly string[] = [
  'בית', 'מטבח', 'משפחה', 'ילדים', 'מכונית', 'טלפון', 'אוכל', 'מים', 'בית ספר', 'רופא', 'גינה', 'מזג אוויר', 'רחוב',
  'סופרמרקט', 'שכנים', 'חשבון', 'קפה', 'לחם',
];

export interface PathosMeasure {
  /** The shared value's own words found in the text. */
  valueWords: string[];
  /** Words close to the value (same stem, or a related word) found in the text. */
  closeWords: string[];
  /** How often the text says "you" or "your". */
  secondPersonCount: number;
  exampleMarkers: string[];
  everydayWords: string[];
}

/** A Hebrew word behind its prefix letters (במים, המים → מים), keeping three letters. */
function hebrewStem(word: string): string {
  let stem = word;
  for (let letters = 0; letters < 2 && stem.length > 3 && 'ובכלמשה'.includes(stem.charAt(0)); letters++) stem = stem.slice(1);
  return stem;
}

const finalLetters: Readonly<Record<string, string>> = { ן: 'נ', ם: 'מ', ף: 'פ', ץ: 'צ', ך: 'כ' };

/**
 * The first three consonants of a Hebrew stem, vowel letters (ו, י) after the first dropped:
 * חיסכון and חוסכת share חסכ. Enough to call a word close to a value, never to call it the value.
 */
function hebrewRoot(stem: string): string | null {
  const skeleton = stem.charAt(0) + stem.slice(1).replace(/[וי]/gu, '');
  // Three consonants or fewer (דגים) share a root with too many words (דגמנו): none is claimed.
  if (skeleton.length < 4) return null;
  return [...skeleton].map((letter) => finalLetters[letter] ?? letter).join('').slice(0, 3);
}

function measureHebrewPathos(text: string, sharedValue: string): PathosMeasure {
  const tokens = hebrewTokens(text);
  const valueWords = [...new Set(hebrewTokens(sharedValue).filter((word) => word.length > 1 && !hebrewStopWords.has(word)))];
  const valueStems = new Set(valueWords.map(hebrewStem));
  // A root is compared only for words of four letters or more: three-letter words share too many (דגים, דגמנו).
  const valueRoots = new Set([...valueStems].flatMap((stem) => hebrewRoot(stem) ?? []));
  // One form per value word: "מהדגים", "דגים" and "הדגים" are one word of the value.
  const seenStems = new Set<string>();
  const direct = tokens.filter((token) => {
    const stem = hebrewStem(token);
    if (!valueStems.has(stem) || seenStems.has(stem)) return false;
    seenStems.add(stem);
    return true;
  });
  const close = tokens.filter((token) => {
    const stem = hebrewStem(token);
    const root = hebrewRoot(stem);
    return !valueStems.has(stem) && root !== null && !hebrewStopWords.has(token) && valueRoots.has(root);
  });
  return {
    valueWords: [...new Set(direct)],
    closeWords: [...new Set(close)],
    secondPersonCount: tokens.filter((token) => hebrewSecondPerson.some((word) => hebrewMatches(token, word))).length,
    exampleMarkers: foundHebrew(text, hebrewExampleMarkers),
    everydayWords: foundHebrew(text, hebrewEverydayWords),
  };
}

export function measurePathos(text: string, sharedValue: string): PathosMeasure {
  if (textLanguage(text) === 'he') return measureHebrewPathos(text, sharedValue);
  const tokens = wordTokens(text);
  const valueWords = contentWords(sharedValue);
  const directHits = valueWords.filter((word) => tokens.includes(word));
  const valueStems = new Set(valueWords.map(stem));
  const related = new Set(
    valueWords.flatMap((word) => relatedValueWords[word] ?? []).map((word) => stem(word)),
  );
  const close = new Set<string>();
  for (const token of tokens) {
    if (directHits.includes(token)) continue;
    const tokenStem = stem(token);
    if (
      [...valueStems].some((valueStem) => sameRoot(valueStem, tokenStem)) ||
      related.has(tokenStem)
    )
      close.add(token);
  }
  return {
    valueWords: directHits,
    closeWords: [...close],
    secondPersonCount: tokens.filter((token) => secondPerson.includes(token)).length,
    exampleMarkers: found(text, exampleMarkers),
    everydayWords: found(text, everydayWords),
  };
}
