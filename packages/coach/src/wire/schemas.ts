// The exercise calls' wire format (docs/product.md §3 "Chat message", §4, §7) and its normalisers:
// message fields capitalized on the wire; requests, replies and stored messages read in any casing
// (@scicomm/shared/wire-casing), lists as arrays, JSON strings or CSV text, booleans loosely. Free
// of engine code so the shared package can re-export these schemas; the browser's zod-free readers
// are in messages.ts.

import { pickField } from '@scicomm/shared/wire-casing';
import { z } from 'zod';
import type { ChatMessage, StudentAnswer } from '../engine/chat-message.ts';
import { ExerciseInputError } from '../engine/errors.ts';
import { EXCERPT_LIMIT, QUESTION_ANSWERS, REMARK_KIND_LIMIT, REMARK_LANGUAGES, SUBJECT_LIMIT } from '../findings/remarks.ts';
import { htmlToPlainText } from '../markup/html.ts';
import type { FieldType, FieldValue, History, HistoryFields } from '../engine/history.ts';
import type { ExerciseScript } from '../engine/script.ts';
import { pasteEvidence } from '../engine/copy-paste.ts';
import { conversationOf } from './original-client.ts';
import type { PasteEvidence } from '../engine/copy-paste.ts';
import { isRecord, toLooseBoolean, toWireMessage, type WireChatMessage } from './messages.ts';

// The wire's one casing normaliser (@scicomm/shared/wire-casing), for the engine's callers.
export { pickField, toCamelCase } from '@scicomm/shared/wire-casing';
export {
  parseExerciseReply,
  parseStoredMessages,
  toLooseBoolean,
  toWireMessage,
} from './messages.ts';
export type { ExerciseReply, WireChatMessage } from './messages.ts';

export const stageSchema = z.union([
  z.number().int().nonnegative(),
  z.string().trim().regex(/^\d+$/, 'currentStage must be a whole number.').transform(Number),
]);

/** The wire form of a remark: which line of a coach's message says which finding (findings/remarks.ts). */
export const wireRemarkSchema = z.object({
  Line: z.number().int().nonnegative(),
  Kind: z.string().min(1).max(REMARK_KIND_LIMIT),
  Start: z.number().int().nonnegative().optional(),
  End: z.number().int().nonnegative().optional(),
  Stage: z.number().int().nonnegative(),
  Field: z.string().min(1),
  Excerpt: z.string().max(EXCERPT_LIMIT).optional(),
  Subject: z.string().min(1).max(SUBJECT_LIMIT).optional(),
  Answer: z.enum(QUESTION_ANSWERS).optional(),
  Language: z.enum(REMARK_LANGUAGES).optional(),
});

/** The wire form of a chat message (capitalized names); its type is messages.ts's WireChatMessage. */
export const wireChatMessageSchema = z.object({
  Id: z.string(),
  Text: z.string(),
  IsStudent: z.boolean(),
  InputType: z.enum(['text', 'table']),
  TableHeaders: z.array(z.string()).optional(),
  MinimumRows: z.number().int().nonnegative().optional(),
  TableData: z.array(z.array(z.string())).optional(),
  ExampleRow: z.array(z.string()).optional(),
  Pasted: z.boolean().optional(),
  PastedChars: z.number().int().nonnegative().optional(),
  Remarks: z.array(wireRemarkSchema).optional().describe("On a coach's feedback message: the lines that say a finding, with its kind, span and stage."),
  Figures: z.boolean().optional().describe("On a bot message: it holds a version's figures (score, word count), shown with that version, not as the coach's remark."),
});

