// The wire's chat message as a zod schema: what the zod-free readers of src/wire/messages.ts (the
// ones the server and the browser run) are held to in wire/messages.test.ts, value for value and
// error for error. Nothing in src/ parses with it.
import { pickFields } from '@scicomm/shared/wire-casing';
import { z } from 'zod';
import { readRemarks } from '../src/findings/remarks.ts';
import { parseCsv } from '../src/markup/csv.ts';
import {
  isRecord,
  messageKeys,
  parseJsonArray,
  rowsFromArray,
  scalarToText,
  toLooseBoolean,
} from '../src/wire/messages.ts';

/** An object with the given camelCase keys, each read as camelCase, PascalCase or snake_case. */
function canonicalKeys(names: readonly string[]) {
  return (value: unknown): unknown => (isRecord(value) ? pickFields(value, names) : value);
}

const scalarSchema = z.union([z.string(), z.number(), z.boolean(), z.null()]);

/** A scalar as text; null becomes "". */
const textValueSchema = scalarSchema.transform((value) => (value === null ? '' : String(value)));

/** true, or "true" / "1" / "yes" in any case; anything else is false. */
const looseBooleanSchema = z.unknown().transform(toLooseBoolean);

/** A list of strings: an array, a JSON array string, or comma/CSV text. */
const stringListSchema = z.union([
  z.array(scalarSchema).transform((items) => items.map(scalarToText)),
  z.string().transform((text) => {
    const json = parseJsonArray(text);
    if (json) return json.map(scalarToText);
    return text.trim() === '' ? [] : (parseCsv(text)[0] ?? []);
  }),
]);

/** Rows of strings: an array of arrays, a JSON string of one, or CSV text (one row a line). */
const tableRowsSchema = z.union([
  z.array(z.unknown()).transform(rowsFromArray),
  z.string().transform((text) => {
    const json = parseJsonArray(text);
    if (json) return rowsFromArray(json);
    return text.trim() === '' ? [] : parseCsv(text);
  }),
]);

const minimumRowsSchema = z.union([
  z.number().int().nonnegative(),
  z.string().trim().regex(/^\d+$/).transform(Number),
]);

/** One chat message in any accepted casing and encoding, as the readers of messages.ts read it. */
export const chatMessageSchema = z.preprocess(
  canonicalKeys(messageKeys),
  z.object({
    id: textValueSchema.optional(),
    text: textValueSchema.optional(),
    isStudent: looseBooleanSchema.optional(),
    inputType: textValueSchema.optional(),
    tableHeaders: stringListSchema.optional(),
    minimumRows: minimumRowsSchema.optional(),
    tableData: tableRowsSchema.optional(),
    exampleRow: stringListSchema.optional(),
    pasted: looseBooleanSchema.optional(),
    pastedChars: minimumRowsSchema.optional(),
    // Advisory: what cannot be read as a remark is dropped, never refused (findings/remarks.ts).
    remarks: z.unknown().transform(readRemarks).optional(),
    figures: looseBooleanSchema.optional(),
  }),
);
