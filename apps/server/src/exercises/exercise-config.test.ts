import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../config.ts';

function problemsOf(env: Record<string, string>): string[] {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  return [];
}

describe('exercise configuration', () => {
  it('uses the built-in coach and no research paths by default', () => {
    const config = loadConfig({});
    expect(config.coach).toEqual({});
    expect(config.RESEARCH_UUID).toBeUndefined();
  });

  it('reads the LLM coach settings and the research uuid', () => {
    const uuid = crypto.randomUUID();
    const config = loadConfig({
      LLM_BASE_URL: 'http://127.0.0.1:11434/v1',
      LLM_API_KEY: 'secret',
      LLM_MODEL: 'llama3',
      LLM_BUDGET_MS: '3000',
      RESEARCH_UUID: uuid,
    });
    expect(config.coach).toEqual({ baseUrl: 'http://127.0.0.1:11434/v1', apiKey: 'secret', model: 'llama3', budgetMs: 3000 });
    expect(config.RESEARCH_UUID).toBe(uuid);
  });

  it('refuses to start with every bad exercise variable listed', () => {
    const problems = problemsOf({
      LLM_BASE_URL: 'ftp://example.org',
      LLM_BUDGET_MS: '-1',
      RESEARCH_UUID: 'halflife',
      PORT: 'x',
    });
    expect(problems.some((p) => p.startsWith('PORT'))).toBe(true);
    expect(problems.some((p) => p.startsWith('RESEARCH_UUID'))).toBe(true);
    expect(problems.some((p) => p.startsWith('LLM_BASE_URL'))).toBe(true);
    expect(problems.some((p) => p.startsWith('LLM_BUDGET_MS'))).toBe(true);
  });

  it('refuses a budget a turn cannot wait for, and names the retired per-attempt timeout', () => {
    expect(problemsOf({ LLM_BUDGET_MS: '60001' })).toEqual(['LLM_BUDGET_MS: Too big: expected number to be <=60000']);
    expect(problemsOf({ LLM_TIMEOUT_MS: '20000' })).toEqual([
      "LLM_TIMEOUT_MS: no longer read: the model's part of a turn is bounded by LLM_BUDGET_MS (ms, default 5000)",
    ]);
  });

  it('needs a model when a base URL is set, and a random (v4) research uuid', () => {
    expect(problemsOf({ LLM_BASE_URL: 'https://api.openai.com/v1' })).toEqual(['LLM_MODEL: LLM_MODEL is required when LLM_BASE_URL is set.']);
    expect(problemsOf({ RESEARCH_UUID: '00000000-0000-0000-0000-000000000000' })).toHaveLength(1);
  });
});
