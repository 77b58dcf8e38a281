import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { askingEveryCase } from '../../eval/llm-evaluation.ts';
import { labelHeader } from '../../eval/replay/labels.ts';
import { realJargonAnalyzer } from '../../eval/replay/real-analyzer.ts';
import { replayWalk } from '../../eval/replay/replay.ts';
import { unlabelledRows } from '../../eval/replay/report.ts';
import { evaluateWalks, type WalkSources } from '../../eval/replay/walk-evaluation.ts';
import { createBuiltinCoach } from '../coaches/builtin-coach.ts';
import type { JargonAnalyzer } from '../engine/coach.ts';
import { createCoachFromConfig } from '../coaches/coach-config.ts';
import { findingsRequest } from '../llm/llm-coach.ts';
import { llmWalk, llmWalkLogosReply } from '../../testing/llm-walk.ts';
import { requestDigest, startRecordedLlmServer, type RecordedLlmServer } from '../../testing/recorded-llm-server.ts';

// `npm run eval:coach -- --coach llm` in a test: a walk replayed through the LLM coach (the
// `openai` SDK against a recorded OpenAI-compatible endpoint), whose findings request is answered
// with a hand-written reply (testing/llm-walk.ts), and the model's remarks scored by the same
// labels as the rules'.
// The reply is keyed by the request the replay really sends, found by replaying the walk once
// through the built-in coach, so a changed prompt is answered with the same reply.
const analyzer = realJargonAnalyzer();
const sources: WalkSources = { walks: [llmWalk], sharedMissing: null, sharedLabels: [] };
let server: RecordedLlmServer | undefined;

beforeAll(async () => {
  if ('missing' in analyzer) return;
  const builtin = createBuiltinCoach(analyzer);
  const digests: string[] = [];
  await replayWalk(llmWalk, {
    feedback: (request) => {
      const ask = request.focus.includes('logos') ? findingsRequest(request) : null;
      if (ask) digests.push(requestDigest(ask));
      return builtin.feedback(request);
    },
  });
  const replies = Object.fromEntries(
    digests.map((digest) => [digest, { case: llmWalk.id, note: 'hand-written; one false finding on purpose', content: llmWalkLogosReply }]),
  );
  server = await startRecordedLlmServer({ replies });
});

afterAll(() => server?.close());

describe('the walk evaluation through the LLM coach (recorded endpoint)', { timeout: 60_000 }, () => {
  it('scores the model\'s findings by the labels and lists the unlabelled ones', async ({ skip }) => {
    skip('missing' in analyzer, `no dictionaries: ${'missing' in analyzer ? analyzer.missing : ''}`);
    const coach = createCoachFromConfig({ baseUrl: server!.baseUrl, model: 'recorded', budgetMs: 5000, typedFindings: true }, analyzer as JargonAnalyzer, {
      breaker: askingEveryCase(),
    });
    const labelsDir = mkdtempSync(path.join(tmpdir(), 'llm-walk-labels-'));
    const first = await evaluateWalks(sources, coach, { labelsDir });
    expect(server!.requests.some((request) => request.recorded)).toBe(true);
    const model = first.remarks.filter((remark) => remark.source === 'llm');
    // What holds is said, in the order of the kinds; what does not hold is not.
    expect(model.map((remark) => remark.kind)).toEqual(['logos.evidenceCheck', 'logos.causeLink', 'logos.unsupportedClaim']);
    expect(model.every((remark) => remark.answer === 3 && remark.class === null)).toBe(true);
    expect(model[0]!.text).toBe(
      'The AI coach: Gardens tripled while burglaries fell: does that show the gardens caused the fall, or only that both changed at once?',
    );
    // The quote the text does not hold is dropped; the others are said in the chat.
    expect(model[1]!.text).toContain('“Therefore”');
    expect(model[1]!.text).not.toContain('As a consequence');
    // No remark of the rules' of a kind the model judges.
    expect(first.remarks.filter((remark) => remark.source === 'rules' && remark.kind.startsWith('logos.'))).toEqual([]);

    // An instructor labels one of the model's remarks: the others stay unlabelled and are listed.
    const [check, causeLink, claim] = model;
    writeFileSync(
      path.join(labelsDir, 'labels.tsv'),
      [labelHeader.join('\t'), [llmWalk.id, 3, causeLink!.kind, causeLink!.text, 'FALSE', '"Therefore" opens a non-sequitur'].join('\t')].join('\n'),
    );
    const second = await evaluateWalks(sources, coach, { labelsDir });
    const judged = second.remarks.filter((remark) => remark.source === 'llm');
    expect(judged.map((remark) => remark.class)).toEqual([null, 'FALSE', null]);
    expect(unlabelledRows(judged)).toEqual([
      labelHeader.join('\t'),
      `${llmWalk.id}\t3\tlogos.evidenceCheck\t${check!.text}\t\t\t${check!.anchor}`,
      `${llmWalk.id}\t3\tlogos.unsupportedClaim\t${claim!.text}\t\t\t${claim!.anchor}`,
    ]);
  });
});
