// How many rare words of the Hebrew and Arabic eval texts get wordnet meanings in the word popover
// (src/language-wordnets.ts; docs/de-jargonizer.md "How a suggestion is chosen"), and of a sample
// of 30 a language read by hand (wordnet-meanings-labels.ts) how many show a meaning that fits the
// word's sense in its sentence. Every text the Hebrew and Arabic evaluations hold is read: the word
// sets' sentences (labels' `*` removed), the plain texts, the children's texts and the fresh parts.
// Where the wordnet knows nothing, a word read as an English loanword (src/english-loanwords.ts)
// shows that English word's definitions: every such match on these texts is labelled by hand in
// loanword-labels.ts (the English word, and whether its meaning fits the word in its sentence), and
// their precision must be at least LOANWORD_PRECISION_TARGET. Run by eval:hebrew and eval:arabic;
// `--sample` prints the sample with its meanings, to label, and every unlabelled loanword match.
import { analyze } from '../src/classify.ts';
import type { Dictionary } from '../src/dictionary.ts';
import type { EnglishLoanwords } from '../src/english-loanwords.ts';
import { LOANWORD_LANGUAGES, languageWordMeanings } from '../src/language-meanings.ts';
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
import { LOANWORD_HELD_OUT } from './loanword-held-out.ts';
import { LOANWORD_LABELS } from './loanword-labels.ts';
import { WORDNET_MEANING_LABELS } from './wordnet-meanings-labels.ts';

/** The share of rare words that get a meaning, at least. */
export const WORDNET_MEANINGS_TARGET = 0.4;
export const SAMPLE_SIZE = 30;
/** Of the loanword matches, the share whose English meaning fits the word in its sentence, at least. */
export const LOANWORD_PRECISION_TARGET = 0.9;

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
  /** Words given meanings by the wordnet, and by an English loanword (wordnet-less). */
  readonly fromWordnet: number;
  readonly loans: readonly RareWordMeanings[];
  /** Of the loanword matches: labelled with the English word matched, and of those, fitting. */
  readonly loansLabelled: number;
  readonly loansFitting: number;
  /** Of those labelled, the lists whose first definition is the sentence's sense. */
  readonly loansFirstFitting: number;
  /** Whether the language's loanwords are shown (LOANWORD_LANGUAGES); when not, the share leaves them out. */
  readonly loansShown: boolean;
  /** The labelled rare forms never tuned on (loanword-held-out.ts), and those tuned on: still matched, and of those, right. */
  readonly heldOut: { readonly final: HeldOutCount; readonly tuned: HeldOutCount };
}

export interface HeldOutCount {
  readonly matched: number;
  readonly right: number;
}

const loanOf = (word: RareWordMeanings): string | undefined => word.meanings?.senses[0]?.fromEnglish;

export function evaluateWordnetMeanings(
  language: WordnetLanguage,
  dictionary: Dictionary,
  wordnet: LanguageWordnet,
  loanwords: EnglishLoanwords | null = null,
): WordnetMeaningsEvaluation {
  const seen = new Set<string>();
  const words: RareWordMeanings[] = [];
  for (const texts of TEXTS[language]) {
    for (const raw of texts) {
      const text = raw.replaceAll('*', '');
      const analysis = analyze(text, dictionary);
      analysis.cleanedWords.forEach((word, index) => {
        if (analysis.wordBands[index] !== 'rare' || seen.has(word)) return;
        seen.add(word);
        words.push({ word, sentence: sentenceAt(text, analysis.wordStarts[index] ?? 0), meanings: languageWordMeanings(word, language, dictionary, wordnet, loanwords, true) });
      });
    }
  }
  const shown = words.filter((word) => (word.meanings?.senses.length ?? 0) > 0);
  const loans = shown.filter((word) => loanOf(word) !== undefined);
  // The hand-read sample is of the wordnet's meanings; the loanwords are labelled every one.
  const fromWordnet = shown.filter((word) => loanOf(word) === undefined);
  const step = Math.max(1, Math.floor(fromWordnet.length / SAMPLE_SIZE));
  const sample = fromWordnet.filter((_, index) => index % step === 0).slice(0, SAMPLE_SIZE);
  let labelled = 0;
  let fitting = 0;
  for (const { word, meanings } of sample) {
    const label = WORDNET_MEANING_LABELS[language][word];
    if (label === undefined || !meanings?.senses.some((sense) => sense.definition.startsWith(label.definition))) continue;
    labelled++;
    if (label.fits) fitting++;
  }
  let loansLabelled = 0;
  let loansFitting = 0;
  let loansFirstFitting = 0;
  for (const loan of loans) {
    const label = LOANWORD_LABELS[language][loan.word];
    if (label === undefined || label.english !== loanOf(loan)) continue;
    loansLabelled++;
    if (label.fits) loansFitting++;
    if (label.firstFits) loansFirstFitting++;
  }
  const loansShown = LOANWORD_LANGUAGES.includes(language);
  const inProduct = loansShown ? shown.length : fromWordnet.length;
  const heldOutOf = (labels: Readonly<Record<string, { english: string; right: boolean }>>): HeldOutCount => {
    let matched = 0;
    let right = 0;
    for (const [word, label] of Object.entries(labels)) {
      if (loanwords?.match(word, language)?.english !== label.english) continue;
      matched++;
      if (label.right) right++;
    }
    return { matched, right };
  };
  return {
    words,
    withMeaning: inProduct,
    share: words.length === 0 ? 0 : inProduct / words.length,
    sample,
    labelled,
    fitting,
    fromWordnet: fromWordnet.length,
    loans,
    loansLabelled,
    loansFitting,
    loansFirstFitting,
    loansShown,
    heldOut: { final: heldOutOf(LOANWORD_HELD_OUT[language].final), tuned: heldOutOf(LOANWORD_HELD_OUT[language].tuned) },
  };
}

