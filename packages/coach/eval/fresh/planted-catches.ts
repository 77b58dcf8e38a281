// How many of the problems a held-out walk's instructors said the coach missed it now names
// (docs/exercises.md "The two forms, and what is shown"): each turn of a dated shared walk
// (turns.tsv) names its most important miss and its kind; where the miss quotes the writer's
// words ("quiescence", "This proves that …"), the walk is replayed through today's built-in coach,
// as it is served and with the question kinds a fresh set measures shown too, and a quoted
// phrase counts as caught when a question of the session quotes it. A miss quoted in translation
// (the Hebrew and Arabic walks' English notes) cannot match and counts as not caught.
//   planted-catches.ts [date folder…]   (default 2026-11-27; COACH_WALKS_ROOT)
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { createBuiltinCoach, type BuiltinCoachOptions } from '../../src/coaches/builtin-coach.ts';
import { realJargonAnalyzer } from '../replay/real-analyzer.ts';
import { replayWalk } from '../replay/replay.ts';
import { parseQuotedTsv } from '../replay/shared-labels.ts';
import { sharedWalksRoot } from '../replay/walk-paths.ts';
import { candidateOptions } from './candidate-kinds.ts';
import { readFreshLog } from './fresh-walk.ts';

const QUESTION_KINDS = 'jargon.wordsForReaders,abbreviations.askReaders,claims.certainty';
const dates = process.argv.slice(2).length > 0 ? process.argv.slice(2) : ['2026-11-27'];
const analyzer = realJargonAnalyzer();
if ('missing' in analyzer) throw new Error(analyzer.missing);

/** The writer's words a miss quotes: in “…”, "…", «…» or ״…״, two letters or more. */
function quotedIn(missed: string): string[] {
  return [...missed.matchAll(/[“"«״]([^”"»״]{2,80})[”"»״]/gu)].map((match) => match[1]!.trim());
}

const fold = (text: string) => text.toLowerCase().replace(/[’']/gu, "'").replace(/\s+/gu, ' ');

interface Tally {
  misses: number;
  quoted: number;
  served: number;
  withQuestions: number;
}
const tallies = new Map<string, Tally>();
const tally = (kind: string) => tallies.get(kind) ?? tallies.set(kind, { misses: 0, quoted: 0, served: 0, withQuestions: 0 }).get(kind)!;

async function remarksOf(walkAnswers: Parameters<typeof replayWalk>[0], options: BuiltinCoachOptions): Promise<string> {
  const replayed = await replayWalk(walkAnswers, createBuiltinCoach(analyzer as Exclude<typeof analyzer, { missing: string }>, options));
  const questions = replayed.turns.flatMap((turn) => turn.remarks.filter((remark) => QUESTION_KINDS.split(',').includes(remark.kind)));
  return fold(questions.map((remark) => remark.text).join('\n'));
}

for (const date of dates) {
  const root = path.join(sharedWalksRoot(), date);
  for (const folder of readdirSync(root, { withFileTypes: true }).filter((entry) => entry.isDirectory())) {
    const dir = path.join(root, folder.name);
    const turnsFile = path.join(dir, 'turns.tsv');
    if (!existsSync(turnsFile)) continue;
    const [, ...rows] = parseQuotedTsv(readFileSync(turnsFile, 'utf8'));
    for (const name of readdirSync(dir).filter((file) => file.endsWith('.log')).sort()) {
      const { walk } = readFreshLog(path.join(dir, name), name.slice(0, -'.log'.length));
      const misses = rows.filter((row) => row[0] === name && (row[4] ?? '') !== '');
      if (misses.length === 0) continue;
      const served = await remarksOf(walk, {});
      const withQuestions = await remarksOf(walk, candidateOptions(QUESTION_KINDS));
      for (const row of misses) {
        const counts = tally(`${row[5] || 'other'} (${walk.language})`);
        counts.misses++;
        const phrases = quotedIn(row[4]!).map(fold);
        if (phrases.length === 0) continue;
        counts.quoted++;
        if (phrases.some((phrase) => served.includes(phrase))) counts.served++;
        if (phrases.some((phrase) => withQuestions.includes(phrase))) counts.withQuestions++;
      }
    }
  }
}

console.log(`Misses the instructors named in ${dates.join(', ')}, by kind: how many quote the writer's words, and of those how many a question of the session now quotes`);
console.log('kind (language)                 misses  quoting  asked as served  asked with every question kind');
for (const [kind, counts] of [...tallies].sort(([a], [b]) => a.localeCompare(b))) {
  console.log(`${kind.padEnd(32)}${String(counts.misses).padStart(6)}${String(counts.quoted).padStart(9)}${String(counts.served).padStart(17)}${String(counts.withQuestions).padStart(31)}`);
}
