import { describe, expect, it } from 'vitest';
import { ethicsCases } from '../../eval/cases/ethics.ts';
import { ethosCases } from '../../eval/cases/ethos.ts';
import { importanceCases } from '../../eval/cases/importance.ts';
import { logosCases } from '../../eval/cases/logos.ts';
import { pathosCases } from '../../eval/cases/pathos.ts';
import { sentencesCases } from '../../eval/cases/sentences.ts';
import { abbreviationsCases } from '../../eval/cases/abbreviations.ts';
import { evaluate, evaluationCoach, failedTargets, precision, recall, requestOf } from '../../eval/cases/evaluate.ts';
import { isLlmJudgedKind } from '../llm/llm-judged-kinds.ts';

// The per-rule cases of the Persuasion, Ethics and Half Life feedback (eval/cases/<area>.ts,
// src/areas/<area>/; `npm run eval:coach` is the walk evaluation, docs/exercises.md "How the coach decides"): a rule change that makes the coach say something false
// on these texts, or miss what an instructor expects, fails here. The question feedback's cases
// are held by question-feedback.test.ts.
describe('the labelled evaluation of the Persuasion and Ethics feedback', () => {
  const cases = [...logosCases, ...pathosCases, ...ethosCases, ...ethicsCases];

  it('holds precision and recall on the one claim the rules make, the credibility statement missing', async () => {
    expect(cases.length).toBeGreaterThanOrEqual(90);
    const evaluation = await evaluate(cases, undefined, { kinds: new Set(['ethos.statementMissing']) });
    expect(evaluation.total.truePositives).toBeGreaterThanOrEqual(5);
    expect(failedTargets(evaluation)).toEqual([]);
  });

  it('makes no claim of a kind the LLM judges: each area says its lesson instead', async () => {
    for (const item of cases) {
      const { findings } = await evaluationCoach.feedback(requestOf(item));
      expect(findings.filter((finding) => isLlmJudgedKind(finding.kind)), item.id).toEqual([]);
    }
  });
});

describe('the labelled evaluation of the Half Life feedback', () => {
  const cases = [...sentencesCases, ...importanceCases];

  it('holds precision ≥ 0.95 overall and ≥ 0.90 per kind, and recall ≥ 0.80, on the claims the rules make: the sentence lengths', async () => {
    expect(cases.some((item) => item.heldOut === true)).toBe(true);
    const evaluation = await evaluate(cases, undefined, { kinds: new Set(['sentence.tooLong', 'summary.sentences']) });
    expect(evaluation.total.truePositives).toBeGreaterThanOrEqual(6);
    expect(failedTargets(evaluation)).toEqual([]);
    expect(precision(evaluation.total)).toBeGreaterThanOrEqual(0.95);
    expect(recall(evaluation.total)).toBeGreaterThanOrEqual(0.8);
  });

  it('makes no claim of a kind the LLM judges: a comparison or a figure to picture is the model\'s', async () => {
    for (const item of cases) {
      const { findings } = await evaluationCoach.feedback(requestOf(item));
      expect(findings.filter((finding) => isLlmJudgedKind(finding.kind)), item.id).toEqual([]);
    }
  });
});

describe('the labelled evaluation of the abbreviations not spelled out', () => {
  it("names each case's abbreviation not spelled out, in English, Hebrew and Arabic text, and none known, spelled out, a formula, a unit or a word in capitals", async () => {
    expect(new Set(abbreviationsCases.map((item) => item.language))).toEqual(new Set(['en', 'he', 'ar']));
    const evaluation = await evaluate(abbreviationsCases, undefined, { kinds: new Set(['abbreviations.askReaders']) });
    expect(failedTargets(evaluation)).toEqual([]);
    expect(evaluation.errors).toEqual([]);
    expect(evaluation.total.truePositives).toBeGreaterThanOrEqual(5);
  });
});
