// Measures for persuasive and ethical writing (docs/exercises.md "Persuasion and Rhetorics",
// "Ethics"; logos and ethos are in logos.ts and ethos.ts). Pathos: whether the value the
// writer shares with the readers (or a word close to it) appears, whether the text speaks to
// the reader, and whether it gives everyday examples. Ethics: which kinds of ethical concern a
// text names (stakeholders, consent, privacy, conflicts of interest, risk).
//
// Word lists are deliberately short and plain: they find what a writer usually says, and the
// coach words its advice as a question, never as a verdict. A Hebrew text is read with the
// Hebrew lists (a word matches behind prefix letters ו ה ב כ ל מ ש), never the English ones.

import { textLanguage } from '../language-analysis/analyse.ts';
import { containsPhrase, wordTokens } from './words.ts';

function found(text: string, phrases: readonly string[]): string[] {
  return phrases.filter((phrase) => containsPhrase(text, phrase));
}

const hebrewWord = /[\u05d0-\u05ea]+(?:["׳״'][\u05d0-\u05ea]+)*/g;

export function hebrewTokens(text: string): string[] {
  return text.match(hebrewWord) ?? [];
}

/** The token is the word, or the word behind one to three prefix letters. */
export function hebrewMatches(token: string, word: string): boolean {
  if (token === word) return true;
  const prefix = token.slice(0, token.length - word.length);
  return token.endsWith(word) && prefix.length > 0 && prefix.length <= 3 && /^[ובכלמשה]+$/.test(prefix);
}

/**
 * Hebrew phrases of the list found in the text (each word of a phrase in a row, prefixes allowed
 * on the first). A word right after "בית" is part of a compound, not itself: "בית החולים" is a
 * hospital, not sick people (a walk through Ethics in Hebrew found them named as affected).
 */
export function foundHebrew(text: string, phrases: readonly string[]): string[] {
  const tokens = hebrewTokens(text);
  return phrases.filter((phrase) => {
    const parts = phrase.split(' ');
    return tokens.some((_, at) =>
      !(at > 0 && hebrewMatches(tokens[at - 1]!, 'בית')) &&
      parts.every((part, offset) => {
        const token = tokens[at + offset];
        return token !== undefined && (offset === 0 ? hebrewMatches(token, part) : token === part);
      }),
    );
  });
}

// ---- Pathos ----

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

export const hebrewSecondPerson: readonly string[] = ['אתם', 'אתן', 'שלכם', 'שלכן', 'לכם', 'אתכם', 'אתכן', 'עבורכם', 'בשבילכם', 'אליכם', 'עליכם'];

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

// ---- Ethics ----

export type EthicsConcern = 'stakeholders' | 'consent' | 'privacy' | 'conflictOfInterest' | 'risk';

export const ethicsConcerns: readonly EthicsConcern[] = [
  'stakeholders',
  'consent',
  'privacy',
  'conflictOfInterest',
  'risk',
];

export const ethicsMarkers: Readonly<Record<EthicsConcern, readonly string[]>> = {
  stakeholders: [
    'participants',
    'participant',
    'patients',
    'patient',
    'public',
    'community',
    'communities',
    'families',
    'children',
    'animals',
    'farmers',
    'users',
    'students',
    'volunteers',
    'stakeholders',
    'society',
    'residents',
    'workers',
    'readers',
    'nurses',
    'nurse',
    'doctors',
    'teachers',
    'parents',
    'employees',
    'staff',
    'consumers',
    'citizens',
    'people',
    'hikers',
    'visitors',
    'rangers',
    'neighbours',
    'neighbors',
    'tenants',
    'customers',
    'clients',
    'pupils',
    'victims',
    'owners',
  ],
  consent: [
    'consent',
    'informed consent',
    'permission',
    // Agreeing to take part is consent; "we agree that …" is not, nor is an authority's "agreed
    // to put signs" (a walk found it read as the consent of the people photographed).
    'agree to take part',
    'agreed to take part',
    'agrees to take part',
    'agree to participate',
    'agreed to participate',
    'agree to be',
    'agreed to be',
    'opt out',
    'opt in',
    'withdraw',
    'voluntary',
  ],
  privacy: [
    'privacy',
    'private',
    'confidential',
    'confidentiality',
    'anonymous',
    'anonymised',
    'anonymized',
    'anonymise',
    'anonymize',
    'personal data',
    'identifiable',
    'identify',
    'identified',
    'identity',
    'change the names',
    'data protection',
    'secure',
    'recognise',
    'recognize',
    'recognised',
    'recognized',
    'blur',
    'blurred',
    'blurs',
    'faces',
    'singled out',
    'pseudonym',
    'pseudonyms',
    // Identification through a small group, and its safeguard: figures only for large groups.
    'small town',
    'small village',
    'small community',
    'aggregate',
    'aggregated',
    'aggregating',
    'pooled',
  ],
  conflictOfInterest: [
    'conflict of interest',
    'conflicts of interest',
    'funding',
    'funded',
    'funder',
    'sponsor',
    'sponsored',
    'commercial',
    'profit',
    'patent',
    'industry',
    'company',
    'bias',
    'independent',
    'disclose',
  ],
  risk: [
    'risk',
    'risks',
    // Misuse said by who would misuse it ("poachers could use our maps to find animals").
    'poachers',
    'poaching',
    'abuse',
    'abused',
    'harm',
    'harmful',
    'danger',
    'dangerous',
    'safety',
    'side effect',
    'side effects',
    'misuse',
    'misused',
    'harms',
    'harmed',
    'risky',
    'endanger',
    'stigma',
    'damage',
    'unintended',
    'vulnerable',
    'fear',
    'panic',
    'misread',
    'misunderstand',
    'misunderstood',
    'exploit',
    'abuse',
    'misusing',
    'could use',
    // Harm named by what it does to people: a community labelled, soldiers punished.
    'stigmatise',
    'stigmatize',
    'stigmatised',
    'stigmatized',
    'labelling',
    'labeling',
    'punish',
    'punished',
  ],
};

export const hebrewEthicsMarkers: Readonly<Record<EthicsConcern, readonly string[]>> = {
  stakeholders: ['משתתפים', 'משתתף', 'משתתפת', 'מטופלים', 'מטופל', 'חולים', 'ציבור', 'קהילה', 'קהילות', 'משפחות', 'ילדים', 'בעלי חיים', 'חקלאים', 'משתמשים', 'תלמידים', 'מתנדבים', 'תושבים', 'עובדים', 'קוראים', 'החברה'],
  consent: ['הסכמה', 'הסכמה מדעת', 'רשות', 'הסכימו', 'מסכימים', 'לסרב', 'לפרוש', 'וולונטרי', 'מרצון'],
  privacy: [
    'פרטיות', 'פרטי', 'פרטיים', 'חסוי', 'חסויים', 'סודיות', 'אנונימי', 'אנונימיים', 'אנונימית', 'מידע אישי', 'מזהה', 'מזהים', 'הגנת מידע',
    'מטשטשים', 'מטשטש', 'מטשטשת', 'לטשטש', 'נטשטש', 'טשטוש', 'מטושטש', 'מטושטשים', 'לזהות', 'יזוהו', 'יזוהה', 'שם בדוי', 'שמות בדויים', 'מוצפן',
    'מוצפנים',
  ],
  conflictOfInterest: ['ניגוד עניינים', 'מימון', 'מממן', 'מממנת', 'ממומן', 'ממומנת', 'נותן חסות', 'מסחרי', 'מסחרית', 'רווח', 'פטנט', 'תעשייה', 'חברה מסחרית', 'הטיה', 'עצמאי', 'עצמאית', 'לחשוף'],
  risk: ['סיכון', 'סיכונים', 'נזק', 'נזקים', 'מזיק', 'סכנה', 'מסוכן', 'מסוכנת', 'בטיחות', 'תופעות לוואי', 'שימוש לרעה', 'סטיגמה', 'פגיעה', 'פגיעים', 'פחד', 'פאניקה', 'להעניש', 'יענישו', 'ענישה', 'לתייג', 'תיוג',
    // A harm said as what may happen ("אנשים עלולים לחשוב שהתוצאות מוטות") or as the results
    // used by someone ("החברה תרצה להשתמש בתוצאות בפרסומות"), as English "could use".
    'עלול', 'עלולה', 'עלולים', 'עלולות', 'להשתמש בתוצאות', 'ישתמשו בתוצאות', 'ינצלו', 'לנצל'],
};

/**
 * Consent said without the word: the people let the writers do something ("Owners let us take
 * swabs", "parents allowed us to film"), the study explained to them before ("We will hold a
 * meeting in each village … tell owners what …", "explain the study clearly before we take any
 * swabs"), or their leaving it ("Owners can leave the study at any time", "stop taking part").
 * The walks' consent questions labelled true were on texts that say none of these (signs at trail
 * entrances, records read without asking); the one labelled false was asked of a text that says
 * all three. An authority agreeing to something (a council, a ministry) stays no consent.
 */
const consentPatterns: readonly RegExp[] = [
  /\b(?:owners|participants|parents|patients|residents|farmers|families|teachers|students|pupils|volunteers|villagers|households|workers|people|everyone|they)\s+(?:let|lets|allowed|allow|allows|permitted|permit|gave)\s+us\b/iu,
  /\b(?:explain|explained|explaining|present|presented)\s+(?:the|our)\s+(?:study|research|project|survey|trial|experiment)\b/iu,
  /\bmeetings?\b[^.!?]{0,80}\b(?:explain|explains|explained|tell|tells|told|inform|informs|informed)\b/iu,
  /\b(?:leave|quit|stop|withdraw from)\s+(?:the|our)\s+(?:study|research|project|survey|trial|experiment)\b/iu,
  /\bstop\s+taking\s+part\b/iu,
];
const hebrewConsentPatterns: readonly RegExp[] = [
  /(?:^|[\s"'(])(?:הרשו|הרשה|הרשתה|התירו|אישרו|אישר|אישרה)\s+לנו(?=$|[\s,.;:!?"')])/u,
  /(?:^|[\s"'(])ו?(?:לעזוב|לצאת|יצאו|עזבו|לפרוש)\s+(?:את\s+)?מ?ה?(?:מחקר|ניסוי|פרויקט|סקר)/u,
  /(?:^|[\s"'(])ו?(?:להפסיק|הפסיקו)\s+להשתתף/u,
  /(?:^|[\s"'(])ו?(?:נסביר|הסברנו|להסביר|מסבירים|הסבירו)\s+(?:ל[\u05d0-\u05ea]+\s+)?(?:את\s+)?ה(?:מחקר|ניסוי|פרויקט|סקר)/u,
  /(?:^|[\s"'(])ו?ב?(?:אסיפה|אסיפת|מפגש|פגישה|כנס)[^.!?]{0,80}(?:נסביר|הסברנו|נספר|סיפרנו|הסבירו)/u,
];
function consentSaidInWords(text: string): string[] {
  return consentPatterns.flatMap((pattern) => pattern.exec(text)?.[0] ?? []);
}
function hebrewConsentSaidInWords(text: string): string[] {
  return hebrewConsentPatterns.flatMap((pattern) => pattern.exec(text)?.[0].trim() ?? []);
}

export type EthicsMeasure = Record<EthicsConcern, string[]>;

export function measureEthics(text: string): EthicsMeasure {
  if (textLanguage(text) === 'he') {
    return {
      stakeholders: foundHebrew(text, hebrewEthicsMarkers.stakeholders),
      consent: [...foundHebrew(text, hebrewEthicsMarkers.consent), ...hebrewConsentSaidInWords(text)],
      privacy: foundHebrew(text, hebrewEthicsMarkers.privacy),
      conflictOfInterest: foundHebrew(text, hebrewEthicsMarkers.conflictOfInterest),
      risk: foundHebrew(text, hebrewEthicsMarkers.risk),
    };
  }
  // A figure published only for a group large enough that no one in it stands out ("only for
  // areas with at least 10,000 residents"), or a group small enough that they might ("one of our
  // towns has only 2,500 residents"): identifiability, said in numbers.
  const groupSize = /\b(?:at least|fewer than|under|below|only)\s+[\d,]+\s+(?:residents|people|inhabitants|participants|patients|households|families|students|pupils)\b/iu.exec(text)?.[0];
  return {
    stakeholders: found(text, ethicsMarkers.stakeholders),
    consent: [...found(text, ethicsMarkers.consent), ...consentSaidInWords(text)],
    privacy: [...found(text, ethicsMarkers.privacy), ...(groupSize ? [groupSize] : [])],
    conflictOfInterest: found(text, ethicsMarkers.conflictOfInterest),
    risk: found(text, ethicsMarkers.risk),
  };
}
