// `npm run eval:coach`: the coach read as an instructor reads it (docs/exercises.md "How the coach
// decides"). Every walk — the shared one at COACH_WALKS_DIR and packages/coach/eval/walks/*.json —
// is replayed through the exercise engine with the server's jargon measure on the built
// dictionaries, and every remark the coach makes is scored by its label (each check passed that a
// summary line says, "You explain X", is a remark of its own; the score and word count are not): the table per exercise,
// language and finding kind, the totals of tuned, held-out and shared walks, and the targets.
// Exits 1 when a target fails or a remark is unlabelled; the simpler words' own figures follow.
//   --walk <id>     the replayed transcript of one walk, each remark tagged with kind and class
//   --unlabelled    the unlabelled remarks as labels.tsv rows to fill in (class and reason empty)
//   --false         the remarks labelled FALSE, with the label's reason (with --tuning: the tuned walks' only)
//   --tuning        only the tuned walks (while changing rules, leave the held-out ones unread)
//   --only <ids>    only these walks, comma-separated, without the fresh table
//   --shadow        every kind made, those in shadow too (their remarks are tuning data, not the fresh measure)
//   --coach llm     the same walks through the LLM coach at LLM_BASE_URL / LLM_MODEL / LLM_API_KEY
//   --write-fresh   write the pooled fresh table to src/findings/fresh-precision.ts (after adding a fresh set)
// First of all, the pooled fresh table: per kind and language, the first labels of every fresh set
// (eval/fresh/fresh-sets.ts) and whether the kind is shown; it fails when
// src/findings/fresh-precision.ts no longer says what the labels say.
// The per-rule cases (eval/cases/<area>.ts) are unit tests of the rules
// (src/evaluation/evaluation.test.ts, src/feedback/question-feedback.test.ts), no longer this
// headline.
import { createBuiltinCoach } from '../src/coaches/builtin-coach.ts';
import type { Coach, JargonAnalyzer } from '../src/engine/coach.ts';
import { createCoachFromConfig } from '../src/coaches/coach-config.ts';
import { coachConfigFromEnv } from '../src/coaches/coach-env.ts';
import { askingEveryCase } from './llm-evaluation.ts';
import { everyKind } from '../src/kinds/shown.ts';
import { realJargonAnalyzer } from './replay/real-analyzer.ts';
import { transcript, unlabelledRows, walkTable } from './replay/report.ts';
import { failedWalkTargets, walkTargets } from './replay/score.ts';
import { evaluateWalks, loadWalks } from './replay/walk-evaluation.ts';
import { simplerWordsReport } from './simpler-words.ts';
import { loadFreshLabels } from './fresh/fresh-sets.ts';
import { freshTable, freshTableLines, staleFreshCounts, writeFreshPrecision } from './fresh/pool.ts';
import { countedToday } from './fresh/asked-today.ts';
import { sharedWalksRoot } from './replay/walk-paths.ts';

function argument(name: string): string | undefined {
  const at = process.argv.indexOf(name);
  return at >= 0 ? process.argv[at + 1] : process.argv.find((arg) => arg.startsWith(`${name}=`))?.slice(name.length + 1);
}

const chosen = argument('--coach') ?? 'builtin';
if (chosen !== 'builtin' && chosen !== 'llm') {
  console.error(`Unknown --coach ${chosen}: builtin or llm.`);
  process.exit(2);
}
const config = coachConfigFromEnv(process.env);
if (chosen === 'llm' && !config.baseUrl) {
  console.error('--coach llm: no endpoint configured (set LLM_BASE_URL and LLM_MODEL, and LLM_API_KEY if it needs one).');
  process.exit(2);
}
const analyzer = realJargonAnalyzer();
if ('missing' in analyzer) {
  console.error(`The walks cannot be replayed as a writer sees them: ${analyzer.missing}`);
  process.exit(1);
}

function chosenCoach(analyzer: JargonAnalyzer): { coach: Coach; name: string } {
  if (chosen === 'builtin' && process.argv.includes('--shadow')) {
    return { coach: createBuiltinCoach(analyzer, { shown: () => everyKind }), name: 'the built-in coach, every kind made' };
  }
  if (chosen === 'builtin') return { coach: createBuiltinCoach(analyzer), name: 'the built-in coach' };
  // A failed call leaves the rules' findings, as a student would get them; the table says how many were the model's.
  const coach = createCoachFromConfig({ ...config, typedFindings: true }, analyzer, { breaker: askingEveryCase() });
  return { coach, name: `the LLM coach (${config.model ?? ''} at ${config.baseUrl ?? ''})` };
}

