// The rows of co-trainer invitations (db/schema.ts `course_trainer_invitations`). Each function is
// one query or one transaction; who may call which is the service's concern.
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../db/executor.ts';
import { courseMembers, courses, courseTrainerInvitations, user } from '../db/schema.ts';
import { trainerName } from './course-member-repository.ts';

export type InvitationRow = typeof courseTrainerInvitations.$inferSelect;

const sameAddress = (email: string) => eq(sql`lower(${courseTrainerInvitations.email})`, email.toLowerCase());

/**
 * A new invitation; one the course already had for the address (in any state) is replaced. The
 * course's row is locked first, so invitations of one address at once replace each other in turn
 * instead of clashing on the unique index.
 */
export async function replaceInvitation(
  db: Executor,
  row: Pick<InvitationRow, 'courseId' | 'email' | 'tokenHash' | 'invitedBy' | 'expiresAt'>,
): Promise<InvitationRow> {
  return db.transaction(async (tx) => {
    await tx.select({ id: courses.id }).from(courses).where(eq(courses.id, row.courseId)).for('no key update');
    await tx
      .delete(courseTrainerInvitations)
      .where(and(eq(courseTrainerInvitations.courseId, row.courseId), sameAddress(row.email)));
    const [made] = await tx.insert(courseTrainerInvitations).values(row).returning();
    return made!;
  });
}

/** The course's invitations not yet answered, oldest first. */
export async function listInvitations(db: Executor, courseId: string): Promise<InvitationRow[]> {
  return db
    .select()
    .from(courseTrainerInvitations)
    .where(eq(courseTrainerInvitations.courseId, courseId))
    .orderBy(asc(courseTrainerInvitations.createdAt));
}

/** Withdraws one of the course's invitations; false when it has no such one. */
export async function deleteInvitation(db: Executor, courseId: string, invitationId: string): Promise<boolean> {
  const rows = await db
    .delete(courseTrainerInvitations)
    .where(and(eq(courseTrainerInvitations.courseId, courseId), eq(courseTrainerInvitations.id, invitationId)))
    .returning({ id: courseTrainerInvitations.id });
  return rows.length > 0;
}

/**
 * An invitation by its token's hash, with its course and the inviting trainer's name, while that
 * trainer still trains the course (their leaving or removal deletes it too; this covers the moment between).
 */
export async function findInvitationByToken(db: Executor, tokenHash: string) {
  const [row] = await db
    .select({
      invitation: courseTrainerInvitations,
      course: courses,
      invitedBy: trainerName,
    })
    .from(courseTrainerInvitations)
    .innerJoin(courses, eq(courses.id, courseTrainerInvitations.courseId))
    .innerJoin(user, eq(user.id, courseTrainerInvitations.invitedBy))
    .innerJoin(
      courseMembers,
      and(
        eq(courseMembers.courseId, courseTrainerInvitations.courseId),
        eq(courseMembers.userId, courseTrainerInvitations.invitedBy),
        eq(courseMembers.role, 'trainer'),
      ),
    )
    .where(eq(courseTrainerInvitations.tokenHash, tokenHash))
    .limit(1);
  return row;
}

export type AnswerOutcome = 'accepted' | 'declined' | 'gone' | 'student';

/**
 * Answers an invitation the service has checked (the right address, not expired), in one
 * transaction that takes the row first, so it is answered once: accepting makes the user a
 * trainer (a trainer already stays one); a student of the course, even one who left, keeps that
 * part and the invitation stays ('student'). 'gone' when another answer or a withdrawal came first.
 */
export async function answerInvitation(
  db: Executor,
  invitation: Pick<InvitationRow, 'id' | 'courseId'>,
  userId: string,
  accept: boolean,
): Promise<AnswerOutcome> {
  return db.transaction(async (tx) => {
    const [locked] = await tx
      .select({ id: courseTrainerInvitations.id })
      .from(courseTrainerInvitations)
      .where(eq(courseTrainerInvitations.id, invitation.id))
      .for('update');
    if (!locked) return 'gone';
    if (accept) {
      const [member] = await tx
        .select({ role: courseMembers.role })
        .from(courseMembers)
        .where(and(eq(courseMembers.courseId, invitation.courseId), eq(courseMembers.userId, userId)));
      if (member?.role === 'student') return 'student';
      if (!member) await tx.insert(courseMembers).values({ courseId: invitation.courseId, userId, role: 'trainer' });
    }
    await tx.delete(courseTrainerInvitations).where(eq(courseTrainerInvitations.id, invitation.id));
    return accept ? 'accepted' : 'declined';
  });
}

/** The signed-in user's address, to match an invitation against. */
export async function findUserEmail(db: Executor, userId: string): Promise<string | undefined> {
  const [row] = await db.select({ email: user.email }).from(user).where(eq(user.id, userId)).limit(1);
  return row?.email;
}
