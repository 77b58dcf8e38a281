// Findings kept with the turn (docs/exercises.md "How the coach decides"): the history field
// `coachFindings` holds, for each answer the coach commented on, the kinds, spans and message
// keys of its findings, as JSON: { "textLogos": [{ "kind": "logos.evidence", "start": 12,
// "end": 18, "key": "logos.evidence", "source": "rules" }] }. Message parameters are left out, so
// the field holds nothing the student wrote; the research export reads it as a column like
// copyPasteCheck. `source` says whether the built-in rules or the LLM judged the finding; rows
// stored before it existed have none, and were all the rules'.
import type { Finding, FindingSource } from './finding.ts';

export interface StoredFinding {
  kind: string;
  start?: number;
  end?: number;
  key: string;
  /** Absent on rows stored before findings had a source: those are the rules'. */
  source?: FindingSource;
}

export function storedFindings(findings: readonly Finding[]): StoredFinding[] {
  return findings.map((item) => ({
    kind: item.kind,
    ...(item.span ? { start: item.span.start, end: item.span.end } : {}),
    key: item.message.key,
    source: item.source ?? 'rules',
  }));
}

/** The field's JSON with this answer's findings set (earlier answers kept); malformed JSON starts afresh. */
export function withStoredFindings(current: unknown, answerField: string, findings: readonly Finding[]): string {
  let stored: Record<string, unknown> = {};
  if (typeof current === 'string' && current !== '') {
    try {
      const parsed: unknown = JSON.parse(current);
      if (typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)) stored = parsed as Record<string, unknown>;
    } catch {
      stored = {};
    }
  }
  return JSON.stringify({ ...stored, [answerField]: storedFindings(findings) });
}
