// The history an exercise reply hands the client (docs/product.md §7: the client holds it and sends it
// back) carries the server's seal: an HMAC over the exercise, the variant, the stage and every
// field the server set, keyed with AUTH_SECRET, like the taskId. A history whose seal does not
// match — a stage the client raised, a text or score it wrote in, a research row it tried to fill
// without going through the stages — is not continued: the exercise starts again.
//
// A history without a seal is accepted only as a fresh start: stage 0 with nothing but the
// fields a client may set itself when it opens an exercise (a research link's isResearch and
// participant name). The taskId is sealed like every other field, so a history that names a
// stored row is never a fresh start: at stage 0 too, it continues only with the seal the server
// gave it. The seal also names the session's scope (a study's participant, or the site), like
// the taskId (task-token.ts), so a history is continued only where it was handed out.
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { History, HistoryFields } from '@scicomm/coach';
import { SITE_SCOPE } from './task-token.ts';

/** The history field the seal travels in (read in any casing, like every history field). */
export const SEAL_FIELD = 'historySeal';

/** What a client may send before the server has said anything: research-link parameters. */
export const STARTING_FIELDS: readonly string[] = ['isResearch', 'participantName', 'studentName'];

function canonical(history: History): string {
  const names = Object.keys(history.fields).sort();
  return JSON.stringify([history.currentStage, names.map((name) => [name, history.fields[name]])]);
}

export function sealHistory(
  secret: string,
  exercise: string,
  variant: string,
  history: History,
  scope: string = SITE_SCOPE,
): string {
  const scoped = scope === SITE_SCOPE ? '' : `${scope}\n`;
  return createHmac('sha256', secret)
    .update(`exercise-history\n${exercise}\n${variant}\n${scoped}`)
    .update(canonical(history))
    .digest('base64url');
}

export function hasValidSeal(
  secret: string,
  exercise: string,
  variant: string,
  history: History,
  seal: unknown,
  scope: string = SITE_SCOPE,
): boolean {
  if (typeof seal !== 'string') return false;
  const given = Buffer.from(seal);
  const expected = Buffer.from(sealHistory(secret, exercise, variant, history, scope));
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** Stage 0 with only starting fields (no taskId): nothing the server must vouch for. */
export function isFreshStart(history: History): boolean {
  return history.currentStage === 0 && Object.keys(history.fields).every((name) => STARTING_FIELDS.includes(name));
}

/** Where an exercise whose history cannot be trusted starts again: stage 0, starting fields only. */
export function startingPoint(history: History): History {
  const fields: HistoryFields = {};
  for (const name of STARTING_FIELDS) {
    const value = history.fields[name];
    if (value !== undefined) fields[name] = value;
  }
  return { currentStage: 0, fields };
}
