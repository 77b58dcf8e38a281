// The LLM coach through the labelled evaluation (docs/exercises.md "The LLM coach's findings"):
// the cases with a logos or ethos focus are run through the configured coach — the LLM coach
// over the built-in one, as the server builds it — and judged on the kinds the model decides
// (llm-findings.ts), next to the built-in rules on the same cases and kinds. A focus the model
// could not judge (no answer, not the JSON asked for, no finding left standing) is judged by the
// rules, as a student would get it; `fellBack` counts those, and `modelOnly` scores just the
// cases the model judged, so a table full of the rules' findings is not mistaken for the model's.
import type { Coach, Feedback } from '../src/coaches/coach.ts';
import { createCoachFromConfig, type CoachConfig } from '../src/coaches/coach-config.ts';
import { findingsRequestBody } from '../src/llm/llm-coach.ts';
import { allLlmFindingKinds, llmFocusesIn, llmKindsOf, type LlmFindingFocus } from '../src/llm/llm-findings.ts';
import { createFakeJargonAnalyzer } from '../src/testing/fake-jargon-analyzer.ts';
import { requestDigest } from '../src/testing/recorded-llm-server.ts';
import { allCases, evaluate, isQuestionCase, requestOf, type Evaluation, type EvaluationCase } from './evaluate.ts';

/** The cases whose focus the model judges. */
export const llmCases: readonly EvaluationCase[] = allCases.filter(
  (item) => !isQuestionCase(item) && llmFocusesIn(item.focus).length > 0,
);

export interface LlmEvaluation {
  /** Through the LLM coach, the model's kinds only. */
  llm: Evaluation;
  /** The built-in rules on the same cases and kinds. */
  rules: Evaluation;
  /** Through the LLM coach, the cases whose every focus the model judged. */
  modelOnly: Evaluation;
  /** Focuses asked of the model (one findings request each, plus a retry when it fails). */
  focuses: number;
  /** Of those, the focuses the rules judged because the model's answer could not be used. */
  fellBack: { id: string; focus: LlmFindingFocus }[];
  /** Each failed attempt's reason, as the server would log it. */
  failures: string[];
}

/** Whether the model judged this focus of the feedback: any of its findings is the model's. */
function judgedByModel(feedback: Feedback, focus: LlmFindingFocus): boolean {
  const kinds = llmKindsOf(focus);
  return feedback.findings.some((item) => kinds.has(item.kind) && item.source === 'llm');
}

export async function evaluateLlmCoach(
  config: CoachConfig,
  cases: readonly EvaluationCase[] = llmCases,
): Promise<LlmEvaluation> {
  const failures: string[] = [];
  const coach = createCoachFromConfig({ ...config, typedFindings: true }, createFakeJargonAnalyzer({ rare: {} }), {
    onLlmFailure: (error) => failures.push(error.message),
  });
  // Each answer is kept, so the cases the model judged are scored again without asking twice.
  const answers = new Map<string, Feedback>();
  const keeping: Coach = {
    feedback: async (request) => {
      const feedback = await coach.feedback(request);
      answers.set(JSON.stringify(request), feedback);
      return feedback;
    },
  };
  const replaying: Coach = {
    feedback: async (request) => answers.get(JSON.stringify(request)) ?? coach.feedback(request),
  };
  const fellBack: LlmEvaluation['fellBack'] = [];
  let focuses = 0;
  const llm = await evaluate(cases, keeping, {
    kinds: allLlmFindingKinds,
    onFeedback: (item, feedback) => {
      if (isQuestionCase(item)) return;
      for (const focus of llmFocusesIn(item.focus)) {
        focuses += 1;
        if (!judgedByModel(feedback, focus)) fellBack.push({ id: item.id, focus });
      }
    },
  });
  const rules = await evaluate(cases, undefined, { kinds: allLlmFindingKinds });
  const judged = cases.filter((item) => !fellBack.some((entry) => entry.id === item.id));
  const modelOnly = await evaluate(judged, replaying, { kinds: allLlmFindingKinds });
  return { llm, rules, modelOnly, focuses, fellBack, failures };
}

/** The digest of the findings request the evaluation sends for a case and focus (the recording's key). */
export function caseRequestDigest(item: EvaluationCase, focus: LlmFindingFocus): string {
  return requestDigest(JSON.parse(findingsRequestBody('any', requestOf(item), focus)) as { messages: unknown; response_format: unknown });
}
