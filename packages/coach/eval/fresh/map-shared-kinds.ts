// Gives every row of the fresh sets' first labellings (../shared/coach-walks/<date>/labels.tsv) the
// coach's finding kind, so that the evaluation can pool the labels per kind. Each shared walk's
// answers are replayed through the built-in coach (eval/replay/replay.ts, with the server's jargon
// measure) and each label row's excerpt is matched to a replayed remark of the same walk and turn
// whose text bears out the excerpt's fragments; the row takes that remark's kind (how=replay). A
// summary line holding several claims is one finding with parts: a row takes the part its excerpt
// opens, the line's one claim, or the part its reason judges (partChoices in hand-kinds.ts). The
// 2026-11-25 set was walked on older rules (993f322): rows whose remark today's coach words
// differently or no longer makes get their kind by hand (how=hand, byHand in hand-kinds.ts). The
// class, excerpt and reason stay in the shared folder: the output holds none of them.
//
//   node packages/coach/eval/fresh/map-shared-kinds.ts [--dump DIR] [--review FILE]
//     writes kinds-2026-11-25.tsv and kinds-2026-11-26.tsv beside this file, prints the counts and
//     anything to look at (exit 1 then); --dump DIR writes each replayed walk with its remarks'
//     kinds, --review FILE each row's kind with the remarks its excerpt bears out (both quote the
//     shared texts: keep them outside the repo).
// The 2026-11-26 walks ran on ee425e5: the replay must reproduce them, so every turn whose messages
// differ from its log (or whose server kinds, in the he/ logs, the replay does not make) is listed.
// Run it on a tree whose coach is that one (the TSVs here were derived on ee425e5 as git archive
// gave it, node_modules linked, while the working tree held others' uncommitted coach changes).
// COACH_FRESH_WALKS_DIR: the folder holding 2026-11-25/ and 2026-11-26/ (default <repo
// root>/../shared/coach-walks); DICTIONARY_DIR and SCICOMM_DATA_DIR as for `npm run eval:coach`.
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { createBuiltinCoach } from '../../src/coaches/builtin-coach.ts';
import { realJargonAnalyzer } from '../replay/real-analyzer.ts';
import type { Remark } from '../replay/remark.ts';
import { replayWalk, type ReplayedTurn, type ReplayedWalk } from '../replay/replay.ts';
import { normaliseForMatch, parseQuotedTsv } from '../replay/shared-labels.ts';
import { loadSharedWalks } from '../replay/shared-walk.ts';
import { readFreshLog, type FreshWalk } from './fresh-walk.ts';
import { byHand, partChoices, type KindChoice } from './hand-kinds.ts';

const repoRoot = path.resolve(import.meta.dirname, '..', '..', '..', '..');
const walksRoot = path.resolve(
  process.env['COACH_FRESH_WALKS_DIR'] || path.join(repoRoot, '..', 'shared', 'coach-walks'),
);
const outDir = import.meta.dirname;

// ---- label rows -------------------------------------------------------------------------------

interface Row {
  /** "12", or "en:12" / "he:3" for 2026-11-26. */
  id: string;
  walk: string;
  /** The excerpt's lines (" / " between lines labelled as one), each as normalised fragments. */
  lines: string[][];
  /** The turns (1-based answers) the remark may be in; null: any turn of the walk (no marker). */
  answers: number[] | null;
}

/**
 * "..." and "…" stand for words left out. A quote mark at a cut is the excerpt's own (“… try
 * splitting it” after a quoted sentence cut short): a fragment does not end with one, nor does
 * one after the first begin with it.
 */
