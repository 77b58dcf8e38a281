// How many rare words of the Hebrew and Arabic eval texts get wordnet meanings in the word popover
// (src/language-wordnets.ts; docs/de-jargonizer.md "How a suggestion is chosen"), and of a sample
// of 30 a language read by hand (wordnet-meanings-labels.ts) how many show a meaning that fits the
// word's sense in its sentence. Every text the Hebrew and Arabic evaluations hold is read: the word
// sets' sentences (labels' `*` removed), the plain texts, the children's texts and the fresh parts.
// Where the wordnet knows nothing, a word read as an English loanword (src/english-loanwords.ts)
// shows that English word's definitions: every such match on these texts is labelled by hand in
// loanword-labels.ts (the English word, and whether its meaning fits the word in its sentence), and
// their precision must be at least LOANWORD_PRECISION_TARGET. Run by eval:hebrew and eval:arabic;
// `--sample` prints the sample with its meanings, to label, and every unlabelled loanword match;
// `--missing` the rare words shown no meaning by why (missingReason): each word of the tuning parts,
// only the counts of the held-out and fresh parts, which no rule is chosen by reading.
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

/** The texts no rule is chosen by reading: the held-out and fresh parts. */
const HELD_OUT_TEXTS: ReadonlySet<readonly string[]> = new Set([
  heldOutEverydaySentences,
  heldOutTechnicalSentences,
  hebrewChildrenFreshTexts,
  hebrewChildrenFresh2Texts,
  hebrewFreshEverydaySentences,
  hebrewFreshTechnicalSentences,
  arabicHeldOutEverydaySentences,
  arabicHeldOutTechnicalSentences,
  arabicHeldOutNameSentences,
  arabicFreshPlainTexts,
  arabicFreshEverydaySentences,
  arabicFreshTechnicalSentences,
]);

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
  /** From a held-out or fresh part (HELD_OUT_TEXTS). */
  readonly heldOut: boolean;
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
        words.push({
          word,
          sentence: sentenceAt(text, analysis.wordStarts[index] ?? 0),
          meanings: languageWordMeanings(word, language, dictionary, wordnet, loanwords, true),
          heldOut: HELD_OUT_TEXTS.has(texts),
        });
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

/**
 * Why a rare word is shown no meaning: the wordnet has it under another written form (a spelling
 * fold or a base form the lookup does not try: `form`), it reads as an English loanword that is not
 * shown (`loanword`), it is a name of the dictionary's names list (`name`), or nothing has it.
 */
export type MissingReason = 'form' | 'loanword' | 'name' | 'none';

export function missingReason(word: string, language: WordnetLanguage, dictionary: Dictionary, wordnet: LanguageWordnet, loanwords: EnglishLoanwords | null): MissingReason {
  if (variantsKnown(word, wordnet).length > 0) return 'form';
  if (loanwords?.match(word, language) != null) return 'loanword';
  if (dictionary.isName(word)) return 'name';
  return 'none';
}

/**
 * Forms the wordnet knows that a wide net of respellings reaches from the word's base forms and
 * the lookup does not: hamza seats, ة and ه, a final ي or ا, a sound plural's or a nisba's ending.
 * A diagnosis only, read by hand: some are other words (a derivation is not its base).
 */
export function variantsKnown(word: string, wordnet: LanguageWordnet): string[] {
  const bases = wordnet.baseForms(word);
  const found = new Set<string>();
  const respell = (form: string): string[] => {
    const out = [form, form.replace(/[ؤئء]/gu, 'ا'), form.replace(/ئ/gu, 'ي').replace(/ؤ/gu, 'و'), form.replace(/[ئؤ]/gu, 'ء')];
    if (form.endsWith('ه')) out.push(`${form.slice(0, -1)}ة`);
    if (form.endsWith('ة')) out.push(`${form.slice(0, -1)}ه`, form.slice(0, -1));
    if (/(?:ات|ون|ين)$/u.test(form)) out.push(form.slice(0, -2), `${form.slice(0, -2)}ة`);
    if (form.endsWith('ية')) out.push(form.slice(0, -2), form.slice(0, -1));
    if (form.endsWith('ي')) out.push(form.slice(0, -1));
    return out;
  };
  for (const base of bases) {
    for (const stem of [base, ...(base.startsWith('ال') ? [base.slice(2)] : [])]) {
      for (const form of respell(stem)) if (!bases.includes(form) && form.length >= 3 && wordnet.knows(form)) found.add(form);
    }
  }
  return [...found];
}

/** The `--missing` lines: counts per reason, then each tuning word with its reason and sentence. */
export function missingReport(
  language: WordnetLanguage,
  evaluation: WordnetMeaningsEvaluation,
  dictionary: Dictionary,
  wordnet: LanguageWordnet,
  loanwords: EnglishLoanwords | null,
): string[] {
  const missing = evaluation.words.filter((word) => (word.meanings?.senses.length ?? 0) === 0 || (!evaluation.loansShown && loanOf(word) !== undefined));
  const counts = { tuning: new Map<MissingReason, number>(), heldOut: new Map<MissingReason, number>() };
  const lines: string[] = [];
  for (const word of missing) {
    const reason = missingReason(word.word, language, dictionary, wordnet, loanwords);
    const count = word.heldOut ? counts.heldOut : counts.tuning;
    count.set(reason, (count.get(reason) ?? 0) + 1);
    if (!word.heldOut) lines.push(`- ${reason.padEnd(8)} ${word.word} ${reason === 'form' ? `(${variantsKnown(word.word, wordnet).join(' ')}) ` : ''}| ${word.sentence}`);
  }
  const line = (count: Map<MissingReason, number>) => (['form', 'loanword', 'name', 'none'] as const).map((reason) => `${reason} ${count.get(reason) ?? 0}`).join(', ');
  return [
    `rare words shown no meaning: ${missing.length} of ${evaluation.words.length}; tuning parts: ${line(counts.tuning)}; held-out and fresh parts (counts only): ${line(counts.heldOut)}`,
    ...lines,
  ];
}

function countLine({ matched, right }: HeldOutCount): string {
  return `${right} of ${matched} = ${matched === 0 ? '–' : `${(100 * (right / matched)).toFixed(1)} %`}`;
}

function loanPrecision(evaluation: WordnetMeaningsEvaluation): number {
  return evaluation.loansLabelled === 0 ? 0 : evaluation.loansFitting / evaluation.loansLabelled;
}
