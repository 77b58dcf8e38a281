// Grading several files at once (POST /api/GroupGrading): every file is read and graded in the
// grading pool, a file that cannot be read becomes a row with its error (it never aborts the
// others), and each graded file counts one use. Texts are not stored.
import type { GroupRow } from '@scicomm/shared/de-jargonizer-api';
import type { Database } from '../db/client.ts';
import { countUses } from '../usage/index.ts';
import type { GradingPool } from '../text-analysis/index.ts';
import { toCsv } from '../text-analysis/index.ts';
import type { UploadedFile } from '../text-analysis/index.ts';

export interface GroupGrading {
  readonly period: string;
  readonly rows: GroupRow[];
  /** Results.csv */
  readonly csv: string;
}

export async function gradeGroup(
  { db, pool }: { db: Database; pool: GradingPool },
  /** `period`: a code already checked (dictionaryFor). */
  request: { period: string; files: readonly UploadedFile[]; keyTerms: string[] },
): Promise<GroupGrading> {
  const { rows } = await pool.gradeGroup({
    kind: 'group',
    period: request.period,
    files: request.files,
    keyTerms: request.keyTerms,
  });
  await countUses(db, rows.filter((row) => row.error === null).length);
  return { period: request.period, rows, csv: toCsv(rows) };
}
