// A fresh set's transcripts (../shared/coach-walks/<date>/<folder>/*.log, README there) read as
// walks for the replay (eval/replay/replay.ts). Two log formats, both from the walkers' clients:
//   en/ (walk.py):        "# Exercise: /api/HalfLife", then "[stage N] COACH:" / "[stage N] STUDENT:"
//                         blocks; a table answer is its rows as "h1 | h2 | h3 |" lines, after a
//                         prompt that ends "(table input: headers [...] ...)".
//   he/ (walk-client.py): "# exercise /api/HalfLife, interface language he", then
//                         "[stage N] COACH #n:" (with "(remark kinds: …)", the server's kinds) and
//                         "[stage N] STUDENT:" blocks; a table answer is "TABLE h1 | h2 | h3" and a
//                         row a line.
// A STUDENT block's stage is the stage the answer was given at; a COACH block's, the stage the
// exercise stood at after that reply.
import { readFileSync } from 'node:fs';
import type { TableAnswer } from '../../src/engine/coach.ts';
import { exercises } from '../../src/exercises/registry.ts';
import { isCoachLanguage, writtenLanguage } from '../../src/i18n/language.ts';
import type { Walk, WalkAnswer } from '../replay/walk.ts';

export interface LoggedCoachMessage {
  /** "#n" of the he/ logs; the running count of coach messages in the en/ logs. */
  number: number;
  stage: number;
  text: string;
  /** The server's kinds the he/ logs list for the message ("remark kinds: …"); empty when none listed. */
  kinds: string[];
}

export interface LoggedTurn {
  /** 1-based index of the student answer. */
  answer: number;
  /** The stage the answer was given at, and the one the reply left the exercise at. */
  fromStage: number;
  toStage: number;
  student: WalkAnswer;
  coach: LoggedCoachMessage[];
}

export interface FreshWalk {
  walk: Walk;
  /** Coach messages before the first answer. */
  opening: LoggedCoachMessage[];
  turns: LoggedTurn[];
}

/** The exercise and variant of a route: /api/HalfLife, or a research edition's path (…-halflife-full). */
export function exerciseOfRoute(
  route: string,
): { exercise: Walk['exercise']; variant: string } | null {
  for (const [exercise, { variants }] of Object.entries(exercises) as [
    Walk['exercise'],
    (typeof exercises)[Walk['exercise']],
  ][]) {
    for (const [variant, { route: own }] of Object.entries(variants)) {
      if (own && route === `/api/${own}`) return { exercise, variant };
    }
  }
  const research = /-([a-zA-Z]+)-(full|slim)$/.exec(route);
  if (!research) return null;
  const exercise = (Object.keys(exercises) as Walk['exercise'][]).find(
    (key) => key.toLowerCase() === research[1]!.toLowerCase(),
  );
  return exercise ? { exercise, variant: `research-${research[2]}` } : null;
}

const cellsOf = (line: string): string[] => {
  const cells = line.split('|').map((cell) => cell.trim());
  // "a | b | c |": the client's closing separator leaves an empty last cell.
  if (cells.length > 1 && cells.at(-1) === '') cells.pop();
  return cells;
};

function tableOf(lines: readonly string[]): TableAnswer {
  const [headers = '', ...rows] = lines.filter((line) => line.trim() !== '');
  return { headers: cellsOf(headers), rows: rows.map(cellsOf) };
}

interface Block {
  who: 'COACH' | 'STUDENT';
  stage: number;
  number: number | null;
  kinds: string[];
  body: string[];
}

function blocksOf(log: string): Block[] {
  const blocks: Block[] = [];
  for (const line of log.split('\n')) {
    const head =
      /^\[stage (\d+)\] (COACH|STUDENT)(?: #(\d+))?:\s*(?:\(remark kinds: ([^)]*)\))?\s*$/.exec(
        line,
      );
    if (head) {
      blocks.push({
        who: head[2] as Block['who'],
        stage: Number(head[1]),
        number: head[3] === undefined ? null : Number(head[3]),
        kinds: head[4] ? head[4].split(',').map((kind) => kind.trim()) : [],
        body: [],
      });
      continue;
    }
    if (/^\[stage \d+\] HTTP /.test(line)) throw new Error(`A failed call in the log: ${line}`);
    const last = blocks.at(-1);
    if (last) last.body.push(line);
    else if (line !== '' && !line.startsWith('#'))
      throw new Error(`A line before the first block: ${line}`);
  }
  return blocks;
}

const tableInput = /^\(table input: headers .*\)$/;

/** A fresh-set log as a walk, with the logged coach messages of each turn to check the replay against. */
export function readFreshLog(file: string, id: string): FreshWalk {
  const log = readFileSync(file, 'utf8');
  const head = /^# (?:Exercise: (\S+)|exercise (\S+), interface language (\w+))/.exec(log);
  const route = head?.[1] ?? head?.[2];
  // The en/ client always sent language "en" (README "Method").
  const siteLanguage = head?.[3] ?? 'en';
  const ran = route ? exerciseOfRoute(route) : null;
  if (!ran || !isCoachLanguage(siteLanguage))
    throw new Error(`${file}: its first line does not say the route and site language.`);
  const opening: LoggedCoachMessage[] = [];
  const turns: LoggedTurn[] = [];
  let coachCount = 0;
  let tablePrompt = false;
  for (const block of blocksOf(log)) {
    const text = block.body.join('\n').trim();
    if (block.who === 'COACH') {
      coachCount += 1;
      const lines = text.split('\n');
      tablePrompt = tableInput.test(lines.at(-1) ?? '');
      const message = {
        number: block.number ?? coachCount,
        stage: block.stage,
        text: (tablePrompt ? lines.slice(0, -1) : lines).join('\n').trim(),
        kinds: block.kinds,
      };
      const turn = turns.at(-1);
      if (turn) {
        turn.coach.push(message);
        turn.toStage = block.stage;
      } else opening.push(message);
      continue;
    }
    let student: WalkAnswer = text;
    if (text.startsWith('TABLE ')) student = tableOf(text.slice('TABLE '.length).split('\n'));
    else if (tablePrompt) student = tableOf(text.split('\n'));
    turns.push({
      answer: turns.length + 1,
      fromStage: block.stage,
      toStage: block.stage,
      student,
      coach: [],
    });
  }
  // The language of the writer's text, not the site's: an Arabic site may be answered in Hebrew.
  const written = turns.flatMap((turn) => (typeof turn.student === 'string' ? [turn.student] : []));
  return {
    walk: {
      id,
      ...ran,
      language: writtenLanguage(written.join('\n')),
      siteLanguage,
      split: 'held-out',
      field: '',
      quality: '',
      notes: 'a fresh set (README of its folder)',
      answers: turns.map((turn) => turn.student),
      source: 'shared',
    },
    opening,
    turns,
  };
}
