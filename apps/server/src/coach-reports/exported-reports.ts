// Sessions' reports of wrong coach remarks as the research and study exports carry them
// (docs/research.md "Export"): per session, each report's kind, span, stage, reason and place, and
// its texts where they were kept (docs/exercises.md "Reporting a wrong remark").
import { reportsOfSessions, type CoachReportRow } from './coach-report-repository.ts';
import type { Database } from '../db/client.ts';

export interface ExportedCoachReport {
  created_at: string;
  kind: string;
  reason: string;
  place: string;
  stage: number;
  field: string;
  start: number | null;
  end: number | null;
  remark: string | null;
  excerpt: string | null;
  comment: string | null;
}

function exported(row: CoachReportRow): ExportedCoachReport {
  return {
    created_at: row.createdAt.toISOString(),
    kind: row.findingKind,
    reason: row.reason,
    place: row.place,
    stage: row.stage,
    field: row.field,
    start: row.spanStart,
    end: row.spanEnd,
    remark: row.remark,
    excerpt: row.excerpt,
    comment: row.comment,
  };
}

/** The sessions' reports, oldest first, by session id. */
export async function coachReportsBySession(db: Database, sessionIds: readonly string[]): Promise<Map<string, ExportedCoachReport[]>> {
  const bySession = new Map<string, ExportedCoachReport[]>();
  for (const row of await reportsOfSessions(db, sessionIds)) {
    if (row.sessionId === null) continue;
    bySession.set(row.sessionId, [...(bySession.get(row.sessionId) ?? []), exported(row)]);
  }
  return bySession;
}
