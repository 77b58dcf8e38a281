// The heavy part of grading an upload: reading the file (.txt decoding, the zip checks and the
// streamed text of a .docx), the analysis and the reply's JSON. These run in the grading pool's
// worker threads (grading-worker.ts, grading-pool.ts) so that a 15 MB file never blocks the event loop
// that answers every other request (docs/de-jargonizer.md "Worker pool"). The measuring itself is
// text-grading.ts's, which a service also runs inline for a short pasted text, where a trip to a
// worker would cost more than the work.
import { threadId } from 'node:worker_threads';
import { z } from 'zod';
import type { DictionarySet } from '@scicomm/jargon';
import { bandSchema, keyTermsSchema, type GroupRow } from '@scicomm/shared/de-jargonizer-api';
import { AppError } from '../http/errors.ts';
import type { ResultRecord } from '@scicomm/jargon/result';
import { gradeFiles } from './group-grading.ts';
import { corpusMeasurer, type CorpusMeasure, type CorpusRow } from '@scicomm/jargon/corpus/corpus-row';
import type { CorpusItem } from '@scicomm/jargon/corpus/corpus-text';
import { jsonPieces } from './json-pieces.ts';
import { parseEitherCase } from './request-fields.ts';
import { measuredPeriod } from '@scicomm/jargon';
import { analyseText, gradeText } from './text-grading.ts';
import { checkTextField, textOfUpload, withJargonErrors, type UploadedFile } from './upload.ts';
import { runCompareTask, type CompareOutcome, type CompareTask } from './compare-texts.ts';

/** Grade one text: from a file when there is one, else the text field. */
export interface GradeTask {
  readonly kind: 'grade';
  /** A period code the route has already checked (dictionaryFor). */
  readonly period: string;
  /**
   * Measure the text in the language of its script when `period` is of the other script
   * (`periodForText`; docs/de-jargonizer.md "Language from the text"); otherwise `period` as it is.
   */
  readonly byScript?: boolean;
  /** The file name without its extension, or "". */
  readonly name: string;
  readonly file?: UploadedFile;
  readonly text?: string;
  /** The user keeps the text: send back the text and htmlResult for the stored row. */
  readonly keepText: boolean;
  /**
   * The reply's form: the original's grading result (TextGrading/Grade, default) or the page's
   * analysis reply (text and band letters, POST /api/de-jargonizer/analyses).
   */
  readonly form?: 'original' | 'analysis';
  /** The writer's key terms, left out of the adjusted score (the analysis form only). */
  readonly keyTerms?: readonly string[];
}

/** Read the text of one uploaded file for the page's editor. */
export interface ReadTask {
  readonly kind: 'read';
  readonly name: string;
  readonly file: UploadedFile;
}

/** Grade every file of a group upload. */
export interface GroupTask {
  readonly kind: 'group';
  readonly period: string;
  readonly files: readonly UploadedFile[];
  /** The group's key terms, left out of each file's adjusted score. */
  readonly keyTerms?: readonly string[];
}

/**
 * Measure a piece of a corpus job's chunk (apps/server/src/corpora/corpus-runner.ts): one row per
 * text, a broken text's row carries its error.
 */
export interface CorpusChunkTask {
  readonly kind: 'corpus';
  readonly measure: CorpusMeasure;
  readonly items: readonly { readonly position: number; readonly item: CorpusItem }[];
}

/** A text's row of a corpus job as the results' insert unpacks it (corpus-repository.ts). */
export type PositionedCorpusRow = CorpusRow & { readonly position: number };

export interface CorpusChunkOutcome {
  /**
   * The rows, each with its text's position, as one JSON array (corpusRowsJson): made here, so
   * that the event loop neither copies the rows back nor serialises them for the database.
   */
  readonly rowsJson: string;
  readonly threadId: number;
}

/** Build the result's Word document (Download) from the request's JSON body, checked here. */
export interface DocumentTask {
  readonly kind: 'document';
  readonly body: unknown;
}

/** Nothing to do: starts a thread (with the modules a task needs) ahead of the next text (GradingPool.measuresOnLoop). */
export interface WakeTask {
  readonly kind: 'wake';
}

export type GradingTask = GradeTask | GroupTask | CorpusChunkTask | DocumentTask | ReadTask | CompareTask | WakeTask;

export interface GradeOutcome {
  /** The reply's JSON (UTF-8, in pieces: json-pieces.ts) without its taskId, which the route adds once the row is stored. */
  readonly reply: readonly Uint8Array[];
  readonly record: ResultRecord;
  /** The analysed text, only when the task asked for it (keepText). */
  readonly text: string | null;
  /** The thread that did the work (0 is the main thread). */
  readonly threadId: number;
}

export interface ReadOutcome {
  readonly name: string;
  readonly text: string;
  readonly threadId: number;
}

export interface GroupOutcome {
  readonly rows: GroupRow[];
  readonly threadId: number;
}

export interface DocumentOutcome {
  /** The .docx file. */
  readonly bytes: Uint8Array;
  /** The name it is saved under, before " - Result.docx": the body's Name, or "Article". */
  readonly name: string;
  readonly threadId: number;
}

