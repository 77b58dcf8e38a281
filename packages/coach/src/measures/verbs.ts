// Verb variety: academic texts lean on a few verbs ("show", "use", "find"). Without a
// part-of-speech tagger the coach recognises the common reporting and research verbs in all
// their forms, which is where repetition shows first.

import { isAcronymToken, termTokens } from './words.ts';

/**
 * The text's words as the verb counts read them: an acronym in capitals is no verb ("LED", "LEDs"
 * were counted as "led", the past of "lead", eight times on a walk about lamps).
 */
function verbTokens(text: string): string[] {
  const tokens = termTokens(text);
  // A form after a determiner is a noun ("our study", "the study was small", "a test", "these
  // findings"): a walk had "study" counted three times as a verb, all three nouns.
  return tokens.filter((token, at) => !isAcronymToken(token) && !determiners.has((tokens[at - 1] ?? '').toLowerCase()));
}

// "this", "that" … are left out: "This shows hope" is a pronoun and its verb.
const determiners = new Set(['a', 'an', 'the', 'our', 'my', 'their', 'your', 'his', 'its', 'each', 'every', 'first', 'new', 'pilot', 'earlier', 'previous', 'whole', 'same']);

/** Each verb with its forms; the first is the one the coach names. */
const verbForms: readonly (readonly string[])[] = [
  ['show', 'shows', 'showed', 'shown', 'showing'],
  ['demonstrate', 'demonstrates', 'demonstrated', 'demonstrating'],
  ['indicate', 'indicates', 'indicated', 'indicating'],
  ['suggest', 'suggests', 'suggested', 'suggesting'],
  ['find', 'finds', 'found', 'finding'],
  ['reveal', 'reveals', 'revealed', 'revealing'],
  ['use', 'uses', 'used', 'using'],
  ['study', 'studies', 'studied', 'studying'],
  ['examine', 'examines', 'examined', 'examining'],
  ['investigate', 'investigates', 'investigated', 'investigating'],
  ['analyze', 'analyzes', 'analyzed', 'analyzing', 'analyse', 'analyses', 'analysed', 'analysing'],
  ['measure', 'measures', 'measured', 'measuring'],
  ['increase', 'increases', 'increased', 'increasing'],
  ['decrease', 'decreases', 'decreased', 'decreasing'],
  ['reduce', 'reduces', 'reduced', 'reducing'],
  ['improve', 'improves', 'improved', 'improving'],
  ['affect', 'affects', 'affected', 'affecting'],
  ['compare', 'compares', 'compared', 'comparing'],
  ['observe', 'observes', 'observed', 'observing'],
  ['test', 'tests', 'tested', 'testing'],
  ['identify', 'identifies', 'identified', 'identifying'],
  ['determine', 'determines', 'determined', 'determining'],
  ['provide', 'provides', 'provided', 'providing'],
  ['support', 'supports', 'supported', 'supporting'],
  ['develop', 'develops', 'developed', 'developing'],
  ['explore', 'explores', 'explored', 'exploring'],
  ['make', 'makes', 'made', 'making'],
  ['help', 'helps', 'helped', 'helping'],
  ['allow', 'allows', 'allowed', 'allowing'],
  ['lead', 'leads', 'led', 'leading'],
  ['cause', 'causes', 'caused', 'causing'],
  ['describe', 'describes', 'described', 'describing'],
  ['discuss', 'discusses', 'discussed', 'discussing'],
  ['present', 'presents', 'presented', 'presenting'],
  ['focus', 'focuses', 'focused', 'focusing'],
];

const verbOf = new Map<string, string>(
  verbForms.flatMap((forms) => forms.map((form) => [form, forms[0] ?? form] as const)),
);

export interface VerbMeasure {
  /** Known verbs by how often they occur (any form), most used first. */
  counts: { verb: string; count: number }[];
  /** Known verbs used at least three times. */
  overused: { verb: string; count: number }[];
}

/** The base form of a known verb form ("showed" → "show"), or null. */
export function verbBase(word: string): string | null {
  return verbOf.get(word.toLowerCase()) ?? null;
}

export function measureVerbs(text: string): VerbMeasure {
  const counts = new Map<string, number>();
  for (const token of verbTokens(text)) {
    const base = verbOf.get(token);
    if (base) counts.set(base, (counts.get(base) ?? 0) + 1);
  }
  const sorted = [...counts.entries()]
    .map(([verb, count]) => ({ verb, count }))
    .sort((a, b) => b.count - a.count);
  return { counts: sorted, overused: sorted.filter(({ count }) => count >= 3) };
}

/** How often a word occurs in the text in any form the coach knows (itself for unknown words). */
export function countVerbForms(text: string, word: string): number {
  const base = verbBase(word) ?? word.toLowerCase();
  return verbTokens(text).filter((token) => (verbOf.get(token) ?? token) === base).length;
}
