// The writer's side of reader checks (docs/reader-check.md): create one from a pasted text or
// a saved De-Jargonizer analysis, list, read the results, close, reopen and delete. Only the
// owner reaches a check (permissions/: canViewReaderCheck, canChangeReaderCheck, and canViewTask
// for the analysis); anybody else hears 404, never that it exists.
import { unmeasurableScript, unmeasurableScriptMessage, type DictionarySet } from '@scicomm/jargon';
import {
  READER_CHECK_ERROR_CODES,
  READER_CHECK_LIMITS,
  readerQuestionSchema,
  type createReaderCheckBodySchema,
  type ReaderCheckResults,
  type ReaderCheckSummary,
  type ReaderQuestion,
} from '@scicomm/shared/reader-check-api';
import type { z } from 'zod';
import type { Database } from '../db/client.ts';
import { AppError, badRequest } from '../http/errors.ts';
import { canChangeReaderCheck, canViewReaderCheck, canViewTask } from '../permissions/index.ts';
import {
  countReaderResponses,
  deleteReaderCheckRow,
  findAnalysisText,
  findReaderCheck,
  insertReaderCheck,
  listOwnReaderChecks,
  listReaderResponses,
  setReaderCheckClosed,
  type ReaderCheckRow,
} from './reader-check-repository.ts';
import { resultsOf } from './reader-check-results.ts';
import { codebookCsv, exportJson, readersCsv } from './reader-check-export.ts';
import {
  directionOfText,
  newReaderCheckToken,
  periodOfCheck,
  wordsOfText,
} from './reader-check-words.ts';
import { stateOfCheck, textDigestOf } from './reader-check-state.ts';

export interface ReaderCheckContext {
  db: Database;
  dictionaries: DictionarySet;
  /** The site's origin, for the reader's link. */
  origin: string;
}

type CreateBody = z.output<typeof createReaderCheckBodySchema>;

const E = READER_CHECK_ERROR_CODES;
export const checkNotFound = () => new AppError(404, E.notFound, 'No such reader check.');

export const readerLinkOf = (origin: string, token: string) => `${origin}/read/${token}`;

export function summaryOf(origin: string, check: ReaderCheckRow, readers: number): ReaderCheckSummary {
  return {
    id: check.id,
    title: check.title,
    url: readerLinkOf(origin, check.token),
    state: stateOfCheck(check),
    closedByWriter: check.closed,
    closesAt: check.closesAt?.toISOString() ?? null,
    targetReaders: check.targetReaders,
    readers,
    wordCount: check.words.length,
    createdAt: check.createdAt.toISOString(),
  };
}

/** The stored questions, read back through their schema (a row is never trusted blindly). */
export function questionsOf(check: Pick<ReaderCheckRow, 'questions'>): ReaderQuestion[] {
  return check.questions.map((question) => readerQuestionSchema.parse(question));
}

async function sourceText(context: ReaderCheckContext, ownerId: string, body: CreateBody) {
  if (body.analysisId === undefined) return { text: body.text ?? '', period: undefined };
  const mayRead = await canViewTask(context.db, ownerId, 'dejargonizer', body.analysisId);
  const analysis = mayRead ? await findAnalysisText(context.db, body.analysisId) : undefined;
  if (!analysis) throw new AppError(404, E.analysisNotFound, 'No such analysis among your saved texts.');
  return { text: analysis.text, period: analysis.dictionary };
}

