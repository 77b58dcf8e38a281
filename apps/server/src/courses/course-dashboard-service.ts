// The trainers' view of the class (docs/courses.md "The dashboard"): the grid of every student's
// figures per assignment with each assignment's spread, Before and after, and both as a CSV file.
import type { BeforeAfterReply, DashboardCell, DashboardReply } from '@scicomm/shared/course-api';
import { beforeAfter } from './course-before-after.ts';
import { courseFileName, dashboardCsv } from './course-csv.ts';
import { courseNotFound, requireMember, type CourseContext } from './course-context.ts';
import { figuresOf } from './course-submission-figures.ts';
import { toAssignment } from './course-assignment-service.ts';
import * as members from './course-member-repository.ts';
import * as repo from './course-repository.ts';

/** The middle value (the mean of the two middle ones for an even count); null for none. */
export function medianOf(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** The interquartile range (quartiles as medians of the lower and upper halves); null under two values. */
export function iqrOf(values: readonly number[]): number | null {
  if (values.length < 2) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const half = Math.floor(sorted.length / 2);
  return medianOf(sorted.slice(sorted.length - half))! - medianOf(sorted.slice(0, half))!;
}

const notStarted: DashboardCell = {
  submissionId: null,
  status: 'notStarted',
  score: null,
  rareShare: null,
  words: null,
  seconds: null,
  lastReplyAt: null,
};

export async function dashboard(
  context: CourseContext,
  userId: string,
  courseId: string,
): Promise<DashboardReply> {
  await requireMember(context, userId, courseId, 'trainer');
  const [assignments, students, submissions, wrongRemarks, lastReplies] = await Promise.all([
    repo.listAssignments(context.db, courseId),
    members.listStudents(context.db, courseId, true),
    repo.listSubmissions(context.db, courseId),
    repo.countWrongRemarks(context.db, courseId),
    repo.lastRepliesOfCourse(context.db, courseId),
  ]);
  const cellOf = new Map(
    submissions.map((row) => [`${row.studentId}\u0000${row.assignmentId}`, row]),
  );
  const rows = students.map((student) => ({
    id: student.id,
    name: student.name,
    email: student.email,
    left: student.leftAt !== null,
    cells: assignments.map((assignment): DashboardCell => {
      const row = cellOf.get(`${student.id}\u0000${assignment.id}`);
      if (!row) return notStarted;
      return { submissionId: row.id, ...figuresOf(row), lastReplyAt: lastReplies.get(row.id)?.toISOString() ?? null };
    }),
  }));
  const spread = assignments.map((assignment, index) => {
    const cells = rows.map((row) => row.cells[index]!).filter((cell) => cell.submissionId !== null);
    const scores = cells.flatMap((cell) => (cell.score === null ? [] : [cell.score]));
    return {
      assignmentId: assignment.id,
      submitted: cells.length,
      finished: cells.filter((cell) => cell.status === 'finished').length,
      medianScore: medianOf(scores),
      scoreIqr: iqrOf(scores),
      medianRareShare: medianOf(
        cells.flatMap((cell) => (cell.rareShare === null ? [] : [cell.rareShare])),
      ),
      medianWords: medianOf(cells.flatMap((cell) => (cell.words === null ? [] : [cell.words]))),
      wrongRemarks: wrongRemarks
        .filter((row) => row.assignmentId === assignment.id)
        .map(({ kind, reports }) => ({ kind, reports }))
        .sort((a, b) => b.reports - a.reports || a.kind.localeCompare(b.kind)),
    };
  });
  return { assignments: assignments.map(toAssignment), students: rows, spread };
}

export async function beforeAndAfter(
  context: CourseContext,
  userId: string,
  courseId: string,
): Promise<BeforeAfterReply> {
  await requireMember(context, userId, courseId, 'trainer');
  const [assignments, students, submissions] = await Promise.all([
    repo.listAssignments(context.db, courseId),
    members.listStudents(context.db, courseId, true),
    repo.listSubmissions(context.db, courseId),
  ]);
  return beforeAfter(assignments, students, submissions);
}

/** The dashboard and the paired change as one CSV file. */
/** The dashboard as a CSV file, named after the course, what it holds and today. */
export async function dashboardFile(
  context: CourseContext,
  userId: string,
  courseId: string,
): Promise<{ fileName: string; csv: string }> {
  const [grid, pairs] = await Promise.all([
    dashboard(context, userId, courseId),
    beforeAndAfter(context, userId, courseId),
  ]);
  const course = await repo.findCourse(context.db, courseId);
  if (!course) throw courseNotFound();
  return { fileName: courseFileName(course.name, 'grid', new Date()), csv: dashboardCsv(grid, pairs) };
}
