// The corpus jobs' tables (db/schema.ts: corpus_jobs, corpus_texts, corpus_results). A chunk's
// results and the job's count are written in one transaction, and a text's result exists once
// (its key), so a chunk measured again after a crash adds nothing.
import { and, asc, between, count, desc, eq, gt, gte, inArray, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../db/executor.ts';
import { corpusJobs, corpusResults, corpusTexts, studies } from '../db/schema.ts';
import { studyMember } from '../db/study-members.ts';
import type { ChunkTask } from './corpus-queue.ts';

export type CorpusJobRow = typeof corpusJobs.$inferSelect;
export type NewCorpusJob = typeof corpusJobs.$inferInsert;
export type CorpusTextRow = typeof corpusTexts.$inferInsert;

/** Statuses of a job that has not ended. */
export const ACTIVE_STATUSES = ['reading', 'running', 'paused'] as const;

/** A new job, its reader seen now (corpus-reading.ts). */
export async function insertCorpusJob(db: Executor, job: NewCorpusJob): Promise<CorpusJobRow> {
  const [row] = await db.insert(corpusJobs).values({ readingSeenAt: sql`now()`, ...job }).returning();
  return row as CorpusJobRow;
}

/** An upload's texts, a batch at a time, as one JSON parameter (insertResults says why). */
export async function insertCorpusTexts(db: Executor, rows: readonly CorpusTextRow[]): Promise<void> {
  if (rows.length === 0) return;
  const records = rows.map((row) => ({ job_id: row.jobId, position: row.position, text_id: row.textId, text: row.text ?? null, error: row.error ?? null, group_value: row.groupValue ?? null }));
  await db.execute(sql`
    insert into ${corpusTexts} (job_id, position, text_id, text, error, group_value)
    select * from jsonb_to_recordset(${jsonParameter(records)}::jsonb) as r(job_id uuid, position integer, text_id text, text text, error text, group_value text)`);
}

export async function getCorpusJob(db: Executor, id: string): Promise<CorpusJobRow | undefined> {
  const [row] = await db.select().from(corpusJobs).where(eq(corpusJobs.id, id));
  return row;
}

/** A job the user may see: their own, or one of a study they are a member of; undefined otherwise. */
export async function getCorpusJobFor(db: Executor, userId: string, id: string): Promise<CorpusJobRow | undefined> {
  const [row] = await db.select().from(corpusJobs).where(and(eq(corpusJobs.id, id), visibleTo(userId)));
  return row;
}

export async function listCorpusJobsFor(db: Executor, userId: string): Promise<CorpusJobRow[]> {
  return db.select().from(corpusJobs).where(visibleTo(userId)).orderBy(desc(corpusJobs.createdAt));
}

const visibleTo = (userId: string) =>
  or(
    eq(corpusJobs.ownerId, userId),
    inArray(corpusJobs.studyId, studiesOfMember(userId)),
  );

// The ids of the studies the user is a member of (owner or collaborator).
const studiesOfMember = (userId: string) => sql`(select ${studies.id} from ${studies} where ${studyMember(userId)})`;

export async function updateCorpusJob(db: Executor, id: string, values: Partial<NewCorpusJob>, onlyIf?: { status: readonly string[] }) {
  const [row] = await db
    .update(corpusJobs)
    .set(values)
    .where(and(eq(corpusJobs.id, id), onlyIf ? inArray(corpusJobs.status, [...onlyIf.status]) : undefined))
    .returning();
  return row;
}

/** Says the job's reader is alive; false when the job is no longer 'reading' (cancelled, or failed as abandoned). */
export async function touchReadingJob(db: Executor, id: string): Promise<boolean> {
  const rows = await db
    .update(corpusJobs)
    .set({ readingSeenAt: sql`now()` })
    .where(and(eq(corpusJobs.id, id), eq(corpusJobs.status, 'reading')))
    .returning({ id: corpusJobs.id });
  return rows.length > 0;
}

/**
 * Fails the jobs 'reading' whose reader has not been seen for `staleMs` (by the database's clock,
 * the one every machine shares; never seen counts as stale), with `error`, and deletes the texts
 * they stored: one transaction. Their ids.
 */
export async function failStaleReadingJobs(db: Executor, staleMs: number, error: string): Promise<string[]> {
  return db.transaction(async (tx) => {
    const failed = await tx
      .update(corpusJobs)
      .set({ status: 'failed', error, finishedAt: sql`now()` })
      .where(
        and(
          eq(corpusJobs.status, 'reading'),
          or(isNull(corpusJobs.readingSeenAt), lt(corpusJobs.readingSeenAt, sql`now() - make_interval(secs => ${staleMs / 1000})`)),
        ),
      )
      .returning({ id: corpusJobs.id });
    const ids = failed.map(({ id }) => id);
    if (ids.length > 0) await tx.delete(corpusTexts).where(inArray(corpusTexts.jobId, ids));
    return ids;
  });
}

export async function deleteCorpusJob(db: Executor, id: string): Promise<void> {
  await db.delete(corpusJobs).where(eq(corpusJobs.id, id));
}

export async function deleteCorpusTexts(db: Executor, jobId: string): Promise<void> {
  await db.delete(corpusTexts).where(eq(corpusTexts.jobId, jobId));
}

/** Jobs the owner has not ended, and texts of the owner's jobs created since `since` (the quotas). */
export async function ownerUsage(db: Executor, ownerId: string, since: Date): Promise<{ activeJobs: number; textsSince: number }> {
  const [active] = await db
    .select({ n: count() })
    .from(corpusJobs)
    .where(and(eq(corpusJobs.ownerId, ownerId), inArray(corpusJobs.status, [...ACTIVE_STATUSES])));
  const [texts] = await db
    .select({ n: sql<number>`coalesce(sum(${corpusJobs.total}), 0)::int` })
    .from(corpusJobs)
    .where(and(eq(corpusJobs.ownerId, ownerId), gte(corpusJobs.createdAt, since)));
  return { activeJobs: Number(active?.n ?? 0), textsSince: Number(texts?.n ?? 0) };
}

/**
 * The chunk's texts that have no result yet, each with its job's period and key terms; none when
 * the job is not running or was resumed since the chunk was queued (a newer generation).
 */
export async function textsWithoutResult(db: Executor, chunk: ChunkTask) {
  return db
    .select({
      position: corpusTexts.position,
      textId: corpusTexts.textId,
      text: corpusTexts.text,
      error: corpusTexts.error,
      groupValue: corpusTexts.groupValue,
      period: corpusJobs.period,
      keyTerms: corpusJobs.keyTerms,
    })
    .from(corpusTexts)
    .innerJoin(corpusJobs, and(eq(corpusJobs.id, corpusTexts.jobId), eq(corpusJobs.status, 'running'), eq(corpusJobs.generation, chunk.generation)))
    .leftJoin(corpusResults, and(eq(corpusResults.jobId, corpusTexts.jobId), eq(corpusResults.position, corpusTexts.position)))
    .where(and(eq(corpusTexts.jobId, chunk.jobId), between(corpusTexts.position, chunk.first, chunk.last), isNull(corpusResults.position)))
    .orderBy(asc(corpusTexts.position));
}

/** Positions of the job's texts without a result (what a resume or a restart queues again). */
export async function positionsWithoutResult(db: Executor, jobId: string): Promise<number[]> {
  const rows = await db
    .select({ position: corpusTexts.position })
    .from(corpusTexts)
    .leftJoin(corpusResults, and(eq(corpusResults.jobId, corpusTexts.jobId), eq(corpusResults.position, corpusTexts.position)))
    .where(and(eq(corpusTexts.jobId, jobId), isNull(corpusResults.position)))
    .orderBy(asc(corpusTexts.position));
  return rows.map(({ position }) => position);
}

/**
 * One statement, so all or nothing: the chunk's rows (a row already there is kept, not counted),
 * the job's count, and when that was the last text, the job done and its texts deleted unless
 * kept. One round trip where a transaction of four left a thread waiting for the next chunk.
 * `rowsJson` is the rows as the grading threads wrote them (grading-tasks.ts corpusRowsJson),
 * one JSON array per piece of the chunk.
 */
export async function writeChunkResults(db: Executor, jobId: string, rowsJson: readonly string[]): Promise<void> {
  const pieces = rowsJson.filter((json) => json !== '[]');
  if (pieces.length === 0) return;
  // The update's `done`, `total` and `status` are the row's values before it; a job written by
  // two processes at once gets both counts (the second waits for the first and reads its row again).
  await db.execute(sql`
    with inserted as (${insertResults(jobId, pieces.length === 1 ? (pieces[0] as string) : `[${pieces.map((json) => json.slice(1, -1)).join(',')}]`)}),
    counted as (select count(*)::int as n from inserted),
    updated as (
      update ${corpusJobs} set
        done = done + counted.n,
        last_progress_at = now(),
        status = case when done + counted.n >= total and status = 'running' then 'done' else status end,
        finished_at = case when done + counted.n >= total and status = 'running' then now() else finished_at end
      from counted
      where id = ${jobId} and counted.n > 0
      returning status, keep_texts
    )
    delete from ${corpusTexts} where job_id = ${jobId} and exists (select 1 from updated where status = 'done' and not keep_texts)`);
}

// The chunk's rows as one JSON parameter that the database unpacks, its keys a CorpusRow's and the
// text's position: the query builder took 27-46 ms of the event loop to bind a 100-text chunk's
// 1,700 values one by one, more than a thread takes to measure the chunk
// (bench/corpora.bench.ts), and the threads now write the JSON, so the event loop only passes
// it on. As json, not jsonb: read once, it is not worth converting (the database spent 15 %
// more on a write so). (An upload's 500 texts a batch: 47-78 ms.)
function insertResults(jobId: string, rowsJson: string): SQL {
  return sql`
    insert into ${corpusResults} (job_id, position, text_id, group_value, common_percent, common, mid_percent, mid, rare_percent, rare,
      score, words, error, error_code, period, adjusted_score, explained_terms)
    select ${jobId}::uuid, r.* from json_to_recordset(${rowsJson}::json) as r(position integer, "fileName" text, "group" text,
      "commonPercent" real, common integer, "midPercent" real, mid integer, "rarePercent" real, rare integer, score real, words integer,
      error text, "errorCode" text, period text, "adjustedScore" real, "explainedTerms" integer)
    on conflict do nothing
    returning position`;
}

// A lone surrogate becomes U+FFFD, as the driver makes it of a string parameter: in JSON it
// would be an escape the database refuses.
const jsonParameter = (records: readonly object[]) => JSON.stringify(records, (_key, value: unknown) => (typeof value === 'string' ? value.toWellFormed() : value));

export type CorpusResultRow = typeof corpusResults.$inferSelect;

/** The job's results after `afterPosition`, in order, a page at a time (the downloads). */
export async function resultPage(db: Executor, jobId: string, afterPosition: number, limit: number): Promise<CorpusResultRow[]> {
  return db
    .select()
    .from(corpusResults)
    .where(and(eq(corpusResults.jobId, jobId), gt(corpusResults.position, afterPosition)))
    .orderBy(asc(corpusResults.position))
    .limit(limit);
}

/** Every result's score, measured period and group (the summary). */
export async function resultScores(db: Executor, jobId: string) {
  return db
    .select({ score: corpusResults.score, period: corpusResults.period, groupValue: corpusResults.groupValue, error: corpusResults.error })
    .from(corpusResults)
    .where(eq(corpusResults.jobId, jobId));
}

/** Jobs whose texts a process should queue again at start (an in-process queue lost them). */
export async function jobsWithStatus(db: Executor, statuses: readonly string[]): Promise<CorpusJobRow[]> {
  return db.select().from(corpusJobs).where(inArray(corpusJobs.status, [...statuses]));
}
