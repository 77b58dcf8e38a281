// The query pieces the courses' repositories share about members (db/schema.ts `course_members`,
// `user`): which row is a student's, and how a member's name is shown.
import { and, eq, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { courseMembers, user } from '../db/schema.ts';

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
