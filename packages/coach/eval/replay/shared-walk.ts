// The shared walk (../shared/coach-walks/<date>/, README there): fifteen sessions walked against
// the server, each a log of the coach's and the student's messages, and labels.tsv with a class
// for each remark the coach made then. The student's answers are read from the logs and replayed
// through today's coach; a replayed remark takes the shared label whose excerpt it matches
// (shared-labels.ts). The shared walk is held out: no rule was tuned on it.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { exercises } from '../../src/exercises/registry.ts';
import { isCoachLanguage } from '../../src/i18n/language.ts';
import { parseTableNotation, type Walk, type WalkAnswer } from './walk.ts';

export interface SharedWalkInfo {
  /** The README's table: walk id → answers' language, field and quality. */
  language: 'en' | 'he';
  about: string;
}

/** The README's table rows: | walk | exercise | language (answers / UI) | field, quality |. */
export function readSharedReadme(text: string): Map<string, SharedWalkInfo> {
  const rows = new Map<string, SharedWalkInfo>();
  for (const line of text.split('\n')) {
    const cells = line.split('|').map((cell) => cell.trim());
    // A row is "| id | exercise | language | about |": five separators, blank ends.
    if (cells.length < 6 || !/^[a-z]+-[a-z]{2}-\d+$/.test(cells[1] ?? '')) continue;
    const answersLanguage = (cells[3] ?? '').split('/')[0]?.trim();
    rows.set(cells[1]!, { language: answersLanguage === 'he' ? 'he' : 'en', about: cells[4] ?? '' });
  }
  return rows;
}

/** The exercise and variant a log's route ran: POST /api/HalfLife, or a research edition's path. */
function exerciseOfRoute(route: string): { exercise: Walk['exercise']; variant: string } | null {
  for (const [exercise, { variants }] of Object.entries(exercises) as [Walk['exercise'], (typeof exercises)[Walk['exercise']]][]) {
    for (const [variant, { route: own }] of Object.entries(variants)) {
      if (own && route === `/api/${own}`) return { exercise, variant };
    }
  }
  const research = /-([a-zA-Z]+)-(full|slim)$/.exec(route);
  if (!research) return null;
  const exercise = (Object.keys(exercises) as Walk['exercise'][]).find((key) => key.toLowerCase() === research[1]!.toLowerCase());
  return exercise ? { exercise, variant: `research-${research[2]}` } : null;
}

export interface LoggedAnswer {
  /** 1-based, as the log numbers it. */
  number: number;
  text: string;
}

/** The student's answers of a log, in order: the lines after "STUDENT:" up to the coach's reply. */
export function studentAnswersOfLog(log: string): LoggedAnswer[] {
  const answers: LoggedAnswer[] = [];
  const lines = log.split('\n');
  let number = 0;
  for (let at = 0; at < lines.length; at += 1) {
    const header = /^===== answer (\d+) /.exec(lines[at]!);
    if (header) number = Number(header[1]);
    if (lines[at] !== 'STUDENT:') continue;
    const body: string[] = [];
    for (at += 1; at < lines.length && lines[at] !== 'COACH:' && !lines[at]!.startsWith('===== answer '); at += 1) body.push(lines[at]!);
    at -= 1;
    answers.push({ number, text: body.join('\n').trim() });
  }
  return answers;
}

function answerOf(text: string): WalkAnswer {
  return parseTableNotation(text) ?? text;
}

/** The walks of the shared folder, or why there are none (the folder or its README is missing). */
export function loadSharedWalks(dir: string): { walks: Walk[] } | { missing: string } {
  const readme = path.join(dir, 'README.md');
  if (!existsSync(readme)) return { missing: `no shared walk at ${dir} (set COACH_WALKS_DIR to its folder)` };
  const table = readSharedReadme(readFileSync(readme, 'utf8'));
  const walks: Walk[] = [];
  for (const name of readdirSync(dir).filter((file) => file.endsWith('.log')).sort()) {
    const log = readFileSync(path.join(dir, name), 'utf8');
    const head = /^# walk (\S+): POST (\S+)\s+site language=(\w+)/.exec(log);
    const id = name.slice(0, -'.log'.length);
    const ran = head ? exerciseOfRoute(head[2]!) : null;
    const siteLanguage = head?.[3];
    if (!head || !ran || !isCoachLanguage(siteLanguage)) throw new Error(`${name}: its first line does not say the route and site language.`);
    const info = table.get(id);
    const answers = studentAnswersOfLog(log);
    answers.forEach((answer, index) => {
      if (answer.number !== index + 1) throw new Error(`${name}: answer ${answer.number} is the ${index + 1}th in the log.`);
    });
    walks.push({
      id,
      ...ran,
      language: info?.language ?? (siteLanguage === 'he' ? 'he' : 'en'),
      siteLanguage,
      split: 'held-out',
      field: info?.about ?? '',
      quality: '',
      notes: 'the shared walk of the issue (README of its folder)',
      answers: answers.map((answer) => answerOf(answer.text)),
      source: 'shared',
    });
  }
  return { walks };
}
