import { describe, expect, it } from 'vitest';
import { allRemarkKinds, remarkKinds } from '../kinds/kinds.ts';
import { llmJudgedKinds } from './llm-judged-kinds.ts';

describe('the kinds the LLM coach judges', () => {
  it('are the registry\'s kinds that read meaning, each once', () => {
    expect(new Set(llmJudgedKinds).size).toBe(llmJudgedKinds.length);
    expect([...llmJudgedKinds].sort()).toEqual(allRemarkKinds.filter((kind) => remarkKinds[kind].llm).sort());
  });
});
