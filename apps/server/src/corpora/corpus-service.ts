// The rules of corpus jobs (docs/research.md "Corpora"): a researcher submits a corpus file,
// its texts are stored and queued in chunks, and the job is the owner's alone (and its study's
// members' when it belongs to one: they see it and its results; only the owner pauses, resumes or
// cancels it). Quotas per account: jobs not ended at once, texts submitted per day. The texts are
// deleted when the job ends (done or cancelled) unless the owner keeps them.
import { extname } from 'node:path';
import { isJargonError, type DictionarySet } from '@scicomm/jargon';
import type { CorpusItem } from '@scicomm/jargon/corpus/corpus-text';
import { isCorpusFailure } from '@scicomm/jargon/corpus/corpus-text';
import {
  keyTermsOfText,
  keyTermsSchema,
  SCORE_BIN_WIDTH,
  type CorpusJob,
  type CorpusJobAction,
  type CorpusSubmitFields,
  type CorpusSummary,
} from '@scicomm/shared/corpus-api';
import type { Database } from '../db/client.ts';
import { AppError, badRequest, notFound } from '../http/errors.ts';
import { CORPUS_JOBS_AT_ONCE, CORPUS_TEXTS_PER_DAY } from '../limits/limit-rules.ts';
import { dictionaryFor } from '../text-analysis/index.ts';
import { canViewStudy } from '../permissions/index.ts';
import { allChunks, type CorpusQueue } from './corpus-queue.ts';
import { queueMissingChunks } from './corpus-runner.ts';
import { keepReading, type Reader } from './corpus-reading.ts';
import {
  deleteCorpusJob,
  deleteCorpusTexts,
  getCorpusJob,
  getCorpusJobFor,
  insertCorpusJob,
  insertCorpusTexts,
  listCorpusJobsFor,
  ownerUsage,
  resultScores,
  updateCorpusJob,
  type CorpusJobRow,
  type CorpusTextRow,
} from './corpus-repository.ts';

export interface CorpusContext {
  readonly db: Database;
  readonly queue: CorpusQueue;
  readonly dictionaries: DictionarySet;
  readonly pool: Parameters<typeof queueMissingChunks>[0]['pool'];
}

const DAY_MS = 24 * 60 * 60 * 1000;
/** Texts stored per insert while reading the upload. */
const INSERT_BATCH = 500;

export const corpusNotFound = () => notFound('No such corpus job.');

const quotaError = (message: string) => new AppError(429, 'QUOTA_EXCEEDED', message);

/** The job as the API shows it to `userId`. */
export function toCorpusJob(row: CorpusJobRow, userId: string): CorpusJob {
  const measuredSince = row.done - row.doneAtRunStart;
  const seconds = row.runStartedAt && row.lastProgressAt ? (row.lastProgressAt.getTime() - row.runStartedAt.getTime()) / 1000 : 0;
  const textsPerSecond = measuredSince > 0 && seconds > 0 ? Math.round((measuredSince / seconds) * 10) / 10 : null;
  const secondsLeft = row.status === 'running' && textsPerSecond ? Math.ceil((row.total - row.done) / textsPerSecond) : null;
  return {
    id: row.id,
    name: row.name,
    status: row.status as CorpusJob['status'],
    period: row.period,
    keyTerms: row.keyTerms,
    keepTexts: row.keepTexts,
    groupColumn: row.groupColumn,
    studyId: row.studyId,
    own: row.ownerId === userId,
    total: row.total,
    done: row.done,
    textsPerSecond,
    secondsLeft,
    error: row.error,
    createdAt: row.createdAt.toISOString(),
    finishedAt: row.finishedAt?.toISOString() ?? null,
  };
}

export interface CorpusUpload {
  /** Where the uploaded file was streamed to. */
  readonly path: string;
  readonly fileName: string;
}

