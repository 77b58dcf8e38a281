// The rules of the researchers' pages and export (docs/research.md):
// - only a signed-in user with the researcher role reaches them; for anybody else they do not
//   exist (404, never 403), so the API does not even confirm that it has a research area;
// - counts and rows are of research sessions only (is_research), per edition, by the day the
//   session started (UTC days, both ends included);
// - the export has one row per session: who took part (the name they gave), when, how far they
//   got, and every text, choice, table, feedback, revision and reflection the exercise stores.
//   Never an account id, an IP address or a location (none is ever collected), and not the
//   conversation itself (its answers are the columns).
import {
  editionParts,
  parseEditionsParam,
  RESEARCH_EDITIONS,
  RESEARCH_EXERCISES,
  type ResearchEdition,
  type ResearchEditionKind,
  type ResearchExercise,
  type ResearchExportQuery,
  type ResearchSummary,
} from '@scicomm/shared/research-api';
import { coachReportsBySession } from '../coach-reports/index.ts';
import type { Database } from '../db/client.ts';
import { notFound } from '../http/errors.ts';
import { toCsv, type CsvValue } from '../file-formats/csv.ts';
import type { ResearchRow } from '../db/research-tables.ts';
import {
  countResearchSessions,
  findResearchSessions,
  kindOfVariant,
  storedColumnsOf,
  type SessionRange,
} from './research-repository.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** What a non-researcher hears: the same as for a path that does not exist. */
export const researchNotFound = () => notFound('Not found.');

/** The UTC days from/to (YYYY-MM-DD, inclusive) as the half-open range [from 00:00, day after to 00:00). */
export function toSessionRange(query: { from?: string | undefined; to?: string | undefined }): SessionRange {
  return {
    from: query.from ? new Date(`${query.from}T00:00:00Z`) : undefined,
    to: query.to ? new Date(new Date(`${query.to}T00:00:00Z`).getTime() + DAY_MS) : undefined,
  };
}

const editionOf = (exercise: ResearchExercise, kind: ResearchEditionKind) => `${exercise}-${kind}` as ResearchEdition;

export async function researchSummary(
  db: Database,
  query: { from?: string | undefined; to?: string | undefined },
): Promise<ResearchSummary> {
  const range = toSessionRange(query);
  const totals = new Map<ResearchEdition, { started: number; finished: number }>();
  for (const exercise of RESEARCH_EXERCISES) {
    for (const { variant, started, finished } of await countResearchSessions(db, exercise, range)) {
      const edition = editionOf(exercise, kindOfVariant(variant));
      const total = totals.get(edition) ?? { started: 0, finished: 0 };
      totals.set(edition, { started: total.started + started, finished: total.finished + finished });
    }
  }
  return {
    editions: RESEARCH_EDITIONS.map((edition) => ({
      edition,
      ...editionParts(edition),
      ...(totals.get(edition) ?? { started: 0, finished: 0 }),
    })),
  };
}

// ---- The export's columns ----

/** The columns every row has, first. */
export const COMMON_COLUMNS = [
  'session_id',
  'edition',
  'exercise',
  'variant',
  'participant_name',
  'start_time',
  'end_time',
  'finished',
  'stage_reached',
  'copy_paste_check',
  'coach_reports',
] as const;

/**
 * Table columns that are not exported as exercise columns: the identity and bookkeeping columns
 * that COMMON_COLUMNS show under their own names, the account the row may belong to (a study
 * knows its participants by the name they gave), and the stored conversation.
 */
const NOT_EXPORTED = new Set([
  'id',
  'userId',
  'createdAt',
  'isResearch',
  'variant',
  'participantName',
  'startTime',
  'endTime',
  'currentStage',
  'copyPasteCheck',
  'messages',
]);

/** An exercise's own columns (texts, choices, tables, feedback, revisions, reflections, measures), in table order. */
export function exerciseColumns(exercise: ResearchExercise): Array<{ key: string; name: string }> {
  return storedColumnsOf(exercise).filter(({ key }) => !NOT_EXPORTED.has(key));
}

/** The header: the common columns, then each included exercise's columns not already named. */
export function exportHeader(exercisesIncluded: readonly ResearchExercise[]): string[] {
  const header: string[] = [...COMMON_COLUMNS];
  for (const exercise of exercisesIncluded) {
    for (const { name } of exerciseColumns(exercise)) if (!header.includes(name)) header.push(name);
  }
  return header;
}

interface ExportRecord {
  start: number;
  exerciseOrder: number;
  values: Map<string, CsvValue>;
}

function toRecord(exercise: ResearchExercise, row: ResearchRow): ExportRecord {
  const fields = row as unknown as Record<string, CsvValue>;
  const values = new Map<string, CsvValue>([
    ['session_id', row.id],
    ['edition', editionOf(exercise, kindOfVariant(row.variant))],
    ['exercise', exercise],
    ['variant', row.variant],
    ['participant_name', row.participantName],
    ['start_time', row.startTime],
    ['end_time', row.endTime],
    ['finished', row.endTime !== null],
    ['stage_reached', row.currentStage],
    ['copy_paste_check', row.copyPasteCheck as CsvValue],
  ]);
  for (const { key, name } of exerciseColumns(exercise)) values.set(name, fields[key]);
  return {
    start: (row.startTime ?? row.createdAt).getTime(),
    exerciseOrder: RESEARCH_EXERCISES.indexOf(exercise),
    values,
  };
}

/**
 * Each session's reports of wrong coach remarks (docs/exercises.md "Reporting a wrong remark"), as
 * JSON: kind, reason, place, stage, field, span, and the texts (a research session keeps them).
 */
async function addCoachReports(db: Database, records: readonly ExportRecord[]): Promise<void> {
  const bySession = await coachReportsBySession(db, records.map(({ values }) => String(values.get('session_id'))));
  for (const { values } of records) values.set('coach_reports', bySession.get(String(values.get('session_id'))) ?? []);
}

export interface ResearchExport {
  csv: string;
  fileName: string;
  rows: number;
}

/** The CSV of the chosen editions' sessions in the range, oldest first. */
export async function researchExport(db: Database, query: ResearchExportQuery, now = new Date()): Promise<ResearchExport> {
  const editions = parseEditionsParam(query.editions);
  const range = toSessionRange(query);
  const included = RESEARCH_EXERCISES.filter((exercise) => editions.some((edition) => editionParts(edition).exercise === exercise));
  const records: ExportRecord[] = [];
  for (const exercise of included) {
    const kinds = editions.map(editionParts).filter((parts) => parts.exercise === exercise).map((parts) => parts.kind);
    for (const row of await findResearchSessions(db, exercise, kinds, range)) records.push(toRecord(exercise, row));
  }
  records.sort((a, b) => a.start - b.start || a.exerciseOrder - b.exerciseOrder);
  await addCoachReports(db, records);
  const header = exportHeader(included);
  const csv = toCsv(
    header,
    records.map(({ values }) => header.map((name) => values.get(name))),
  );
  return { csv, fileName: exportFileName(editions, query, now), rows: records.length };
}

/** research-export_2026-11-23.csv, or with the one edition and the range when filtered. */
export function exportFileName(editions: readonly ResearchEdition[], query: ResearchExportQuery, now: Date): string {
  const parts = ['research-export'];
  if (editions.length === 1) parts.push(editions[0] as string);
  if (query.from || query.to) parts.push(`${query.from ?? 'start'}_to_${query.to ?? 'now'}`);
  else parts.push(now.toISOString().slice(0, 10));
  return `${parts.join('_')}.csv`;
}