function fragmentsOf(line: string): string[] {
  return line
    .split(/\.\.\.|…/)
    .map((fragment, at) =>
      normaliseForMatch(fragment)
        .replace(/[\s"]+$/, '')
        .replace(at === 0 ? /^$/ : /^[\s"]+/, ''),
    )
    .filter((fragment) => fragment !== '');
}

/** A labeller's closing note in brackets ("… Well done! (elementary readers)", "(value: …)"), left out. */
function withoutNote(line: string): string {
  return line.replace(/\s*\((?:elementary readers|value: [^()]*)\)\s*$/, '');
}

function tsvRows(file: string): string[][] {
  const [, ...rows] = parseQuotedTsv(readFileSync(file, 'utf8'));
  return rows.filter((cells) => cells.some((cell) => cell.trim() !== ''));
}

/** 2026-11-25: "[st3] …" (the stage answered) or "[Q2] …" (the question answered), or no marker. */
function rowsOf1125(file: string, walks: ReadonlyMap<string, ReplayedWalk>): Row[] {
  return tsvRows(file).map(([log = '', excerpt = ''], index) => {
    const walk = log.replace(/\.log$/, '');
    const replay = walks.get(walk);
    if (!replay)
      throw new Error(`${file}: row ${index + 1} names walk ${walk}, not among the logs.`);
    const marked = /^\[(st|Q)(\d+)\]\s*/.exec(excerpt);
    const body = marked ? excerpt.slice(marked[0].length) : excerpt;
    const number = marked ? Number(marked[2]) : null;
    const answers = marked
      ? replay.turns
          .filter((turn) =>
            marked[1] === 'st' ? turn.fromStage === number : turn.question === number,
          )
          .map((turn) => turn.answer)
      : null;
    const lines = body
      .split(' / ')
      .map((line, at) =>
        fragmentsOf(withoutNote(at === 0 ? line.replace(/^Questions:\s*/, '') : line)),
      );
    return { id: String(index + 1), walk, lines, answers };
  });
}

/** 2026-11-26 en/: "[stage 3→4] …", the stage answered and the stage the reply left. */
function rowsOfEn(file: string, walks: ReadonlyMap<string, FreshWalk>): Row[] {
  return tsvRows(file).map(([log = '', excerpt = ''], index) => {
    const walk = log.replace(/\.log$/, '');
    const fresh = walks.get(walk);
    const marked = /^\[stage (\d+)→(\d+)\]\s*/.exec(excerpt);
    if (!fresh || !marked)
      throw new Error(
        `${file}: row ${index + 1} names no walk or stage: ${log} ${excerpt.slice(0, 40)}`,
      );
    const answers = fresh.turns
      .filter((turn) => turn.fromStage === Number(marked[1]) && turn.toStage === Number(marked[2]))
      .map((turn) => turn.answer);
    const body = excerpt.slice(marked[0].length);
    return { id: `en:${index + 1}`, walk, lines: [fragmentsOf(body)], answers };
  });
}

/** 2026-11-26 he/: "COACH #7 [stage 4] line 2: …", the log's bubble and the line of it. */
function rowsOfHe(file: string, walks: ReadonlyMap<string, FreshWalk>): Row[] {
  return tsvRows(file).map(([log = '', excerpt = ''], index) => {
    const walk = log.replace(/\.log$/, '');
    const fresh = walks.get(walk);
    const marked = /^COACH #(\d+) \[stage (\d+)\](?: line (\d+))?:\s*/.exec(excerpt);
    if (!fresh || !marked)
      throw new Error(
        `${file}: row ${index + 1} names no walk or bubble: ${log} ${excerpt.slice(0, 40)}`,
      );
    const bubble = Number(marked[1]);
    const turn = fresh.turns.find((item) =>
      item.coach.some((message) => message.number === bubble),
    );
    if (!turn || turn.toStage !== Number(marked[2]))
      throw new Error(
        `${file}: row ${index + 1}: no COACH #${bubble} at stage ${marked[2]} in ${log}.`,
      );
    const body = excerpt.slice(marked[0].length);
    // "line 2": the excerpt is that line of the bubble, so its fragments find the remark.
    return { id: `he:${index + 1}`, walk, lines: [fragmentsOf(body)], answers: [turn.answer] };
  });
}

// ---- matching ---------------------------------------------------------------------------------

/** Whether the text holds the fragments in order; `fromStart`: the first one opens it. */
function bearsOut(text: string, fragments: readonly string[], fromStart: boolean): boolean {
  const [first, ...rest] = fragments;
  if (first === undefined) return false;
  let at = text.indexOf(first);
  if (at < 0 || (fromStart && at !== 0)) return false;
  let from = at + first.length;
  for (const fragment of rest) {
    at = text.indexOf(fragment, from);
    if (at < 0) return false;
    from = at + fragment.length;
  }
  return true;
}

interface Match {
  remark: Remark;
  answer: number;
  /** The remark's text opens with the excerpt (else the excerpt is found inside it). */
  fromStart: boolean;
}

/** The excerpt's closing stop, which a labeller may put where the remark goes on ("… try splitting it."). */
function withoutClosingStop(fragments: readonly string[]): string[] {
  const last = fragments.at(-1) ?? '';
  const bare = last.replace(/[.?!]$/, '');
  return bare === last || bare === '' ? [...fragments] : [...fragments.slice(0, -1), bare];
}

function turnsOf(row: Row, replay: ReplayedWalk): ReplayedTurn[] {
  return replay.turns.filter((turn) => row.answers === null || row.answers.includes(turn.answer));
}

/**
 * The replayed remarks a row's excerpt bears out, opening ones first. Where the excerpt opens a
 * summary line's part as well as the line (a line of one claim), the part is the remark.
 */
function matchesOf(row: Row, replay: ReplayedWalk): Match[] {
  const matches: Match[] = [];
  for (const turn of turnsOf(row, replay)) {
    for (const remark of turn.remarks) {
      const text = normaliseForMatch(remark.text);
      for (const exact of row.lines) {
        const fragments = bearsOut(text, exact, false) ? exact : withoutClosingStop(exact);
        if (bearsOut(text, fragments, true))
          matches.push({ remark, answer: turn.answer, fromStart: true });
        else if (bearsOut(text, fragments, false))
          matches.push({ remark, answer: turn.answer, fromStart: false });
      }
    }
  }
  const openingParts = new Set(
    matches
      .filter((match) => match.fromStart && match.remark.partOf)
      .map((match) => `${match.answer} ${match.remark.partOf}`),
  );
  return matches
    .filter(
      (match) =>
        !(
          match.fromStart &&
          !match.remark.partOf &&
          openingParts.has(`${match.answer} ${match.remark.kind}`)
        ),
    )
    .sort((a, b) => Number(b.fromStart) - Number(a.fromStart));
}

/** Whether the excerpt is in a message of its turn that no finding says (a script's line, a prompt). */
function inScriptMessages(row: Row, replay: ReplayedWalk): boolean {
  return turnsOf(row, replay).some((turn) =>
    turn.coach.some((message) =>
      row.lines.every((fragments) =>
        bearsOut(normaliseForMatch(message), withoutClosingStop(fragments), false),
      ),
    ),
  );
}

// ---- output -----------------------------------------------------------------------------------

interface Output {
  row: string;
  walk: string;
  language: 'en' | 'he';
  kind: string;
  how: 'replay' | 'hand';
  note: string;
  /** The replayed remarks the excerpt bears out (for --review only; never written to the repo). */
  matched: string[];
}

/** The kind of a row: its replayed remark's (a part's where its excerpt or reason picks one), else by hand. */
function kindOf(row: Row, set: string, replay: ReplayedWalk, problems: string[]): Output {
  const key = `${set}/${row.id}`;
  const matches = matchesOf(row, replay);
  const matched = matches.map(
    (match) =>
      `${match.fromStart ? '' : '~'}[${match.remark.kind}${match.remark.partOf ? ` in ${match.remark.partOf}` : ''}] ${match.remark.text}`,
  );
  const base = { row: row.id, walk: row.walk, language: replay.walk.language, matched };
  const hand: KindChoice | undefined = byHand[key];
  const opening = matches.filter((match) => match.fromStart);
  const kinds = [
    ...new Set((opening.length > 0 ? opening : matches).map((match) => match.remark.kind)),
  ];
  const chosen = partChoices[key];
  if (hand) {
    if (matches.length > 0)
      problems.push(`${key}: assigned by hand, but the replay has ${kinds.join(', ')}`);
    if (hand.kind === 'none' && hand.scripted && !inScriptMessages(row, replay))
      problems.push(`${key}: said to be a script's line, not found in the replayed messages`);
    return { ...base, kind: hand.kind, how: 'hand', note: hand.note ?? '' };
  }
  if (matches.length === 0) {
    problems.push(`${key}: no replayed remark bears it out, and no kind by hand`);
    return { ...base, kind: '?', how: 'hand', note: 'unresolved' };
  }
  if (chosen) {
    // The kind chosen must be one of the remarks matched, or a part of a line matched.
    const offered = new Set(
      matches.flatMap((match) => [
        match.remark.kind,
        ...(replay.turns[match.answer - 1]?.remarks
          .filter((remark) => remark.partOf === match.remark.kind)
          .map((remark) => remark.kind) ?? []),
      ]),
    );
    if (!offered.has(chosen.kind))
      problems.push(
        `${key}: the kind chosen, ${chosen.kind}, is not among the remarks matched (${[...offered].join(', ')})`,
      );
    return { ...base, kind: chosen.kind, how: 'replay', note: chosen.note ?? '' };
  }
  if (kinds.length > 1) {
    problems.push(
      `${key}: the excerpt bears out remarks of several kinds (${kinds.join(', ')}); choose one`,
    );
    return { ...base, kind: kinds.join('|'), how: 'replay', note: 'ambiguous' };
  }
  // A summary line of checks passed that holds one claim (Ethics' "deal with who is affected (…)."): the claim.
  const line = (opening.length > 0 ? opening : matches)[0]!;
  const parts =
    replay.turns[line.answer - 1]?.remarks.filter((remark) => remark.partOf === line.remark.kind) ??
    [];
  if (!line.remark.partOf && line.remark.kind !== 'summary.figures' && parts.length === 1)
    return { ...base, kind: parts[0]!.kind, how: 'replay', note: '' };
  if (!line.remark.partOf && parts.length > 1 && line.remark.kind !== 'summary.figures')
    problems.push(
      `${key}: a ${line.remark.kind} line of ${parts.length} claims; choose the one its reason judges`,
    );
  return { ...base, kind: kinds[0]!, how: 'replay', note: '' };
}

function writeTsv(file: string, rows: readonly Output[]): void {
  const header = ['row', 'walk', 'language', 'kind', 'how', 'note'];
  const lines = [
    header,
    ...rows.map((row) => [row.row, row.walk, row.language, row.kind, row.how, row.note]),
  ];
  for (const cells of lines)
    if (cells.some((cell) => /[\t\n]/.test(cell)))
      throw new Error(`A tab or line break in ${cells.join(' ')}`);
  writeFileSync(file, lines.map((cells) => cells.join('\t')).join('\n') + '\n');
}

function summary(name: string, rows: readonly Output[]): string {
  const count = (keep: (row: Output) => boolean) => rows.filter(keep).length;
  return (
    `${name}: ${rows.length} rows; by replay ${count((row) => row.how === 'replay')}, by hand ${count((row) => row.how === 'hand')}, ` +
    `kind none ${count((row) => row.kind === 'none')}`
  );
}

// ---- the replay ------------------------------------------------------------------------------

/** Plain text of a chat message for comparing the replay with a log: bullets, table bars and spacing aside. */
const comparable = (text: string) =>
  text
    .replace(/^\s*(?:[-•])\s+/gmu, '')
    .replace(/[|\t]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

/** Where the replay's messages differ from the log's: the rules changed since the walk, or the replay is not the walk. */
function differences(fresh: FreshWalk, replay: ReplayedWalk): string[] {
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
  });
  return found;
}

/** The server's kinds listed for a he/ bubble, against the replay's kinds of that turn. */
function kindsListed(fresh: FreshWalk, replay: ReplayedWalk): string[] {
  const found: string[] = [];
  for (const turn of fresh.turns) {
    const listed = turn.coach.flatMap((message) => message.kinds);
    if (listed.length === 0) continue;
    const replayed = new Set(
      replay.turns[turn.answer - 1]?.remarks
        .filter((remark) => !remark.partOf)
        .map((remark) => remark.kind),
    );
    for (const kind of listed)
      if (!replayed.has(kind))
        found.push(`answer ${turn.answer}: the log lists ${kind}, the replay does not make it`);
  }
  return found;
}

function dumpOf(replay: ReplayedWalk): string {
  const lines = [
    `# ${replay.walk.id}: ${replay.walk.exercise} (${replay.walk.variant}), answers ${replay.walk.language}, site ${replay.walk.siteLanguage}`,
  ];
  for (const turn of replay.turns) {
    lines.push(
      `\n== answer ${turn.answer} (stage ${turn.fromStage} -> ${turn.toStage}${turn.question ? `, question ${turn.question}` : ''})`,
    );
    lines.push(`STUDENT: ${turn.student.slice(0, 160)}${turn.student.length > 160 ? ' …' : ''}`);
    lines.push(...remarkLines(turn));
  }
  return lines.join('\n') + '\n';
}

const remarkLines = (turn: ReplayedTurn) =>
  turn.remarks.map(
    (remark) => `  [${remark.kind}${remark.partOf ? ` in ${remark.partOf}` : ''}] ${remark.text}`,
  );

async function main(): Promise<void> {
  const dumpAt = process.argv.indexOf('--dump');
  const dumpDir = dumpAt >= 0 ? process.argv[dumpAt + 1] : undefined;
  const analyzer = realJargonAnalyzer();
  if ('missing' in analyzer)
    throw new Error(`The walks cannot be replayed as a writer saw them: ${analyzer.missing}`);
  const coach = createBuiltinCoach(analyzer);
  const problems: string[] = [];
  const dump = (replay: ReplayedWalk) => {
    if (!dumpDir) return;
    mkdirSync(dumpDir, { recursive: true });
    writeFileSync(path.join(dumpDir, `${replay.walk.id}.txt`), dumpOf(replay));
  };

  // 2026-11-25: the logs as eval/replay/shared-walk.ts reads them.
  const dir1125 = path.join(walksRoot, '2026-11-25');
  const loaded = loadSharedWalks(dir1125);
  if ('missing' in loaded) throw new Error(loaded.missing);
  const replayed1125 = new Map<string, ReplayedWalk>();
  for (const walk of loaded.walks) {
    const replay = await replayWalk(walk, coach);
    replayed1125.set(walk.id, replay);
    dump(replay);
  }
  const rows1125 = rowsOf1125(path.join(dir1125, 'labels.tsv'), replayed1125);
  const out1125 = rows1125.map((row) =>
    kindOf(row, '2026-11-25', replayed1125.get(row.walk)!, problems),
  );

  // 2026-11-26: en/ and he/, each log read by fresh-walk.ts; the replay checked against the log.
  const out1126: Output[] = [];
  for (const folder of ['en', 'he'] as const) {
    const dir = path.join(walksRoot, '2026-11-26', folder);
    const fresh = new Map<string, FreshWalk>();
    const replayed = new Map<string, ReplayedWalk>();
    for (const name of readdirSync(dir)
      .filter((file) => file.endsWith('.log'))
      .sort()) {
      const id = name.slice(0, -'.log'.length);
      // Every walk of both folders was written in its folder's language (READMEs: the he/ answers are all Hebrew).
      const walk = readFreshLog(path.join(dir, name), id, folder);
      const replay = await replayWalk(walk.walk, coach);
      fresh.set(id, walk);
      replayed.set(id, replay);
      dump(replay);
      for (const line of [...differences(walk, replay), ...kindsListed(walk, replay)])
        problems.push(`2026-11-26/${folder}/${id}: ${line}`);
    }
    const rows =
      folder === 'en'
        ? rowsOfEn(path.join(dir, 'labels.tsv'), fresh)
        : rowsOfHe(path.join(dir, 'labels.tsv'), fresh);
    out1126.push(
      ...rows.map((row) => kindOf(row, '2026-11-26', replayed.get(row.walk)!, problems)),
    );
  }

  for (const key of [...Object.keys(byHand), ...Object.keys(partChoices)]) {
    const [set, id] = key.split('/');
    const known = (set === '2026-11-25' ? out1125 : set === '2026-11-26' ? out1126 : []).some(
      (row) => row.row === id,
    );
    if (!known) problems.push(`${key}: a choice for a row that is not in the labels`);
  }
  writeTsv(path.join(outDir, 'kinds-2026-11-25.tsv'), out1125);
  writeTsv(path.join(outDir, 'kinds-2026-11-26.tsv'), out1126);
  const reviewAt = process.argv.indexOf('--review');
  const review = reviewAt >= 0 ? process.argv[reviewAt + 1] : undefined;
  if (review) {
    const lines = [
      ...out1125.map((row) => ({ ...row, set: '2026-11-25' })),
      ...out1126.map((row) => ({ ...row, set: '2026-11-26' })),
    ].flatMap((row) => [
      `${row.set}/${row.row} ${row.walk} ${row.language} ${row.kind} ${row.how} ${row.note}`,
      ...row.matched.map((text) => `    ${text}`),
    ]);
    writeFileSync(review, lines.join('\n') + '\n');
  }
  console.log(summary('kinds-2026-11-25.tsv', out1125));
  for (const folder of ['en', 'he'])
    console.log(
      summary(
        `kinds-2026-11-26.tsv ${folder}/`,
        out1126.filter((row) => row.row.startsWith(`${folder}:`)),
      ),
    );
  if (problems.length > 0) {
    console.log(`\nTo look at (${problems.length}):`);
    for (const problem of problems) console.log(`  ${problem}`);
    process.exitCode = 1;
  }
}

await main();
