import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precision, recall, requestOf, type EvaluationCase, type Tally } from '../../eval/cases/evaluate.ts';
import { caseRequestDigest, evaluateLlmCoach, llmCases } from '../../eval/llm-evaluation.ts';
import { createBuiltinCoach } from '../coaches/builtin-coach.ts';
import { createCoachFromConfig } from '../coaches/coach-config.ts';
import { storedFindings } from '../findings/stored.ts';
import { createFakeJargonAnalyzer } from '../../testing/fake-jargon-analyzer.ts';
import { readRecording, startRecordedLlmServer, type RecordedLlmServer } from '../../testing/recorded-llm-server.ts';

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
// Loading the language model and a child process replaying walks take seconds, more on a loaded
// machine; these are ceilings, nothing waits for them.
const harnessTestTimeout = 30_000;
// A child process loading the dictionaries and replaying two walks; more on a loaded machine.
const processTestTimeout = 300_000;
// A Half Life and a Persuasion walk: the command's table through the model, not every walk (1,508 on
// 2 Dec, 18 more a fresh set: over 900 s beside a CI run).
const llmWalks = 'w9-hl-en-1,w9-pers-en-1';

beforeAll(async () => {
  server = await startRecordedLlmServer(recording);
});

afterAll(() => server.close());

const config = () => ({ baseUrl: server.baseUrl, model: 'recorded', budgetMs: 5000 });
const coach = () => createCoachFromConfig(config(), createFakeJargonAnalyzer({ rare: {} }));
const tally = (truePositives: number, falsePositives: number, misses: number): Tally => ({ truePositives, falsePositives, misses });

describe('the recorded LLM replies', () => {
  it('are keyed by the findings request the evaluation sends for their case', () => {
    expect(recorded).toHaveLength(9);
    for (const [digest, reply] of Object.entries(recording.replies)) {
      // A changed prompt: re-key with eval/rekey-llm-recording.ts, after reading the replies again.
      expect(caseRequestDigest(caseById(reply.case)), reply.case).toBe(digest);
    }
  });
});