// The readers are loaded by the first corpus: the ZIP reader's yauzl would otherwise sit in every
// server process from its start (docs/deployment.md "Memory").
async function readUpload(upload: CorpusUpload, fields: CorpusSubmitFields): Promise<AsyncGenerator<CorpusItem>> {
  const extension = extname(upload.fileName).toLowerCase();
  if (extension === '.zip') return (await import('@scicomm/jargon/corpus/zip-corpus')).readZipCorpus(upload.path);
  if (extension === '.csv') {
    const { readCsvCorpus, DEFAULT_CSV_COLUMNS } = await import('@scicomm/jargon/corpus/csv-corpus');
    return readCsvCorpus(upload.path, {
      idColumn: fields.idColumn ?? DEFAULT_CSV_COLUMNS.idColumn,
      textColumn: fields.textColumn ?? DEFAULT_CSV_COLUMNS.textColumn,
      groupColumn: fields.groupColumn,
    });
  }
  throw badRequest('A corpus is a .zip of .txt and .docx files or a .csv with an id and a text column.', 'UNSUPPORTED_FILE');
}

/** Stores the upload's texts as a new job and queues its chunks; 4xx for a bad file, settings or quota. */
export async function submitCorpus(context: CorpusContext, ownerId: string, upload: CorpusUpload, fields: CorpusSubmitFields): Promise<CorpusJob> {
  const { db } = context;
  const period = (await dictionaryFor(context.dictionaries, fields.period)).code;
  const keyTerms = keyTermsSchema.safeParse(keyTermsOfText(fields.keyTerms));
  if (!keyTerms.success) throw badRequest(keyTerms.error.issues[0]?.message ?? 'Invalid key terms.');
  if (fields.studyId && !(await canViewStudy(db, ownerId, fields.studyId))) throw notFound('No such study.');
  const items = await readUpload(upload, fields);
  const usage = await ownerUsage(db, ownerId, new Date(Date.now() - DAY_MS));
  if (usage.activeJobs >= CORPUS_JOBS_AT_ONCE)
    throw quotaError(`You have ${CORPUS_JOBS_AT_ONCE} corpus jobs that have not ended. Wait for one to end, or cancel one.`);
  const job = await insertCorpusJob(db, {
    ownerId,
    studyId: fields.studyId ?? null,
    name: upload.fileName,
    period,
    keyTerms: keyTerms.data,
    keepTexts: fields.keepTexts ?? false,
    groupColumn: fields.groupColumn ?? null,
  });
  const reader = keepReading(db, job.id);
  try {
    const total = await storeTexts(db, job.id, items, CORPUS_TEXTS_PER_DAY - usage.textsSince, reader);
    const running = reader.abandoned ? undefined : await updateCorpusJob(db, job.id, { status: 'running', total, runStartedAt: new Date() }, { status: ['reading'] });
    if (!running) return toCorpusJob(await endedWhileReading(db, job.id), ownerId);
    await context.queue.send(allChunks(job.id, 0, total));
    return toCorpusJob(running, ownerId);
  } catch (error) {
    await deleteCorpusJob(db, job.id);
    if (isJargonError(error)) throw badRequest(error.message, 'UNREADABLE_CORPUS');
    throw error;
  } finally {
    reader.stop();
  }
}

/**
 * A job cancelled by its owner, or failed as abandoned (corpus-reading.ts), while this process
 * stored its texts: the texts stored since then are deleted too (a cancelled job's kept if asked).
 */
async function endedWhileReading(db: Database, jobId: string): Promise<CorpusJobRow> {
  const row = await getCorpusJob(db, jobId);
  if (!row) throw corpusNotFound();
  if (row.status === 'failed' || !row.keepTexts) await deleteCorpusTexts(db, jobId);
  return row;
}

async function storeTexts(db: Database, jobId: string, items: AsyncIterable<CorpusItem>, allowed: number, reader: Reader): Promise<number> {
  let batch: CorpusTextRow[] = [];
  let position = 0;
  for await (const item of items) {
    if (reader.abandoned) return position;
    if (position >= allowed)
      throw quotaError(`An account may submit ${CORPUS_TEXTS_PER_DAY.toLocaleString('en')} texts a day; this corpus goes beyond what is left today.`);
    batch.push(
      isCorpusFailure(item)
        ? { jobId, position, textId: item.id, text: null, error: item.error.message, groupValue: item.group }
        : { jobId, position, textId: item.id, text: item.text, error: null, groupValue: item.group },
    );
    position++;
    if (batch.length >= INSERT_BATCH) {
      await insertCorpusTexts(db, batch);
      batch = [];
    }
  }
  await insertCorpusTexts(db, batch);
  if (position === 0) throw badRequest('The file holds no texts to measure.', 'EMPTY_CORPUS');
  return position;
}

