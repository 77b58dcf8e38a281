// Claims and their support, for the Critical Thinking feedback (docs/exercises.md "Feedback on
// Coherence and Critical Thinking questions"). Hedges ("may", "suggests") mark a claim as
// tentative, boosters ("proves", "always", "clearly") as certain. A claim is supported when its
// sentence or the next one gives a figure, a study or an observation; a boosted claim without
// that is one readers will question, and "proves" overstates even a supported one (data
// support a conclusion, they do not prove it). A stated purpose ("we aim to"), a research
// question ("we asked whether") and significance ("this could help") are found by their usual
// markers. Every list here is English: the feedback does not apply them to Hebrew text.

import type { Sentence } from './sentences.ts';
import { containsPhrase } from './words.ts';

export const hedges: readonly string[] = [
  'may',
  'might',
  'could',
  'suggest',
  'suggests',
  'suggested',
  'likely',
  'possibly',
  'probably',
  'appear',
  'appears',
  'seem',
  'seems',
  'indicate',
  'indicates',
  'perhaps',
  'partly',
  'partially',
  'to some extent',
  'in our sample',
  'in these samples',
  'preliminary',
  'tentative',
  'tentatively',
];

export const boosters: readonly string[] = [
  'prove',
  'proves',
  'proved',
  'proven',
  'clearly',
  'definitely',
  'certainly',
  'always',
  'never',
  'undoubtedly',
  'obviously',
  'conclusively',
  'without doubt',
  'beyond doubt',
  'no doubt',
  'in all',
  'in every',
];

/** Boosters that overstate what any data can do, even with the data beside them. */
export const proofWords: readonly string[] = ['prove', 'proves', 'proved', 'proven', 'conclusively', 'beyond doubt'];

const numberWords =
  /\b(?:two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|twenty|thirty|forty|fifty|hundred|hundreds|thousand|thousands|million|millions|half|twice|double|doubled|triple|tripled|third|quarter|percent|majority|minority)\b/i;

/** Verbs that report a finding or an observation ("we found", "students reported"). */
const findingVerbs: readonly string[] = [
  'found',
  'find',
  'showed',
  'shown',
  'measured',
  'observed',
  'recorded',
  'surveyed',
  'interviewed',
  'tested',
  'sampled',
  'counted',
  'reported',
  'according to',
  'et al',
];

/**
 * Whether a sentence reports a result: a figure (not a year after "in", "since" …), a number
 * word, or a verb of finding. "We looked at the results" names no result.
 */
export function hasFinding(text: string): boolean {
  const withoutYears = text.replace(/\b(?:in|since|by|until|from|to|between|of|during)\s+(?:19|20)\d\d\b/gi, ' ');
  // A figure stands alone ("40", "2.5", "12%"); "3D" and "CO2" are names, not figures.
  if (/(?<![\p{L}\d])\d+(?:[.,]\d+)*(?!\p{L})/u.test(withoutYears) || numberWords.test(withoutYears)) return true;
  return findingVerbs.some((verb) => containsPhrase(text, verb));
}

/** A source named beside a claim: a study, a survey, a citation. */
const sourceMarkers: readonly string[] = [
  'according to',
  'et al',
  'our survey',
  'our study',
  'our trial',
  'our experiment',
  'our experiments',
  'our sample',
  'in our sample',
  'our data',
  'our measurements',
  'our observations',
  'our interviews',
  'the survey',
  'the trial',
  'the experiment',
  'data show',
  'data showed',
  'studies show',
  'studies have shown',
];

/**
 * Whether a sentence supports a claim: it reports a result (`hasFinding`), names its source
 * ("our survey", "Smith et al.") or cites one ("(2021)"). Naming "the results" is not support.
 */
export function hasSupport(text: string): boolean {
  if (hasFinding(text)) return true;
  if (/\((?:[^()]*\D)?(?:19|20)\d\d[a-z]?\)/.test(text)) return true;
  return sourceMarkers.some((marker) => containsPhrase(text, marker));
}

