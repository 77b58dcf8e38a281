import { describe, expect, it } from 'vitest';
import { ExerciseInputError } from '../engine/errors.ts';
import { halfLifeScript } from '../scripts/half-life.ts';
import {
  parseExerciseReply,
  parseExerciseRequest,
  parseStoredMessages,
  toCamelCase,
  toWireReply,
} from './schemas.ts';

describe('parseExerciseRequest', () => {
  it('reads a camelCase history with wire-cased Messages', () => {
    const request = parseExerciseRequest(halfLifeScript, {
      currentStage: 3,
      targetAudience: 'High',
      text60TotalWords: 58,
      isResearch: false,
      Messages: [
        { Id: 'b1', Text: 'Welcome', IsStudent: false, InputType: 'text' },
        { Id: 's1', Text: 'My text', IsStudent: true, InputType: 'text' },
      ],
    });
    expect(request.history).toEqual({
      currentStage: 3,
      fields: { isResearch: false, targetAudience: 'High', text60TotalWords: 58 },
    });
    expect(request.messages).toEqual([
      { id: 'b1', text: 'Welcome', isStudent: false, inputType: 'text' },
      { id: 's1', text: 'My text', isStudent: true, inputType: 'text' },
    ]);
    expect(request.studentMessage).toBe('My text');
  });

  it('reads a PascalCase history with camelCase messages, and StudentName', () => {
    const request = parseExerciseRequest(halfLifeScript, {
      CurrentStage: '2',
      StudentName: 'Ada Lovelace',
      Text120FirstGPT3: 'rephrased',
      messages: [{ id: 's1', text: '2', isStudent: true, inputType: 'text' }],
    });
    expect(request.history.currentStage).toBe(2);
    expect(request.history.fields).toEqual({
      studentName: 'Ada Lovelace',
      text120FirstGPT3: 'rephrased',
    });
    expect(request.studentMessage).toBe('2');
  });

  it('starts at stage 0 with no student message for an empty first call', () => {
    const request = parseExerciseRequest(halfLifeScript, { Messages: [], isResearch: 'yes' });
    expect(request.history).toEqual({ currentStage: 0, fields: { isResearch: true } });
    expect(request.studentMessage).toBeNull();
  });

  it.each([
    [true, true],
    ['true', true],
    ['TRUE', true],
    ['1', true],
    [1, true],
    ['Yes', true],
    [false, false],
    ['false', false],
    ['no', false],
    ['0', false],
    ['', false],
  ])('reads isResearch %j as %s', (value, expected) => {
    expect(
      parseExerciseRequest(halfLifeScript, { isResearch: value }).history.fields.isResearch,
    ).toBe(expected);
  });

  it('turns other scalar values of text fields into text and numeric strings into numbers', () => {
    const { fields } = parseExerciseRequest(halfLifeScript, {
      taskId: 42,
      text30JargonScore: ' 87.5 ',
      whichIsBetter: true,
    }).history;
    expect(fields).toEqual({ taskId: '42', text30JargonScore: 87.5, whichIsBetter: 'true' });
  });

  it('treats a last message from the bot as no student message', () => {
    const request = parseExerciseRequest(halfLifeScript, {
      Messages: [{ Text: 'hi', IsStudent: 'false' }],
    });
    expect(request.studentMessage).toBeNull();
  });

  it('gives the student message as plain text, markup removed and entities decoded', () => {
    const request = parseExerciseRequest(halfLifeScript, {
      Messages: [
        {
          Text: '<p>Cells &amp; <b>genes</b></p><img src=x onerror=alert(1)>p&lt;0.05',
          IsStudent: true,
        },
      ],
    });
    expect(request.studentMessage).toBe('Cells & genes\np<0.05');
  });

  it.each([
    [null, 'The request body must be a JSON object.'],
    [[], 'The request body must be a JSON object.'],
    [{ currentStage: 'three' }, 'currentStage must be a whole number.'],
    [{ currentStage: -1 }, 'currentStage must be a whole number.'],
    [{ currentStage: 1.5 }, 'currentStage must be a whole number.'],
    [{ currentStage: 9 }, 'currentStage must be a whole number from 0 to 8.'],
    [{ text120First: { html: 'x' } }, 'text120First must be a text.'],
    [{ text60JargonScore: 'high' }, 'text60JargonScore must be a number.'],
    [{ Messages: 'not a list' }, 'Messages must be a list of messages.'],
    [{ Messages: ['hello'] }, 'Messages[0] must be an object.'],
    [{ Messages: [{ Text: { nested: true } }] }, 'Messages[0].text'],
  ])('rejects %j with ExerciseInputError', (body, message) => {
    expect(() => parseExerciseRequest(halfLifeScript, body)).toThrow(ExerciseInputError);
    expect(() => parseExerciseRequest(halfLifeScript, body)).toThrow(message);
  });
});

