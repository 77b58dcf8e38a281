// Every exercise's string families are in every language's catalogues: without one, its page
// shows the raw key (features/exercises/lib/exercise-strings.ts lists them from the manifest).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { EXERCISE_IDS, exerciseManifest, type ExerciseEntry } from '@scicomm/shared/exercises';
import { exerciseStringKeys } from '../features/exercises/lib/exercise-strings.ts';

const LANGUAGES = ['en', 'he', 'ar'] as const;

function catalogue(file: string, language: string): unknown {
  return JSON.parse(readFileSync(path.join(import.meta.dirname, file, `${language}.json`), 'utf8'));
}

function holds(strings: unknown, key: string): boolean {
  let node = strings;
  for (const part of key.split('.')) {
    if (typeof node !== 'object' || node === null || !Object.hasOwn(node, part)) return false;
    node = (node as Record<string, unknown>)[part];
  }
  return typeof node === 'string' ? node.trim() !== '' : typeof node === 'object' && node !== null;
}

/** The keys an exercise's pages use that a language's catalogues lack. */
function missingKeys(id: string, entry: ExerciseEntry, language: string): string[] {
  return Object.entries(exerciseStringKeys(id, entry)).flatMap(([file, keys]) => {
    const strings = catalogue(file, language);
    return keys.filter((key) => !holds(strings, key)).map((key) => `${file}/${language}.json: ${key}`);
  });
}

describe("each exercise's strings", () => {
  it.each(EXERCISE_IDS)('%s: every family its pages use, in English, Hebrew and Arabic', (id) => {
    expect(LANGUAGES.flatMap((language) => missingKeys(id, exerciseManifest[id], language))).toEqual([]);
  });

  it('names what an exercise without its strings lacks: its task type and its versions', () => {
    const entry: ExerciseEntry = {
      ...exerciseManifest.ethics,
      taskType: 'plain-words',
      summary: { versions: ['firstDraft', 'revisionAfterQuestion1'], choices: [] },
    };
    expect(missingKeys('ethics', entry, 'en')).toEqual([
      'account/en.json: account.tasks.types.plain-words',
      'exerciseSession/en.json: exerciseSession.versions.firstDraft',
    ]);
  });
});

describe('the finished note', () => {
  it.each(LANGUAGES)('%s: names the Restart button as the button and its dialog read', (language) => {
    const exercises = catalogue('exercises', language) as { exercises: { restart: string } };
    const session = catalogue('exerciseSession', language) as { exerciseSession: { finishedNote: string; restartConfirm: string } };
    const label = exercises.exercises.restart;
    expect(session.exerciseSession.finishedNote).toContain(label);
    expect(session.exerciseSession.restartConfirm).toBe(label);
  });
});
