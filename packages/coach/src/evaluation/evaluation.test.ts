import { describe, expect, it } from 'vitest';
import { ethicsCases } from '../../eval/cases/ethics.ts';
import { halfLifeCases } from '../../eval/cases/half-life.ts';
import { persuasionCases } from '../../eval/cases/persuasion.ts';
import { evaluate, failedTargets, precision, recall } from '../../eval/evaluate.ts';

// The per-rule cases of the Persuasion, Ethics and Half Life feedback (packages/coach/eval/cases;
// `npm run eval:coach` is the walk evaluation, docs/exercises.md "How the coach decides"): a rule change that makes the coach say something false
// on these texts, or miss what an instructor expects, fails here. The question feedback's cases
// are held by question-feedback.test.ts.
describe('the labelled evaluation of the Persuasion, Ethics and Half Life feedback', () => {
  it('holds precision ≥ 0.95 overall and ≥ 0.90 per kind, and recall ≥ 0.80', async () => {
    const cases = [...persuasionCases, ...ethicsCases, ...halfLifeCases];
    expect(cases.length).toBeGreaterThanOrEqual(90);
    expect(cases.some((item) => item.heldOut === true)).toBe(true);
    const evaluation = await evaluate(cases);
    expect(failedTargets(evaluation)).toEqual([]);
    expect(precision(evaluation.total)).toBeGreaterThanOrEqual(0.95);
    expect(recall(evaluation.total)).toBeGreaterThanOrEqual(0.8);
  });
});
