// A walk (docs/exercises.md "How the coach decides"): one whole exercise session as a student
// would do it, replayed through the coach by `npm run eval:coach`. The format is agreed with
// the walks' writer in /tmp/helpers/walk-format.md and described in the docs: one JSON file per
// walk in packages/coach/eval/walks/, plus the shared walk's logs (shared-walk.ts).
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import type { TableAnswer } from '../../src/engine/coach.ts';
import { exercises } from '../../src/exercises/registry.ts';
import { coachLanguages } from '../../src/i18n/language.ts';
import type { PooledLanguage } from '../../src/findings/fresh-precision.ts';

/** A table answer as the client sends it; in a walk file, also written as in the logs: "TABLE h1 | h2 || a | b". */
export type WalkAnswer = string | TableAnswer;

export type WalkSplit = 'tuned' | 'held-out';
export type WalkSource = 'repo' | 'shared';

export interface Walk {
  id: string;
  exercise: keyof typeof exercises;
  variant: string;
  /** The language the student writes in. */
  language: PooledLanguage;
  siteLanguage: (typeof coachLanguages)[number];
  split: WalkSplit;
  field: string;
  quality: string;
  notes: string;
  answers: WalkAnswer[];
  /** Where the walk comes from: a JSON file of the repo, or the shared walk's logs (always held out). */
  source: WalkSource;
}

const tableSchema = z.object({ headers: z.array(z.string()), rows: z.array(z.array(z.string())) });

export const walkFileSchema = z
  .object({
    id: z.string().min(1),
    exercise: z.enum(Object.keys(exercises) as [keyof typeof exercises, ...(keyof typeof exercises)[]]),
    variant: z.string().default('standard'),
    language: z.enum(['en', 'he', 'ar']),
    siteLanguage: z.enum(coachLanguages),
    split: z.enum(['tuned', 'held-out']),
    field: z.string().default(''),
    quality: z.string().default(''),
    notes: z.string().default(''),
    answers: z.array(z.union([z.string(), tableSchema])).min(1),
  })
  .refine((walk) => walk.variant in exercises[walk.exercise].variants, { message: 'unknown variant of the exercise' });

const tablePrefix = 'TABLE ';

/** "TABLE h1 | h2 || a | b || c | d" (the logs' notation): headers, then rows; null for any other answer. */
export function parseTableNotation(answer: string): TableAnswer | null {
  if (!answer.startsWith(tablePrefix)) return null;
  const [headers = [], ...rows] = answer
    .slice(tablePrefix.length)
    .split('||')
    .map((row) => row.split('|').map((cell) => cell.trim()));
  return { headers, rows };
}

/** The walks of packages/coach/eval/walks (or `dir`), each checked against the format; sorted by id. */
/** One walk file, checked: its format, and that its id is its file's name. */
export function readWalkFile(dir: string, name: string): Walk {
  const parsed = walkFileSchema.safeParse(JSON.parse(readFileSync(path.join(dir, name), 'utf8')));
  if (!parsed.success) throw new Error(`Walk ${name} does not follow the walk format: ${z.prettifyError(parsed.error)}`);
  const walk = parsed.data;
  if (`${walk.id}.json` !== name) throw new Error(`Walk ${name} has id ${walk.id}; the id is the file's name.`);
  const answers = walk.answers.map((answer) => (typeof answer === 'string' ? (parseTableNotation(answer) ?? answer) : answer));
  return { ...walk, answers, source: 'repo' };
}

export function loadRepoWalks(dir: string): Walk[] {
  let files: string[];
  try {
    files = readdirSync(dir).filter((name) => name.endsWith('.json'));
  } catch {
    return [];
  }
  return files.map((name) => readWalkFile(dir, name)).sort((a, b) => a.id.localeCompare(b.id));
}
