// Comparing two texts, before and after a revision (docs/compare.md): each side is read (a
// .txt/.docx file with every check of upload.ts, or the pasted text), analysed against the same
// period dictionary, and the change computed by @scicomm/compare. A plain function of its input
// and the dictionaries, so that it runs in the grading pool's threads for files and long texts
// (grading-tasks.ts) and inline for short pasted texts.
import { threadId } from 'node:worker_threads';
import { alternatives, analyze, bandLetters, type Alternative, type Analysis, type DictionarySet } from '@scicomm/jargon';
import { compareAnalyses } from '@scicomm/compare/text-change';
import type { ComparedText, TextComparison } from '@scicomm/shared/compare-api';
import { AppError } from '../lib/errors.ts';
import { checkTextField, textOfUpload, withJargonErrors, type UploadedFile } from '../de-jargonizer/upload.ts';

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
}

export interface CompareOutcome {
  /** The reply's JSON (UTF-8), ready to send. */
  readonly reply: Uint8Array;
  /** Texts analysed (for the usage counter). */
  readonly graded: number;
  readonly threadId: number;
}

const SIDE_LABEL = { before: 'The "before" text', after: 'The "after" text' } as const;

/** Reads and analyses one side; its user errors name the side. */
async function analyseSide(side: CompareSide, which: 'before' | 'after', dictionary: Parameters<typeof analyze>[1]) {
  try {
    const text = side.file ? await textOfUpload(side.file) : checkTextField(side.text ?? '');
    return await withJargonErrors(() => analyze(text, dictionary));
  } catch (error) {
    if (error instanceof AppError && error.statusCode < 500) {
      const message =
        error.code === 'EMPTY_TEXT' ? `${SIDE_LABEL[which]} is empty.` : `${SIDE_LABEL[which]}: ${error.message}`;
      throw new AppError(error.statusCode, error.code, message);
    }
    throw error;
  }
}

const comparedText = (analysis: Analysis, name: string): ComparedText => ({
  name,
  text: analysis.text,
  bands: bandLetters(analysis.wordBands),
  counts: { ...analysis.counts },
  percentages: { ...analysis.percentages },
  score: analysis.score,
});

export async function compareTexts(dictionaries: DictionarySet, task: Omit<CompareTask, 'kind'>): Promise<TextComparison> {
  const dictionary = await withJargonErrors(() => dictionaries.get(task.period));
  const before = await analyseSide(task.before, 'before', dictionary);
  const after = await analyseSide(task.after, 'after', dictionary);
  const { change, rareWords } = compareAnalyses(before, after);
  const simpler: Record<string, Alternative[]> = {};
  for (const word of rareWords.kept.slice(0, MAX_KEPT_WITH_ALTERNATIVES)) simpler[word] = alternatives(word, dictionary);
  return {
    period: dictionary.code,
    direction: dictionary.info.language === 'Hebrew' ? 'rtl' : 'ltr',
    before: comparedText(before, task.before.name),
    after: comparedText(after, task.after.name),
    change,
    rareWords,
    alternatives: simpler,
  };
}

const encoder = new TextEncoder();

export async function runCompareTask(dictionaries: DictionarySet, task: CompareTask): Promise<CompareOutcome> {
  const comparison = await compareTexts(dictionaries, task);
  return { reply: encoder.encode(JSON.stringify(comparison)), graded: 2, threadId };
}
