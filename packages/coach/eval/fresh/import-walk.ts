// The importer of a labelled walk (docs/exercises.md "Adding a fresh set"): a fresh set walked
// outside the repo — transcripts (*.log, fresh-walk.ts reads both clients' formats) or walk files
// (*.json, eval/replay/walk.ts) and a labels.tsv whose columns include file, turn, quote and class —
// gets the coach's kind for each labelled remark, so that the evaluation can pool the labels per kind
// (fresh-sets.ts). Each walk is replayed through the built-in coach (eval/replay/replay.ts) on the
// rules of the commit it was walked on; a transcript's messages must be what the replay says, or
// the kinds would be another coach's. Each label row takes the replayed remark its quote bears out
// best — the quote's fragments in order ("…" for words left out), else most of its words — among
// the remarks of its walk not taken yet, at or after its turn's place (a labeller's turn counts
// texts, not answers, so only its order is read). A summary line holding one claim gives that
// claim's kind (the figures line is its score and word count, each claim quoted apart); a line of the script (a prompt, a refusal) gives kind `none`. The class, quote
// and reason stay in the shared folder: the output holds none of them.
//
//   node packages/coach/eval/fresh/import-walk.ts <out.tsv> <prefix>=<folder> [<prefix>=<folder>…]
//     e.g. kinds-2026-11-27.tsv en:=../shared/coach-walks/2026-11-27/en he-ar:=…/he-ar; rows are
//     "<prefix><n>", n counting the folder's labels.tsv rows from 1. Exit 1 when a row finds no
//     remark or the replay differs from a transcript; --review FILE writes each row's match (it
//     quotes the shared texts: keep it outside the repo).
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { createBuiltinCoach } from '../../src/coaches/builtin-coach.ts';
import { realJargonAnalyzer } from '../replay/real-analyzer.ts';
import { headingKind, type Remark } from '../replay/remark.ts';
import { replayWalk, type ReplayedWalk } from '../replay/replay.ts';
import { normaliseForMatch, parseQuotedTsv } from '../replay/shared-labels.ts';
import { readWalkFile, type Walk } from '../replay/walk.ts';
import { readFreshLog, type FreshWalk } from './fresh-walk.ts';

export interface LabelRow {
  /** "<prefix><n>": n counts the labels file's rows from 1 after the header. */
  id: string;
  /** The walk's file name without its extension. */
  walk: string;
  /** The labeller's turn: only its order is read. */
  turn: number;
  quote: string;
}

/** A labels file's rows, its columns found by name (file, turn, quote). */
export function readLabelRows(text: string, prefix: string): LabelRow[] {
  const [header = [], ...rows] = parseQuotedTsv(text).filter((cells) =>
    cells.some((cell) => cell.trim() !== ''),
  );
  const column = (name: string) => {
    const at = header.findIndex((cell) => cell.trim().toLowerCase() === name);
    if (at < 0) throw new Error(`The labels have no "${name}" column.`);
    return at;
  };
  const [file, turn, quote] = [column('file'), column('turn'), column('quote')];
  return rows.map((cells, index) => ({
    id: `${prefix}${index + 1}`,
    walk: (cells[file] ?? '').trim().replace(/\.(log|json)$/, ''),
    turn: Number(cells[turn]),
    quote: cells[quote] ?? '',
  }));
}

/**
 * A quote's fragments: "..." and "…" stand for words left out. A quote mark at a cut is the
 * remark's own (“… try splitting it” after a quoted sentence cut short): a fragment does not end
 * with one, nor does one after the first begin with it.
 */
