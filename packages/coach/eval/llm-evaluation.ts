// The LLM coach through the labelled evaluation (docs/exercises.md "The LLM coach's findings"):
// the cases of every feedback point that asks the model for findings are run through the
// configured coach — the LLM coach over the built-in one, as the server builds it — and judged on
// the kinds the model judges (src/llm/llm-judged-kinds.ts), next to the built-in rules on the
// same cases and kinds. A case whose findings request failed (no answer, not the JSON asked for)
// gets the built-in feedback, as a student would; `fellBack` counts those, and `modelOnly` scores
// just the cases the model answered, so a table of the rules' findings is not taken for the model's.
import type { Coach, Feedback } from '../src/engine/coach.ts';
import { createCoachFromConfig } from '../src/coaches/coach-config.ts';
import type { CoachConfig } from '../src/coaches/coach-env.ts';
import { createModelBreaker, type ModelBreaker } from '../src/llm/model-breaker.ts';
import { findingsRequest } from '../src/llm/llm-coach.ts';
import { llmJudgedKinds } from '../src/llm/llm-judged-kinds.ts';
import { createFakeJargonAnalyzer } from '../testing/fake-jargon-analyzer.ts';
import { requestDigest } from '../testing/recorded-llm-server.ts';
import { allCases, evaluate, requestOf, type Evaluation, type EvaluationCase } from './cases/evaluate.ts';

/** The cases whose feedback point asks the model for findings. */
export const llmCases: readonly EvaluationCase[] = allCases.filter((item) => findingsRequest(requestOf(item)) !== null);

const judgedKinds: ReadonlySet<string> = new Set(llmJudgedKinds);

export interface LlmEvaluation {
  /** Through the LLM coach, the model's kinds only. */
  llm: Evaluation;
  /** The built-in rules on the same cases and kinds. */
  rules: Evaluation;
  /** Through the LLM coach, the cases the model answered. */
  modelOnly: Evaluation;
  /** Cases asked of the model (one findings request each, and the SDK's retry where it retries). */
  asked: number;
  /** Of those, the cases whose findings request failed: the built-in feedback stood. */
  fellBack: string[];
  /** Each failed attempt's reason, as the server would log it. */
  failures: string[];
}

/** An evaluation asks every case whatever the endpoint did before: its breaker never opens. */
export function askingEveryCase(): ModelBreaker {
  return createModelBreaker({ failuresToOpen: Number.POSITIVE_INFINITY });
}

export async function evaluateLlmCoach(config: CoachConfig, cases: readonly EvaluationCase[] = llmCases): Promise<LlmEvaluation> {
  const failures: string[] = [];
  let failedNow = false;
  const coach = createCoachFromConfig({ ...config, typedFindings: true }, createFakeJargonAnalyzer({ rare: {} }), {
    breaker: askingEveryCase(),
    onLlmFailure: (error) => {
      failedNow = true;
      failures.push(error.message);
    },
  });
  // Each answer is kept with whether its request failed, so the cases the model answered are
  // scored again without asking twice (the cases run one after another).
  const answers = new Map<string, { feedback: Feedback; failed: boolean }>();
  const keeping: Coach = {
    feedback: async (request) => {
      failedNow = false;
      const feedback = await coach.feedback(request);
      // A retry that came back counts as answered: the model's findings are in the feedback.
      const failed = failedNow && !feedback.findings.some((item) => item.source === 'llm');
      answers.set(JSON.stringify(request), { feedback, failed });
      return feedback;
    },
  };
  const replaying: Coach = {
    feedback: async (request) => answers.get(JSON.stringify(request))?.feedback ?? coach.feedback(request),
  };
  const llm = await evaluate(cases, keeping, { kinds: judgedKinds });
  const fellBack = cases.filter((item) => answers.get(JSON.stringify(requestOf(item)))?.failed !== false).map((item) => item.id);
  const rules = await evaluate(cases, undefined, { kinds: judgedKinds });
  const modelOnly = await evaluate(
    cases.filter((item) => !fellBack.includes(item.id)),
    replaying,
    { kinds: judgedKinds },
  );
  return { llm, rules, modelOnly, asked: cases.length, fellBack, failures };
}

/** The digest of the findings request the evaluation sends for a case (the recording's key). */
export function caseRequestDigest(item: EvaluationCase): string {
  const ask = findingsRequest(requestOf(item));
  if (!ask) throw new Error(`The case ${item.id} asks the model for no findings.`);
  return requestDigest(ask);
}
