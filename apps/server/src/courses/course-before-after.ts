// Before and after (docs/courses.md "Before and after"): over the course's two marked
// assignments, each student's pair of texts and, over the students with both measured, Compare's
// paired statistics (@scicomm/compare: the mean change with its 95 % interval, the median change,
// the exact Wilcoxon signed-rank test) of the score, the rare-word percentage and the words, and
// the rare words the class dropped and kept. No I/O: the service hands in the rows.
import { measureSummary } from '@scicomm/compare/measure-summary';
import { rareWordChange } from '@scicomm/compare/text-change';
import type { BeforeAfterReply, PairedFigures } from '@scicomm/shared/course-api';
import type { AssignmentRow, SubmissionRow } from './course-repository.ts';

/** The most words of each list the reply carries. */
const WORDS_SHOWN = 50;

/** A submission's figures as Compare reads a text, or null when it was not measured. */
export function pairedFigures(row: SubmissionRow | undefined): PairedFigures | null {
  if (!row || row.score === null || row.words === null || row.words === 0) return null;
  return {
    score: row.score,
    rarePercent: (100 * (row.rareWords ?? 0)) / row.words,
    words: row.words,
  };
}

/** Distinct words by how many students they count for, most first, then alphabetically. */
function tally(lists: ReadonlyArray<readonly string[]>) {
  const counts = new Map<string, number>();
  for (const words of lists)
    for (const word of new Set(words)) counts.set(word, (counts.get(word) ?? 0) + 1);
  return [...counts]
    .sort(([a, x], [b, y]) => y - x || a.localeCompare(b))
    .slice(0, WORDS_SHOWN)
    .map(([word, students]) => ({ word, students }));
}

export function beforeAfter(
  assignments: readonly AssignmentRow[],
  students: ReadonlyArray<{ id: string; name: string; leftAt: Date | null }>,
  submissions: readonly SubmissionRow[],
): BeforeAfterReply {
  const beforeId = assignments.find((row) => row.mark === 'before')?.id ?? null;
  const afterId = assignments.find((row) => row.mark === 'after')?.id ?? null;
  const of = (assignmentId: string | null, studentId: string) =>
    assignmentId === null
      ? undefined
      : submissions.find((row) => row.assignmentId === assignmentId && row.studentId === studentId);
  const rows = students.map((student) => {
    const beforeRow = of(beforeId, student.id);
    const afterRow = of(afterId, student.id);
    const before = pairedFigures(beforeRow);
    const after = pairedFigures(afterRow);
    const words =
      before && after
        ? rareWordChange(beforeRow?.rareForms ?? [], afterRow?.rareForms ?? [])
        : { removed: [], kept: [] };
    return {
      id: student.id,
      name: student.name,
      left: student.leftAt !== null,
      before,
      after,
      dropped: words.removed,
      kept: words.kept,
    };
  });
  return {
    beforeAssignmentId: beforeId,
    afterAssignmentId: afterId,
    students: rows,
    summary: {
      score: measureSummary(rows, (figures) => figures.score),
      rarePercent: measureSummary(rows, (figures) => figures.rarePercent),
      words: measureSummary(rows, (figures) => figures.words),
    },
    dropped: tally(rows.map((row) => row.dropped)),
    kept: tally(rows.map((row) => row.kept)),
  };
}
