// Repeated key terms: the content words a text returns to. Repeating the key term (rather than
// switching synonyms) keeps lay readers oriented; adjacent sentences that share a term read as
// connected. Used by coherence feedback (by lemma, measureKeyLemmas) and the audience advice.

import type { Sentence } from './sentences.ts';
import { lemmaOf } from './english-terms.ts';
import { isAcronymToken, termTokens, wordTokens } from './words.ts';

const stopWords = new Set(
  (
    'about above after again also although always among another because been before being below between both ' +
    'could does doing down during each even every from further have having here into itself just like many ' +
    'might more most much must never only other over same should since some such than that their theirs them ' +
    'then there these they this those though through under until very were what when where whether which ' +
    'while whom whose will with within without would your yours know make made take used uses using well ' +
    'study studies research work working people thing things really'
  ).split(' '),
);

/** A light stem so "cell" and "cells" count as one term ("virus", "analysis", "mass" stay). */
function stem(word: string): string {
  if (word.length > 4 && word.endsWith('ies')) return `${word.slice(0, -3)}y`;
  if (word.length >= 4 && word.endsWith('s') && !/(ss|us|is)$/.test(word)) return word.slice(0, -1);
  return word;
}

export function contentTerms(text: string): string[] {
  return wordTokens(text)
    .filter((word) => word.length >= 4 && !stopWords.has(word) && !/\d/.test(word))
    .map(stem);
}

export interface KeyTermMeasure {
  /** Terms used at least twice, most used first. */
  repeated: { term: string; count: number }[];
  /** Adjacent sentence pairs that share a content term. */
  linkedPairs: number;
  pairs: number;
}

export function measureKeyTerms(sentences: readonly Sentence[]): KeyTermMeasure {
  const counts = new Map<string, number>();
  for (const term of sentences.flatMap((sentence) => contentTerms(sentence.text))) {
    counts.set(term, (counts.get(term) ?? 0) + 1);
  }
  const repeated = [...counts.entries()]
    .filter(([, count]) => count >= 2)
    .map(([term, count]) => ({ term, count }))
    .sort((a, b) => b.count - a.count);
  let linkedPairs = 0;
  for (let index = 1; index < sentences.length; index += 1) {
    const previous = new Set(contentTerms(sentences[index - 1]?.text ?? ''));
    if (contentTerms(sentences[index]?.text ?? '').some((term) => previous.has(term)))
      linkedPairs += 1;
  }
  return { repeated, linkedPairs, pairs: Math.max(sentences.length - 1, 0) };
}

export interface KeyLemma {
  /** The lemma-like key (english-terms.ts lemmaOf). */
  lemma: string;
  /** The shortest form the text used, to name the term ("measure" for measure/measured/measurements). */
  term: string;
  /** Occurrences in all forms. */
  count: number;
  /** Index of each sentence that uses it (once per sentence). */
  sentences: number[];
}

/**
 * Repetition counted by lemma (Coherence's key terms): "measure", "measured" and
 * "measurements" are one key term used three times. Content words as `contentTerms` (at least
 * four letters, not a stop word, no digits); terms used at least twice, most used first.
 */
export function measureKeyLemmas(sentences: readonly Sentence[]): KeyLemma[] {
  const byLemma = new Map<string, KeyLemma>();
  sentences.forEach((sentence, index) => {
    for (const word of termTokens(sentence.text)) {
      // Short words are function words or units, but an acronym ("LED", "DNA") can be the topic.
      if ((word.length < 4 && !isAcronymToken(word)) || stopWords.has(word) || /\d/.test(word)) continue;
      const lemma = lemmaOf(word);
      if (stopWords.has(lemma)) continue;
      const entry = byLemma.get(lemma) ?? { lemma, term: word, count: 0, sentences: [] };
      entry.count += 1;
      if (word.length < entry.term.length) entry.term = word;
      if (entry.sentences.at(-1) !== index) entry.sentences.push(index);
      byLemma.set(lemma, entry);
    }
  });
  return [...byLemma.values()].filter(({ count }) => count >= 2).sort((a, b) => b.count - a.count);
}

/** Whether a text uses the lemma in any form. */
export function usesLemma(text: string, lemma: string): boolean {
  return termTokens(text).some((word) => lemmaOf(word) === lemma);
}
