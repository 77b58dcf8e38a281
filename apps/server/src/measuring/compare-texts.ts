// Comparing two texts, before and after a revision (docs/compare.md): each side is read (a
// .txt/.docx file with every check of upload.ts, or the pasted text), analysed against the same
// period dictionary (the chosen one, or the other script's list when most letters of the two
// texts are of that script: docs/de-jargonizer.md "Language from the text"), and the change
// computed by @scicomm/compare. A plain function of its input
// and the dictionaries, so that it runs in the grading pool's threads for files and long texts
// (grading-tasks.ts) and inline for short pasted texts.
import { threadId } from 'node:worker_threads';
import {
  alternatives,
  analyze,
  bandLetters,
  periodForText,
  type Alternative,
  type Analysis,
  type Dictionary,
  type DictionarySet,
} from '@scicomm/jargon';
import { compareAnalyses } from '@scicomm/compare/text-change';
import type { ComparedText, TextComparison } from '@scicomm/shared/compare-api';
import { AppError } from '../lib/errors.ts';
import { termsReplyOf } from './grading-result.ts';
import { checkTextField, textOfUpload, withJargonErrors, type UploadedFile } from './upload.ts';

/** Kept rare words whose alternatives travel with the comparison. */
export const MAX_KEPT_WITH_ALTERNATIVES = 500;

export interface CompareSide {
  /** The file name without its extension, or "". */
  readonly name: string;
  readonly file?: UploadedFile;
  readonly text?: string;
}

/** Compare two texts; run by a grading pool thread or inline. */
export interface CompareTask {
  readonly kind: 'compare';
  /** A period code the route has already checked (dictionaryFor). */
  readonly period: string;
  readonly before: CompareSide;
  readonly after: CompareSide;
  /** Key terms, left out of both adjusted scores. */
  readonly keyTerms?: readonly string[];
}

export interface CompareOutcome {
  /** The reply's JSON (UTF-8), ready to send. */
  readonly reply: Uint8Array;
  /** Texts analysed (for the usage counter). */
  readonly graded: number;
  readonly threadId: number;
}

const SIDE_LABEL = { before: 'The "before" text', after: 'The "after" text' } as const;

/** Runs a step of one side; its user errors name the side. */
async function forSide<T>(which: 'before' | 'after', step: () => Promise<T>): Promise<T> {
  try {
    return await step();
  } catch (error) {
    if (error instanceof AppError && error.statusCode < 500) {
      const message =
        error.code === 'EMPTY_TEXT' ? `${SIDE_LABEL[which]} is empty.` : `${SIDE_LABEL[which]}: ${error.message}`;
      throw new AppError(error.statusCode, error.code, message);
    }
    throw error;
  }
}

async function textOfSide(side: CompareSide): Promise<string> {
  return side.file ? await textOfUpload(side.file) : checkTextField(side.text ?? '');
}

function analyseText(text: string, dictionary: Dictionary): Promise<Analysis> {
  return withJargonErrors(() => analyze(text, dictionary));
}

const comparedText = (analysis: Analysis, name: string, keyTerms: readonly string[]): ComparedText => ({
  name,
  text: analysis.text,
  bands: bandLetters(analysis.wordBands),
  counts: { ...analysis.counts },
  percentages: { ...analysis.percentages },
  score: analysis.score,
  terms: termsReplyOf(analysis, keyTerms),
});

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

export async function compareTexts(dictionaries: DictionarySet, task: Omit<CompareTask, 'kind'>): Promise<TextComparison> {
  await withJargonErrors(() => dictionaries.get(task.period));
  const beforeText = await forSide('before', () => textOfSide(task.before));
  const afterText = await forSide('after', () => textOfSide(task.after));
  // Both sides against one list, or the change would compare two measures.
  const period = periodForText(`${beforeText}\n${afterText}`, task.period);
  const dictionary = dictionaries.has(period) ? dictionaries.get(period) : dictionaries.get(task.period);
  const before = await forSide('before', () => analyseText(beforeText, dictionary));
  const after = await forSide('after', () => analyseText(afterText, dictionary));
  const { change, rareWords } = compareAnalyses(before, after);
  const simpler: Record<string, Alternative[]> = {};
  for (const word of rareWords.kept.slice(0, MAX_KEPT_WITH_ALTERNATIVES)) simpler[word] = alternatives(word, dictionary);
  const keyTerms = task.keyTerms ?? [];
  const beforeCompared = comparedText(before, task.before.name, keyTerms);
  const afterCompared = comparedText(after, task.after.name, keyTerms);
  return {
    period: dictionary.code,
    direction: dictionary.info.language === 'Hebrew' ? 'rtl' : 'ltr',
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

const encoder = new TextEncoder();

export async function runCompareTask(dictionaries: DictionarySet, task: CompareTask): Promise<CompareOutcome> {
  const comparison = await compareTexts(dictionaries, task);
  return { reply: encoder.encode(JSON.stringify(comparison)), graded: 2, threadId };
}
