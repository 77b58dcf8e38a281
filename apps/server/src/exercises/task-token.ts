// The taskId an exercise's history carries (docs/product.md §3) names the stored row. A client must not
// be able to continue, and so overwrite, a row it did not create: the server hands out
// "<row uuid>.<signature>", the signature (security/signer.ts) of the exercise, the row id and the owner
// (the user id, or "guest"), keyed with the process's AUTH_SECRET. A taskId that does not
// verify is ignored and the turn is stored in a new row; nothing is ever written by bare id.
// The signature also names the session's scope (exercise-service.ts `SessionScope`): a study
// participant's taskId is bound to the study, arm and participant, so it verifies nowhere else
// (a public route, another participant, another arm), and a public session's verifies in no study.
// The site's own scope signs exactly as before scopes existed, so taskIds already handed out keep working.
import { sign, verify } from '../security/signer.ts';

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** The scope of the site's public routes and research editions (no study). */
export const SITE_SCOPE = 'site';

/**
 * The scope of a session done for a course assignment: the student's own account, so a
 * classmate's history replayed there does not continue (docs/courses.md "Attaching work").
 */
export const courseStudentScope = (userId: string) => `course-student/${userId}`;

const signedParts = (exercise: string, rowId: string, owner: string | null, scope: string) =>
  scope === SITE_SCOPE ? [exercise, rowId, owner ?? 'guest'] : [exercise, rowId, owner ?? 'guest', scope];

export function signTaskId(
  secret: string,
  exercise: string,
  rowId: string,
  owner: string | null,
  scope: string = SITE_SCOPE,
): string {
  return `${rowId}.${sign(secret, 'exercise-task', signedParts(exercise, rowId, owner, scope))}`;
}

/** The row id of a taskId this server signed for this exercise, owner and scope, else null. */
export function verifyTaskId(
  secret: string,
  exercise: string,
  taskId: unknown,
  owner: string | null,
  scope: string = SITE_SCOPE,
): string | null {
  if (typeof taskId !== 'string') return null;
  const dot = taskId.indexOf('.');
  if (dot < 0) return null;
  const rowId = taskId.slice(0, dot).toLowerCase();
  if (!uuidPattern.test(rowId)) return null;
  return verify(secret, 'exercise-task', signedParts(exercise, rowId, owner, scope), taskId.slice(dot + 1)) ? rowId : null;
}

/**
 * The row id of a taskId this server signed for the owner on the site or in the owner's course
 * work (what they may share or attach), else null.
 */
export function verifyOwnTaskId(secret: string, exercise: string, taskId: unknown, owner: string): string | null {
  return verifyTaskId(secret, exercise, taskId, owner) ?? verifyTaskId(secret, exercise, taskId, owner, courseStudentScope(owner));
}
