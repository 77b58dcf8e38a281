// Hand labels of the sampled rare words of wordnet-meanings-eval.ts: for each word, the start of
// the first definition shown when it was read, and whether a meaning shown fits the word's sense in
// its sentence. A label whose definition is no longer shown is not counted.
import type { WordnetLanguage } from '../src/language-wordnets.ts';

export interface WordnetMeaningLabel {
  readonly definition: string;
  readonly fits: boolean;
}

export const WORDNET_MEANING_LABELS: Record<WordnetLanguage, Readonly<Record<string, WordnetMeaningLabel>>> = {
  he: {},
  ar: {},
};