describe('the LLM coach through the evaluation (recorded endpoint)', { timeout: harnessTestTimeout }, () => {
  it('keeps and scores the valid findings, drops the invalid ones, and leaves the built-in feedback after a bad reply', async () => {
    const before = server.requests.length;
    const result = await evaluateLlmCoach(config(), recordedCases);
    const requests = server.requests.slice(before);
    // Nine cases, one request each (an answer that came, however bad, is not asked again); every one recorded.
    expect(requests).toHaveLength(9);
    expect(requests.every((request) => request.recorded)).toBe(true);
    expect(result.asked).toBe(9);
    expect(result.fellBack).toEqual(['persuasion.logos.studyVerb']);
    expect(result.failures).toEqual(['The LLM answer is not the findings JSON asked for.']);
    // Counted by hand from the recording's notes and the cases' labels, the model's kinds only.
    expect(Object.fromEntries(result.llm.byKind)).toEqual({
      'logos.noEvidence': tally(2, 0, 0), // dateNotEvidence, vagueComparison
      'logos.causeLink': tally(2, 1, 0), // yearAndMeasurement, percentage; the date called a link
      'logos.noCauseLink': tally(0, 0, 1), // dateNotEvidence: the model said a link instead
      'logos.unsupportedClaim': tally(0, 0, 0), // the claim quoting a report the text does not name was dropped
      'ethos.affiliation': tally(2, 1, 0), // affiliationPhrase, ourLabHas; "The team"
      'ethos.noAffiliation': tally(0, 0, 1), // teamWordNotAffiliation
      'ethos.experience': tally(1, 0, 1), // ourLabHas; experiencePhrase's paraphrase dropped
      'ethos.noExperience': tally(0, 0, 0),
    });
    expect(result.llm.total).toEqual(tally(7, 2, 3));
    expect(precision(result.llm.total)).toBeCloseTo(7 / 9, 10);
    expect(recall(result.llm.total)).toBeCloseTo(7 / 10, 10);
    expect(result.llm.errors).toEqual(
      expect.arrayContaining([
        { id: 'persuasion.logos.dateNotEvidence', kind: 'logos.causeLink', error: 'false remark' },
        { id: 'persuasion.ethos.experiencePhrase', kind: 'ethos.experience', error: 'miss' },
        { id: 'persuasion.ethos.teamWordNotAffiliation', kind: 'ethos.affiliation', error: 'false remark' },
      ]),
    );
    // Without the case whose reply was cut off (it has no label of the model's kinds but one it met).
    expect(result.modelOnly.cases).toBe(8);
    expect(result.modelOnly.total).toEqual(tally(7, 2, 3));
    // The built-in coach on the same cases and kinds: what it shows of them is the registry's to decide.
    expect(result.rules.cases).toBe(9);
    expect([...result.llm.byKind.keys()].every((kind) => kind.startsWith('logos.') || kind.startsWith('ethos.'))).toBe(true);
    expect(result.llm.byKind.has('ethos.statementReflected')).toBe(false);
  });

  it('says the model\'s findings from the catalogue and stores them as the model\'s; a bad reply leaves the built-in feedback', async () => {
    const percentage = await coach().feedback(requestOf(caseById('persuasion.logos.percentage')));
    expect(percentage.messages.join('\n')).not.toContain('FAO');
    expect(storedFindings(percentage.findings).filter((item) => item.source === 'llm')).toEqual([
      expect.objectContaining({ kind: 'logos.causeLink', key: 'logos.causeLink', source: 'llm' }),
    ]);

    const vague = await coach().feedback(requestOf(caseById('persuasion.logos.vagueComparison')));
    expect(vague.findings.filter((item) => item.source === 'llm').map((item) => item.kind)).toEqual(['logos.noEvidence']);

    // The credibility statement is the rules' to judge, beside the model's ethos kinds.
    const affiliation = await coach().feedback(requestOf(caseById('persuasion.ethos.affiliationPhrase')));
    expect(storedFindings(affiliation.findings).filter((item) => item.source === 'llm').map((item) => item.kind)).toEqual([
      'ethos.affiliation',
      'ethos.noExperience',
      'ethos.noMethod',
    ]);
    expect(affiliation.messages.at(-1)).toContain('Your summary says where you work: “a PhD student at the University of Haifa”.');

    // The built-in feedback a writer gets: the evaluation's coach shows every kind its rules make.
    const request = requestOf(caseById('persuasion.logos.studyVerb'));
    const feedback = await coach().feedback(request);
    expect(feedback).toEqual(await createBuiltinCoach(createFakeJargonAnalyzer({ rare: {} })).feedback(request));
  });
});

const runScript = fileURLToPath(new URL('../../eval/run.ts', import.meta.url));

function runEval(env: Record<string, string>): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve, reject) => {
    const environment: NodeJS.ProcessEnv = { ...process.env, ...env };
    for (const name of ['LLM_BASE_URL', 'LLM_MODEL', 'LLM_API_KEY', 'LLM_BUDGET_MS', 'LLM_FINDINGS']) {
      if (!(name in env)) delete environment[name];
    }
    const child = spawn(process.execPath, [runScript, '--coach', 'llm', '--only', llmWalks], { env: environment });
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
    const { code, output } = await runEval({ LLM_BASE_URL: server.baseUrl, LLM_MODEL: 'recorded', LLM_BUDGET_MS: '5000' });
    expect(output).toContain(`Walks through the LLM coach (recorded at ${server.baseUrl})`);
    expect(output).toMatch(/findings judged by the model: \d+/);
    expect(output).toContain('By finding kind');
    // The walks' feedback points asked the endpoint for findings (no reply is recorded for them).
    expect(server.requests.length).toBeGreaterThan(before);
    expect(code === 0 || code === 1).toBe(true);
  });
});
