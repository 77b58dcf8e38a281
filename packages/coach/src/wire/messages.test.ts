// The zod-free readers of messages.ts against the schemas of schemas.ts they stand in for: the
// same message for every accepted form, and a failure for the same values, with zod's wording.
import { describe, expect, expectTypeOf, it } from 'vitest';
import type { z } from 'zod';
import { ExerciseInputError } from '../engine/errors.ts';
import { chatMessageSchema } from '../../testing/chat-message-schema.ts';
import type { wireChatMessageSchema } from './schemas.ts';
import { parseExerciseReply, readMessageFields, toChatMessages, toWireMessage, type WireChatMessage } from './messages.ts';

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
  'remarks',
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

describe('remarks on the wire', () => {
  it('keeps a bot message\'s remarks through the wire and drops what is no remark', () => {
    const wire = {
      Id: 'b1',
      Text: 'Heading<br />A remark',
      IsStudent: false,
      InputType: 'text',
      Remarks: [{ Line: 1, Kind: 'logos.evidence', Start: 4, End: 9, Stage: 3, Field: 'textLogos', Excerpt: 'tripl' }, { Line: -1, Kind: 'x' }, 'junk'],
    };
    const [message] = toChatMessages([wire], 'messages');
    expect(message?.remarks).toEqual([{ line: 1, kind: 'logos.evidence', start: 4, end: 9, stage: 3, field: 'textLogos', excerpt: 'tripl' }]);
    expect(toWireMessage(message!).Remarks).toEqual([wire.Remarks[0]]);
  });

  it('gives a student message no remarks, and a message without them none on the wire', () => {
    const [message] = toChatMessages([{ Text: 'mine', IsStudent: true, remarks: [{ line: 0, kind: 'k', stage: 1, field: 'f' }] }], 'messages');
    expect(message?.remarks).toBeUndefined();
    expect(toWireMessage(message!)).not.toHaveProperty('Remarks');
  });
});

describe('WireChatMessage', () => {
  it('is the type of wireChatMessageSchema', () => {
    expectTypeOf<WireChatMessage>().toEqualTypeOf<z.infer<typeof wireChatMessageSchema>>();
  });
});
