// An exercise in progress kept in the tab's sessionStorage (docs/exercises.md "Work is never lost"), so
// leaving the page or reloading it never loses the conversation: the messages as shown (and
// those still to be shown), the history as the server returned it (sealed with
// historySeal, so a resumed session continues validly) and the unsent draft. One entry per
// exercise call (endpoint); what is read back is checked, and anything unreadable is dropped.
import type { ChatMessage } from '../../../lib/message-language.ts';
import { isCoachLanguage } from '@scicomm/coach/i18n/language';
import { browserStorage } from '../../../lib/browser-storage.ts';
import { parseStoredMessages } from '@scicomm/coach/wire/messages';

const STORAGE_PREFIX = 'scicomm.exercise:';
const VERSION = 1;

// What is read back is checked by hand, not with zod: zod would be ~23 KB (Brotli) of every
// exercise's first visit (docs/performance.md).
type UnknownRecord = Record<string, unknown>;

const isRecord = (value: unknown): value is UnknownRecord => typeof value === 'object' && value !== null && !Array.isArray(value);
const isStringList = (value: unknown): value is string[] => Array.isArray(value) && value.every((item) => typeof item === 'string');
const isNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);
const isBoolean = (value: unknown): value is boolean => typeof value === 'boolean';
const isRows = (value: unknown): value is string[][] => Array.isArray(value) && value.every(isStringList);
/** An optional field: absent, or of its type. */
const optional = <T>(value: unknown, is: (value: unknown) => value is T): value is T | undefined => value === undefined || is(value);

/** A kept message with exactly the fields of a ChatMessage, or null when one is missing or of the wrong type. */
function readMessage(value: unknown): ChatMessage | null {
  if (!isRecord(value)) return null;
  const { id, text, isStudent, inputType, tableHeaders, minimumRows, tableData, exampleRow, pasted, pastedChars, language, figures } = value;
  if (typeof id !== 'string' || typeof text !== 'string' || typeof isStudent !== 'boolean') return null;
  if (inputType !== 'text' && inputType !== 'table') return null;
  if (!optional(tableHeaders, isStringList) || !optional(exampleRow, isStringList) || !optional(tableData, isRows)) return null;
  if (!optional(minimumRows, isNumber) || !optional(pastedChars, isNumber) || !optional(pasted, isBoolean)) return null;
  if (!optional(language, isCoachLanguage) || !optional(figures, isBoolean)) return null;
  const kept: ChatMessage = { id, text, isStudent, inputType };
  if (tableHeaders) kept.tableHeaders = tableHeaders;
  if (minimumRows !== undefined) kept.minimumRows = minimumRows;
  if (tableData) kept.tableData = tableData;
  if (exampleRow) kept.exampleRow = exampleRow;
  if (pasted !== undefined) kept.pasted = pasted;
  if (pastedChars !== undefined) kept.pastedChars = pastedChars;
  if (language !== undefined) kept.language = language;
  if (figures === true) kept.figures = true;
  return kept;
}

/** A kept session of this version, or null when anything in it is not what saveSession wrote. */
function readSession(value: unknown): SavedSession | null {
  if (!isRecord(value) || value['version'] !== VERSION) return null;
  const { exercise, history, messages, draft, savedAt } = value;
  if (typeof exercise !== 'string' || !isRecord(history) || typeof draft !== 'string' || typeof savedAt !== 'string') return null;
  if (!Array.isArray(messages)) return null;
  const kept = messages.map(readMessage);
  if (!kept.every((message) => message !== null)) return null;
  return { exercise, history, messages: kept, draft, savedAt };
}

export interface SavedSession {
  exercise: string;
  history: Record<string, unknown>;
  messages: ChatMessage[];
  draft: string;
  /** ISO time of the last save. */
  savedAt: string;
}

const keyOf = (endpoint: string) => `${STORAGE_PREFIX}${endpoint}`;

/** The student's work: a message sent, or a draft typed. */
const worthKeeping = (session: { messages: readonly { isStudent: boolean }[]; draft: string }) =>
  session.messages.some((message) => message.isStudent) || session.draft.trim() !== '';

// Without storage the exercise still works, it just is not kept.
const storage = () => browserStorage('session');

/** The session kept for this exercise call, when it holds the student's work. */
export function loadSavedSession(endpoint: string, exercise: string): SavedSession | null {
  const store = storage();
  const raw = store?.getItem(keyOf(endpoint));
  if (!raw) return null;
  let parsed: SavedSession | null = null;
  try {
    parsed = readSession(JSON.parse(raw));
  } catch {
    // Not JSON: dropped below, as anything unreadable.
  }
  if (!parsed) {
    store?.removeItem(keyOf(endpoint));
    return null;
  }
  return parsed.exercise === exercise && worthKeeping(parsed) ? parsed : null;
}

/** Keeps the session; one without the student's work (no message, no draft) is removed. */
export function saveSession(endpoint: string, session: Omit<SavedSession, 'savedAt'>, now = new Date()): void {
  const store = storage();
  if (!store) return;
  if (!worthKeeping(session)) {
    store.removeItem(keyOf(endpoint));
    return;
  }
  try {
    store.setItem(keyOf(endpoint), JSON.stringify({ version: VERSION, ...session, savedAt: now.toISOString() }));
  } catch {
    // Quota exceeded: the page keeps working with what it has in memory.
  }
}

export function clearSavedSession(endpoint: string): void {
  storage()?.removeItem(keyOf(endpoint));
}

/** A session kept by the server (a course assignment's, in wire casing), as the tab's own would be; null when unreadable or without the student's work. */
export function sessionFromServer(
  exercise: string,
  kept: { messages: unknown[]; history: Record<string, unknown>; savedAt: string },
): SavedSession | null {
  let messages: ChatMessage[];
  try {
    messages = parseStoredMessages(kept.messages);
  } catch {
    return null;
  }
  const session = { exercise, history: kept.history, messages, draft: '', savedAt: kept.savedAt };
  return worthKeeping(session) ? session : null;
}
