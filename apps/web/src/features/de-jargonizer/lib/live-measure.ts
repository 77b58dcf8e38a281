// What the analyser measures and colours the writer's text with in the browser: the measure's own
// code (the jargon package: tokenizer, classifier, line analysis, the reading of key terms and
// their marks) and the editor's highlights (word-highlights.ts). None of it is needed before
// there is a word list to measure with, so the page fetches this module when it fetches the word
// list (when the writer reaches the text box or the file field, or the page has text), not with
// its first visit (docs/performance.md, docs/web.md). One module, so that the analyser has one
// thing to wait for; the page and its hooks import its types alone.
export { bandedTextOf } from '@scicomm/jargon/compact-result';
export { readKeyTerms } from '@scicomm/jargon/key-term-reading';
export { createLineAnalyzer, figuresOfLines, wholeTextAnalysis } from '@scicomm/jargon/line-analysis';
export { lineTotals } from '@scicomm/jargon/line-totals';
export { sentenceAt } from '@scicomm/jargon/sentence-of';
export { termMarker } from '@scicomm/jargon/term-marks';
export { wordsOf } from '@scicomm/jargon/tokenizer';
export { joinWrappedLines, looksHardWrapped } from '@scicomm/jargon/wrapped-lines';
export { colouredLinesOf, wordAtOffset } from './text-colours.ts';
export { clearHighlights, drawHighlights, textInReach, typingReach } from './word-highlights.ts';
export { withKeyTerm } from '../../../lib/key-term-check.ts';
