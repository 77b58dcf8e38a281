// Before and after (docs/courses.md "Before and after"): each student's score on the course's
// before and after texts as a slope chart and a table, the class's mean change with its 95 %
// interval, the median change and the exact Wilcoxon test (Compare's statistics), and the rare
// words the class dropped and kept.
import { useTranslation } from 'react-i18next';
import type { BeforeAfterReply } from '@scicomm/shared/course-api';
import { useBeforeAfter } from '../api/dashboard.ts';
import { orDash } from './figures.ts';

const WIDTH = 320;
const HEIGHT = 200;
const PAD = 28;

/** One line per student from the before score (left) to the after score (right), 0–100. */
function SlopeChart({ students }: { students: BeforeAfterReply['students'] }) {
  const { t } = useTranslation('courses');
  const y = (score: number) => PAD + ((100 - score) / 100) * (HEIGHT - 2 * PAD);
  const pairs = students.flatMap((student) => (student.before && student.after ? [{ ...student, before: student.before, after: student.after }] : []));
  return (
    <svg className="course-slope" viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-label={t('courses.beforeAfter.chart', { count: pairs.length })}>
      <line x1={PAD * 2} y1={PAD} x2={PAD * 2} y2={HEIGHT - PAD} stroke="#8a8a8a" />
      <line x1={WIDTH - PAD * 2} y1={PAD} x2={WIDTH - PAD * 2} y2={HEIGHT - PAD} stroke="#8a8a8a" />
      <text x={PAD * 2} y={HEIGHT - 6} textAnchor="middle" fontSize="12">
        {t('courses.marks.before')}
      </text>
      <text x={WIDTH - PAD * 2} y={HEIGHT - 6} textAnchor="middle" fontSize="12">
        {t('courses.marks.after')}
      </text>
      {pairs.map((pair) => (
        <line
          key={pair.id}
          x1={PAD * 2}
          y1={y(pair.before.score)}
          x2={WIDTH - PAD * 2}
          y2={y(pair.after.score)}
          stroke={pair.after.score >= pair.before.score ? '#1f5fa8' : '#b3261e'}
          strokeWidth="2"
        />
      ))}
    </svg>
  );
}

export function BeforeAfter({ userId, courseId }: { userId: string; courseId: string }) {
  const { t } = useTranslation('courses');
  const data = useBeforeAfter(userId, courseId);
  if (data.isPending) return <p role="status">{t('courses.loading')}</p>;
  if (data.isError) return <p role="alert">{t('courses.beforeAfter.loadFailed')}</p>;
  const pairs = data.data;
  const score = pairs.summary.score;
  return (
    <section aria-labelledby="course-before-after-title">
      <h2 id="course-before-after-title">{t('courses.beforeAfter.title')}</h2>
      {pairs.beforeAssignmentId === null || pairs.afterAssignmentId === null ? (
        <p>{t('courses.beforeAfter.noMarks')}</p>
      ) : (
        <>
          <p className="course-summary">
            {score.n === 0
              ? t('courses.beforeAfter.noPairs')
              : t('courses.beforeAfter.summary', {
                  n: score.n,
                  mean: orDash(score.meanChange),
                  lower: score.ci95 ? orDash(score.ci95.lower) : '–',
                  upper: score.ci95 ? orDash(score.ci95.upper) : '–',
                  median: orDash(score.medianChange),
                  p: score.wilcoxon?.pValue === null || score.wilcoxon === null ? '–' : score.wilcoxon.pValue.toFixed(3),
                })}
          </p>
          <SlopeChart students={pairs.students} />
          <div className="course-grid-scroll" role="region" aria-label={t('courses.beforeAfter.tableRegion')} tabIndex={0}>
            <table className="course-grid">
              <thead>
                <tr>
                  <th scope="col">{t('courses.dashboard.student')}</th>
                  <th scope="col">{t('courses.beforeAfter.beforeScore')}</th>
                  <th scope="col">{t('courses.beforeAfter.afterScore')}</th>
                  <th scope="col">{t('courses.beforeAfter.change')}</th>
                  <th scope="col">{t('courses.beforeAfter.dropped')}</th>
                </tr>
              </thead>
              <tbody>
                {pairs.students.map((student) => (
                  <tr key={student.id}>
                    <th scope="row">
                      <bdi>{student.name}</bdi>
                    </th>
                    <td>{orDash(student.before?.score ?? null)}</td>
                    <td>{orDash(student.after?.score ?? null)}</td>
                    <td>{student.before && student.after ? orDash(student.after.score - student.before.score) : '–'}</td>
                    <td>{student.dropped.join(', ')}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <p>
            <strong>{t('courses.beforeAfter.classDropped')}</strong> {pairs.dropped.map((entry) => `${entry.word} (${entry.students})`).join(', ') || '–'}
          </p>
          <p>
            <strong>{t('courses.beforeAfter.classKept')}</strong> {pairs.kept.map((entry) => `${entry.word} (${entry.students})`).join(', ') || '–'}
          </p>
        </>
      )}
    </section>
  );
}
