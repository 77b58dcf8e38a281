// Database access for studies (docs/research.md "Studies"): the studies, their links,
// collaborators, participants and which exercise sessions belong to whom. Membership is part of
// every researcher's query (owner or collaborator), so a study is never read for anybody else.
// No other module of the feature writes SQL.
import { and, asc, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { ResearchExercise } from '@scicomm/shared/research-api';
import { exerciseManifest, exerciseOfResearchSlug } from '@scicomm/shared/exercises';
import type { Executor } from '../db/executor.ts';
import { researchTables, type ResearchRow, type ResearchTable } from '../db/research-tables.ts';
import { holdsRole, RESEARCHER_ROLE } from '../db/roles.ts';
import { studyMember } from '../db/study-members.ts';
import {
  studies,
  studyCollaborators,
  studyLinks,
  studyParticipants,
  studySessions,
  user,
} from '../db/schema.ts';

export type StudyRow = typeof studies.$inferSelect;
export type NewStudyRow = typeof studies.$inferInsert;
export type StudyLinkRow = typeof studyLinks.$inferSelect;
export type ParticipantRow = typeof studyParticipants.$inferSelect;

export async function insertStudy(
  db: Executor,
  values: NewStudyRow,
  links: Array<{ token: string; arm: string | null }>,
): Promise<StudyRow> {
  const [row] = await db.insert(studies).values(values).returning();
  if (!row) throw new Error('Inserting a study returned nothing.');
  if (links.length > 0)
    await db.insert(studyLinks).values(links.map((link) => ({ ...link, studyId: row.id })));
  return row;
}

/** The study, when the user owns it or collaborates on it; otherwise undefined (the caller says 404). */
export async function findStudyForMember(
  db: Executor,
  studyId: string,
  userId: string,
): Promise<StudyRow | undefined> {
  const [row] = await db
    .select()
    .from(studies)
    .where(and(eq(studies.id, studyId), studyMember(userId)))
    .limit(1);
  return row;
}

export async function listStudiesForMember(db: Executor, userId: string): Promise<StudyRow[]> {
  return db
    .select()
    .from(studies)
    .where(studyMember(userId))
    .orderBy(desc(studies.createdAt), asc(studies.id));
}

export async function updateStudyRow(
  db: Executor,
  studyId: string,
  changes: Partial<NewStudyRow>,
): Promise<void> {
  await db.update(studies).set(changes).where(eq(studies.id, studyId));
}

export interface MemberRef {
  id: string;
  email: string;
  name: string;
}

export async function findUser(db: Executor, userId: string): Promise<MemberRef | undefined> {
  const [row] = await db
    .select({ id: user.id, email: user.email, name: user.name })
    .from(user)
    .where(eq(user.id, userId));
  return row;
}

export async function listCollaborators(db: Executor, studyId: string): Promise<MemberRef[]> {
  return db
    .select({ id: user.id, email: user.email, name: user.name })
    .from(studyCollaborators)
    .innerJoin(user, eq(user.id, studyCollaborators.userId))
    .where(eq(studyCollaborators.studyId, studyId))
    .orderBy(asc(user.email));
}

export async function insertCollaborator(
  db: Executor,
  studyId: string,
  userId: string,
): Promise<void> {
  await db.insert(studyCollaborators).values({ studyId, userId }).onConflictDoNothing();
}

/** False when the user was not a collaborator. */
export async function deleteCollaborator(
  db: Executor,
  studyId: string,
  userId: string,
): Promise<boolean> {
  const rows = await db
    .delete(studyCollaborators)
    .where(and(eq(studyCollaborators.studyId, studyId), eq(studyCollaborators.userId, userId)))
    .returning({ userId: studyCollaborators.userId });
  return rows.length > 0;
}

export async function listLinks(db: Executor, studyId: string): Promise<StudyLinkRow[]> {
  return db
    .select()
    .from(studyLinks)
    .where(eq(studyLinks.studyId, studyId))
    .orderBy(asc(studyLinks.createdAt), asc(studyLinks.token));
}

/** A link with its study, and whether the study's owner still holds the researcher role. */
export async function findLink(
  db: Executor,
  token: string,
): Promise<{ link: StudyLinkRow; study: StudyRow; ownerIsResearcher: boolean } | undefined> {
  const [row] = await db
    .select({
      link: studyLinks,
      study: studies,
      ownerIsResearcher: holdsRole(studies.ownerId, RESEARCHER_ROLE),
    })
    .from(studyLinks)
    .innerJoin(studies, eq(studies.id, studyLinks.studyId))
    .where(eq(studyLinks.token, token))
    .limit(1);
  return row;
}

/** The study row locked for this transaction: participants are allocated one at a time. */
export async function lockStudy(db: Executor, studyId: string): Promise<StudyRow | undefined> {
  const [row] = await db.select().from(studies).where(eq(studies.id, studyId)).for('update');
  return row;
}

export async function insertParticipant(
  db: Executor,
  values: typeof studyParticipants.$inferInsert,
): Promise<ParticipantRow> {
  const [row] = await db.insert(studyParticipants).values(values).returning();
  if (!row) throw new Error('Inserting a participant returned nothing.');
  return row;
}

export async function findParticipant(
  db: Executor,
  studyId: string,
  participantId: string,
): Promise<ParticipantRow | undefined> {
  const [row] = await db
    .select()
    .from(studyParticipants)
    .where(and(eq(studyParticipants.id, participantId), eq(studyParticipants.studyId, studyId)))
    .limit(1);
  return row;
}

/**
 * The participant a personal identifier already enrolled in this study (any of its links), the
 * identifier compared without regard to case; the oldest when there are several.
 */
export async function findParticipantByIdentifier(
  db: Executor,
  studyId: string,
  identifier: string,
): Promise<ParticipantRow | undefined> {
  const [row] = await db
    .select()
    .from(studyParticipants)
    .where(
      and(
        eq(studyParticipants.studyId, studyId),
        sql`lower(${studyParticipants.linkIdentifier}) = lower(${identifier})`,
      ),
    )
    .orderBy(asc(studyParticipants.createdAt))
    .limit(1);
  return row;
}

export interface DuplicateIdentifier {
  /** The identifier as first given. */
  identifier: string;
  participants: number;
  /** The participants' ids, oldest first. */
  participantIds: string[];
  arms: string[];
}

/** Identifiers (compared without regard to case) that more than one participant of the study carries. */
export async function listDuplicateIdentifiers(
  db: Executor,
  studyId: string,
): Promise<DuplicateIdentifier[]> {
  const rows = await db
    .select({
      id: studyParticipants.id,
      identifier: studyParticipants.linkIdentifier,
      arm: studyParticipants.arm,
    })
    .from(studyParticipants)
    .where(
      and(
        eq(studyParticipants.studyId, studyId),
        sql`lower(${studyParticipants.linkIdentifier}) in (select lower(p.link_identifier) from ${studyParticipants} p where p.study_id = ${studyId} and p.link_identifier is not null group by lower(p.link_identifier) having count(*) > 1)`,
      ),
    )
    .orderBy(asc(studyParticipants.createdAt), asc(studyParticipants.id));
  const found = new Map<string, DuplicateIdentifier>();
  for (const row of rows) {
    const key = (row.identifier ?? '').toLowerCase();
    const entry = found.get(key) ?? { identifier: row.identifier ?? '', participants: 0, participantIds: [], arms: [] };
    entry.participants += 1;
    entry.participantIds.push(row.id);
    if (!entry.arms.includes(row.arm)) entry.arms.push(row.arm);
    found.set(key, entry);
  }
  return [...found.values()];
}

export interface StageReached {
  stage: number;
  at: Date;
}

/**
 * Links an exercise session to its participant and notes when it first reached a stage. A new
 * session also notes `began`: the stage its first answer was given at, and when that stage began.
 * A session already linked to somebody else is left alone.
 */
export async function recordStudySession(
  db: Executor,
  sessionId: string,
  participantId: string,
  {
    reached,
    began,
    history,
  }: { reached: StageReached; began: StageReached; history?: Record<string, unknown> },
): Promise<void> {
  const key = String(reached.stage);
  const at = reached.at.toISOString();
  // The began stage last: when the first answer kept the session at its stage, it began then.
  const first: Record<string, string> = { [key]: at, [String(began.stage)]: began.at.toISOString() };
  await db
    .insert(studySessions)
    .values({ sessionId, participantId, stageTimes: first, lastHistory: history ?? null })
    .onConflictDoUpdate({
      target: studySessions.sessionId,
      set: {
        ...(history ? { lastHistory: history } : {}),
        stageTimes: sql`case when ${studySessions.stageTimes} -> ${key}::text is null
          then ${studySessions.stageTimes} || jsonb_build_object(${key}::text, ${at}::text)
          else ${studySessions.stageTimes} end`,
      },
      setWhere: eq(studySessions.participantId, participantId),
    });
}

/** The participant a session belongs to (their study and arm), if it belongs to a study. */
export async function findSessionParticipant(
  db: Executor,
  sessionId: string,
): Promise<Pick<ParticipantRow, 'id' | 'studyId' | 'arm'> | undefined> {
  const [row] = await db
    .select({ id: studyParticipants.id, studyId: studyParticipants.studyId, arm: studyParticipants.arm })
    .from(studySessions)
    .innerJoin(studyParticipants, eq(studyParticipants.id, studySessions.participantId))
    .where(eq(studySessions.sessionId, sessionId))
    .limit(1);
  return row;
}

/**
 * The participant's latest session that is not finished and kept its last history: the sealed
 * history and the stored conversation, to resume it in another browser.
 */
export async function findResumableSession(
  db: Executor,
  participantId: string,
  exercise: ResearchExercise,
): Promise<{ history: Record<string, unknown>; messages: unknown } | undefined> {
  const table = researchTables[exercise];
  const [row] = await db
    .select({ history: studySessions.lastHistory, messages: table.messages })
    .from(studySessions)
    .innerJoin(table, eq(table.id, studySessions.sessionId))
    .where(
      and(
        eq(studySessions.participantId, participantId),
        isNull(table.endTime),
        sql`${studySessions.lastHistory} is not null`,
      ),
    )
    .orderBy(desc(studySessions.createdAt))
    .limit(1);
  return row?.history ? { history: row.history, messages: row.messages } : undefined;
}

export interface StudySessionRecord {
  participant: ParticipantRow;
  stageTimes: Record<string, string>;
  row: ResearchRow;
}

/** Every session of a study with its participant and exercise row, oldest first. */
export async function findStudySessions(
  db: Executor,
  studyId: string,
  exercise: ResearchExercise,
): Promise<StudySessionRecord[]> {
  const table = researchTables[exercise];
  const rows = await db
    .select({ participant: studyParticipants, stageTimes: studySessions.stageTimes, row: table })
    .from(studySessions)
    .innerJoin(studyParticipants, eq(studyParticipants.id, studySessions.participantId))
    .innerJoin(table, eq(table.id, studySessions.sessionId))
    .where(eq(studyParticipants.studyId, studyId))
    .orderBy(asc(sql`coalesce(${table.startTime}, ${table.createdAt})`), asc(table.id));
  return rows as StudySessionRecord[];
}

export async function countParticipantsByArm(
  db: Executor,
  studyId: string,
): Promise<Array<{ arm: string; participants: number }>> {
  return db
    .select({ arm: studyParticipants.arm, participants: sql<number>`count(*)::int` })
    .from(studyParticipants)
    .where(eq(studyParticipants.studyId, studyId))
    .groupBy(studyParticipants.arm);
}

/** The stored size of a study's participants, session links and exercise rows, in bytes. */
export async function storedBytes(
  db: Executor,
  studyId: string,
  exercise: ResearchExercise,
): Promise<number> {
  const table = researchTables[exercise];
  const participants = db
    .select({ id: studyParticipants.id })
    .from(studyParticipants)
    .where(eq(studyParticipants.studyId, studyId));
  const [sizes] = await db
    .select({
      bytes: sql<number>`(
        coalesce((select sum(pg_column_size(p.*)) from ${studyParticipants} p where p.study_id = ${studyId}), 0)
        + coalesce((select sum(pg_column_size(s.*)) from ${studySessions} s where s.participant_id in (${participants})), 0)
        + coalesce((select sum(pg_column_size(t.*)) from ${table} t where t.id in (select session_id from ${studySessions} where participant_id in (${participants}))), 0)
      )::bigint`,
    })
    .from(sql`(select 1) as one`);
  return Number(sizes?.bytes ?? 0);
}

/** Deletes every session and participant of a study (call inside a transaction). */
export async function deleteStudyData(
  db: Executor,
  studyId: string,
  exercise: ResearchExercise,
): Promise<{ sessions: number; participants: number }> {
  const table = researchTables[exercise];
  const participantIds = db
    .select({ id: studyParticipants.id })
    .from(studyParticipants)
    .where(eq(studyParticipants.studyId, studyId));
  const sessionIds = db
    .select({ id: studySessions.sessionId })
    .from(studySessions)
    .where(inArray(studySessions.participantId, participantIds));
  const sessions = await db
    .delete(table)
    .where(inArray(table.id, sessionIds))
    .returning({ id: table.id });
  const participants = await db
    .delete(studyParticipants)
    .where(eq(studyParticipants.studyId, studyId))
    .returning({ id: studyParticipants.id });
  return { sessions: sessions.length, participants: participants.length };
}

/** A session row's final text (its exercise's `research.finalText` field) when the session is finished and the text not empty. */
function finishedText(exercise: ResearchExercise, row: ResearchRow): string | undefined {
  const text = (row as unknown as Record<string, unknown>)[exerciseManifest[exerciseOfResearchSlug(exercise)].research.finalText];
  return row.endTime !== null && typeof text === 'string' && text.trim() !== '' ? text : undefined;
}

/** A finished session's final text; undefined when the session is not finished or has none. */
export async function findFinishedText(
  db: Executor,
  exercise: ResearchExercise,
  sessionId: string,
): Promise<string | undefined> {
  const table: ResearchTable = researchTables[exercise];
  const [row] = await db.select().from(table).where(eq(table.id, sessionId)).limit(1);
  return row ? finishedText(exercise, row) : undefined;
}

/** The final text of a study session record (findStudySessions), when it is finished. */
export function finishedTextOf(exercise: ResearchExercise, record: StudySessionRecord): string | undefined {
  return finishedText(exercise, record.row);
}


/** The ids of a participant's sessions, newest first. */
export async function listParticipantSessionIds(db: Executor, participantId: string): Promise<string[]> {
  const rows = await db
    .select({ id: studySessions.sessionId })
    .from(studySessions)
    .where(eq(studySessions.participantId, participantId))
    .orderBy(desc(studySessions.createdAt));
  return rows.map((row) => row.id);
}
