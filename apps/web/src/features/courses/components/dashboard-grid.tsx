// The trainers' grid (docs/courses.md "The dashboard"): a row per student, a column per
// assignment, each cell the status, score, rare-word share, words and time of the student's
// text, opening it, and the readers so far (or the student's agreement) of the course's reader
// check; each assignment's medians below. Sortable by name or by an assignment's score.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { DashboardCell, DashboardReply } from '@scicomm/shared/course-api';
import type { SubmissionReaderCheck } from '@scicomm/shared/course-reader-check-api';
import { FormAlert } from '../../../components/field-message.tsx';
import { saveBlob } from '../../../lib/save-blob.ts';
import { downloadDashboardCsv, useDashboard } from '../api/dashboard.ts';
import { useCourseReaderChecks } from '../api/reader-checks.ts';
import { isReplyUnseen } from '../hooks/use-unseen-comments.ts';
import { figuresKey, orDash, percent } from './figures.ts';

type Sort = { by: 'name' } | { by: 'score'; index: number; descending: boolean };

function sortedRows(rows: DashboardReply['students'], sort: Sort) {
  if (sort.by === 'name') return [...rows].sort((a, b) => a.name.localeCompare(b.name));
  const score = (row: DashboardReply['students'][number]) => row.cells[sort.index]?.score ?? -1;
  return [...rows].sort((a, b) => (sort.descending ? score(b) - score(a) : score(a) - score(b)));
}

function Cell({
  userId,
  courseId,
  cell,
  readers,
}: {
  userId: string;
  courseId: string;
  cell: DashboardCell;
  readers: SubmissionReaderCheck | undefined;
}) {
  const { t } = useTranslation('courses');
  const status = t(`courses.status.${cell.status}`);
  if (cell.submissionId === null)
    return <span className="course-cell course-cell--empty">{status}</span>;
  return (
    <Link className="course-cell" to={`/courses/${courseId}/submissions/${cell.submissionId}`}>
      <span>{status}</span>
      <span>
        {t(figuresKey(cell.seconds), {
          score: orDash(cell.score),
          rare: percent(cell.rareShare),
          words: orDash(cell.words),
          seconds: cell.seconds,
        })}
      </span>
      {isReplyUnseen(userId, cell.submissionId, cell.lastReplyAt) && (
        <span className="course-new">{t('courses.dashboard.newReply')}</span>
      )}
      {readers?.check ? (
        <span>{t('courses.readerCheck.cellReaders', { readers: readers.check.readers })}</span>
      ) : (
        readers?.agreed && <span>{t('courses.readerCheck.cellAgreed')}</span>
      )}
    </Link>
  );
}

export function DashboardGrid({ userId, courseId }: { userId: string; courseId: string }) {
  const { t } = useTranslation('courses');
  const dashboard = useDashboard(userId, courseId);
  const readerChecks = useCourseReaderChecks(userId, courseId);
  const readersOf = new Map(readerChecks.data?.map((row) => [row.submissionId, row]));
  const [sort, setSort] = useState<Sort>({ by: 'name' });
  const [csvFailed, setCsvFailed] = useState(false);
  const downloadCsv = () => {
    setCsvFailed(false);
    downloadDashboardCsv(courseId).then(
      (file) => saveBlob(file.blob, file.fileName ?? 'course.csv'),
      () => setCsvFailed(true),
    );
  };
  if (dashboard.isPending) return <p role="status">{t('courses.loading')}</p>;
  if (dashboard.isError) return <p role="alert">{t('courses.dashboard.loadFailed')}</p>;
  const { assignments, students, spread } = dashboard.data;
  const ariaSort = (index: number | null) => {
    if (index === null) return sort.by === 'name' ? 'ascending' : undefined;
    return sort.by === 'score' && sort.index === index
      ? sort.descending
        ? 'descending'
        : 'ascending'
      : undefined;
  };
  return (
    <section aria-labelledby="course-dashboard-title">
      <h2 id="course-dashboard-title">{t('courses.dashboard.title')}</h2>
      <p>
        <button type="button" className="button button--secondary" onClick={downloadCsv}>
          {t('courses.dashboard.csv')}
        </button>
      </p>
      <FormAlert message={csvFailed ? t('courses.dashboard.csvFailed') : null} />
      {students.length === 0 ? (
        <p>{t('courses.dashboard.noStudents')}</p>
      ) : (
        <div
          className="course-grid-scroll"
          role="region"
          aria-label={t('courses.dashboard.gridRegion')}
          tabIndex={0}
        >
          <table className="course-grid">
            <thead>
              <tr>
                <th scope="col" aria-sort={ariaSort(null)}>
                  <button
                    type="button"
                    className="link-button"
                    onClick={() => setSort({ by: 'name' })}
                  >
                    {t('courses.dashboard.student')}
                  </button>
                </th>
                {assignments.map((assignment, index) => (
                  <th key={assignment.id} scope="col" aria-sort={ariaSort(index)}>
                    <button
                      type="button"
                      className="link-button"
                      onClick={() =>
                        setSort({
                          by: 'score',
                          index,
                          descending: !(
                            sort.by === 'score' &&
                            sort.index === index &&
                            sort.descending
                          ),
                        })
                      }
                    >
                      <bdi>{assignment.title}</bdi>
                    </button>
                    {assignment.mark && (
                      <span className="course-mark">
                        {' '}
                        ({t(`courses.marks.${assignment.mark}`)})
                      </span>
                    )}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {sortedRows(students, sort).map((student) => (
                <tr key={student.id}>
                  <th scope="row">
                    <bdi>{student.name}</bdi>
                    {student.left && (
                      <span className="course-left"> ({t('courses.dashboard.left')})</span>
                    )}
                  </th>
                  {student.cells.map((cell, index) => (
                    <td key={assignments[index]!.id}>
                      <Cell
                        userId={userId}
                        courseId={courseId}
                        cell={cell}
                        readers={cell.submissionId ? readersOf.get(cell.submissionId) : undefined}
                      />
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr>
                <th scope="row">{t('courses.dashboard.medians')}</th>
                {spread.map((column) => (
                  <td key={column.assignmentId}>
                    {t('courses.dashboard.spread', {
                      count: column.submitted,
                      score: orDash(column.medianScore),
                      iqr: orDash(column.scoreIqr),
                      rare: percent(column.medianRareShare),
                      words: orDash(column.medianWords),
                    })}
                    {column.wrongRemarks.length > 0 && (
                      <span className="course-wrong-remarks">
                        {' '}
                        {t('courses.dashboard.wrongRemarks', {
                          list: column.wrongRemarks
                            .map((entry) => `${entry.kind} (${entry.reports})`)
                            .join(', '),
                        })}
                      </span>
                    )}
                  </td>
                ))}
              </tr>
            </tfoot>
          </table>
        </div>
      )}
    </section>
  );
}
