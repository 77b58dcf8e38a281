// Work done for a course assignment (docs/courses.md "Attaching work"): the student's course page
// opens the usual exercise or De-Jargonizer page with ?course=…&assignment=…, and that page sends
// the same two parameters with its calls, so the server keeps the work for the course.

export interface CourseAssignmentRef {
  course: string;
  assignment: string;
}

/** The assignment a page was opened for; null without both parameters. */
export function courseAssignmentFromQuery(params: URLSearchParams): CourseAssignmentRef | null {
  const course = params.get('course')?.trim() ?? '';
  const assignment = params.get('assignment')?.trim() ?? '';
  return course && assignment ? { course, assignment } : null;
}

/** The query string that names the assignment ("?course=…&assignment=…"). */
export const courseAssignmentQuery = ({ course, assignment }: CourseAssignmentRef) =>
  `?${new URLSearchParams({ course, assignment }).toString()}`;

/** An API address with the assignment named, or as it is without one. */
export const withCourseAssignment = (endpoint: string, ref: CourseAssignmentRef | null) =>
  ref ? `${endpoint}${courseAssignmentQuery(ref)}` : endpoint;
