import { getTableColumns, getTableName } from 'drizzle-orm';
import { toSnakeCase } from 'drizzle-orm/casing';
import { describe, expect, it } from 'vitest';
import { exercises, storageColumns } from '@scicomm/coach';
import { TASK_TYPES } from '@scicomm/shared/account-api';
import { EXERCISE_IDS, exerciseManifest } from '@scicomm/shared/exercises';
import { RESEARCH_EXERCISES } from '@scicomm/shared/research-api';
import { researchTables } from './research-tables.ts';
import { exerciseTables, taskTables } from './task-tables.ts';

describe('the exercise tables', () => {
  it('are the tables the exercise manifest names, under each stored task type and study exercise', () => {
    for (const id of EXERCISE_IDS) {
      const { table, taskType, slug, research } = exerciseManifest[id];
      expect(getTableName(exerciseTables[id])).toBe(table);
      expect(taskTables[taskType]).toBe(exerciseTables[id]);
      if (research) expect(researchTables[slug as keyof typeof researchTables]).toBe(exerciseTables[id]);
    }
    expect(Object.keys(taskTables).sort()).toEqual([...TASK_TYPES].sort());
    expect(Object.keys(researchTables)).toEqual([...RESEARCH_EXERCISES]);
    expect(getTableName(taskTables.halflife)).toBe('halflife_user_interactions');
  });

  // A value for a column the table lacks is dropped without a word by the query builder: a new
  // exercise's table without `variant` stored no edition.
  it('have a column for everything a session row is written with', () => {
    for (const id of EXERCISE_IDS) {
      const columns = Object.values(getTableColumns(exerciseTables[id])).map((column) => (column.keyAsName ? toSnakeCase(column.name) : column.name));
      const scripts = Object.values(exercises[id].variants).map((variant) => variant.script);
      const written = ['user_id', 'is_research', 'variant', 'messages', ...scripts.flatMap(storageColumns)];
      expect({ id, missing: written.filter((name) => !columns.includes(name)) }).toEqual({ id, missing: [] });
    }
  });
});
