// The zod-free readers of wire-messages.ts against the schemas of wire.ts they stand in for: the
// same message for every accepted form, and a failure for the same values, with zod's wording.
import { describe, expect, expectTypeOf, it } from 'vitest';
import type { z } from 'zod';
import { ExerciseInputError } from './errors.ts';
import { chatMessageSchema, type wireChatMessageSchema } from './wire.ts';
import { parseExerciseReply, readMessageFields, type WireChatMessage } from './wire-messages.ts';

const values: unknown[] = [
  undefined,
  null,
  '',
  '  ',
  'text',
  ' 12 ',
  '3',
  '-1',
  '1.5',
  'TRUE',
  'yes',
  '0',
  '["a", 2, null, {"b": 1}]',
  '[1, 2',
  '"Claim, short", Why',
  'a, b\n"c, with comma", d',
  '[["1","2"],["3",4]]',
  0,
  -0,
  7,
  -3,
  2.5,
  Number.NaN,
  Number.POSITIVE_INFINITY,
  2 ** 60,
  -(2 ** 60),
  -2.5,
  true,
  false,
  [],
  ['a', 1, true, null],
  ['a', { nested: true }],
  [['a', 'b'], 'c, d', 5, null, { x: 1 }],
  { nested: true },
];

const fieldNames = [
  'id',
  'text',
  'isStudent',
  'inputType',
  'tableHeaders',
  'minimumRows',
  'tableData',
  'exampleRow',
  'pasted',
  'pastedChars',
];

/** What the zod schema makes of a message: its fields, or the message of its first issue. */
function bySchema(raw: Record<string, unknown>): unknown {
  const parsed = chatMessageSchema.safeParse(raw);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  return `m.${issue?.path.join('.')}: ${issue?.message}`;
}

function byReader(raw: Record<string, unknown>): unknown {
  try {
    return readMessageFields(raw, 'm');
  } catch (error) {
    if (error instanceof ExerciseInputError) return error.message;
    throw error;
  }
}

describe('readMessageFields', () => {
  it.each(fieldNames)('reads %s as chatMessageSchema does, for every kind of value', (name) => {
    for (const value of values) {
      for (const key of [name, name.charAt(0).toUpperCase() + name.slice(1)]) {
        const raw = { [key]: value };
        expect(byReader(raw), `${key}: ${JSON.stringify(value)}`).toEqual(bySchema(raw));
      }
    }
  });

  it('reads a whole message in snake_case as the schema does', () => {
    const raw = {
      id: 7,
      text: 'Fill in',
      is_student: 'false',
      input_type: 'TABLE',
      table_headers: '["A","B"]',
      minimum_rows: '3',
    };
    expect(readMessageFields(raw, 'm')).toEqual(chatMessageSchema.parse(raw));
  });
});

describe('parseExerciseReply', () => {
  it('names the field of a message it cannot read', () => {
    expect(() => parseExerciseReply({ messages: [{ Text: { nested: true } }] })).toThrow(
      'messages[0].text: Invalid input',
    );
  });

  it('reads the history in any casing, and none as empty', () => {
    expect(parseExerciseReply({ Messages: [], UpdatedHistory: { CurrentStage: 2 } })).toEqual({
      messages: [],
      updatedHistory: { currentStage: 2 },
    });
    expect(parseExerciseReply({})).toEqual({ messages: [], updatedHistory: {} });
  });
});

describe('WireChatMessage', () => {
  it('is the type of wireChatMessageSchema', () => {
    expectTypeOf<WireChatMessage>().toEqualTypeOf<z.infer<typeof wireChatMessageSchema>>();
  });
});
