// The history an exercise reply hands the client (docs/product.md §7: the client holds it and sends it
// back) carries the server's seal (security/signer.ts) over the exercise, the variant, the stage and every
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
//
// A blank ("", 0 or false) is not a change when the sealed history does not have the field: the
// original's client sends its whole state back, with its defaults for every field the server
// never set (docs/server.md "The original's client"). A seal lists, after a ".", the sealed
// fields that are blank themselves, so those are told from the client's defaults: the history
// checked is the one sent without the other blanks. A sealed field changed, to a blank too, still
// does not match.
import type { History, HistoryFields } from '@scicomm/coach';
import { isBlankValue } from '@scicomm/coach/wire/schemas';
import { sign, verify } from '../security/signer.ts';
import { SITE_SCOPE } from './task-token.ts';

/** The history field the seal travels in (read in any casing, like every history field). */
export const SEAL_FIELD = 'historySeal';

/** What a client may send before the server has said anything: research-link parameters. */
export const STARTING_FIELDS: readonly string[] = ['isResearch', 'participantName', 'studentName'];

function canonical(history: History): string {
  const names = Object.keys(history.fields).sort();
  return JSON.stringify([history.currentStage, names.map((name) => [name, history.fields[name]])]);
}

const signedParts = (exercise: string, variant: string, history: History, scope: string) =>
  scope === SITE_SCOPE ? [exercise, variant, canonical(history)] : [exercise, variant, scope, canonical(history)];

/** The seal of a history: its MAC, then "." and the names of its blank fields, if it has any. */
export function sealHistory(
  secret: string,
  exercise: string,
  variant: string,
  history: History,
  scope: string = SITE_SCOPE,
): string {
  const blanks = Object.keys(history.fields)
    .filter((name) => isBlankValue(history.fields[name]))
    .sort();
  const code = sign(secret, 'exercise-history', signedParts(exercise, variant, history, scope));
  return blanks.length === 0 ? code : `${code}.${blanks.join(',')}`;
}

function macMatches(given: string, secret: string, exercise: string, variant: string, history: History, scope: string): boolean {
  return verify(secret, 'exercise-history', signedParts(exercise, variant, history, scope), given);
}

/** What a client sent besides its history: its seal, and which of its fields it sent blank. */
export interface SealClaim {
  readonly seal: unknown;
  /** The fields of the history sent as "", 0 or false (ExerciseRequest.blankFields). */
  readonly blankFields: readonly string[];
}

/**
 * The history the seal vouches for, or null when it vouches for none: the history as sent, or
 * else the history without the blanks the seal does not list (the client's defaults for fields
 * the sealed history does not have).
 */
export function sealedHistory(
  secret: string,
  exercise: string,
  variant: string,
  history: History,
  { seal, blankFields }: SealClaim,
  scope: string = SITE_SCOPE,
): History | null {
  if (typeof seal !== 'string') return null;
  const dot = seal.indexOf('.');
  const code = dot < 0 ? seal : seal.slice(0, dot);
  if (macMatches(code, secret, exercise, variant, history, scope)) return history;
  const sealedBlanks = new Set(dot < 0 ? [] : seal.slice(dot + 1).split(','));
  const defaults = blankFields.filter((name) => !sealedBlanks.has(name) && Object.hasOwn(history.fields, name));
  if (defaults.length === 0) return null;
  const trimmed = withoutFields(history, defaults);
  return macMatches(code, secret, exercise, variant, trimmed, scope) ? trimmed : null;
}

/** The history without the given fields. */
export function withoutFields(history: History, names: readonly string[]): History {
  const fields: HistoryFields = { ...history.fields };
  for (const name of names) delete fields[name];
  return { currentStage: history.currentStage, fields };
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
