import { createServer } from 'node:http';
import type { Server, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { persuasionCases } from '../../eval/cases/persuasion.ts';
import { evaluate, evaluationCoach, failedTargets, precision } from '../../eval/evaluate.ts';
import type { FeedbackRequest } from '../coaches/coach.ts';
import { createLlmCoach } from './llm-coach.ts';
import { findingsSchema, parseLlmFindings } from './llm-findings.ts';
import { ethosFindings, logosFindings } from '../feedback/rhetoric-feedback.ts';
import { persuasiveScript, persuasiveStages } from '../scripts/persuasive.ts';
import { createFakeJargonAnalyzer, textOfWords } from '../testing/fake-jargon-analyzer.ts';
import { history, texts, turn } from '../testing/turns.ts';
import { createCoachFromConfig } from '../coaches/coach-config.ts';

// A local OpenAI-compatible endpoint whose answers each test sets: a recorded answer, or one
// computed from the request (the fake model that agrees with the built-in rules).
interface ChatBody {
  messages: { role: string; content: string }[];
  response_format?: { type: string; json_schema: { name: string; strict: boolean; schema: Record<string, unknown> } };
}
type Answer = (body: ChatBody, response: ServerResponse) => void;

let server: Server;
let baseUrl: string;
let answer: Answer = (_, response) => response.writeHead(500).end();
let bodies: ChatBody[] = [];

const reply = (response: ServerResponse, content: string) =>
  response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ choices: [{ message: { content } }] }));

