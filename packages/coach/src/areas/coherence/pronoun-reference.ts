// Pronoun reference: a sentence that opens with a bare "This", "That", "These" or "Those"
// followed by a verb ("This shows …") leaves the reader to guess what "this" is. Naming the
// thing ("This mutation shows …") is the standard fix in coherence coaching.

import type { Sentence } from '../../measures/sentences.ts';

const demonstratives = new Set(['this', 'that', 'these', 'those']);
const verbs = new Set([
  'is',
  'was',
  'are',
  'were',
  'means',
  'meant',
  'shows',
  'showed',
  'show',
  'can',
  'could',
  'will',
  'would',
  'may',
  'might',
  'has',
  'have',
  'had',
  'makes',
  'made',
  'make',
  'allows',
  'allowed',
  'leads',
  'led',
  'lead',
  'helps',
  'helped',
  'help',
  'suggests',
  'suggest',
  'indicates',
  'indicate',
  'explains',
  'explain',
  'causes',
  'caused',
  'cause',
  'matters',
  'matter',
]);

export interface VagueReference {
  sentenceIndex: number;
  pronoun: string;
  sentence: string;
}

export function vagueReferences(sentences: readonly Sentence[]): VagueReference[] {
  const found: VagueReference[] = [];
  sentences.forEach((sentence, sentenceIndex) => {
    const [first = '', second = '', third = '', fourth = ''] = sentence.text
      .toLowerCase()
      .replace(/^[^\p{L}]+/u, '')
      .split(/[^\p{L}']+/u);
    // "This is called bleaching." names what the sentence before described: its "this" is clear
    // (a labeller found the remark borderline there).
    const naming = third === 'called' || (third === 'known' && fourth === 'as');
    if (demonstratives.has(first) && verbs.has(second) && !naming) {
      found.push({
        sentenceIndex,
        pronoun: sentence.text.replace(/^[^\p{L}]+/u, '').split(/\s+/)[0] ?? first,
        sentence: sentence.text,
      });
    }
  });
  return found;
}
