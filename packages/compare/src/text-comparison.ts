// Two analyses of a text before and after a revision, against one dictionary, as the Compare
// API sends them (docs/compare.md): each side with its figures and terms, the change of every
// figure, the rare words removed, kept and added with simpler words for the kept ones, and the
// change of the explained terms. Pure: the server's compare task and the web app's test server
// give the same answer.
import { alternatives, type Alternative } from '@scicomm/jargon/alternatives';
import type { Analysis } from '@scicomm/jargon/classify';
import { bandLetters } from '@scicomm/jargon/compact-result';
import type { Dictionary } from '@scicomm/jargon/dictionary';
import { termsReplyOf } from '@scicomm/jargon/terms-reply';
import { directionOfPeriod } from '@scicomm/jargon/text-script';
import type { ComparedText, TextComparison } from '@scicomm/shared/compare-api';
import { compareAnalyses } from './text-change.ts';

/** Kept rare words whose alternatives travel with the comparison. */
export const MAX_KEPT_WITH_ALTERNATIVES = 500;

export interface ComparisonOptions {
  /** Each side's name: its file name without the extension, or "". */
  names: { before: string; after: string };
  /** Key terms, left out of both adjusted scores. */
  keyTerms: readonly string[];
}

function comparedText(analysis: Analysis, name: string, keyTerms: readonly string[]): ComparedText {
  return {
    name,
    text: analysis.text,
    bands: bandLetters(analysis.wordBands),
    counts: { ...analysis.counts },
    percentages: { ...analysis.percentages },
    score: analysis.score,
    terms: termsReplyOf(analysis, keyTerms),
  };
}

/** The explained terms removed, kept and added by the revision, by key, in text order. */
function explainedChange(before: ComparedText, after: ComparedText): TextComparison['explainedTerms'] {
  const beforeKeys = before.terms.explainedTerms.map((term) => term.key);
  const afterKeys = new Set(after.terms.explainedTerms.map((term) => term.key));
  return {
    removed: beforeKeys.filter((key) => !afterKeys.has(key)),
    kept: beforeKeys.filter((key) => afterKeys.has(key)),
    added: after.terms.explainedTerms.map((term) => term.key).filter((key) => !beforeKeys.includes(key)),
  };
}

/** The comparison of `before` and `after`, both analysed against `dictionary`. */
export function textComparison(
  before: Analysis,
  after: Analysis,
  dictionary: Dictionary,
  { names, keyTerms }: ComparisonOptions,
): TextComparison {
  const { change, rareWords } = compareAnalyses(before, after);
  const simpler: Record<string, Alternative[]> = {};
  for (const word of rareWords.kept.slice(0, MAX_KEPT_WITH_ALTERNATIVES)) simpler[word] = alternatives(word, dictionary);
  const beforeCompared = comparedText(before, names.before, keyTerms);
  const afterCompared = comparedText(after, names.after, keyTerms);
  return {
    period: dictionary.code,
    direction: directionOfPeriod(dictionary.code),
    before: beforeCompared,
    after: afterCompared,
    change,
    rareWords,
    alternatives: simpler,
    explainedTerms: explainedChange(beforeCompared, afterCompared),
    termsChange: {
      adjustedScore: afterCompared.terms.adjusted.score - beforeCompared.terms.adjusted.score,
      explainedTerms: afterCompared.terms.explainedTerms.length - beforeCompared.terms.explainedTerms.length,
    },
  };
}