function fieldValue(
  name: string,
  type: FieldType,
  raw: unknown,
): FieldValue | undefined {
  if (raw === undefined || raw === null) return undefined;
  switch (type) {
    case 'boolean':
      return toLooseBoolean(raw);
    case 'count':
    case 'number': {
      if (typeof raw === 'number' && Number.isFinite(raw)) return raw;
      if (typeof raw === 'string') {
        if (raw.trim() === '') return undefined;
        const number = Number(raw.trim());
        if (Number.isFinite(number)) return number;
      }
      throw new ExerciseInputError(`${name} must be a number.`);
    }
    case 'text':
      if (typeof raw === 'string') return raw;
      if (typeof raw === 'number' || typeof raw === 'boolean') return String(raw);
      throw new ExerciseInputError(`${name} must be a text.`);
  }
}

export interface ExerciseRequest {
  history: History;
  /** The conversation as the client sent it. */
  messages: ChatMessage[];
  /** The latest message as plain text when it is the student's, else null (first call on load). */
  studentMessage: string | null;
  /** The same with the table the student filled in (TableHeaders, TableData), if any. */
  studentAnswer: StudentAnswer | null;
  /** Whether the latest (student's) message was pasted, when the client reported it (copy-paste.ts). */
  paste: PasteEvidence | null;
  /**
   * The history fields the body sent blank: "", 0 or false, what the original's client sends for
   * every field it has not been given (the history seal tells these from the ones it covers).
   */
  blankFields: string[];
}

/** A value the original's client keeps for a field the server has not set: "", 0 or false. */
export function isBlankValue(value: unknown): boolean {
  return value === '' || value === 0 || value === false;
}

/**
 * Reads an exercise call's body: the whole history object (fields in camelCase, PascalCase or
 * snake_case) plus Messages and isResearch (Half Life also StudentName). Throws
 * ExerciseInputError for a body that is not an object, a stage that is not a whole number of
 * the script, a field of the wrong type, or messages that are not a list of objects.
 */
export function parseExerciseRequest(script: ExerciseScript, body: unknown): ExerciseRequest {
  if (!isRecord(body)) throw new ExerciseInputError('The request body must be a JSON object.');
  const rawStage = pickField(body, 'currentStage');
  let currentStage = 0;
  if (rawStage !== undefined && rawStage !== null && rawStage !== '') {
    const stage = stageSchema.safeParse(rawStage);
    if (!stage.success) throw new ExerciseInputError('currentStage must be a whole number.');
    currentStage = stage.data;
  }
  if (currentStage >= script.stages.length) {
    throw new ExerciseInputError(
      `currentStage must be a whole number from 0 to ${script.stages.length - 1}.`,
    );
  }
  const fields: HistoryFields = {};
  const blankFields: string[] = [];
  for (const [name, type] of Object.entries(script.fields)) {
    const raw = pickField(body, name);
    const value = fieldValue(name, type, raw);
    if (value === undefined) continue;
    fields[name] = value;
    if (isBlankValue(raw)) blankFields.push(name);
  }
  const messages = conversationOf(body);
  const last = messages.at(-1);
  const studentMessage = last?.isStudent ? htmlToPlainText(last.text) : null;
  const table =
    last?.isStudent && last.tableData
      ? { headers: last.tableHeaders ?? [], rows: last.tableData }
      : null;
  const studentAnswer = studentMessage === null ? null : { text: studentMessage, table };
  const paste =
    studentMessage !== null && last?.pasted !== undefined
      ? pasteEvidence(studentMessage, last.pasted, last.pastedChars ?? 0)
      : null;
  return { history: { currentStage, fields }, messages, studentMessage, studentAnswer, paste, blankFields };
}

export interface WireReply {
  messages: WireChatMessage[];
  /** Replaces the client's history; messages excluded (docs/product.md §7). */
  updatedHistory: { currentStage: number } & HistoryFields;
}

export function toWireReply(result: {
  messages: readonly ChatMessage[];
  updatedHistory: History;
}): WireReply {
  return {
    messages: result.messages.map(toWireMessage),
    updatedHistory: {
      ...result.updatedHistory.fields,
      currentStage: result.updatedHistory.currentStage,
    },
  };
}
