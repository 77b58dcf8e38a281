import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { evaluationCoach, precision, recall, requestOf, type EvaluationCase, type Tally } from '../../eval/evaluate.ts';
import { caseRequestDigest, evaluateLlmCoach, llmCases } from '../../eval/llm-evaluation.ts';
import { createCoachFromConfig } from '../coaches/coach-config.ts';
import { storedFindings } from '../findings/stored.ts';
import { isLlmFindingFocus } from '../llm/llm-findings.ts';
import { createFakeJargonAnalyzer } from '../testing/fake-jargon-analyzer.ts';
import { readRecording, startRecordedLlmServer, type RecordedLlmServer } from '../testing/recorded-llm-server.ts';

// The LLM coach's findings through the evaluation's harness, end to end over HTTP: a recorded
// OpenAI-compatible endpoint (testing/llm-recording.json, replies written by hand, some wrong on
// purpose) answers the findings requests of nine labelled cases.
const recording = readRecording();
const recorded = Object.values(recording.replies);
const recordedCases: EvaluationCase[] = llmCases.filter((item) => recorded.some((reply) => reply.case === item.id));
const caseById = (id: string): EvaluationCase => {
  const item = llmCases.find((candidate) => candidate.id === id);
  if (!item) throw new Error(`no case ${id}`);
  return item;
};

let server: RecordedLlmServer;
// Loading the language model and a child process replaying every walk take
// seconds, more on a loaded machine; these are ceilings, nothing waits for them.
const harnessTestTimeout = 30_000;
// The walks grew from 41 to 55 on 25 Nov; the replay took over 120 s at load 40.
const processTestTimeout = 300_000;

beforeAll(async () => {
  server = await startRecordedLlmServer(recording);
});

afterAll(() => server.close());

const config = () => ({ baseUrl: server.baseUrl, model: 'recorded', timeoutMs: 5000 });
const coach = () => createCoachFromConfig(config(), createFakeJargonAnalyzer({ rare: {} }));
const tally = (truePositives: number, falsePositives: number, misses: number): Tally => ({ truePositives, falsePositives, misses });

describe('the recorded LLM replies', () => {
  it('are keyed by the findings request the evaluation sends for their case and focus', () => {
    expect(recorded).toHaveLength(9);
    for (const [digest, reply] of Object.entries(recording.replies)) {
      expect(isLlmFindingFocus(reply.focus)).toBe(true);
      if (!isLlmFindingFocus(reply.focus)) continue;
      // A changed prompt: re-key with eval/rekey-llm-recording.ts, after reading the replies again.
      expect(caseRequestDigest(caseById(reply.case), reply.focus), reply.case).toBe(digest);
    }
  });
});

