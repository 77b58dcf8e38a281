// `node packages/coach/eval/rekey-llm-recording.ts`: after a change to the findings prompt or
// schema (src/llm/llm-prompts.ts, llm-findings.ts), computes each recorded reply's key again from
// its case (testing/llm-recording.json). It does not re-record anything: the replies were
// written by hand, so read them against the new prompt before committing the new keys.
import { writeFileSync } from 'node:fs';
import { readRecording, recordingUrl, type LlmRecording } from '../testing/recorded-llm-server.ts';
import { allCases } from './cases/evaluate.ts';
import { caseRequestDigest } from './llm-evaluation.ts';

const recording = readRecording();
const replies: LlmRecording['replies'] = {};
for (const reply of Object.values(recording.replies)) {
  const item = allCases.find((candidate) => candidate.id === reply.case);
  if (!item) throw new Error(`The recording names an unknown case: ${reply.case}.`);
  replies[caseRequestDigest(item)] = reply;
}
writeFileSync(recordingUrl, `${JSON.stringify({ ...recording, replies }, null, 2)}\n`);
console.log(`Re-keyed ${Object.keys(replies).length} recorded replies.`);
