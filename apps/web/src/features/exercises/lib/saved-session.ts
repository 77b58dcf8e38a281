// An exercise in progress kept in the tab's sessionStorage (docs/exercises.md "Work is never lost"), so
// leaving the page or reloading it never loses the conversation: the messages as shown (and
// those still to be shown), the history as the server returned it (sealed with
// historySeal, so a resumed session continues validly) and the unsent draft. One entry per
// exercise call (endpoint); what is read back is checked, and anything unreadable is dropped.
import { z } from 'zod';
import type { ChatMessage } from '@scicomm/coach';

const STORAGE_PREFIX = 'scicomm.exercise:';
const VERSION = 1;

const chatMessageSchema = z.object({
  id: z.string(),
  text: z.string(),
  isStudent: z.boolean(),
  inputType: z.enum(['text', 'table']),
  tableHeaders: z.array(z.string()).optional(),
  minimumRows: z.number().optional(),
  tableData: z.array(z.array(z.string())).optional(),
  exampleRow: z.array(z.string()).optional(),
  pasted: z.boolean().optional(),
  pastedChars: z.number().optional(),
});

const savedSessionSchema = z.object({
  version: z.literal(VERSION),
  exercise: z.string(),
  history: z.record(z.string(), z.unknown()),
  messages: z.array(chatMessageSchema),
  draft: z.string(),
  savedAt: z.string(),
});

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

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    // Storage disabled (privacy settings): the exercise still works, it just is not kept.
    return null;
  }
}

/** The session kept for this exercise call, when it holds the student's work. */
export function loadSavedSession(endpoint: string, exercise: string): SavedSession | null {
  const store = storage();
  const raw = store?.getItem(keyOf(endpoint));
  if (!raw) return null;
  try {
    const parsed = savedSessionSchema.parse(JSON.parse(raw));
    if (parsed.exercise !== exercise || !worthKeeping(parsed)) return null;
    const messages = parsed.messages.map((message) => {
      const kept: ChatMessage = { id: message.id, text: message.text, isStudent: message.isStudent, inputType: message.inputType };
      if (message.tableHeaders) kept.tableHeaders = message.tableHeaders;
      if (message.minimumRows !== undefined) kept.minimumRows = message.minimumRows;
      if (message.tableData) kept.tableData = message.tableData;
      if (message.exampleRow) kept.exampleRow = message.exampleRow;
      if (message.pasted !== undefined) kept.pasted = message.pasted;
      if (message.pastedChars !== undefined) kept.pastedChars = message.pastedChars;
      return kept;
    });
    return { exercise: parsed.exercise, history: parsed.history, messages, draft: parsed.draft, savedAt: parsed.savedAt };
  } catch {
    store?.removeItem(keyOf(endpoint));
    return null;
  }
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
