// The taskId an exercise's history carries (docs/product.md §3) names the stored row. A client must not
// be able to continue, and so overwrite, a row it did not create: the server hands out
// "<row uuid>.<signature>", the signature an HMAC of the exercise, the row id and the owner
// (the user id, or "guest"), keyed with the process's AUTH_SECRET. A taskId that does not
// verify is ignored and the turn is stored in a new row; nothing is ever written by bare id.
import { createHmac, timingSafeEqual } from 'node:crypto';

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

function signature(secret: string, exercise: string, rowId: string, owner: string | null): string {
  return createHmac('sha256', secret)
    .update(`exercise-task\n${exercise}\n${rowId}\n${owner ?? 'guest'}`)
    .digest('base64url');
}

export function signTaskId(secret: string, exercise: string, rowId: string, owner: string | null): string {
  return `${rowId}.${signature(secret, exercise, rowId, owner)}`;
}

/** The row id of a taskId this server signed for this exercise and owner, else null. */
export function verifyTaskId(secret: string, exercise: string, taskId: unknown, owner: string | null): string | null {
  if (typeof taskId !== 'string') return null;
  const dot = taskId.indexOf('.');
  if (dot < 0) return null;
  const rowId = taskId.slice(0, dot).toLowerCase();
  if (!uuidPattern.test(rowId)) return null;
  const given = Buffer.from(taskId.slice(dot + 1));
  const expected = Buffer.from(signature(secret, exercise, rowId, owner));
  return given.length === expected.length && timingSafeEqual(given, expected) ? rowId : null;
}
