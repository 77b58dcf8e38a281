// A course's members (db/schema.ts `course_members`, `user`): who is in it and in which part,
// joining, leaving and being removed, and how a member's name is shown. The one place the courses'
// services and repositories look a member's row up; who may call which is the service's (and the
// permissions module's) concern.
import { and, eq, inArray, isNull, notExists, or, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Executor } from '../db/executor.ts';
import { courseAssignments, courseMembers, courses, courseSubmissions, courseTrainerInvitations, user } from '../db/schema.ts';
import { closeCourseReaderChecks } from '../reader-checks/index.ts';

/** The student's row among the course's members, in the further states `more` asks for. */
export const studentRow = (courseId: string | SQLWrapper, userId: string | SQLWrapper, ...more: SQL[]) =>
  and(eq(courseMembers.courseId, courseId), eq(courseMembers.userId, userId), eq(courseMembers.role, 'student'), ...more);

/**
 * A student as their trainers (and they themselves) see them: the name, or while they gave none
 * (an account older than the name) the address, which trainers may see (docs/courses.md "Names").
 */
export const displayName = sql<string>`coalesce(nullif(trim(${user.name}), ''), ${user.email})`;

/** A trainer as anyone sees them: the name, or null (never the address: the page says "Trainer"). */
export const trainerName = sql<string | null>`nullif(trim(${user.name}), '')`;

export async function findMembership(db: Executor, courseId: string, userId: string) {
  const [row] = await db
    .select()
    .from(courseMembers)
    .where(and(eq(courseMembers.courseId, courseId), eq(courseMembers.userId, userId)))
    .limit(1);
  return row;
}

/** Joins as a student, or joins again after leaving. */
export async function upsertStudent(db: Executor, courseId: string, userId: string): Promise<void> {
  await db
    .insert(courseMembers)
    .values({ courseId, userId, role: 'student' })
    .onConflictDoUpdate({
      target: [courseMembers.courseId, courseMembers.userId],
      set: { leftAt: null, removedAt: null, joinedAt: sql`now()` },
      setWhere: eq(courseMembers.role, 'student'),
    });
}

/**
 * Marks the student as gone; in the same transaction, with `removeWork` deletes what they attached
 * (and its comments and reader checks), else closes the reader checks of what they attached.
 */
export async function markStudentLeft(
  db: Executor,
  courseId: string,
  userId: string,
  removeWork: boolean,
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .update(courseMembers)
      .set({ leftAt: sql`now()` })
      .where(studentRow(courseId, userId));
    const theirs = studentWorkIn(tx, courseId, userId);
    if (removeWork) await tx.delete(courseSubmissions).where(theirs);
    else {
      // Locked first: a reader check being sent of one of them is made before it is closed here,
      // or waits and finds the student gone.
      await tx.select({ id: courseSubmissions.id }).from(courseSubmissions).where(theirs).for('update');
      await closeCourseReaderChecks(tx, tx.select({ id: courseSubmissions.id }).from(courseSubmissions).where(theirs));
    }
  });
}

/** The student's submissions in the course, as a condition on course_submissions. */
function studentWorkIn(db: Executor, courseId: string, userId: string) {
  return and(
    eq(courseSubmissions.studentId, userId),
    inArray(
      courseSubmissions.assignmentId,
      db.select({ id: courseAssignments.id }).from(courseAssignments).where(eq(courseAssignments.courseId, courseId)),
    ),
  );
}

/**
 * A trainer removes a student (one in the course, or one who left work with it): what they
 * attached is deleted with its comments and reader checks, in the same transaction; a current
 * student is marked removed, which their course list says. False for anybody else.
 */
export async function removeStudent(db: Executor, courseId: string, userId: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const removed = await tx
      .update(courseMembers)
      .set({
        removedAt: sql`case when ${courseMembers.leftAt} is null then now() else ${courseMembers.removedAt} end`,
        leftAt: sql`coalesce(${courseMembers.leftAt}, now())`,
      })
      .where(
        studentRow(courseId, userId, isNull(courseMembers.removedAt)),
      )
      .returning({ userId: courseMembers.userId });
    if (removed.length === 0) return false;
    await tx.delete(courseSubmissions).where(studentWorkIn(tx, courseId, userId));
    return true;
  });
}

