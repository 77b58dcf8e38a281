import { describe, expect, it } from 'vitest';
import { getTableColumns } from 'drizzle-orm';
import { exercises, storageColumns } from '@scicomm/coach';
import { halflifeUserInteractions } from '../db/schema.ts';
import { missingColumns, toColumnValue } from './exercise-repository.ts';

const columns = getTableColumns(halflifeUserInteractions);

describe('exercise tables', () => {
  it('have a column for everything each Half Life variant stores', () => {
    for (const variant of Object.values(exercises.halfLife.variants)) {
      expect(missingColumns('halfLife', storageColumns(variant.script))).toEqual([]);
    }
    expect(missingColumns('halfLife', ['no_such_column'])).toEqual(['no_such_column']);
  });

  it('have a column for everything each Coherence and Critical Thinking variant stores', () => {
    for (const exercise of ['coherence', 'criticalThinking'] as const) {
      for (const variant of Object.values(exercises[exercise].variants)) {
        expect(missingColumns(exercise, storageColumns(variant.script))).toEqual([]);
      }
    }
  });
});

describe('column values from a client-held history', () => {
  it('rounds numbers for integer columns and refuses what does not fit', () => {
    expect(toColumnValue(columns.text60TotalWords, 59.6)).toBe(60);
    expect(toColumnValue(columns.text60TotalWords, 1e12)).toBeNull();
    expect(toColumnValue(columns.text60TotalWords, '60')).toBeNull();
  });

  it('keeps finite reals within range', () => {
    expect(toColumnValue(columns.text60JargonScore, 87.5)).toBe(87.5);
    expect(toColumnValue(columns.text60JargonScore, 1e300)).toBeNull();
    expect(toColumnValue(columns.text60JargonScore, Number.NaN)).toBeNull();
  });

  it('turns an ISO time into a date, and nonsense into null', () => {
    expect(toColumnValue(columns.startTime, '2025-03-01T10:00:00.000Z')).toEqual(new Date('2025-03-01T10:00:00.000Z'));
    expect(toColumnValue(columns.startTime, 'yesterday')).toBeNull();
    expect(toColumnValue(columns.startTime, '+275760-09-13T00:00:00.000Z')).toBeNull();
  });

  it('stores texts as text, booleans only as booleans, and JSON columns only from a JSON object', () => {
    expect(toColumnValue(columns.text60, 'Plants grow.')).toBe('Plants grow.');
    expect(toColumnValue(columns.text60, 42)).toBe('42');
    expect(toColumnValue(columns.isResearch, true)).toBe(true);
    expect(toColumnValue(columns.isResearch, 'true')).toBeNull();
    expect(toColumnValue(columns.copyPasteCheck, '{"3":{"pasted":true,"pastedChars":4,"chars":9}}')).toEqual({ '3': { pasted: true, pastedChars: 4, chars: 9 } });
    expect(toColumnValue(columns.copyPasteCheck, true)).toBeNull();
    expect(toColumnValue(columns.copyPasteCheck, '[1]')).toBeNull();
    expect(toColumnValue(columns.copyPasteCheck, 'not json')).toBeNull();
    expect(toColumnValue(columns.text60, null)).toBeNull();
  });
});
