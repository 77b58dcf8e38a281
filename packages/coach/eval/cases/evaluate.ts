// The per-rule cases' evaluation, run by the unit tests (docs/exercises.md "The per-rule cases";
// `npm run eval:coach` replays whole walks instead, eval/replay): every labelled case is
// run through the built-in coach's rules, every kind they make shown (it judges the rules, not
// what a writer is shown), and each finding kind an instructor expected (mustFind) or
// ruled out (mustNotFind) is counted: expected and made is a true positive, expected and not
// made a miss, ruled out and made a false remark. Precision = true / (true + false remarks),
// recall = true / (true + misses), per kind and over all kinds; held-out cases (not looked at
// while the rules were tuned) are reported apart. Each area keeps its cases here
// (eval/cases/<area>.ts), and `allCases` gathers them (all-cases.ts).
import type { Coach, Feedback, FeedbackRequest } from '../../src/engine/coach.ts';
import { createBuiltinCoach } from '../../src/coaches/builtin-coach.ts';
import { createFakeJargonAnalyzer } from '../../testing/fake-jargon-analyzer.ts';
import { everyKind } from '../../src/kinds/shown.ts';
import { isRemarkKind } from '../../src/kinds/kinds.ts';
import { areaCases } from './all-cases.ts';
import { caseAbbreviationBands } from './abbreviations.ts';
import type { CoachCase } from './coach-case.ts';
import type { QuestionCase } from './question-case.ts';

export type EvaluationCase = CoachCase | QuestionCase;

export const allCases: readonly EvaluationCase[] = Object.values(areaCases).flat();

export const targets = { precision: 0.95, kindPrecision: 0.9, recall: 0.8 } as const;

export interface Tally {
  truePositives: number;
  falsePositives: number;
  misses: number;
}

export interface Evaluation {
  cases: number;
  byKind: Map<string, Tally>;
  total: Tally;
  /** Each false remark and miss: case id, kind. */
  errors: { id: string; kind: string; error: 'false remark' | 'miss' }[];
}

export function precision(tally: Tally): number {
  const made = tally.truePositives + tally.falsePositives;
  return made === 0 ? 1 : tally.truePositives / made;
}

export function recall(tally: Tally): number {
  const expected = tally.truePositives + tally.misses;
  return expected === 0 ? 1 : tally.truePositives / expected;
}

// Rare words are the De-Jargonizer's (judged by its own tests): the coach is run with none, and
// with the English bands of the abbreviations the cases hold.
export const evaluationCoach: Coach = createBuiltinCoach(createFakeJargonAnalyzer({ rare: {}, englishBands: caseAbbreviationBands }), {
  shown: () => everyKind,
});

export function isQuestionCase(item: EvaluationCase): item is QuestionCase {
  return 'question' in item;
}

/** The request the evaluation sends the coach for a case (the recorded LLM replies are keyed by it). */
export function requestOf(item: EvaluationCase): FeedbackRequest {
  if (isQuestionCase(item)) {
    return {
      exercise: item.exercise,
      stage: 0,
      task: item.question.theme,
      text: item.text,
      audience: null,
      focus: [],
      question: item.question,
      language: item.language,
    };
  }
  return {
    exercise: item.exercise,
    stage: 3,
    task: 'evaluation',
    text: item.text,
    audience: item.audience ?? null,
    focus: item.focus,
    // The findings are judged, not an AI's free answer: the LLM coach is asked for none.
    aiTask: 'none',
    language: item.language,
    ...(item.context ? { context: item.context } : {}),
    ...(item.finalVersion ? { finalVersion: true } : {}),
  };
}

export interface EvaluateOptions {
  /** Judge only these kinds (the LLM's, eval/llm-evaluation.ts); all when absent. */
  kinds?: ReadonlySet<string>;
  /** Told of each case's feedback (where its findings came from). */
  onFeedback?: (item: EvaluationCase, feedback: Feedback) => void;
}

/** The cases through a coach: the built-in one unless another is given (the LLM coach). */
export async function evaluate(
  cases: readonly EvaluationCase[],
  coach: Coach = evaluationCoach,
  options: EvaluateOptions = {},
): Promise<Evaluation> {
  // A label of a kind the coaches no longer have (its rules removed, src/kinds/kinds.ts) is not judged.
  const judged = (kind: string) => isRemarkKind(kind) && (!options.kinds || options.kinds.has(kind));
  const byKind = new Map<string, Tally>();
  const errors: Evaluation['errors'] = [];
  const of = (kind: string) => {
    let tally = byKind.get(kind);
    if (!tally) {
      tally = { truePositives: 0, falsePositives: 0, misses: 0 };
      byKind.set(kind, tally);
    }
    return tally;
  };
  for (const item of cases) {
    const feedback = await coach.feedback(requestOf(item));
    options.onFeedback?.(item, feedback);
    const found = new Set<string>(feedback.findings.flatMap((finding) => [finding.kind, ...(finding.parts ?? []).map((part) => part.kind)]));
    for (const kind of item.mustFind.filter(judged)) {
      if (found.has(kind)) of(kind).truePositives++;
      else {
        of(kind).misses++;
        errors.push({ id: item.id, kind, error: 'miss' });
      }
    }
    for (const kind of item.mustNotFind.filter(judged)) {
      of(kind);
      if (found.has(kind)) {
        of(kind).falsePositives++;
        errors.push({ id: item.id, kind, error: 'false remark' });
      }
    }
  }
  const total = [...byKind.values()].reduce(
    (sum, tally) => ({
      truePositives: sum.truePositives + tally.truePositives,
      falsePositives: sum.falsePositives + tally.falsePositives,
      misses: sum.misses + tally.misses,
    }),
    { truePositives: 0, falsePositives: 0, misses: 0 },
  );
  return { cases: cases.length, byKind, total, errors };
}

/** What fails the targets: empty when all hold. */
export function failedTargets(evaluation: Evaluation): string[] {
  const failed: string[] = [];
  if (precision(evaluation.total) < targets.precision) failed.push(`overall precision ${precision(evaluation.total).toFixed(3)} < ${targets.precision}`);
  if (recall(evaluation.total) < targets.recall) failed.push(`overall recall ${recall(evaluation.total).toFixed(3)} < ${targets.recall}`);
  for (const [kind, tally] of evaluation.byKind) {
    if (precision(tally) < targets.kindPrecision) failed.push(`${kind} precision ${precision(tally).toFixed(3)} < ${targets.kindPrecision}`);
  }
  return failed;
}
