// A walk written turn by turn (docs/exercises.md "How the coach decides", "Adding a fresh set"):
// the writer of a fresh walk answers, reads the coach's reply, and writes the next answer, as on
// the site. Each answer is appended to the walk's file (the walk format of eval/replay/walk.ts)
// and the whole walk is replayed through the built-in coach on the server's dictionaries, which is
// what the site would have said: the engine is deterministic given the answers.
//   start <id> <exercise> <variant> <answers en|he|ar> <site en|he|ar> [field] [quality]
//   answer <id> <file>   the answer is the file's text ("-": standard input); a table answer is
//                        written "TABLE h1 | h2 || a | b || c | d"
//   show <id>            the whole session so far
// Walk files go to FRESH_WALK_DIR: a folder of their own while they are written.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { createBuiltinCoach } from '../../src/coaches/builtin-coach.ts';
import { candidateOptions } from './candidate-kinds.ts';
import { exercises } from '../../src/exercises/registry.ts';
import { realJargonAnalyzer } from '../replay/real-analyzer.ts';
import { replayWalk, type ReplayedTurn } from '../replay/replay.ts';
import { readWalkFile, walkFileSchema } from '../replay/walk.ts';

const dir = process.env['FRESH_WALK_DIR'] ?? '';
if (dir === '') {
  console.error(
    'Set FRESH_WALK_DIR to the folder of the walks being written (they join eval/walks once finished and labelled).',
  );
  process.exit(2);
}
const [command = '', id = '', ...rest] = process.argv.slice(2);
const file = path.join(dir, `${id}.json`);

function usage(message: string): never {
  console.error(
    `${message}\nUsage: start <id> <exercise> <variant> <en|he|ar> <en|he|ar> [field] [quality] | answer <id> <file|-> | show <id>`,
  );
  process.exit(2);
}

function printTurn(turn: ReplayedTurn): void {
  console.log(
    `===== answer ${turn.answer} (stage ${turn.fromStage} -> ${turn.toStage})\nSTUDENT:\n${turn.student}\nCOACH:\n${turn.coach.join('\n')}\n`,
  );
}

async function replay(): Promise<Awaited<ReturnType<typeof replayWalk>>> {
  const analyzer = realJargonAnalyzer();
  if ('missing' in analyzer)
    throw new Error(`The dictionaries cannot be built: ${analyzer.missing}`);
  // Only this walk: another writer's walk in the folder, just started, has no answer yet.
  if (!existsSync(file)) usage(`No walk ${id} in ${dir}.`);
  const walk = readWalkFile(dir, `${id}.json`);
  return replayWalk(walk, createBuiltinCoach(analyzer, candidateOptions()));
}

if (!/^[a-z0-9-]+$/.test(id)) usage('A walk id is lower-case letters, digits and hyphens.');
if (command === 'start') {
  const [
    exercise = '',
    variant = 'standard',
    language = 'en',
    siteLanguage = 'en',
    field = '',
    quality = '',
  ] = rest;
  if (!(exercise in exercises))
    usage(`No exercise ${exercise}: ${Object.keys(exercises).join(', ')}.`);
  if (existsSync(file)) usage(`${file} exists already.`);
  // A walk file needs an answer; the opening is shown from a walk with none (replayWalk reads the answers).
  const draft = {
    id,
    exercise,
    variant,
    language,
    siteLanguage,
    split: 'held-out',
    field,
    quality,
    notes: 'fresh walk, written turn by turn',
    answers: ['-'],
  };
  const parsed = walkFileSchema.safeParse(draft);
  if (!parsed.success) usage(`Not a walk: ${parsed.error.message}`);
  writeFileSync(file, `${JSON.stringify({ ...draft, answers: [] }, null, 2)}\n`);
  const analyzer = realJargonAnalyzer();
  if ('missing' in analyzer) throw new Error(analyzer.missing);
  const opened = await replayWalk(
    { ...parsed.data, answers: [], source: 'repo' },
    createBuiltinCoach(analyzer, candidateOptions()),
  );
  console.log(`COACH:\n${opened.opening.join('\n')}`);
} else if (command === 'answer') {
  const [from = ''] = rest;
  if (!existsSync(file)) usage(`No walk ${id}: start it first.`);
  const answer = (from === '-' ? readFileSync(0, 'utf8') : readFileSync(from, 'utf8')).trim();
  if (answer === '') usage('The answer is empty.');
  const walk = JSON.parse(readFileSync(file, 'utf8')) as { answers: string[] };
  walk.answers.push(answer);
  writeFileSync(file, `${JSON.stringify(walk, null, 2)}\n`);
  const replayed = await replay();
  const last = replayed.turns.at(-1);
  if (last) printTurn(last);
} else if (command === 'show') {
  const replayed = await replay();
  console.log(`COACH:\n${replayed.opening.join('\n')}\n`);
  for (const turn of replayed.turns) printTurn(turn);
} else usage(`Unknown command "${command}".`);
