// Before and after (docs/courses.md "Before and after"): once a student has both texts, each
// student's score on the course's before and after texts as a slope chart and a table, the
// class's mean change with its 95 % interval, the median change and the exact Wilcoxon test
// (Compare's statistics), and the rare words the class dropped and kept.
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../../components/data-table.tsx';
import { useBeforeAfter } from '../api/dashboard.ts';
import { orDash } from './figures.ts';
import { SlopeChart } from './slope-chart.tsx';

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
      ) : score.n === 0 ? (
        <p>{t('courses.beforeAfter.noPairs')}</p>
      ) : (
        <>
          <p className="course-summary">
            {t('courses.beforeAfter.summary', {
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
            <DataTable
              className="course-grid"
              rows={pairs.students}
              rowKey={(student) => student.id}
              columns={[
                {
                  header: t('courses.dashboard.student'),
                  cell: (student) => (
                    <>
                      <bdi>{student.name}</bdi>
                      {student.left && <span className="course-left"> ({t('courses.dashboard.left')})</span>}
                    </>
                  ),
                },
                { header: t('courses.beforeAfter.beforeScore'), cell: (student) => orDash(student.before?.score ?? null) },
                { header: t('courses.beforeAfter.afterScore'), cell: (student) => orDash(student.after?.score ?? null) },
                {
                  header: t('courses.beforeAfter.change'),
                  cell: (student) => (student.before && student.after ? orDash(student.after.score - student.before.score) : '–'),
                },
                { header: t('courses.beforeAfter.dropped'), cell: (student) => student.dropped.join(', '), dir: 'auto' },
              ]}
            />
          </div>
          <p>
            <strong>{t('courses.beforeAfter.classDropped')}</strong> <bdi>{pairs.dropped.map((entry) => `${entry.word} (${entry.students})`).join(', ') || '–'}</bdi>
          </p>
          <p>
            <strong>{t('courses.beforeAfter.classKept')}</strong> <bdi>{pairs.kept.map((entry) => `${entry.word} (${entry.students})`).join(', ') || '–'}</bdi>
          </p>
        </>
      )}
    </section>
  );
}