describe('the LLM coach through the evaluation (recorded endpoint)', { timeout: harnessTestTimeout }, () => {
  it('keeps and scores the valid findings, drops the invalid ones, and lets the rules judge a focus after a bad reply', async () => {
    const before = server.requests.length;
    const result = await evaluateLlmCoach(config(), recordedCases);
    const requests = server.requests.slice(before);
    // Nine focuses, and a retry for each of the two bad replies; every request was recorded.
    expect(requests).toHaveLength(11);
    expect(requests.every((request) => request.recorded)).toBe(true);
    expect(result.focuses).toBe(9);
    expect(result.fellBack).toEqual([
      { id: 'persuasion.logos.studyVerb', focus: 'logos' },
      { id: 'persuasion.ethos.experiencePhrase', focus: 'ethos' },
    ]);
    expect(result.failures).toEqual([
      'The LLM answer is not the logos findings JSON asked for.',
      'The LLM answer is not the logos findings JSON asked for.',
      'The LLM answer leaves no ethos finding standing.',
      'The LLM answer leaves no ethos finding standing.',
    ]);
    // Counted by hand from the recording's notes and the cases' labels, the model's kinds only;
    // evidence found is not shown (src/findings/withheld.ts), so not judged.
    expect(Object.fromEntries(result.llm.byKind)).toEqual({
      'logos.noEvidence': tally(0, 0, 2), // dateNotEvidence; vagueComparison, whose contradictory pair was dropped
      'logos.causeLink': tally(2, 0, 0),
      'logos.noCauseLink': tally(1, 0, 0),
      'logos.unsupportedClaim': tally(0, 0, 0),
      'ethos.affiliation': tally(2, 1, 0), // affiliationPhrase, ourLabHas; "The team"
      'ethos.noAffiliation': tally(0, 0, 1),
      'ethos.experience': tally(2, 0, 0), // experiencePhrase (the rules), ourLabHas
      'ethos.noExperience': tally(0, 0, 0),
    });
    expect(result.llm.total).toEqual(tally(7, 1, 3));
    expect(precision(result.llm.total)).toBeCloseTo(7 / 8, 10);
    expect(recall(result.llm.total)).toBeCloseTo(7 / 10, 10);
    expect(result.llm.errors).toEqual(
      expect.arrayContaining([
        { id: 'persuasion.logos.vagueComparison', kind: 'logos.noEvidence', error: 'miss' },
        { id: 'persuasion.ethos.teamWordNotAffiliation', kind: 'ethos.affiliation', error: 'false remark' },
      ]),
    );
    // Without the two cases the rules judged: 6 true, 1 false remark, 3 misses.
    expect(result.modelOnly.cases).toBe(7);
    expect(result.modelOnly.total).toEqual(tally(6, 1, 3));
    // The rules on the same cases and kinds make none of the model's mistakes.
    expect(result.rules.total).toEqual(tally(10, 0, 0));
    expect([...result.llm.byKind.keys()].every((kind) => kind.startsWith('logos.') || kind.startsWith('ethos.'))).toBe(true);
    expect(result.llm.byKind.has('ethos.statementReflected')).toBe(false);
  });

  it('renders the model\'s findings from the catalogue and stores them as the model\'s; a bad reply leaves the rules\' findings', async () => {
    const percentage = await coach().feedback(requestOf(caseById('persuasion.logos.percentage')));
    const all = percentage.messages.join('\n');
    // The model found the survey as evidence; evidence is not praised (src/findings/withheld.ts).
    expect(all).not.toContain('You support your case');
    expect(all).not.toContain('FAO');
    expect(storedFindings(percentage.findings)).toEqual([
      expect.objectContaining({ kind: 'logos.causeLink', key: 'logos.causeLink', source: 'llm' }),
    ]);

    const vague = await coach().feedback(requestOf(caseById('persuasion.logos.vagueComparison')));
    expect(vague.findings.map((item) => item.kind)).toEqual(['logos.noCauseLink']);

    // The credibility statement is the rules' to judge, beside the model's ethos kinds.
    const affiliation = await coach().feedback(requestOf(caseById('persuasion.ethos.affiliationPhrase')));
    expect(storedFindings(affiliation.findings).map((item) => `${item.kind} ${item.source}`)).toEqual([
      'ethos.affiliation llm',
      'ethos.noExperience llm',
      'ethos.noMethod llm',
      // The credibility statement found in the text is a check passed: the summary line's part.
      'summary.passed rules',
    ]);

    for (const id of ['persuasion.logos.studyVerb', 'persuasion.ethos.experiencePhrase']) {
      const request = requestOf(caseById(id));
      const feedback = await coach().feedback(request);
      expect(feedback.findings).toEqual((await evaluationCoach.feedback(request)).findings);
      expect(storedFindings(feedback.findings).every((item) => item.source === 'rules')).toBe(true);
    }
  });
});

const runScript = fileURLToPath(new URL('../../eval/run.ts', import.meta.url));

function runEval(env: Record<string, string>): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve, reject) => {
    const environment: NodeJS.ProcessEnv = { ...process.env, ...env };
    for (const name of ['LLM_BASE_URL', 'LLM_MODEL', 'LLM_API_KEY', 'LLM_TIMEOUT_MS', 'LLM_FINDINGS']) {
      if (!(name in env)) delete environment[name];
    }
    const child = spawn(process.execPath, [runScript, '--coach', 'llm'], { env: environment });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, output }));
  });
}

describe('npm run eval:coach -- --coach llm', { timeout: processTestTimeout }, () => {
  it('says that no endpoint is configured and exits 2', async () => {
    const { code, output } = await runEval({});
    expect(output).toContain('--coach llm: no endpoint configured');
    expect(code).toBe(2);
  });

  it('replays the walks through the LLM coach at LLM_BASE_URL and prints their table', async () => {
    const before = server.requests.length;
    const { code, output } = await runEval({ LLM_BASE_URL: server.baseUrl, LLM_MODEL: 'recorded', LLM_TIMEOUT_MS: '5000' });
    expect(output).toContain(`Walks through the LLM coach (recorded at ${server.baseUrl})`);
    expect(output).toMatch(/findings judged by the model: \d+/);
    expect(output).toContain('By finding kind');
    // The walks' logos and ethos feedback asked the endpoint (no reply is recorded for them).
    expect(server.requests.length).toBeGreaterThan(before);
    expect(code === 0 || code === 1).toBe(true);
  });
});
