// Comparing two texts, before and after a revision (docs/compare.md): each side is read (a
// .txt/.docx file with every check of upload.ts, or the pasted text), analysed against the same
// period dictionary (the chosen one, or the other script's list when most letters of the two
// texts are of that script: docs/de-jargonizer.md "Language from the text"), and the comparison
// built by @scicomm/compare. A plain function of its input
// and the dictionaries, so that it runs in the grading pool's threads for files and long texts
// (grading-tasks.ts) and inline for short pasted texts.
import { threadId } from 'node:worker_threads';
import { analyze, checkMeasurable, periodForText, type Analysis, type Dictionary, type DictionarySet } from '@scicomm/jargon';
import { textComparison } from '@scicomm/compare/text-comparison';
import type { TextComparison } from '@scicomm/shared/compare-api';
import { AppError } from '../http/errors.ts';
import { checkTextField, textOfUpload, withJargonErrors, type UploadedFile } from './upload.ts';

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
  return withJargonErrors(() => {
    checkMeasurable(text, dictionary.info.language);
    return analyze(text, dictionary);
  });
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
  return textComparison(before, after, dictionary, {
    names: { before: task.before.name, after: task.after.name },
    keyTerms: task.keyTerms ?? [],
  });
}

const encoder = new TextEncoder();

export async function runCompareTask(dictionaries: DictionarySet, task: CompareTask): Promise<CompareOutcome> {
  const comparison = await compareTexts(dictionaries, task);
  return { reply: encoder.encode(JSON.stringify(comparison)), graded: 2, threadId };
}
