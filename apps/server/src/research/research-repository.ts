// Database access for researchers (docs/research.md): the research sessions of the exercise
// tables (is_research = true), counted per edition or read whole for the export. No other
// module of the feature writes SQL.
import {
  and,
  asc,
  count,
  eq,
  getTableColumns,
  gte,
  isNull,
  lt,
  notExists,
  notInArray,
  or,
  sql,
  type Column,
  type SQL,
} from 'drizzle-orm';
import { toSnakeCase } from 'drizzle-orm/casing';
import type { ResearchEditionKind, ResearchExercise } from '@scicomm/shared/research-api';
import type { Executor } from '../db/executor.ts';
import { researchTables, type ResearchRow, type ResearchTable } from '../db/research-tables.ts';
import { studySessions } from '../db/schema.ts';

/** The variants (exercises' registry names) behind the hidden full and slim editions. */
const EDITION_VARIANTS = { full: 'research-full', slim: 'research-slim' } as const;

/** Sessions whose start (start_time, or the row's creation when it has none) is in [from, to). */
export interface SessionRange {
  from?: Date | undefined;
  to?: Date | undefined;
}

function sessionStart(table: ResearchTable): SQL {
  return sql`coalesce(${table.startTime}, ${table.createdAt})`;
}

function inRange(table: ResearchTable, range: SessionRange): SQL[] {
  const start = sessionStart(table);
  return [...(range.from ? [gte(start, range.from)] : []), ...(range.to ? [lt(start, range.to)] : [])];
}

/**
 * Sessions of the default study: research sessions that belong to no study of the Studies
 * feature (those are read per study, by their members only; docs/research.md "Studies").
 */
function outsideStudies(table: ResearchTable): SQL {
  return notExists(sql`(select 1 from ${studySessions} where ${studySessions.sessionId} = ${table.id})`);
}

function ofKind(table: ResearchTable, kind: ResearchEditionKind): SQL {
  if (kind === 'link') return or(isNull(table.variant), notInArray(table.variant, Object.values(EDITION_VARIANTS)))!;
  return eq(table.variant, EDITION_VARIANTS[kind]);
}

/** The variant a stored row's edition kind is read from. */
export function kindOfVariant(variant: string | null): ResearchEditionKind {
  if (variant === EDITION_VARIANTS.full) return 'full';
  if (variant === EDITION_VARIANTS.slim) return 'slim';
  return 'link';
}

export interface VariantCount {
  variant: string | null;
  started: number;
  finished: number;
}

/** Research sessions of one exercise in the range, counted per stored variant. */
export async function countResearchSessions(
  db: Executor,
  exercise: ResearchExercise,
  range: SessionRange,
): Promise<VariantCount[]> {
  const table: ResearchTable = researchTables[exercise];
  return db
    .select({ variant: table.variant, started: count(), finished: count(table.endTime) })
    .from(table)
    .where(and(eq(table.isResearch, true), outsideStudies(table), ...inRange(table, range)))
    .groupBy(table.variant);
}

/** The research sessions of one exercise's editions (kinds) in the range, oldest first. */
export async function findResearchSessions(
  db: Executor,
  exercise: ResearchExercise,
  kinds: readonly ResearchEditionKind[],
  range: SessionRange,
): Promise<ResearchRow[]> {
  if (kinds.length === 0) return [];
  const table: ResearchTable = researchTables[exercise];
  const editions = or(...kinds.map((kind) => ofKind(table, kind)));
  return db
    .select()
    .from(table)
    .where(and(eq(table.isResearch, true), editions, outsideStudies(table), ...inRange(table, range)))
    .orderBy(asc(sessionStart(table)), asc(table.id));
}

/** Every column of an exercise's table, in table order: its field key and its stored (snake_case) name. */
export function storedColumnsOf(exercise: ResearchExercise): Array<{ key: string; name: string }> {
  return Object.entries(getTableColumns(researchTables[exercise]) as Record<string, Column>).map(([key, column]) => ({
    key,
    name: column.keyAsName ? toSnakeCase(column.name) : column.name,
  }));
}
