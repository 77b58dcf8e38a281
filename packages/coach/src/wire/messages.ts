// Reading and writing chat messages on the wire (docs/exercises.md "The wire format"), without
// zod: the browser reads every exercise reply with this module, and zod would add ~23 KB
// (Brotli) to each exercise's first visit (docs/performance.md). schemas.ts keeps the zod schemas
// the server declares and re-exports these readers; messages.test.ts holds each reader to the
// zod schema of testing/chat-message-schema.ts, value for value and error for error.

import { pickFields, withCamelCaseKeys } from '@scicomm/shared/wire-casing';
import type { ChatMessage } from '../engine/chat-message.ts';
import { parseCsv } from '../markup/csv.ts';
import { ExerciseInputError } from '../engine/errors.ts';
import { readRemarks, toWireRemark, type WireRemark } from '../findings/remarks.ts';

type UnknownRecord = Record<string, unknown>;

export function isRecord(value: unknown): value is UnknownRecord {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The wire form of a chat message (capitalized names); schemas.ts's wireChatMessageSchema checks it. */
export interface WireChatMessage {
  Id: string;
  Text: string;
  IsStudent: boolean;
  InputType: 'text' | 'table';
  TableHeaders?: string[] | undefined;
  MinimumRows?: number | undefined;
  TableData?: string[][] | undefined;
  ExampleRow?: string[] | undefined;
  Pasted?: boolean | undefined;
  PastedChars?: number | undefined;
  Remarks?: WireRemark[] | undefined;
  Figures?: boolean | undefined;
}

/** The message of a value that fits none of a field's accepted forms (zod's, for one wording). */
export const INVALID_INPUT = 'Invalid input';

/** A value that fits none of the accepted forms of its field. */
export class InvalidWireValue extends Error {}

type Scalar = string | number | boolean | null;

export function isScalar(value: unknown): value is Scalar {
  return (
    value === null ||
    typeof value === 'string' ||
    (typeof value === 'number' && Number.isFinite(value)) ||
    typeof value === 'boolean'
  );
}

/** A scalar as text; null becomes "". */
export function textValue(value: unknown): string {
  if (!isScalar(value)) throw new InvalidWireValue(INVALID_INPUT);
  return value === null ? '' : String(value);
}

/** true, or "true" / "1" / "yes" in any case; anything else is false. */
export function toLooseBoolean(value: unknown): boolean {
  if (typeof value === 'boolean') return value;
  return ['true', '1', 'yes'].includes(String(value).trim().toLowerCase());
}

/** A whole number ≥ 0, or a numeric string of one. */
export function wholeNumber(value: unknown): number {
  if (typeof value === 'string' && /^\d+$/.test(value.trim())) return Number(value.trim());
  if (typeof value !== 'number' || !Number.isInteger(value))
    throw new InvalidWireValue(INVALID_INPUT);
  // A whole number out of range, in zod's words (the server's 400 reply quotes them).
  if (value < Number.MIN_SAFE_INTEGER)
    throw new InvalidWireValue(`Too small: expected int to be >=${Number.MIN_SAFE_INTEGER}`);
  if (value > Number.MAX_SAFE_INTEGER)
    throw new InvalidWireValue(`Too big: expected int to be <=${Number.MAX_SAFE_INTEGER}`);
  if (value < 0) throw new InvalidWireValue('Too small: expected number to be >=0');
  return value;
}

export function parseJsonArray(text: string): unknown[] | null {
  if (!text.trim().startsWith('[')) return null;
  try {
    const parsed: unknown = JSON.parse(text);
    return Array.isArray(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

/** A scalar field's value as text (null and undefined: empty; an object: its JSON). */
export const scalarToText = (value: unknown): string =>
  value === null || value === undefined
    ? ''
    : typeof value === 'object'
      ? JSON.stringify(value)
      : String(value);

/** A list of strings: an array of scalars, a JSON array string, or comma/CSV text. */
export function stringList(value: unknown): string[] {
  if (Array.isArray(value) && value.every(isScalar)) return value.map(scalarToText);
  if (typeof value === 'string') {
    const json = parseJsonArray(value);
    if (json) return json.map(scalarToText);
    return value.trim() === '' ? [] : (parseCsv(value)[0] ?? []);
  }
  throw new InvalidWireValue(INVALID_INPUT);
}

/** Table rows from a list: arrays of scalars, JSON array strings or CSV lines. */
export function rowsFromArray(items: readonly unknown[]): string[][] {
  return items.map((row) => {
    if (Array.isArray(row)) return row.map(scalarToText);
    if (typeof row === 'string')
      return parseJsonArray(row)?.map(scalarToText) ?? parseCsv(row)[0] ?? [''];
    return [scalarToText(row)];
  });
}

/** Rows of strings: an array of arrays, a JSON string of one, or CSV text (one row a line). */
export function tableRows(value: unknown): string[][] {
  if (Array.isArray(value)) return rowsFromArray(value);
  if (typeof value === 'string') {
    const json = parseJsonArray(value);
    if (json) return rowsFromArray(json);
    return value.trim() === '' ? [] : parseCsv(value);
  }
  throw new InvalidWireValue(INVALID_INPUT);
}

/** How each field of a chat message is read, by its camelCase name. */
const messageFields = {
  id: textValue,
  text: textValue,
  isStudent: toLooseBoolean,
  inputType: textValue,
  tableHeaders: stringList,
  minimumRows: wholeNumber,
  tableData: tableRows,
  exampleRow: stringList,
  pasted: toLooseBoolean,
  pastedChars: wholeNumber,
  remarks: readRemarks,
  figures: toLooseBoolean,
} as const;

type MessageFields = {
  -readonly [name in keyof typeof messageFields]?: ReturnType<(typeof messageFields)[name]>;
};

export const messageKeys = Object.keys(messageFields) as (keyof typeof messageFields)[];

/** One chat message's fields in any accepted casing and encoding; throws "where.field: …". */
export function readMessageFields(raw: UnknownRecord, where: string): MessageFields {
  const picked = pickFields(raw, messageKeys);
  const fields: UnknownRecord = {};
  for (const name of messageKeys) {
    if (!Object.hasOwn(picked, name)) continue;
    try {
      fields[name] = messageFields[name](picked[name]);
    } catch (error) {
      if (error instanceof InvalidWireValue)
        throw new ExerciseInputError(`${where}.${name}: ${error.message}`);
      throw error;
    }
  }
  return fields as MessageFields;
}

function toChatMessage(raw: unknown, index: number, where: string): ChatMessage {
  if (!isRecord(raw)) throw new ExerciseInputError(`${where}[${index}] must be an object.`);
  const data = readMessageFields(raw, `${where}[${index}]`);
  const message: ChatMessage = {
    id: data.id ?? `message-${index}`,
    text: data.text ?? '',
    isStudent: data.isStudent ?? false,
    inputType: data.inputType?.trim().toLowerCase() === 'table' ? 'table' : 'text',
  };
  if (data.tableHeaders) message.tableHeaders = data.tableHeaders;
  if (data.minimumRows !== undefined) message.minimumRows = data.minimumRows;
  if (data.tableData) message.tableData = data.tableData;
  if (data.exampleRow) message.exampleRow = data.exampleRow;
  if (message.isStudent && data.pasted !== undefined) {
    message.pasted = data.pasted;
    message.pastedChars = data.pasted ? (data.pastedChars ?? 0) : 0;
  }
  if (!message.isStudent && data.remarks && data.remarks.length > 0) message.remarks = data.remarks;
  if (!message.isStudent && data.figures === true) message.figures = true;
  return message;
}

export function toChatMessages(value: unknown, where: string): ChatMessage[] {
  if (value === undefined || value === null) return [];
  const list = typeof value === 'string' ? parseJsonArray(value) : value;
  if (!Array.isArray(list)) throw new ExerciseInputError(`${where} must be a list of messages.`);
  return list.map((raw, index) => toChatMessage(raw, index, where));
}

/** Stored messages (a JSON column or a JSON string), in any casing. */
export function parseStoredMessages(value: unknown): ChatMessage[] {
  return toChatMessages(value, 'messages');
}

export function toWireMessage(message: ChatMessage): WireChatMessage {
  const wire: WireChatMessage = {
    Id: message.id,
    Text: message.text,
    IsStudent: message.isStudent,
    InputType: message.inputType,
  };
  if (message.tableHeaders) wire.TableHeaders = message.tableHeaders;
  if (message.minimumRows !== undefined) wire.MinimumRows = message.minimumRows;
  if (message.tableData) wire.TableData = message.tableData;
  if (message.exampleRow) wire.ExampleRow = message.exampleRow;
  if (message.pasted !== undefined) wire.Pasted = message.pasted;
  if (message.pastedChars !== undefined) wire.PastedChars = message.pastedChars;
  if (message.remarks && message.remarks.length > 0) wire.Remarks = message.remarks.map(toWireRemark);
  if (message.figures) wire.Figures = true;
  return wire;
}

export interface ExerciseReply {
  messages: ChatMessage[];
  /** The history's fields by their camelCase names (currentStage, taskId …). */
  updatedHistory: UnknownRecord;
}

/**
 * Reads a reply in either casing (messages / Messages, updatedHistory / UpdatedHistory, and
 * the history's own fields: CurrentStage, current_stage …), so that a client reads the
 * camelCase names only.
 */
export function parseExerciseReply(body: unknown): ExerciseReply {
  if (!isRecord(body)) throw new ExerciseInputError('The reply must be a JSON object.');
  const { updatedHistory: history, messages } = pickFields(body, ['updatedHistory', 'messages']);
  if (history !== undefined && !isRecord(history))
    throw new ExerciseInputError('updatedHistory must be an object.');
  return {
    messages: toChatMessages(messages, 'messages'),
    updatedHistory: withCamelCaseKeys(history ?? {}),
  };
}