export const purposeStatements: readonly string[] = [
  'aim',
  'aims',
  'aimed',
  'purpose',
  'goal',
  'objective',
  'in order to',
  'we investigate',
  'we investigated',
  'we examine',
  'we examined',
  'we study',
  'we studied',
  'we ask',
  'we asked',
  'we test',
  'we tested',
  'we explore',
  'we explored',
  'we set out',
  'we sought',
  'this study',
  'this project',
  'this research',
  'this thesis',
  'this work',
  'this paper',
  'my research',
  'my thesis',
  'my project',
  'our research',
  'our study',
  'our project',
  'seeks to',
  'set out to',
  'intends to',
  'here we',
  'in this study',
  'in this work',
  'wanted to know',
  'want to know',
  'wanted to find out',
  'to find out',
  'sought to',
  'to determine whether',
  'to test whether',
];

export const significanceMarkers: readonly string[] = [
  'important',
  'significant',
  'significance',
  'implication',
  'implications',
  'impact',
  'policy',
  'policies',
  'future research',
  'future work',
  'contribute',
  'contributes',
  'novel',
  'for the first time',
  'could help',
  'can help',
  'will help',
  'may help',
  'benefit',
  'benefits',
  'practice',
  'matters',
  'valuable',
  'useful',
  'relevance',
  'relevant',
  'inform',
  'guide',
  'enable',
  'enables',
];

/** What follows from the work: a use, a consequence, a next step. */
export const consequenceMarkers: readonly string[] = [
  'future',
  'policy',
  'policies',
  'practice',
  'practitioners',
  'managers',
  'clinicians',
  'decision',
  'decisions',
  'next',
  'could',
  'can',
  'will',
  'would',
  'should',
  'may',
  'help',
  'helps',
  'allow',
  'allows',
  'enable',
  'enables',
  'inform',
  'guide',
  'guides',
  'improve',
  'lead to',
  'use',
  'apply',
  'design',
  'changes how',
  'change how',
  'rethink',
  'reconsider',
  'means that',
  'implies',
];

/** What is new: a first, a gap, a difference from earlier work ("first" alone is as often "first year"). */
export const noveltyMarkers: readonly string[] = [
  'novel',
  'for the first time',
  'the first to',
  'the first study',
  'the first test',
  'the first evidence',
  'is the first',
  'first time',
  'unlike',
  'previous',
  'previously',
  'earlier studies',
  // What most work does, set against this one ("most studies test drugs. Our study shows …"): a walk
  // had "what is new" asked of it.
  'most studies',
  'other studies',
  'past studies',
  'earlier work',
  'earlier research',
  'until now',
  'so far',
  'gap',
  'unknown',
  'little is known',
  'little was known',
  'overlooked',
  'not yet',
  'never been',
  'has not been',
  'have not been',
  'had not been',
  'existing',
  'contrary to',
  'differs from',
  'different from',
  'challenges the',
  'extends',
  'builds on',
  'innovative',
  'original',
  'a new',
  'new method',
  'new approach',
  'new way',
  'new evidence',
  'new insight',
  'new insights',
  'new source',
  'have assumed',
  'had assumed',
  'was thought',
  'previously thought',
  // A gap in what is known, said as a lack ("there is little evidence from real companies") or as
  // a first of its kind ("one of the first real trials"): a walk found both asked for again.
  'one of the first',
  'among the first',
  'little evidence',
  'no evidence',
  'few studies',
  'little research',
  'no studies',
  'lack of evidence',
  'lack of data',
];

export function markersIn(text: string, markers: readonly string[]): string[] {
  return markers.filter((marker) => containsPhrase(text, marker));
}

export interface ClaimMeasure {
  /** Sentences with a hedge. */
  hedged: Sentence[];
  /** Sentences with a booster. */
  boosted: Sentence[];
  /** Boosted sentences with no figure, study or observation in them or in the next sentence. */
  unsupported: Sentence[];
  /** Supported sentences that still say the data prove something. */
  overstated: Sentence[];
}

export function measureClaims(sentences: readonly Sentence[]): ClaimMeasure {
  const hedged = sentences.filter((sentence) => markersIn(sentence.text, hedges).length > 0);
  const boosted = sentences.filter((sentence) => markersIn(sentence.text, boosters).length > 0);
  const supported = (sentence: Sentence) => {
    const index = sentences.indexOf(sentence);
    const next = sentences[index + 1];
    return hasSupport(sentence.text) || (next !== undefined && hasSupport(next.text));
  };
  const unsupported = boosted.filter((sentence) => !supported(sentence));
  const overstated = boosted.filter(
    (sentence) => supported(sentence) && markersIn(sentence.text, proofWords).length > 0,
  );
  return { hedged, boosted, unsupported, overstated };
}
