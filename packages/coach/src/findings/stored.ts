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

/** The field's JSON as answers and their findings; malformed JSON reads as none. */
function parsedField(current: unknown): Record<string, unknown> {
  if (typeof current !== 'string' || current === '') return {};
  try {
    const parsed: unknown = JSON.parse(current);
    return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/** The field's JSON with this answer's findings set (earlier answers kept); malformed JSON starts afresh. */
export function withStoredFindings(current: unknown, answerField: string, findings: readonly Finding[]): string {
  return JSON.stringify({ ...parsedField(current), [answerField]: storedFindings(findings) });
}

/** The kinds stored for an answer, or null when none are (a coach that made no findings, an older row). */
export function storedKindsOf(current: unknown, answerField: string): string[] | null {
  const stored = parsedField(current)[answerField];
  if (!Array.isArray(stored)) return null;
  return stored.flatMap((item: unknown) =>
    typeof item === 'object' && item !== null && typeof (item as { kind?: unknown }).kind === 'string' ? [(item as { kind: string }).kind] : [],
  );
}
