// How many rare words of the Hebrew and Arabic eval texts get wordnet meanings in the word popover
// (src/language-wordnets.ts; docs/de-jargonizer.md "How a suggestion is chosen"), and of a sample
// of 30 a language read by hand (wordnet-meanings-labels.ts) how many show a meaning that fits the
// word's sense in its sentence. Every text the Hebrew and Arabic evaluations hold is read: the word
// sets' sentences (labels' `*` removed), the plain texts, the children's texts and the fresh parts.
// Run by eval:hebrew and eval:arabic; `--sample` prints the sample with its meanings, to label.
import { analyze } from '../src/classify.ts';
import type { Dictionary } from '../src/dictionary.ts';
import type { LanguageWordnet, WordnetLanguage, WordnetMeanings } from '../src/language-wordnets.ts';
import { sentenceAt } from '../src/sentence-of.ts';
import {
  arabicEverydaySentences,
  arabicHeldOutEverydaySentences,
  arabicHeldOutNameSentences,
  arabicHeldOutTechnicalSentences,
  arabicNameSentences,
  arabicTechnicalSentences,
} from './arabic-word-set.ts';
import { arabicPlainTexts } from './arabic-plain-texts.ts';
import {
  arabicFreshEverydaySentences,
  arabicFreshPlainTexts,
  arabicFreshTechnicalSentences,
  hebrewChildrenFresh2Texts,
  hebrewFreshEverydaySentences,
  hebrewFreshTechnicalSentences,
} from './fresh-band-texts.ts';
import { hebrewChildrenFreshTexts } from './hebrew-children-fresh-texts.ts';
import { hebrewChildrenTexts } from './hebrew-children-texts.ts';
import { hebrewPlainTexts } from './hebrew-plain-texts.ts';
import { everydaySentences, heldOutEverydaySentences, heldOutTechnicalSentences, technicalSentences } from './hebrew-word-set.ts';
import { WORDNET_MEANING_LABELS } from './wordnet-meanings-labels.ts';

/** The share of rare words that get a meaning, at least. */
export const WORDNET_MEANINGS_TARGET = 0.4;
export const SAMPLE_SIZE = 30;

const TEXTS: Record<WordnetLanguage, readonly (readonly string[])[]> = {
  he: [
    everydaySentences,
    heldOutEverydaySentences,
    technicalSentences,
    heldOutTechnicalSentences,
    hebrewPlainTexts,
    hebrewChildrenTexts,
    hebrewChildrenFreshTexts,
    hebrewChildrenFresh2Texts,
    hebrewFreshEverydaySentences,
    hebrewFreshTechnicalSentences,
  ],
  ar: [
    arabicEverydaySentences,
    arabicHeldOutEverydaySentences,
    arabicTechnicalSentences,
    arabicHeldOutTechnicalSentences,
    arabicNameSentences,
    arabicHeldOutNameSentences,
    arabicPlainTexts,
    arabicFreshPlainTexts,
    arabicFreshEverydaySentences,
    arabicFreshTechnicalSentences,
  ],
};

export interface RareWordMeanings {
  readonly word: string;
  readonly sentence: string;
  readonly meanings: WordnetMeanings | null;
}

export interface WordnetMeaningsEvaluation {
  /** Each distinct rare word once, with its first sentence. */
  readonly words: readonly RareWordMeanings[];
  readonly withMeaning: number;
  readonly share: number;
  /** Every step-th word with a meaning, SAMPLE_SIZE of them. */
  readonly sample: readonly RareWordMeanings[];
  /** Of the sample: labelled (the label's definition still the first shown), and of those, fitting. */
  readonly labelled: number;
  readonly fitting: number;
}

export function evaluateWordnetMeanings(language: WordnetLanguage, dictionary: Dictionary, wordnet: LanguageWordnet): WordnetMeaningsEvaluation {
  const seen = new Set<string>();
  const words: RareWordMeanings[] = [];
  for (const texts of TEXTS[language]) {
    for (const raw of texts) {
      const text = raw.replaceAll('*', '');
      const analysis = analyze(text, dictionary);
      analysis.cleanedWords.forEach((word, index) => {
        if (analysis.wordBands[index] !== 'rare' || seen.has(word)) return;
        seen.add(word);
        words.push({ word, sentence: sentenceAt(text, analysis.wordStarts[index] ?? 0), meanings: wordnet.meaningsOf(word, dictionary) });
      });
    }
  }
  const shown = words.filter((word) => (word.meanings?.senses.length ?? 0) > 0);
  const step = Math.max(1, Math.floor(shown.length / SAMPLE_SIZE));
  const sample = shown.filter((_, index) => index % step === 0).slice(0, SAMPLE_SIZE);
  let labelled = 0;
  let fitting = 0;
  for (const { word, meanings } of sample) {
    const label = WORDNET_MEANING_LABELS[language][word];
    if (label === undefined || !meanings?.senses.some((sense) => sense.definition.startsWith(label.definition))) continue;
    labelled++;
    if (label.fits) fitting++;
  }
  return { words, withMeaning: shown.length, share: words.length === 0 ? 0 : shown.length / words.length, sample, labelled, fitting };
}

/** The eval's lines, and whether the share meets the target. */
export function wordnetMeaningsReport(language: WordnetLanguage, evaluation: WordnetMeaningsEvaluation, showSample: boolean): { lines: string[]; met: boolean } {
  const percent = (share: number) => `${(100 * share).toFixed(1)} %`;
  const lines = [
    `wordnet meanings: ${evaluation.withMeaning} of ${evaluation.words.length} rare words shown a meaning = ${percent(evaluation.share)} (target ≥ ${percent(WORDNET_MEANINGS_TARGET)}); ` +
      `read by hand: ${evaluation.fitting} of ${evaluation.labelled} sampled meaning lists fit the sentence's sense` +
      (evaluation.labelled < evaluation.sample.length ? ` (${evaluation.sample.length - evaluation.labelled} of the sample unlabelled: rerun with --sample and label them)` : ''),
  ];
  if (showSample) {
    for (const { word, sentence, meanings } of evaluation.sample) {
      lines.push(`- ${word} → ${meanings?.form ?? ''} | ${sentence}`);
      for (const sense of meanings?.senses ?? []) lines.push(`    ${sense.definitionLanguage}: ${sense.definition} [${sense.synonyms.join(', ')}]`);
      if (meanings?.synonym) lines.push(`    synonym offered: ${meanings.synonym}`);
    }
  }
  return { lines, met: evaluation.share >= WORDNET_MEANINGS_TARGET };
}