/** Download's body (docs/product.md §7): the result's lists, in either casing (request-fields.ts). */
export const downloadSchema = z
  .object({
    cleanedWords: z.array(z.string()),
    normalWords: z.array(z.string()),
    rareWords: z.array(z.string()),
    words: z.array(z.string()),
    score: z.number().optional(),
    name: z.string().nullish(),
    wordBands: z.array(bandSchema).optional(),
    period: z.string().optional(),
    keyTerms: keyTermsSchema.optional(),
  })
  .refine((body) => body.normalWords.length + body.rareWords.length <= body.cleanedWords.length, {
    message: 'NormalWords and RareWords cannot hold more words than CleanedWords.',
    path: ['cleanedWords'],
  });

/** A user error (4xx) as it crosses the thread boundary: an AppError does not survive cloning. */
export interface TaskFailure {
  readonly statusCode: number;
  readonly code: string;
  readonly message: string;
  /** The wrong input, when the error names one (the body's error.field). */
  readonly field?: string | undefined;
}

export type TaskResult<T> =
  { readonly ok: true; readonly value: T } | { readonly ok: false; readonly error: TaskFailure };

export async function runGradeTask(
  dictionaries: DictionarySet,
  task: GradeTask,
): Promise<GradeOutcome> {
  const text = task.file ? await textOfUpload(task.file) : checkTextField(task.text ?? '');
  const request = { text, period: task.period, byScript: task.byScript, name: task.name, keyTerms: task.keyTerms };
  const { result, storedHtml } = task.form === 'analysis' ? await analyseText(dictionaries, request) : await gradeText(dictionaries, request);
  // taskId goes first when the route completes the object (grading-pool.ts withTaskId).
  const { taskId: _taskId, ...rest } = result;
  return {
    reply: jsonPieces(rest),
    record: {
      period: result.period,
      counts: result.counts,
      score: result.score,
      htmlResult: task.keepText ? storedHtml() : '',
    },
    text: task.keepText ? text : null,
    threadId,
  };
}

export async function runGroupTask(
  dictionaries: DictionarySet,
  task: GroupTask,
): Promise<GroupOutcome> {
  // Each file in the language of its own script: a group may mix Hebrew and English texts.
  await withJargonErrors(() => dictionaries.get(task.period));
  const rows = await gradeFiles(
    task.files,
    (text) => dictionaries.get(measuredPeriod(dictionaries, text, task.period)),
    task.keyTerms,
  );
  return { rows, threadId };
}

export async function runCorpusChunkTask(dictionaries: DictionarySet, task: CorpusChunkTask): Promise<CorpusChunkOutcome> {
  await withJargonErrors(() => dictionaries.get(task.measure.period));
  // A job's rows carry the group grading's columns, the adjusted score and explained terms included.
  const measure = corpusMeasurer(dictionaries, { ...task.measure, explainedTerms: true });
  const rows = task.items.map(({ position, item }): PositionedCorpusRow => ({ position, ...measure(item) }));
  return { rowsJson: corpusRowsJson(rows), threadId };
}

/**
 * The rows as the JSON array the results' insert unpacks (corpus-repository.ts). A lone surrogate
 * (a broken id or group name) becomes U+FFFD, as the database driver makes it of a string
 * parameter: JSON.stringify would write it as an escape the database refuses.
 */
export function corpusRowsJson(rows: readonly PositionedCorpusRow[]): string {
  return JSON.stringify(rows, (_key, value: unknown) => (typeof value === 'string' ? value.toWellFormed() : value));
}

export async function runDocumentTask(dictionaries: DictionarySet, task: DocumentTask): Promise<DocumentOutcome> {
  const body = parseEitherCase(downloadSchema, task.body);
  const name = body.name?.trim() || 'Article';
  // Loaded by the first Download: a thread that only grades never holds the docx package.
  const { buildResultDocument, periodOfResult } = await import('./docx-report.ts');
  const period = periodOfResult({ ...body, period: body.period ?? undefined });
  // The rare words' replacements and meanings come from the result's period; an unknown one lists the words only.
  const dictionary = dictionaries.has(period) ? dictionaries.get(period) : null;
  const bytes = await buildResultDocument({ ...body, name }, dictionary);
  return { bytes, name, threadId };
}

export async function runReadTask(task: ReadTask): Promise<ReadOutcome> {
  return { name: task.name, text: await textOfUpload(task.file), threadId };
}

export interface WakeOutcome {
  readonly threadId: number;
}

export type TaskOutcome = GradeOutcome | GroupOutcome | CorpusChunkOutcome | DocumentOutcome | ReadOutcome | CompareOutcome | WakeOutcome;

/** Runs a task; user errors come back as values, anything else is thrown (a 500 for the route). */
export async function runTask(
  dictionaries: DictionarySet,
  task: GradingTask,
): Promise<TaskResult<TaskOutcome>> {
  try {
    const value =
      task.kind === 'grade'
        ? await runGradeTask(dictionaries, task)
        : task.kind === 'group'
          ? await runGroupTask(dictionaries, task)
          : task.kind === 'corpus'
            ? await runCorpusChunkTask(dictionaries, task)
            : task.kind === 'read'
            ? await runReadTask(task)
            : task.kind === 'compare'
              ? await runCompareTask(dictionaries, task)
              : task.kind === 'wake'
                ? { threadId }
                : await runDocumentTask(dictionaries, task);
    return { ok: true, value };
  } catch (error) {
    if (error instanceof AppError && error.statusCode < 500) {
      return {
        ok: false,
        error: {
          statusCode: error.statusCode,
          code: error.code,
          message: error.message,
          field: error.field,
        },
      };
    }
    throw error;
  }
}
