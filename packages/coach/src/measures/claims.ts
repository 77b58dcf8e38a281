// Claims and their strength, for critical-thinking feedback: hedges ("may", "suggests")
// mark a claim as tentative, boosters ("prove", "always", "clearly") as certain. A boosted
// sentence without any evidence (a number, a study, a measurement) is a claim readers will
// question; a stated purpose ("we aim to") and significance ("this could help") are checked
// by their usual markers.

import type { Sentence } from './sentences.ts';
import { measureEvidence } from './evidence.ts';
import { containsPhrase } from './words.ts';

export const hedges: readonly string[] = [
  'may',
  'might',
  'could',
  'suggest',
  'suggests',
  'likely',
  'possibly',
  'appears',
  'seems',
  'indicate',
  'indicates',
  'perhaps',
];

export const boosters: readonly string[] = [
  'prove',
  'proves',
  'proved',
  'clearly',
  'definitely',
  'certainly',
  'always',
  'never',
  'undoubtedly',
  'obviously',
  'all',
  'conclusively',
];

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
  'this study',
  'this project',
  'this research',
  'this thesis',
  'seeks to',
  'set out to',
];

export const significanceMarkers: readonly string[] = [
  'important',
  'significant',
  'significance',
  'implication',
  'implications',
  'impact',
  'policy',
  'future research',
  'contribute',
  'contributes',
  'novel',
  'for the first time',
  'could help',
  'will help',
  'benefit',
  'practice',
];

export interface ClaimMeasure {
  hedged: Sentence[];
  boosted: Sentence[];
  /** Boosted sentences with no number and no evidence marker. */
  unsupported: Sentence[];
}

export function markersIn(text: string, markers: readonly string[]): string[] {
  return markers.filter((marker) => containsPhrase(text, marker));
}

export function measureClaims(sentences: readonly Sentence[]): ClaimMeasure {
  const hedged = sentences.filter((sentence) => markersIn(sentence.text, hedges).length > 0);
  const boosted = sentences.filter((sentence) => markersIn(sentence.text, boosters).length > 0);
  const unsupported = boosted.filter((sentence) => {
    const evidence = measureEvidence(sentence.text);
    return evidence.numbers.length === 0 && evidence.markers.length === 0;
  });
  return { hedged, boosted, unsupported };
}