export function fragmentsOf(quote: string): string[] {
  return quote
    .split(/\.\.\.|…/)
    .map((fragment, at) =>
      normaliseForMatch(fragment)
        .replace(/[\s"]+$/, '')
        .replace(at === 0 ? /^$/ : /^[\s"]+/, ''),
    )
    .filter((fragment) => fragment !== '');
}

function bearsOut(text: string, fragments: readonly string[]): boolean {
  let from = 0;
  for (const fragment of fragments) {
    const at = text.indexOf(fragment, from);
    if (at < 0) return false;
    from = at + fragment.length;
  }
  return fragments.length > 0;
}

const wordsOf = (text: string) => normaliseForMatch(text).match(/[\p{L}\p{N}]+/gu) ?? [];

/** How well a remark's text bears out a quote: 2 for its fragments in order, else the share of its words the remark holds. */
export function matchScore(quote: string, text: string): number {
  const normalised = normaliseForMatch(text);
  const fragments = fragmentsOf(quote);
  const last = fragments.at(-1)?.replace(/[.?!]$/, '');
  if (
    bearsOut(normalised, fragments) ||
    (last && bearsOut(normalised, [...fragments.slice(0, -1), last]))
  )
    return 2;
  const words = wordsOf(quote);
  const held = new Set(wordsOf(text));
  return words.length === 0 ? 0 : words.filter((word) => held.has(word)).length / words.length;
}

const figuresKind = 'summary.figures';

/** Below this share of the quote's words, a remark does not bear it out. */
export const leastWordShare = 0.75;

/** One thing of a replayed turn a label can quote: a remark, or a line of the script (kind none). */
interface Candidate {
  answer: number;
  kind: string;
  text: string;
  /** A summary line's claims (its parts' kinds), for a line matched as a whole. */
  parts: string[];
  /** The kind of the line it is a part of. */
  partOf?: string;
}

function candidatesOf(replay: ReplayedWalk): Candidate[] {
  return replay.turns.flatMap((turn) => {
    const remarks = turn.remarks.filter((remark) => remark.kind !== headingKind);
    const said = turn.remarks.map((remark: Remark) => normaliseForMatch(remark.text));
    const partsOf = (kind: string) =>
      remarks.filter((part) => part.partOf === kind).map((part) => part.kind);
    const scriptLines = turn.coach
      .flatMap((message) => message.split('\n'))
      .filter((line) => {
        const text = normaliseForMatch(line);
        return (
          text !== '' && !said.some((remark) => remark.includes(text) || text.includes(remark))
        );
      });
    return [
      ...remarks.map((remark) => ({
        answer: turn.answer,
        kind: remark.kind,
        text: remark.text,
        parts: remark.partOf ? [] : partsOf(remark.kind),
        ...(remark.partOf ? { partOf: remark.partOf } : {}),
      })),
      ...scriptLines.map((line) => ({ answer: turn.answer, kind: 'none', text: line, parts: [] })),
    ];
  });
}

export interface RowKind {
  row: string;
  walk: string;
  kind: string;
  /** How sure: "fragments" (the quote's fragments in order) or the share of its words found. */
  how: string;
  answer: number;
  text: string;
}

/** The kind of each row of one walk (rows in the labels' order), and what to look at. */
export function kindsOfRows(
  rows: readonly LabelRow[],
  replay: ReplayedWalk,
): { kinds: RowKind[]; problems: string[] } {
  const candidates = candidatesOf(replay);
  const taken = new Set<number>();
  const kinds: RowKind[] = [];
  const problems: string[] = [];
  // Rows of one turn lie in one answer or the few after it; a later turn lies after them all.
  let turn = Number.NaN;
  let turnFrom = 1;
  let latest = 0;
  for (const row of rows) {
    if (row.turn !== turn) {
      turn = row.turn;
      turnFrom = latest + 1;
    }
    let best: { index: number; score: number } | undefined;
    candidates.forEach((candidate, index) => {
      if (taken.has(index) || candidate.answer < turnFrom) return;
      const score = matchScore(row.quote, candidate.text);
      // Ties go to the earlier remark, and to a claim over the line that holds it.
      const better =
        !best ||
        score > best.score ||
        (score === best.score &&
          candidate.partOf !== undefined &&
          candidates[best.index]!.kind === candidate.partOf);
      if (score >= leastWordShare && better) best = { index, score };
    });
    if (!best) {
      problems.push(`${row.id} (${row.walk}, turn ${row.turn}): no remark bears out its quote`);
      continue;
    }
    const found = candidates[best.index]!;
    taken.add(best.index);
    latest = Math.max(latest, found.answer);
    // The figures line is the score and word count, its claims labelled apart; another line of
    // one claim is that claim, taken with it.
    let kind = found.kind;
    if (found.kind !== figuresKind && found.parts.length === 1) {
      kind = found.parts[0]!;
      candidates.forEach((candidate, index) => {
        if (candidate.answer === found.answer && candidate.partOf === found.kind) taken.add(index);
      });
    } else if (found.kind !== figuresKind && found.parts.length > 1)
      problems.push(
        `${row.id}: a ${found.kind} line of ${found.parts.length} claims (${found.parts.join(', ')})`,
      );
    kinds.push({
      row: row.id,
      walk: row.walk,
      kind,
      how: best.score === 2 ? 'fragments' : `words ${best.score.toFixed(2)}`,
      answer: found.answer,
      text: found.text,
    });
  }
  return { kinds, problems };
}

// ---- the replay against the transcript ---------------------------------------------------------

/** Plain text of a chat message for comparing the replay with a log: bullets, table bars and spacing aside. */
const comparable = (text: string) =>
  text
    .replace(/^\s*(?:[-•])\s+/gmu, '')
    .replace(/[|\t]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

/** Where the replay differs from the transcript (messages, stages, the kinds a log lists): empty when it is the walk. */
export function differences(fresh: FreshWalk, replay: ReplayedWalk): string[] {
  const found: string[] = [];
  fresh.turns.forEach((turn, index) => {
    const again = replay.turns[index];
    if (!again) return void found.push(`answer ${turn.answer}: not replayed`);
    if (again.fromStage !== turn.fromStage || again.toStage !== turn.toStage)
      found.push(
        `answer ${turn.answer}: stage ${turn.fromStage}→${turn.toStage} in the log, ${again.fromStage}→${again.toStage} replayed`,
      );
    const logged = turn.coach.map((message) => comparable(message.text));
    const said = again.coach.map((message) =>
      comparable(message.replace(/\n\[table (?:headers|example): [^\n]*\]/g, '')),
    );
    if (logged.join('\n') !== said.join('\n'))
      found.push(`answer ${turn.answer}: the replayed messages differ from the log's`);
    const replayed = new Set(again.remarks.map((remark) => remark.kind));
    for (const kind of turn.coach.flatMap((message) => message.kinds))
      if (!replayed.has(kind))
        found.push(`answer ${turn.answer}: the log lists ${kind}, the replay does not make it`);
  });
  return found;
}

// ---- the command ---------------------------------------------------------------------------------

function readWalk(folder: string, walk: string): { walk: Walk; fresh?: FreshWalk } {
  const files = readdirSync(folder);
  if (files.includes(`${walk}.log`)) {
    const fresh = readFreshLog(path.join(folder, `${walk}.log`), walk);
    return { walk: fresh.walk, fresh };
  }
  if (files.includes(`${walk}.json`)) return { walk: readWalkFile(folder, `${walk}.json`) };
  throw new Error(`${folder}: no ${walk}.log or ${walk}.json`);
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const reviewAt = args.indexOf('--review');
  const review = reviewAt >= 0 ? args.splice(reviewAt, 2)[1] : undefined;
  const [out, ...sources] = args;
  if (!out || sources.length === 0 || sources.some((source) => !source.includes('='))) {
    console.error('Usage: import-walk.ts <out.tsv> <prefix>=<folder>… [--review FILE]');
    process.exit(2);
  }
  const analyzer = realJargonAnalyzer();
  if ('missing' in analyzer) throw new Error(`The walks cannot be replayed: ${analyzer.missing}`);
  const coach = createBuiltinCoach(analyzer);
  const lines = [['row', 'walk', 'language', 'kind', 'how'].join('\t')];
  const reviewed: string[] = [];
  const problems: string[] = [];
  for (const source of sources) {
    const [prefix = '', folder = ''] = source.split(/=(.*)/s);
    const rows = readLabelRows(readFileSync(path.join(folder, 'labels.tsv'), 'utf8'), prefix);
    for (const walkId of [...new Set(rows.map((row) => row.walk))]) {
      const { walk, fresh } = readWalk(folder, walkId);
      const replay = await replayWalk(walk, coach);
      if (fresh) problems.push(...differences(fresh, replay).map((line) => `${walkId}: ${line}`));
      const found = kindsOfRows(
        rows.filter((row) => row.walk === walkId),
        replay,
      );
      problems.push(...found.problems);
      for (const row of found.kinds) {
        lines.push([row.row, row.walk, walk.language, row.kind, row.how].join('\t'));
        reviewed.push(
          `${row.row} ${row.walk} #${row.answer} ${row.kind} (${row.how}): ${row.text}`,
        );
      }
    }
  }
  writeFileSync(out, `${lines.join('\n')}\n`);
  if (review) writeFileSync(review, `${reviewed.join('\n')}\n`);
  console.log(`${out}: ${lines.length - 1} rows.`);
  if (problems.length > 0) {
    console.log(`To look at (${problems.length}):\n  ${problems.join('\n  ')}`);
    process.exitCode = 1;
  }
}

if (import.meta.main) await main();
