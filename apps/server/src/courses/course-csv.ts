// The dashboard as a CSV file (docs/courses.md "The dashboard"): one record per student with,
// per assignment, the status, score, rare-word percentage, words and minutes, then the before
// and after scores and their change; a record of each assignment's medians; and the class's
// paired change. Written by file-formats/csv.ts: RFC 4180, UTF-8 with a byte-order mark, formula-safe.
import type { BeforeAfterReply, DashboardReply } from '@scicomm/shared/course-api';
import { toCsv, type CsvValue } from '../file-formats/csv.ts';

const round = (value: number | null, places = 1) =>
  value === null ? null : Math.round(value * 10 ** places) / 10 ** places;
const percentOf = (share: number | null) => (share === null ? null : round(100 * share));

/**
 * The file's name: the course's name in letters and digits of any script (lower-cased, runs of
 * anything else a dash), what the file holds and the day (UTC) it was made, e.g.
 * `writing-for-everyone-grid-2026-11-27.csv`.
 */
export function courseFileName(courseName: string, contents: 'grid', made: Date): string {
  const words = courseName.toLowerCase().split(/[^\p{L}\p{M}\p{N}]+/u).filter((word) => word !== '');
  const slug = words.join('-').slice(0, 60).replace(/-$/, '') || 'course';
  return `${slug}-${contents}-${made.toISOString().slice(0, 10)}.csv`;
}

export function dashboardCsv(grid: DashboardReply, pairs: BeforeAfterReply): string {
  const header = [
    'student',
    'email',
    'left',
    ...grid.assignments.flatMap((assignment) =>
      ['status', 'score', 'rare %', 'words', 'minutes'].map(
        (figure) => `${assignment.title}: ${figure}`,
      ),
    ),
    'before score',
    'after score',
    'score change',
    'rare % change',
  ];
  const pairOf = new Map(pairs.students.map((student) => [student.id, student]));
  const rows: CsvValue[][] = grid.students.map((student) => {
    const pair = pairOf.get(student.id);
    const both = pair?.before && pair.after ? { before: pair.before, after: pair.after } : null;
    return [
      student.name,
      student.email,
      student.left,
      ...student.cells.flatMap((cell) => [
        cell.status,
        cell.score,
        percentOf(cell.rareShare),
        cell.words,
        cell.seconds === null ? null : round(cell.seconds / 60),
      ]),
      pair?.before?.score ?? null,
      pair?.after?.score ?? null,
      both ? both.after.score - both.before.score : null,
      both ? round(both.after.rarePercent - both.before.rarePercent) : null,
    ];
  });
  const medians: CsvValue[] = [
    'median',
    null,
    null,
    ...grid.spread.flatMap((column) => [
      `${column.finished}/${column.submitted} finished`,
      column.medianScore,
      percentOf(column.medianRareShare),
      column.medianWords,
      null,
    ]),
  ];
  const { score, rarePercent } = pairs.summary;
  const interval = (ci: { lower: number; upper: number } | null) =>
    ci ? `${round(ci.lower)} to ${round(ci.upper)}` : null;
  const classRow: CsvValue[] = [
    'class (paired)',
    `n = ${score.n}`,
    null,
    ...grid.assignments.flatMap(() => [null, null, null, null, null]),
    round(score.meanBefore),
    round(score.meanAfter),
    `mean ${round(score.meanChange) ?? ''} (95% CI ${interval(score.ci95) ?? '-'}; Wilcoxon p ${round(score.wilcoxon?.pValue ?? null, 4) ?? '-'})`,
    `mean ${round(rarePercent.meanChange) ?? ''} (95% CI ${interval(rarePercent.ci95) ?? '-'}; Wilcoxon p ${round(rarePercent.wilcoxon?.pValue ?? null, 4) ?? '-'})`,
  ];
  return toCsv(header, [...rows, medians, classRow]);
}