export async function createReaderCheck(
  context: ReaderCheckContext,
  owner: { id: string; saveTexts: boolean },
  body: CreateBody,
  now = new Date(),
): Promise<ReaderCheckSummary> {
  if (!owner.saveTexts)
    throw new AppError(403, 'SAVING_DECLINED', 'A reader check keeps your text and its readers\u2019 answers: choose to save your texts in your profile first.');
  const { text, period: wanted } = await sourceText(context, owner.id, body);
  if (text.length > READER_CHECK_LIMITS.textLength) throw badRequest('The text is too long for a reader check.', E.textTooLong);
  const script = unmeasurableScript(text);
  if (script !== null) throw badRequest(unmeasurableScriptMessage(script), 'UNSUPPORTED_SCRIPT');
  const period = periodOfCheck(text, context.dictionaries, wanted);
  const words = wordsOfText(text, context.dictionaries, period);
  if (words.length === 0) throw badRequest('The text has no words to mark.', E.noWords);
  if (words.length > READER_CHECK_LIMITS.words)
    throw badRequest(`A reader check takes at most ${READER_CHECK_LIMITS.words} words; this text has ${words.length}.`, E.textTooLong);
  const closesAt = body.closesAt === null ? null : new Date(body.closesAt);
  if (closesAt && closesAt <= now) throw badRequest('The closing date must be in the future.', 'VALIDATION_FAILED');
  const check = await insertReaderCheck(context.db, {
    token: newReaderCheckToken(),
    ownerId: owner.id,
    title: body.title,
    text,
    textDigest: textDigestOf(text),
    period,
    words,
    questions: body.questions,
    clarityRating: body.clarityRating,
    closesAt,
    targetReaders: body.targetReaders,
    sourceAnalysisId: body.analysisId ?? null,
  });
  return summaryOf(context.origin, check, 0);
}

export async function listReaderChecks(context: ReaderCheckContext, ownerId: string): Promise<ReaderCheckSummary[]> {
  const rows = await listOwnReaderChecks(context.db, ownerId);
  return rows.map(({ check, readers }) => summaryOf(context.origin, check, readers));
}

/** The writer's own check; 404 for anybody else's, a study's or none. */
async function ownCheck(context: ReaderCheckContext, ownerId: string, id: string): Promise<ReaderCheckRow> {
  const check = (await canViewReaderCheck(context.db, ownerId, id)) ? await findReaderCheck(context.db, id) : undefined;
  if (!check) throw checkNotFound();
  return check;
}

/** A check's results: its summary with the text and questions, and what its readers said. */
export async function resultsOfCheck(context: ReaderCheckContext, check: ReaderCheckRow): Promise<ReaderCheckResults> {
  const responses = await listReaderResponses(context.db, check.id);
  const questions = questionsOf(check);
  return {
    check: {
      ...summaryOf(context.origin, check, responses.length),
      text: check.text,
      direction: directionOfText(check.text),
      period: check.period,
      questions,
      clarityRating: check.clarityRating,
    },
    ...resultsOf({ words: check.words, questions, clarityRating: check.clarityRating, responses }),
  };
}

export async function getReaderCheckResults(context: ReaderCheckContext, ownerId: string, id: string): Promise<ReaderCheckResults> {
  return resultsOfCheck(context, await ownCheck(context, ownerId, id));
}

export async function setCheckClosed(
  context: ReaderCheckContext,
  ownerId: string,
  id: string,
  closed: boolean,
): Promise<ReaderCheckSummary> {
  const check = (await canChangeReaderCheck(context.db, ownerId, id)) ? await setReaderCheckClosed(context.db, id, closed) : undefined;
  if (!check) throw checkNotFound();
  return summaryOf(context.origin, check, await countReaderResponses(context.db, check.id));
}

export async function deleteReaderCheck(context: ReaderCheckContext, ownerId: string, id: string): Promise<void> {
  if (!(await canChangeReaderCheck(context.db, ownerId, id)) || !(await deleteReaderCheckRow(context.db, id))) throw checkNotFound();
}

export interface ExportFile {
  type: string;
  name: string;
  body: string;
}

/** The owner's check as a file: one CSV row per reader, the JSON with the words, or the codebook. */
export async function exportReaderCheck(
  context: ReaderCheckContext,
  ownerId: string,
  id: string,
  format: 'csv' | 'json' | 'codebook',
): Promise<ExportFile> {
  const check = await ownCheck(context, ownerId, id);
  const questions = questionsOf(check);
  if (format === 'codebook') return { type: 'text/csv; charset=utf-8', name: 'reader-check-codebook.csv', body: codebookCsv(check, questions) };
  const responses = await listReaderResponses(context.db, check.id);
  if (format === 'json')
    return { type: 'application/json; charset=utf-8', name: 'reader-check.json', body: JSON.stringify(exportJson(check, questions, responses), null, 2) };
  return { type: 'text/csv; charset=utf-8', name: 'reader-check.csv', body: readersCsv(check, questions, responses) };
}
