// docs/exercises.md "Adding the next exercise" is what the exercises there are made of: the files
// it says a new exercise edits exist and number what it says, and every exercise has the files
// it says one adds, its page exporting what routes.tsx looks for.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { EXERCISE_IDS, exerciseManifest } from '../packages/shared/src/exercises.ts';

const root = path.resolve(import.meta.dirname, '..');
const section = (() => {
  const doc = readFileSync(path.join(root, 'docs/exercises.md'), 'utf8');
  const start = doc.indexOf('## Adding the next exercise');
  const end = doc.indexOf('\n## ', start + 1);
  return doc.slice(start, end === -1 ? undefined : end);
})();

const kebab = (id: string) => id.replace(/([a-z])([A-Z])/g, '$1-$2').toLowerCase();

describe('docs/exercises.md "Adding the next exercise"', () => {
  it('lists as many files it edits as it says, each one that exists', () => {
    const said = Number(/Files it edits \((\d+)\):/.exec(section)?.[1]);
    const listed = [...section.matchAll(/^\d+\. `([^`]+)`/gm)].map((match) => match[1]!);
    expect(listed).toHaveLength(said);
    expect(listed.filter((file) => !existsSync(path.join(root, file)))).toEqual([]);
  });

  it.each(EXERCISE_IDS)('%s has the files it says an exercise adds', (id) => {
    const name = kebab(id);
    const { slug } = exerciseManifest[id];
    for (const file of [`packages/coach/src/scripts/${name}.ts`, `packages/coach/src/scripts/${name}.test.ts`, `packages/coach/src/messages/${name}.ts`]) {
      expect(existsSync(path.join(root, file)), file).toBe(true);
    }
    const page = readFileSync(path.join(root, `apps/web/src/app/routes/${slug}.tsx`), 'utf8');
    expect(page).toMatch(/export \{ \w+ as ExercisePage \}/);
    expect(page).toContain(`exercise="${id}"`);
  });
});