// A few walks (--only) are read without the fresh table, which replays every walk.
const only = argument('--only')?.split(',');
const stale: string[] = [];
if (!only) {
  const freshLabels = loadFreshLabels(sharedWalksRoot());
  const fresh = freshTable(freshLabels, await countedToday(freshLabels));
  if (process.argv.includes('--write-fresh')) writeFreshPrecision(fresh);
  console.log('The fresh table: first labels of every fresh set (remarks, false, precision, its 90 % interval) and whether the kind is shown');
  for (const line of freshTableLines(fresh)) console.log(line);
  stale.push(...staleFreshCounts(fresh));
  if (stale.length > 0) console.log(`\nsrc/findings/fresh-precision.ts is out of step with the labels (${stale.join(', ')}): run with --write-fresh.`);
  console.log('');
}

const sources = loadWalks();
if (sources.sharedMissing) console.log(`Shared walk skipped: ${sources.sharedMissing}.`);
if (process.argv.includes('--tuning')) sources.walks = sources.walks.filter((walk) => walk.split === 'tuned');
if (only) sources.walks = sources.walks.filter((walk) => only.includes(walk.id));
if (sources.walks.length === 0) {
  console.error('No walks to replay: neither the shared walk nor packages/coach/eval/walks/*.json.');
  process.exit(1);
}
const { coach, name } = chosenCoach(analyzer);
const evaluation = await evaluateWalks(sources, coach);
const { remarks } = evaluation;

const walkId = argument('--walk');
if (walkId !== undefined) {
  const replay = evaluation.replayed.find((item) => item.walk.id === walkId);
  if (!replay) {
    console.error(`No walk ${walkId}: ${evaluation.replayed.map((item) => item.walk.id).join(', ')}.`);
    process.exit(2);
  }
  console.log(transcript(replay, remarks).join('\n'));
  process.exit(0);
}
if (process.argv.includes('--unlabelled')) {
  console.log(unlabelledRows(remarks).join('\n'));
  process.exit(0);
}

const count = (split: string) => sources.walks.filter((walk) => walk.source === 'repo' && walk.split === split).length;
const shared = sources.walks.filter((walk) => walk.source === 'shared').length;
const unlabelled = remarks.filter((remark) => remark.class === null);
const fromModel = remarks.filter((remark) => remark.source === 'llm').length;
console.log(
  `Walks through ${name}: ${shared} of the shared walk (held out), ${count('tuned')} tuned and ${count('held-out')} held out of the repo's. ` +
    `Remarks: ${remarks.length}, unlabelled ${unlabelled.length}; shared labels reused: ${evaluation.sharedLabelsUsed} of ${sources.sharedLabels.length}` +
    (chosen === 'llm' ? `; findings judged by the model: ${fromModel}` : '.'),
);
for (const line of walkTable(remarks)) console.log(line);
if (unlabelled.length > 0) {
  console.log(`\nUnlabelled remarks (${unlabelled.length}; \`npm run eval:coach -- --unlabelled\` prints them as rows for packages/coach/eval/walks/labels*.tsv):`);
  for (const remark of unlabelled) console.log(`  ${remark.walk.id} #${remark.answer} ${remark.kind}: ${remark.text}`);
}
if (process.argv.includes('--false')) {
  const wrong = remarks.filter((remark) => remark.class === 'FALSE');
  console.log(`\nRemarks labelled FALSE (${wrong.length}):`);
  for (const remark of wrong) console.log(`  ${remark.walk.id} #${remark.answer} ${remark.kind}: ${remark.text}\n      because: ${remark.reason}`);
}
const failed = failedWalkTargets(remarks);
const { falseShare, actionableShare, kindPrecision } = walkTargets;
console.log(
  `\nTargets: on held-out walks and on the shared walk, in each language, false ≤ ${falseShare * 100} % and actionable ≥ ${actionableShare.en * 100} % (English), ${actionableShare.he * 100} % (Hebrew), ${actionableShare.ar * 100} % (Arabic); ` +
    `every kind shown as a statement, precision ≥ ${kindPrecision}; no remark unlabelled: ` +
    (failed.length === 0 && unlabelled.length === 0 ? 'met' : `FAILED\n  ${[...failed, ...(unlabelled.length > 0 ? [`${unlabelled.length} remarks unlabelled`] : [])].join('\n  ')}`),
);
const simplerWords = simplerWordsReport();
for (const line of simplerWords.lines) console.log(line);
process.exit(failed.length === 0 && unlabelled.length === 0 && stale.length === 0 && simplerWords.met === true ? 0 : 1);
