// Measures for persuasive and ethical writing (docs/exercises.md "Persuasion and Rhetorics",
// "Ethics"). Logos: numbers, evidence, causal connectors and claims that stand without support.
// Pathos: whether the value the writer shares with the readers (or a word close to it)
// appears, whether the text speaks to the reader, and whether it gives everyday examples.
// Ethos: markers of affiliation, method and track record, and whether the writer's own
// credibility statement made it into the text. Ethics: which kinds of ethical concern a text
// names (stakeholders, consent, privacy, conflicts of interest, risk).
//
// Word lists are deliberately short and plain: they find what a writer usually says, and the
// coach words its advice as a question, never as a verdict.

import { connectorsByKind } from './connectors.ts';
import { measureEvidence } from './evidence.ts';
import type { Sentence } from './sentences.ts';
import { splitSentences } from './sentences.ts';
import { containsPhrase, wordTokens } from './words.ts';

function found(text: string, phrases: readonly string[]): string[] {
  return phrases.filter((phrase) => containsPhrase(text, phrase));
}

// ---- Logos ----

/** Words that make a claim stronger than "we think": each such sentence wants support. */
export const claimMarkers: readonly string[] = [
  'will',
  'proves',
  'proven',
  'clearly',
  'obviously',
  'always',
  'never',
  'best',
  'revolutionary',
  'breakthrough',
  'solve',
  'solves',
  'cure',
  'cures',
  'guarantee',
  'guarantees',
  'must',
  'essential',
  'crucial',
  'significantly',
  'dramatically',
];

export interface LogosMeasure {
  numbers: string[];
  evidenceMarkers: string[];
  causalConnectors: string[];
  /** Sentences with a strong claim and neither a number nor an evidence marker. */
  unsupportedClaims: Sentence[];
}

function hasSupport(sentence: string): boolean {
  const evidence = measureEvidence(sentence);
  return evidence.numbers.length > 0 || evidence.markers.length > 0;
}

export function measureLogos(text: string): LogosMeasure {
  const evidence = measureEvidence(text);
  const unsupportedClaims = splitSentences(text).filter(
    (sentence) => found(sentence.text, claimMarkers).length > 0 && !hasSupport(sentence.text),
  );
  return {
    numbers: evidence.numbers,
    evidenceMarkers: evidence.markers,
    causalConnectors: found(text, connectorsByKind.cause),
    unsupportedClaims,
  };
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

export function measurePathos(text: string, sharedValue: string): PathosMeasure {
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

// ---- Ethos ----

export const affiliationMarkers: readonly string[] = [
  'university',
  'institute',
  'laboratory',
  'lab',
  'hospital',
  'department',
  'faculty',
  'college',
  'centre',
  'center',
  'school of',
  'research group',
  'team',
];

export const methodMarkers: readonly string[] = [
  'method',
  'methods',
  'we measured',
  'we tested',
  'we analysed',
  'we analyzed',
  'experiment',
  'experiments',
  'trial',
  'randomised',
  'randomized',
  'controlled',
  'sample',
  'survey',
  'data',
  'model',
  'peer-reviewed',
  'replicated',
];

export const trackRecordMarkers: readonly string[] = [
  'years',
  'published',
  'publications',
  'papers',
  'previous',
  'previously',
  'earlier work',
  'award',
  'awarded',
  'grant',
  'funded',
  'patent',
  'experience',
  'we have',
  'led',
  'collaborate',
  'collaborated',
  'partnership',
];

export interface EthosMeasure {
  affiliation: string[];
  method: string[];
  trackRecord: string[];
  /** Content words of the writer's credibility statement that appear in the text. */
  statementWordsFound: string[];
  /** Content words of the statement that do not. */
  statementWordsMissing: string[];
}

export function measureEthos(text: string, credibility: string): EthosMeasure {
  const stems = new Set(wordTokens(text).map(stem));
  const statement = contentWords(credibility).filter((word) => word.length > 2);
  return {
    affiliation: found(text, affiliationMarkers),
    method: found(text, methodMarkers),
    trackRecord: found(text, trackRecordMarkers),
    statementWordsFound: statement.filter((word) => stems.has(stem(word))),
    statementWordsMissing: statement.filter((word) => !stems.has(stem(word))),
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
  ],
  consent: [
    'consent',
    'informed',
    'permission',
    'agree',
    'agreed',
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
    'data protection',
    'secure',
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
    'harm',
    'harmful',
    'danger',
    'dangerous',
    'safety',
    'side effect',
    'side effects',
    'misuse',
    'stigma',
    'damage',
    'unintended',
    'vulnerable',
    'fear',
    'panic',
  ],
};

export type EthicsMeasure = Record<EthicsConcern, string[]>;

export function measureEthics(text: string): EthicsMeasure {
  return {
    stakeholders: found(text, ethicsMarkers.stakeholders),
    consent: found(text, ethicsMarkers.consent),
    privacy: found(text, ethicsMarkers.privacy),
    conflictOfInterest: found(text, ethicsMarkers.conflictOfInterest),
    risk: found(text, ethicsMarkers.risk),
  };
}
