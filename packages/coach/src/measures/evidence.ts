// Numbers and evidence markers: whether a text backs its claims ("our survey of 300 farms
// found …"). Critical-thinking feedback asks for evidence; lay audiences often need a number
// turned into a comparison.

import { containsPhrase } from './words.ts';

export const evidenceMarkers: readonly string[] = [
  'according to',
  'data',
  'evidence',
  'experiment',
  'found',
  'measured',
  'observed',
  'results',
  'showed',
  'shows',
  'study',
  'studies',
  'survey',
  'trial',
];

export interface EvidenceMeasure {
  /** Number tokens as written ("300", "2.5", "40%"). */
  numbers: string[];
  markers: string[];
}

export function measureEvidence(text: string): EvidenceMeasure {
  const numbers = text.match(/(?<![\p{L}\d])\d+(?:[.,]\d+)*%?/gu) ?? [];
  return { numbers, markers: evidenceMarkers.filter((marker) => containsPhrase(text, marker)) };
}
