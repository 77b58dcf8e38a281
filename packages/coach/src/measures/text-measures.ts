// Plain text measures for the coaches, in one call. Each measure is a small pure module under
// measures/; this gathers them so a coach (or a later exercise) can pick what fits a question.

import { countWords } from '../engine/word-count.ts';
import { averageSentenceWords, longestSentence, splitSentences } from './sentences.ts';
import type { Sentence } from './sentences.ts';
import { measureConnectors, purposeMarkersIn } from './connectors.ts';
import type { ConnectorMeasure } from './connectors.ts';
import { vagueReferences } from './pronoun-reference.ts';
import type { VagueReference } from './pronoun-reference.ts';
import { measureKeyTerms } from './key-terms.ts';
import type { KeyTermMeasure } from './key-terms.ts';
import { measureEvidence } from './evidence.ts';
import type { EvidenceMeasure } from './evidence.ts';

export type { Sentence, ConnectorMeasure, VagueReference, KeyTermMeasure, EvidenceMeasure };

export interface TextMeasures {
  words: number;
  sentences: Sentence[];
  longestSentence: Sentence | null;
  averageSentenceWords: number;
  connectors: ConnectorMeasure;
  vagueReferences: VagueReference[];
  keyTerms: KeyTermMeasure;
  evidence: EvidenceMeasure;
  /** Words that say why the work matters ("because", "help", "important" …). */
  purposeMarkers: string[];
}

export function measureText(text: string): TextMeasures {
  const sentences = splitSentences(text);
  return {
    words: countWords(text),
    sentences,
    longestSentence: longestSentence(sentences),
    averageSentenceWords: averageSentenceWords(sentences),
    connectors: measureConnectors(sentences),
    vagueReferences: vagueReferences(sentences),
    keyTerms: measureKeyTerms(sentences),
    evidence: measureEvidence(text),
    purposeMarkers: purposeMarkersIn(text),
  };
}