/**
 * Removes a co-trainer (never the course's owner), and the co-trainer invitations they sent, which
 * no longer open the course; false when the user is no co-trainer of it. The invitations go first:
 * an acceptance holding one's lock finishes before, one waiting for it then finds it gone.
 */
export async function removeCoTrainer(db: Executor, courseId: string, userId: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const isOwner = notExists(tx.select({ id: courses.id }).from(courses).where(and(eq(courses.id, courseId), eq(courses.ownerId, userId))));
    await tx
      .delete(courseTrainerInvitations)
      .where(and(eq(courseTrainerInvitations.courseId, courseId), eq(courseTrainerInvitations.invitedBy, userId), isOwner));
    const rows = await tx
      .delete(courseMembers)
      .where(and(eq(courseMembers.courseId, courseId), eq(courseMembers.userId, userId), eq(courseMembers.role, 'trainer'), isOwner))
      .returning({ userId: courseMembers.userId });
    return rows.length > 0;
  });
}

/** The course's trainers, first added first: their id, name and whether they created it. */
export async function listTrainers(
  db: Executor,
  courseId: string,
): Promise<{ id: string; name: string | null; owner: boolean }[]> {
  return db
    .select({ id: user.id, name: trainerName, owner: sql<boolean>`${courses.ownerId} = ${user.id}` })
    .from(courseMembers)
    .innerJoin(user, eq(user.id, courseMembers.userId))
    .innerJoin(courses, eq(courses.id, courseMembers.courseId))
    .where(and(eq(courseMembers.courseId, courseId), eq(courseMembers.role, 'trainer')))
    .orderBy(courseMembers.joinedAt);
}

export async function listTrainerNames(db: Executor, courseId: string): Promise<{ name: string | null }[]> {
  return (await listTrainers(db, courseId)).map(({ name }) => ({ name }));
}

/** The course's students: those in it, and (with `withLeftWork`) those who left work with it. */
export async function listStudents(db: Executor, courseId: string, withLeftWork: boolean) {
  const keptWork = db
    .select({ studentId: courseSubmissions.studentId })
    .from(courseSubmissions)
    .innerJoin(courseAssignments, eq(courseAssignments.id, courseSubmissions.assignmentId))
    .where(eq(courseAssignments.courseId, courseId));
  return db
    .select({ id: user.id, name: displayName, email: user.email, leftAt: courseMembers.leftAt })
    .from(courseMembers)
    .innerJoin(user, eq(user.id, courseMembers.userId))
    .where(
      and(
        eq(courseMembers.courseId, courseId),
        eq(courseMembers.role, 'student'),
        withLeftWork
          ? or(isNull(courseMembers.leftAt), inArray(courseMembers.userId, keptWork))
          : isNull(courseMembers.leftAt),
      ),
    )
    .orderBy(displayName, user.id);
}

/** A current student's "E-mail me when a trainer comments"; false when they are not one. */
export async function setNotifyComments(
  db: Executor,
  courseId: string,
  userId: string,
  on: boolean,
  language?: string,
): Promise<boolean> {
  const rows = await db
    .update(courseMembers)
    .set({ notifyComments: on, ...(language ? { mailLanguage: language } : {}) })
    .where(
      studentRow(courseId, userId, isNull(courseMembers.leftAt)),
    )
    .returning({ userId: courseMembers.userId });
  return rows.length > 0;
}

/**
 * The current student's member row, share-locked for the caller's transaction: a removal or a leave
 * (an update of the row) waits until it commits, or it waits for them and finds no row. False for
 * anybody who is no current student of the course.
 */
export async function lockCurrentStudent(tx: Executor, courseId: string, userId: string): Promise<boolean> {
  const rows = await tx
    .select({ userId: courseMembers.userId })
    .from(courseMembers)
    .where(studentRow(courseId, userId, isNull(courseMembers.leftAt)))
    .for('share');
  return rows.length > 0;
}
