// Pronoun reference: a sentence that opens with a bare "This", "That", "These" or "Those"
// followed by a verb ("This shows …") leaves the reader to guess what "this" is. Naming the
// thing ("This mutation shows …") is the standard fix in coherence coaching.

import type { Sentence } from './sentences.ts';

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
    const [first = '', second = ''] = sentence.text
      .toLowerCase()
      .replace(/^[^\p{L}]+/u, '')
      .split(/[^\p{L}']+/u);
    if (demonstratives.has(first) && verbs.has(second)) {
      found.push({
        sentenceIndex,
        pronoun: sentence.text.replace(/^[^\p{L}]+/u, '').split(/\s+/)[0] ?? first,
        sentence: sentence.text,
      });
    }
  });
  return found;
}

/**
 * Sentences opening with "It is/was (very) important …" that never say what "it" is: no "to",
 * "that", "whether", "how" or "for" clause follows, so "it" is not the dummy subject of "It is
 * important to …" and must point back — readers cannot tell to what.
 */
export function vagueIt(sentences: readonly Sentence[]): VagueReference[] {
  const found: VagueReference[] = [];
  sentences.forEach((sentence, sentenceIndex) => {
    const text = sentence.text.replace(/^[^\p{L}]+/u, '');
    const opening = /^(It)\s+(?:is|was|seems|remains)\s+(?:(?:very|really|so|quite|extremely|also|still)\s+)*(\p{L}+)/iu.exec(text);
    if (!opening || sentenceIndex === 0) return;
    const after = text.slice(opening[0].length);
    if (/\b(?:to|that|whether|how|why|what|if|for|when)\b/i.test(after)) return;
    found.push({ sentenceIndex, pronoun: opening[1] ?? 'It', sentence: sentence.text });
  });
  return found;
}
