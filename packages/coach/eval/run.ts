// `npm run eval:coach`: the coach's labelled evaluation (evaluate.ts), printed as precision and
// recall per finding kind and overall, for all cases and for the held-out ones; exits 1 when a
// target fails. `--errors` lists each false remark and miss; `--tuning` shows only the cases
// that may be looked at while tuning rules (never the held-out ones). `--coach llm` then runs the
// logos and ethos cases through the LLM coach at LLM_BASE_URL / LLM_MODEL / LLM_API_KEY
// (llm-evaluation.ts) and prints the same table for the model's kinds; it does not change the
// exit code, which is the built-in coach's. Last come the simpler words' figures for rare words
// on both halves of their test list (simpler-words.ts); a missed target there fails too.
import { coachConfigFromEnv } from '../src/coach-config.ts';
import { allCases, evaluate, failedTargets, precision, recall, targets, type Evaluation } from './evaluate.ts';
import { evaluateLlmCoach, llmCases } from './llm-evaluation.ts';
import { simplerWordsReport } from './simpler-words.ts';

function row(name: string, tally: { truePositives: number; falsePositives: number; misses: number }): string {
  const p = tally.truePositives + tally.falsePositives === 0 ? '    –' : precision(tally).toFixed(3);
  const r = tally.truePositives + tally.misses === 0 ? '    –' : recall(tally).toFixed(3);
  return `${name.padEnd(44)} ${p.padStart(9)} ${r.padStart(7)} ${String(tally.truePositives).padStart(4)} ${String(tally.falsePositives).padStart(4)} ${String(tally.misses).padStart(4)}`;
}

function print(title: string, evaluation: Evaluation): void {
  console.log(`\n${title} (${evaluation.cases} cases)`);
  if (process.argv.includes('--summary')) {
    console.log(row('overall', evaluation.total));
    return;
  }
  console.log(`${'kind'.padEnd(44)} precision  recall   tp   fp miss`);
  for (const [kind, tally] of [...evaluation.byKind].sort(([a], [b]) => a.localeCompare(b))) console.log(row(kind, tally));
  console.log(row('overall', evaluation.total));
}

/** `--coach llm` or `--coach=llm`; the built-in coach alone otherwise. */
function chosenCoach(): string {
  const at = process.argv.indexOf('--coach');
  const value = at >= 0 ? process.argv[at + 1] : process.argv.find((arg) => arg.startsWith('--coach='))?.slice('--coach='.length);
  return value ?? 'builtin';
}

async function printLlmEvaluation(): Promise<void> {
  const config = coachConfigFromEnv(process.env);
  if (!config.baseUrl) {
    console.log('\nLLM coach: no endpoint configured (set LLM_BASE_URL and LLM_MODEL, and LLM_API_KEY if it needs one); only the built-in coach was evaluated.');
    return;
  }
  console.log(`\nLLM coach: ${config.model ?? ''} at ${config.baseUrl}, ${llmCases.length} cases with a logos or ethos focus, its kinds only`);
  const result = await evaluateLlmCoach(config);
  print('Through the LLM coach', result.llm);
  print('The built-in rules on the same cases', result.rules);
  console.log(`\nJudged by the rules because the model's answer could not be used: ${result.fellBack.length} of ${result.focuses} focuses`);
  print('Only the cases the model judged', result.modelOnly);
  if (process.argv.includes('--errors')) {
    for (const error of result.llm.errors) console.log(`  ${error.error.padEnd(12)} ${error.kind.padEnd(32)} ${error.id}`);
    for (const item of result.fellBack) console.log(`  rules        ${item.focus.padEnd(32)} ${item.id}`);
    for (const reason of new Set(result.failures)) console.log(`  failed call  ${reason}`);
  }
  const failed = failedTargets(result.llm);
  console.log(`Targets through the LLM coach (reported, not enforced): ${failed.length === 0 ? 'met' : `not met\n  ${failed.join('\n  ')}`}`);
}

const coach = chosenCoach();
if (coach !== 'builtin' && coach !== 'llm') {
  console.error(`Unknown --coach ${coach}: builtin or llm.`);
  process.exit(2);
}
const tuning = process.argv.includes('--tuning');
const byExercise = new Map<string, number>();
for (const item of allCases) byExercise.set(item.exercise, (byExercise.get(item.exercise) ?? 0) + 1);
console.log(`Cases: ${allCases.length} (${[...byExercise].map(([name, count]) => `${name} ${count}`).join(', ')}); held out: ${allCases.filter((item) => item.heldOut === true).length}`);
if (tuning) {
  const tuned = await evaluate(allCases.filter((item) => item.heldOut !== true));
  print('Cases looked at while tuning', tuned);
  for (const error of tuned.errors) console.log(`  ${error.error.padEnd(12)} ${error.kind.padEnd(32)} ${error.id}`);
  process.exit(0);
}
const everything = await evaluate(allCases);
const heldOut = await evaluate(allCases.filter((item) => item.heldOut === true));
const tuned = await evaluate(allCases.filter((item) => item.heldOut !== true));
print('All cases', everything);
print('Cases looked at while tuning', tuned);
print('Held-out cases', heldOut);
for (const [area, exercises] of [
  ['Persuasion, Ethics, Half Life', ['persuasive', 'ethics', 'halfLife']],
  ['Coherence, Critical Thinking', ['coherence', 'criticalThinking']],
] as const) {
  const of = (held: boolean) =>
    allCases.filter((item) => (exercises as readonly string[]).includes(item.exercise) && (item.heldOut === true) === held);
  const areaTuned = await evaluate(of(false));
  const areaHeld = await evaluate(of(true));
  console.log(`\n${area}: tuned ${areaTuned.cases} cases, held out ${areaHeld.cases}`);
  console.log(row('  looked at while tuning', areaTuned.total));
  console.log(row('  held out', areaHeld.total));
}
if (process.argv.includes('--errors')) {
  console.log('\nFalse remarks and misses:');
  for (const error of everything.errors) console.log(`  ${error.error.padEnd(12)} ${error.kind.padEnd(32)} ${error.id}`);
}
const failed = failedTargets(everything);
console.log(
  `\nTargets: precision ≥ ${targets.precision} overall and ≥ ${targets.kindPrecision} per kind, recall ≥ ${targets.recall}: ${failed.length === 0 ? 'met' : `FAILED\n  ${failed.join('\n  ')}`}`,
);
const simplerWords = simplerWordsReport();
for (const line of simplerWords.lines) console.log(line);
if (coach === 'llm') await printLlmEvaluation();
// Simpler words not evaluated (no dictionaries) is no pass: the run fails and says why.
process.exit(failed.length === 0 && simplerWords.met === true ? 0 : 1);