export async function listCorpusJobs(db: Database, userId: string): Promise<CorpusJob[]> {
  return (await listCorpusJobsFor(db, userId)).map((row) => toCorpusJob(row, userId));
}

export async function corpusJobFor(db: Database, userId: string, id: string): Promise<CorpusJobRow> {
  const row = await getCorpusJobFor(db, userId, id);
  if (!row) throw corpusNotFound();
  return row;
}

const conflict = (message: string) => new AppError(409, 'CONFLICT', message);

/** Pause, resume or cancel: the owner's alone (a study's collaborator gets 403). */
export async function changeCorpusJob(context: CorpusContext, userId: string, id: string, action: CorpusJobAction): Promise<CorpusJob> {
  const { db } = context;
  const job = await corpusJobFor(db, userId, id);
  if (job.ownerId !== userId) throw new AppError(403, 'FORBIDDEN', 'Only the owner of a corpus job can pause, resume or cancel it.');
  let row: CorpusJobRow | undefined;
  if (action === 'pause') {
    row = await updateCorpusJob(db, id, { status: 'paused' }, { status: ['running'] });
    if (!row) throw conflict('Only a running job can be paused.');
  } else if (action === 'resume') {
    row = await updateCorpusJob(
      db,
      id,
      { status: 'running', generation: job.generation + 1, runStartedAt: new Date(), doneAtRunStart: job.done, lastProgressAt: null },
      { status: ['paused'] },
    );
    if (!row) throw conflict('Only a paused job can be resumed.');
    const missing = await queueMissingChunks(context, id, row.generation);
    // Its last chunks were written while it was paused: nothing is left to measure.
    if (missing === 0) row = await finishJob(db, row);
  } else {
    row = await updateCorpusJob(db, id, { status: 'cancelled', finishedAt: new Date() }, { status: ['reading', 'running', 'paused'] });
    if (!row) throw conflict('The job has already ended.');
    if (!row.keepTexts) await deleteCorpusTexts(db, id);
  }
  return toCorpusJob(row, userId);
}

async function finishJob(db: Database, job: CorpusJobRow): Promise<CorpusJobRow> {
  const row = (await updateCorpusJob(db, job.id, { status: 'done', finishedAt: new Date() }, { status: ['running'] })) ?? job;
  if (!row.keepTexts) await deleteCorpusTexts(db, job.id);
  return row;
}

type Part = CorpusSummary['periods'][number];

function histogramOf(scores: readonly number[]): CorpusSummary['histogram'] {
  const bins = Array.from({ length: 100 / SCORE_BIN_WIDTH }, (_, index) => ({ from: index * SCORE_BIN_WIDTH, to: (index + 1) * SCORE_BIN_WIDTH, count: 0 }));
  for (const score of scores) {
    const index = Math.min(bins.length - 1, Math.max(0, Math.floor(score / SCORE_BIN_WIDTH)));
    (bins[index] as { count: number }).count++;
  }
  return bins;
}

const mean = (values: readonly number[]) => (values.length === 0 ? null : Math.round((values.reduce((a, b) => a + b, 0) / values.length) * 100) / 100);

function partsBy(rows: readonly { score: number; key: string }[]): Part[] {
  const byKey = new Map<string, number[]>();
  for (const { score, key } of rows) byKey.set(key, [...(byKey.get(key) ?? []), score]);
  return [...byKey.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([name, scores]) => ({ name, texts: scores.length, meanScore: mean(scores), histogram: histogramOf(scores) }));
}

/** The scores' histogram, overall, per measured period and per group (a CSV's group column or a ZIP's folders). */
export async function corpusSummary(db: Database, job: CorpusJobRow): Promise<CorpusSummary> {
  const rows = await resultScores(db, job.id);
  const measured = rows.filter((row): row is typeof row & { score: number } => row.score !== null && row.error === null);
  const scores = measured.map(({ score }) => score);
  const hasGroups = measured.some(({ groupValue }) => groupValue !== null);
  return {
    measured: measured.length,
    failed: rows.length - measured.length,
    meanScore: mean(scores),
    histogram: histogramOf(scores),
    periods: partsBy(measured.map(({ score, period }) => ({ score, key: period ?? '' }))),
    groups: hasGroups ? partsBy(measured.map(({ score, groupValue }) => ({ score, key: groupValue ?? '' }))) : [],
  };
}
