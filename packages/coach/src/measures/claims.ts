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
];

/** Boosters that overstate what any data can do, even with the data beside them. */
export const proofWords: readonly string[] = ['prove', 'proves', 'proved', 'proven', 'conclusively', 'beyond doubt'];

/** A study, a measurement or an observation named as the source of a claim. */
export const supportMarkers: readonly string[] = [
  'according to',
  'data',
  'dataset',
  'evidence',
  'experiment',
  'experiments',
  'found',
  'find',
  'measured',
  'measurement',
  'measurements',
  'observed',
  'observation',
  'observations',
  'recorded',
  'results',
  'result',
  'showed',
  'study',
  'studies',
  'survey',
  'surveyed',
  'surveys',
  'trial',
  'trials',
  'sample',
  'samples',
  'participants',
  'respondents',
  'interviews',
  'interviewed',
  'tested',
  'analysis',
  'et al',
  'records',
];

const numberWords =
  /\b(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|twenty|thirty|forty|fifty|hundred|hundreds|thousand|thousands|million|millions|half|twice|double|doubled|triple|tripled|third|quarter|percent|majority|minority)\b/i;

/** Whether a sentence gives a figure, a study or an observation. */
export function hasSupport(text: string): boolean {
  if (/\d/.test(text) || numberWords.test(text)) return true;
  return supportMarkers.some((marker) => containsPhrase(text, marker));
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
];

/** What is new: a first, a gap, a difference from earlier work. */
export const noveltyMarkers: readonly string[] = [
  'new',
  'novel',
  'first',
  'for the first time',
  'unlike',
  'previous',
  'previously',
  'earlier',
  'until now',
  'so far',
  'gap',
  'unknown',
  'little is known',
  'overlooked',
  'not yet',
  'never been',
  'has not been',
  'have not been',
  'existing',
  'contrary',
  'differs',
  'different from',
  'instead of',
  'rather than',
  'challenge',
  'challenges',
  'extends',
  'builds on',
  'beyond',
  'original',
  'innovative',
  'only study',
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
