import { describe, expect, it } from 'vitest';
import { pickField, pickFields, toCamelCase, toPascalCase, toSnakeCase, withCamelCaseKeys } from './wire-casing.ts';

describe('the field-name casings', () => {
  it('turns camelCase into PascalCase and snake_case, and both back', () => {
    expect(toPascalCase('currentStage')).toBe('CurrentStage');
    expect(toSnakeCase('text120FirstGPT3')).toBe('text120_first_gpt3');
    expect(toCamelCase('CurrentStage')).toBe('currentStage');
    expect(toCamelCase('current_stage')).toBe('currentStage');
    expect(toCamelCase('currentStage')).toBe('currentStage');
  });
});

describe("pickField 'camel-pascal-snake' (the exercise calls)", () => {
  it.each([{ currentStage: 2 }, { CurrentStage: 2 }, { current_stage: 2 }])('reads %j', (record) => {
    expect(pickField(record, 'currentStage')).toBe(2);
  });

  it('reads no other spelling', () => {
    expect(pickField({ currentstage: 2 }, 'currentStage')).toBeUndefined();
    expect(pickField({ CURRENTSTAGE: 2 }, 'currentStage')).toBeUndefined();
  });

  it('prefers camelCase, then PascalCase, then snake_case', () => {
    expect(pickField({ current_stage: 3, CurrentStage: 2, currentStage: 1 }, 'currentStage')).toBe(1);
    expect(pickField({ current_stage: 3, CurrentStage: 2 }, 'currentStage')).toBe(2);
  });
});

describe("pickField 'any-letter-case' (the De-Jargonizer calls)", () => {
  it.each([{ timePriodDDL: 'p' }, { TimePriodDDL: 'p' }, { TIMEPRIODDDL: 'p' }, { timepriodddl: 'p' }])('reads %j', (record) => {
    expect(pickField(record, 'timePriodDDL', 'any-letter-case')).toBe('p');
  });

  it('reads no snake_case, and the first spelling in the body wins', () => {
    expect(pickField({ time_priod_ddl: 'p' }, 'timePriodDDL', 'any-letter-case')).toBeUndefined();
    expect(pickField({ ContentTA: 'a', contentTA: 'b' }, 'contentTA', 'any-letter-case')).toBe('a');
  });
});

describe('pickFields and withCamelCaseKeys', () => {
  it('keep only the named fields that are present, by their camelCase names', () => {
    expect(pickFields({ Text: 'a', is_student: true, other: 1 }, ['text', 'isStudent', 'id'])).toEqual({ text: 'a', isStudent: true });
    expect(pickFields({ CONTENTTA: 'a' }, ['contentTA', 'timePriodDDL'], 'any-letter-case')).toEqual({ contentTA: 'a' });
  });

  it('renames every field to camelCase, a camelCase spelling winning over the others', () => {
    expect(withCamelCaseKeys({ CurrentStage: '8', task_id: 't', startTime: 's' })).toEqual({ currentStage: '8', taskId: 't', startTime: 's' });
    expect(withCamelCaseKeys({ CurrentStage: 2, currentStage: 1, current_stage: 3 })).toEqual({ currentStage: 1 });
  });
});