/** The eval's lines, and whether the share meets the target. */
export function wordnetMeaningsReport(language: WordnetLanguage, evaluation: WordnetMeaningsEvaluation, showSample: boolean): { lines: string[]; met: boolean } {
  const percent = (share: number) => `${(100 * share).toFixed(1)} %`;
  const lines = [
    `wordnet meanings: ${evaluation.withMeaning} of ${evaluation.words.length} rare words shown a meaning = ${percent(evaluation.share)} (target ≥ ${percent(WORDNET_MEANINGS_TARGET)}); ` +
      `read by hand: ${evaluation.fitting} of ${evaluation.labelled} sampled meaning lists fit the sentence's sense` +
      (evaluation.labelled < evaluation.sample.length ? ` (${evaluation.sample.length - evaluation.labelled} of the sample unlabelled: rerun with --sample and label them)` : ''),
    `  by the wordnet ${evaluation.fromWordnet} = ${percent(evaluation.words.length === 0 ? 0 : evaluation.fromWordnet / evaluation.words.length)}, ` +
      `as English loanwords ${evaluation.loans.length}` +
      (evaluation.loansShown
        ? ''
        : ` (not shown: with them ${percent(evaluation.words.length === 0 ? 0 : (evaluation.fromWordnet + evaluation.loans.length) / evaluation.words.length)})`) +
      `; loanword meanings fitting the sentence: ${evaluation.loansFitting} of ${evaluation.loansLabelled} labelled = ` +
      `${percent(loanPrecision(evaluation))} (target ≥ ${percent(LOANWORD_PRECISION_TARGET)}), the first definition the sentence's sense: ` +
      `${percent(evaluation.loansLabelled === 0 ? 0 : evaluation.loansFirstFitting / evaluation.loansLabelled)}` +
      (evaluation.loansLabelled < evaluation.loans.length ? `; ${evaluation.loans.length - evaluation.loansLabelled} unlabelled: rerun with --sample and label them` : ''),
    `  loanwords on rare forms never tuned on (loanword-held-out.ts): right ${countLine(evaluation.heldOut.final)}; on the samples that shaped the rules: ${countLine(evaluation.heldOut.tuned)}`,
  ];
  if (showSample) {
    for (const { word, sentence, meanings } of evaluation.sample) {
      lines.push(`- ${word} → ${meanings?.form ?? ''} | ${sentence}`);
      for (const sense of meanings?.senses ?? []) lines.push(`    ${sense.definitionLanguage}: ${sense.definition} [${sense.synonyms.join(', ')}]`);
      if (meanings?.synonym) lines.push(`    synonym offered: ${meanings.synonym}`);
    }
  }
  if (showSample) {
    for (const loan of evaluation.loans) {
      const label = LOANWORD_LABELS[language][loan.word];
      if (label !== undefined && label.english === loanOf(loan)) continue;
      lines.push(`- unlabelled loanword ${loan.word} → ${loanOf(loan) ?? ''} | ${loan.sentence}`);
      for (const sense of loan.meanings?.senses ?? []) lines.push(`    ${sense.definition}`);
    }
  }
  const { final } = evaluation.heldOut;
  const loansMet =
    !evaluation.loansShown ||
    evaluation.loans.length === 0 ||
    (evaluation.loansLabelled === evaluation.loans.length &&
      loanPrecision(evaluation) >= LOANWORD_PRECISION_TARGET &&
      final.matched > 0 &&
      final.right / final.matched >= LOANWORD_PRECISION_TARGET);
  return { lines, met: evaluation.share >= WORDNET_MEANINGS_TARGET && loansMet };
}

function countLine({ matched, right }: HeldOutCount): string {
  return `${right} of ${matched} = ${matched === 0 ? '–' : `${(100 * (right / matched)).toFixed(1)} %`}`;
}

function loanPrecision(evaluation: WordnetMeaningsEvaluation): number {
  return evaluation.loansLabelled === 0 ? 0 : evaluation.loansFitting / evaluation.loansLabelled;
}
