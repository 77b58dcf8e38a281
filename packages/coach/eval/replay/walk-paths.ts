// Where the walks are, read from the environment here only: COACH_WALKS_DIR is the shared walk's
// folder (default <repo root>/../shared/coach-walks/2026-11-25, never copied into the repo); the
// repo's own walks and the labels (labels*.tsv) are in packages/coach/eval/walks.
import path from 'node:path';

const repoRoot = path.resolve(import.meta.dirname, '..', '..', '..', '..');

export const repoWalksDir = path.resolve(import.meta.dirname, '..', 'walks');

export function sharedWalksDir(env: NodeJS.ProcessEnv = process.env): string {
  return path.resolve(env['COACH_WALKS_DIR'] || path.join(repoRoot, '..', 'shared', 'coach-walks', '2026-11-25'));
}

/** The shared folder of every dated walk (COACH_WALKS_ROOT; default <repo root>/../shared/coach-walks): the fresh sets' labels. */
export function sharedWalksRoot(env: NodeJS.ProcessEnv = process.env): string {
  return path.resolve(env['COACH_WALKS_ROOT'] || path.join(repoRoot, '..', 'shared', 'coach-walks'));
}
