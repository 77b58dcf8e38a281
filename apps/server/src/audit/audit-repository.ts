// The audit trail's queries (docs/research.md "Audit trail"): one row per event, written in the
// same transaction as what it records where there is one, and a study's events read back with
// the e-mail of whoever acted or was acted on.
import { aliasedTable, and, desc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Executor } from '../db/executor.ts';
import { auditEvents, studies, studyCollaborators, user } from '../db/schema.ts';

export type AuditAction =
  | 'study-created'
  | 'settings-changed'
  | 'collaborator-added'
  | 'collaborator-removed'
  | 'data-exported'
  | 'data-deleted'
  | 'role-granted'
  | 'role-revoked';

export interface AuditEventInput {
  action: AuditAction;
  studyId?: string | null;
  /** Who did it; null: the command line. */
  actorId: string | null;
  /** The account it was done to (a collaborator, a role's holder). */
  subjectId?: string | null;
  /** Names of things only: a format, counts, the settings changed. */
  detail?: Record<string, string | number | boolean | string[]>;
}

export async function insertAuditEvent(db: Executor, event: AuditEventInput): Promise<void> {
  await db.insert(auditEvents).values({
    action: event.action,
    studyId: event.studyId ?? null,
    actorId: event.actorId,
    subjectId: event.subjectId ?? null,
    detail: event.detail ?? {},
  });
}

export interface AuditEventRow {
  at: Date;
  action: string;
  actorEmail: string | null;
  actorDeleted: boolean;
  subjectEmail: string | null;
  detail: Record<string, unknown>;
}

/**
 * A study's events, newest first: its own, and the researcher-role changes of its owner and of
 * everybody who has been one of its collaborators (the role decides whether they reach it at all).
 */
export async function listStudyAuditEvents(db: Executor, studyId: string, limit: number): Promise<AuditEventRow[]> {
  const actor = aliasedTable(user, 'actor');
  const subject = aliasedTable(user, 'subject');
  const members = sql`(select ${studies.ownerId} from ${studies} where ${studies.id} = ${studyId}
    union select ${studyCollaborators.userId} from ${studyCollaborators} where ${studyCollaborators.studyId} = ${studyId}
    union select e.subject_id from ${auditEvents} e where e.study_id = ${studyId} and e.action = 'collaborator-added')`;
  const rows = await db
    .select({
      at: auditEvents.createdAt,
      action: auditEvents.action,
      actorId: auditEvents.actorId,
      actorEmail: actor.email,
      subjectEmail: subject.email,
      detail: auditEvents.detail,
    })
    .from(auditEvents)
    .leftJoin(actor, eq(actor.id, auditEvents.actorId))
    .leftJoin(subject, eq(subject.id, auditEvents.subjectId))
    .where(
      or(
        eq(auditEvents.studyId, studyId),
        and(
          isNull(auditEvents.studyId),
          inArray(auditEvents.action, ['role-granted', 'role-revoked']),
          sql`${auditEvents.subjectId} in ${members}`,
        ),
      ),
    )
    .orderBy(desc(auditEvents.createdAt), desc(auditEvents.id))
    .limit(limit);
  return rows.map(({ actorId, ...row }) => ({
    ...row,
    // An event whose actor is gone had one: the command line has none to begin with.
    actorDeleted: actorId === null && row.action !== 'role-granted' && row.action !== 'role-revoked',
  }));
}