describe('stored messages', () => {
  it('accept snake_case names, JSON-string lists and CSV text', () => {
    const messages = parseStoredMessages([
      {
        id: 7,
        text: 'Fill in the table',
        is_student: 'false',
        input_type: 'TABLE',
        table_headers: '["Claim","Evidence"]',
        minimum_rows: '3',
        table_data: 'a, b\n"c, with comma", d',
        example_row: 'Plants need light, Seedlings in the dark',
      },
    ]);
    expect(messages).toEqual([
      {
        id: '7',
        text: 'Fill in the table',
        isStudent: false,
        inputType: 'table',
        tableHeaders: ['Claim', 'Evidence'],
        minimumRows: 3,
        tableData: [
          ['a', 'b'],
          ['c, with comma', 'd'],
        ],
        exampleRow: ['Plants need light', 'Seedlings in the dark'],
      },
    ]);
  });

  it('accept a whole list as a JSON string, table data as JSON, and lists as arrays', () => {
    const stored = JSON.stringify([
      {
        Text: 'x',
        IsStudent: true,
        TableData: '[["1","2"],["3",4]]',
        TableHeaders: ['A', 'B'],
        ExampleRow: 'one,two',
      },
    ]);
    expect(parseStoredMessages(stored)).toEqual([
      {
        id: 'message-0',
        text: 'x',
        isStudent: true,
        inputType: 'text',
        tableHeaders: ['A', 'B'],
        tableData: [
          ['1', '2'],
          ['3', '4'],
        ],
        exampleRow: ['one', 'two'],
      },
    ]);
  });

  it('read CSV header text with quotes and an empty list as empty', () => {
    expect(
      parseStoredMessages([{ text: '', tableHeaders: '"Claim, short", Why', exampleRow: '' }])[0],
    ).toMatchObject({
      tableHeaders: ['Claim, short', 'Why'],
      exampleRow: [],
    });
  });

  it('read nothing stored as no messages', () => {
    expect(parseStoredMessages(null)).toEqual([]);
  });
});

describe('toWireReply', () => {
  it('capitalizes message fields and returns the history without messages', () => {
    const reply = toWireReply({
      messages: [
        { id: 'b1', text: 'Hello', isStudent: false, inputType: 'text' },
        {
          id: 'b2',
          text: 'Table',
          isStudent: false,
          inputType: 'table',
          tableHeaders: ['A'],
          minimumRows: 2,
          exampleRow: ['x'],
        },
      ],
      updatedHistory: { currentStage: 4, fields: { targetAudience: 'Adult', isResearch: false } },
    });
    expect(reply).toEqual({
      messages: [
        { Id: 'b1', Text: 'Hello', IsStudent: false, InputType: 'text' },
        {
          Id: 'b2',
          Text: 'Table',
          IsStudent: false,
          InputType: 'table',
          TableHeaders: ['A'],
          MinimumRows: 2,
          ExampleRow: ['x'],
        },
      ],
      updatedHistory: { targetAudience: 'Adult', isResearch: false, currentStage: 4 },
    });
  });

  it('round-trips through the request parser', () => {
    const reply = toWireReply({
      messages: [{ id: 'b1', text: 'Hi', isStudent: false, inputType: 'text' }],
      updatedHistory: { currentStage: 5, fields: { text60: 'short', text60JargonScore: 92 } },
    });
    const request = parseExerciseRequest(halfLifeScript, {
      ...reply.updatedHistory,
      Messages: reply.messages,
    });
    expect(request.history).toEqual({
      currentStage: 5,
      fields: { text60: 'short', text60JargonScore: 92 },
    });
    expect(request.messages[0]).toEqual({
      id: 'b1',
      text: 'Hi',
      isStudent: false,
      inputType: 'text',
    });
  });
});

describe('parseExerciseReply', () => {
  it.each([
    [{ messages: [{ Text: 'a', IsStudent: false }], updatedHistory: { currentStage: 1 } }],
    [{ Messages: [{ text: 'a', isStudent: false }], UpdatedHistory: { currentStage: 1 } }],
  ])('reads either casing: %j', (body) => {
    expect(parseExerciseReply(body)).toEqual({
      messages: [{ id: 'message-0', text: 'a', isStudent: false, inputType: 'text' }],
      updatedHistory: { currentStage: 1 },
    });
  });

  it('rejects a reply whose history is not an object', () => {
    expect(() => parseExerciseReply({ messages: [], updatedHistory: 'x' })).toThrow(
      ExerciseInputError,
    );
  });
});

describe('toCamelCase, the one reader of a field name in any casing', () => {
  it('turns PascalCase and snake_case into camelCase and leaves camelCase alone', () => {
    expect(toCamelCase('CurrentStage')).toBe('currentStage');
    expect(toCamelCase('current_stage')).toBe('currentStage');
    expect(toCamelCase('text120_first')).toBe('text120First');
    expect(toCamelCase('currentStage')).toBe('currentStage');
  });
});
