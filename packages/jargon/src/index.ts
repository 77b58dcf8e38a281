// Public API of @scicomm/jargon that runs anywhere, the browser included (no Node imports).
// Node-only parts have their own entry points: '@scicomm/jargon/load' (loadDictionaries),
// '@scicomm/jargon/build-dictionaries', '@scicomm/jargon/corpus-builder',
// '@scicomm/jargon/document-text'.
export { analyze, bandOfWord, displayTokens } from './classify.ts';
export { inflectionBases } from './english-inflections.ts';
export { createLineAnalyzer, figuresOfLines, wholeTextAnalysis } from './line-analysis.ts';
export { lineTotals, type LineTotals } from './line-totals.ts';
export type { AnalysedLine, LineAnalyzer, LineByLineAnalysis, TextLines } from './line-analysis.ts';
export type { Analysis, BandedText, DisplayToken } from './classify.ts';
export { alternatives } from './alternatives.ts';
export { MAX_MEANINGS, meaningsOf } from './meanings.ts';
export { firstSentencesOf, MAX_SENTENCE_LENGTH, sentenceAt } from './sentence-of.ts';
export { bandedTextOf, bandLetters, expandBandLetters } from './compact-result.ts';
export { analyzeLetters } from './letter-analysis.ts';
export type { LetterAnalysis } from './letter-analysis.ts';
export type { ExpandedBands } from './compact-result.ts';
export type { Alternative } from './alternatives.ts';
export { dictionaryFromBrowserPayload, serializePeriodForBrowser } from './browser-payload.ts';
export { decodeText } from './decode-text.ts';
export { BANDS, Dictionary } from './dictionary.ts';
export type { Band, DictionaryInfo } from './dictionary.ts';
export { decodeDictionaryFile } from './dictionary-file.ts';
export { DictionarySet } from './dictionary-set.ts';
export type { WordReport } from './dictionary-set.ts';
export { isJargonError, JargonError } from './errors.ts';
export type { JargonErrorCode } from './errors.ts';
export { stripHebrewPrefixes } from './hebrew.ts';
export {
  ARABIC_PERIOD,
  DEFAULT_PERIOD,
  describePeriodCode,
  ENGLISH_PERIOD_CODES,
  ENGLISH_PERIODS,
  HEBREW_PERIOD,
  isPeriodCode,
  parsePeriodCode,
  periodLabel,
} from './period-code.ts';
export type { PeriodCode } from './period-code.ts';
export { escapeHtml, renderHtml, renderTokens, type HtmlClasses } from './render-html.ts';
export {
  checkMeasurable,
  countScriptLetters,
  directionOfPeriod,
  measuredPeriod,
  periodForText,
  periodOfScript,
  scriptOfLetters,
  scriptOfPeriod,
  scriptOfText,
  unmeasurableScript,
  unmeasurableScriptMessage,
} from './text-script.ts';
export type { LetterCounts, TextScript } from './text-script.ts';
export { figuresOf, percentagesOf, roundedPercent, scoreMessage, scoreOf } from './score.ts';
export type { BandCounts, BandPercentages, Figures } from './score.ts';
export { countWhitespaceTokens, isEmailOrUrl, normaliseWordForm, tokenize, wordsOf } from './tokenizer.ts';
export type { TextToken } from './tokenizer.ts';
export { adjustedFigures, MAX_KEY_TERM_LENGTH, MAX_KEY_TERM_WORDS, MAX_KEY_TERMS, readKeyTerms, termsOf } from './key-terms.ts';
export type { AdjustedFigures, AnalysedWords, KeyTerm, KeyTermUse, TermsAnalysis } from './key-terms.ts';
export { explainedTermsOf, findExplanations, MAX_EXPLANATION_LENGTH } from './explained-terms.ts';
export type { ExplainedTerm, Explanation, ExplanationCue } from './explained-terms.ts';
export { sameMarks, termMarker } from './term-marks.ts';
export type { FormsOfLine, TermKind, TermMarker } from './term-marks.ts';