beforeAll(async () => {
  server = createServer((request, response) => {
    let data = '';
    request.on('data', (chunk: Buffer) => (data += chunk.toString()));
    request.on('end', () => {
      const body = JSON.parse(data) as ChatBody;
      bodies.push(body);
      answer(body, response);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

beforeEach(() => {
  bodies = [];
});

const coach = () => createLlmCoach({ baseUrl, model: 'test', timeoutMs: 2000, fallback: evaluationCoach, typedFindings: true });

const text =
  'Since 2010 our group has studied the Dead Sea. The sea dropped 1.2 metres a year, because farms take its water. Our pumps will save the sea.';
const request: FeedbackRequest = {
  exercise: 'persuasive',
  stage: 4,
  task: 'Revise for logos.',
  text,
  audience: null,
  focus: ['logos'],
  aiTask: 'none',
};

describe('typed findings from the LLM coach', () => {
  it('asks for JSON that follows a schema with the focus\'s kinds only', async () => {
    answer = (_, response) => reply(response, JSON.stringify({ findings: [] }));
    await coach().feedback(request);
    const format = bodies[0]?.response_format;
    expect(format?.type).toBe('json_schema');
    expect(format?.json_schema.schema).toEqual(findingsSchema(['logos']));
    expect(JSON.stringify(format)).not.toContain('ethos.');
    expect(bodies[0]?.messages.at(-1)?.content).toContain(text);
  });

  it('keeps what is quoted from the text, drops a quote the student did not write and a contradiction', async () => {
    answer = (_, response) =>
      reply(
        response,
        JSON.stringify({
          findings: [
            { kind: 'logos.evidence', quote: '1.2 metres a year' },
            { kind: 'logos.causeLink', quote: 'because' },
            { kind: 'logos.noCauseLink', quote: '' },
            { kind: 'logos.unsupportedClaim', quote: 'Our pumps will save the sea.' },
            { kind: 'logos.unsupportedClaim', quote: 'Our pumps will save the ocean.' },
          ],
        }),
      );
    const feedback = await coach().feedback(request);
    // Evidence is asked of the model but not shown (src/findings/withheld.ts); the contradictory
    // pair is dropped, and the quote the student did not write.
    expect(feedback.findings.map((item) => item.kind)).toEqual(['logos.unsupportedClaim']);
    const all = feedback.messages.join('<br />');
    expect(all).not.toContain('You support your case');
    expect(all).not.toContain('ocean');
    expect(all).toContain('This claim has no support in its sentence or the next: “Our pumps will save the sea.”');
    expect(feedback.findings[0]?.span).toEqual({ start: text.indexOf('Our pumps'), end: text.indexOf('Our pumps') + 'Our pumps will save the sea.'.length });
  });

  it('keeps the built-in findings when the answer is not the JSON asked for', async () => {
    answer = (_, response) => reply(response, 'I think the text is quite persuasive.');
    const failures: string[] = [];
    const feedback = await createLlmCoach({
      baseUrl,
      model: 'test',
      timeoutMs: 2000,
      fallback: evaluationCoach,
      typedFindings: true,
      onFailure: (error) => failures.push(error.message),
    }).feedback(request);
    expect(failures).toHaveLength(2);
    expect(feedback.findings).toEqual((await evaluationCoach.feedback(request)).findings);
  });

  it('renders the model\'s findings in the site\'s language', () => {
    const found = parseLlmFindings(JSON.stringify({ findings: [{ kind: 'logos.noEvidence', quote: '' }] }), text, ['logos'], 'he');
    expect(found?.map((item) => item.kind)).toEqual(['logos.noEvidence']);
  });

  it('runs through the evaluation: a model that agrees with the rules keeps their precision', async () => {
    // The recorded model answers with what the built-in rules find, as kinds and quotes: the
    // evaluation then measures the path from the model's JSON to the findings, not a model.
    answer = (body, response) => {
      const user = body.messages.at(-1)?.content ?? '';
      const studentText = user.replace(/^<<<TEXT\n/, '').replace(/\nTEXT>>>$/, '');
      const kinds = JSON.stringify(body.response_format?.json_schema.schema ?? {});
      const rules = [
        ...(kinds.includes('logos.') ? logosFindings(studentText) : []),
        ...(kinds.includes('ethos.') ? ethosFindings(studentText, {}).filter((item) => !item.kind.startsWith('ethos.statement')) : []),
      ];
      reply(
        response,
        JSON.stringify({
          findings: rules.map((item) => ({
            kind: item.kind,
            quote: item.span && !item.kind.includes('.no') ? studentText.slice(item.span.start, item.span.end) : '',
          })),
        }),
      );
    };
    const cases = persuasionCases.filter((item) => item.language === 'en' && (item.focus.includes('logos') || item.focus.includes('ethos')));
    const throughLlm = await evaluate(cases, coach());
    const builtin = await evaluate(cases);
    expect(failedTargets(throughLlm)).toEqual([]);
    expect(precision(throughLlm.total)).toBe(precision(builtin.total));
  });

  it('is stored with the turn as the model\'s when the configured coach asks for it', async () => {
    const revision =
      'Our survey of 300 farms found that dry summers cut wheat yields by 20%. ' +
      'Because roots switch genes on in drought, we can breed plants that keep growing. ' +
      textOfWords(95);
    answer = (_, response) =>
      reply(response, JSON.stringify({ findings: [{ kind: 'logos.evidence', quote: 'by 20%' }, { kind: 'logos.causeLink', quote: 'Because' }] }));
    const configured = createCoachFromConfig({ baseUrl, model: 'test', timeoutMs: 2000 }, createFakeJargonAnalyzer());
    const from = history(persuasiveStages.textLogos, { targetAudience: 'investors', detailedAudience: 'a farming fund', startTime: 'then' });
    const result = await turn(persuasiveScript, from, revision, configured);
    expect(bodies).toHaveLength(1);
    expect(texts(result).join('\n')).toContain('You link cause and effect with “Because”');
    const stored = JSON.parse(String(result.updatedHistory.fields.coachFindings)) as Record<string, { kind: string; source?: string }[]>;
    expect(stored.textLogos).toEqual([
      { kind: 'logos.causeLink', start: revision.indexOf('Because'), end: revision.indexOf('Because') + 'Because'.length, key: 'logos.causeLink', source: 'llm' },
    ]);
  });
});
