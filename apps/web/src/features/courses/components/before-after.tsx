// Before and after (docs/courses.md "Before and after"): each student's score on the course's
// before and after texts as a slope chart and a table, the class's mean change with its 95 %
// interval, the median change and the exact Wilcoxon test (Compare's statistics), and the rare
// words the class dropped and kept.
import { useTranslation } from 'react-i18next';
import type { BeforeAfterReply } from '@scicomm/shared/course-api';
import { DataTable } from '../../../components/data-table.tsx';
import { useBeforeAfter } from '../api/dashboard.ts';
import { orDash } from './figures.ts';

const WIDTH = 320;
const HEIGHT = 220;
const TOP = 28;
const BOTTOM = 28;
const TICKS = [0, 25, 50, 75, 100] as const;
/** Where the score axis and the before and after columns stand, from the start side. */
const AXIS = 36;
const BEFORE = 96;
const AFTER = WIDTH - 40;

/**
 * One line per student from the before score to the after score, on a 0–100 axis with its values;
 * before on the start side, so a right-to-left page mirrors it. The table below holds the same
 * figures, as the chart's name says.
 */
function SlopeChart({ students }: { students: BeforeAfterReply['students'] }) {
  const { t, i18n } = useTranslation('courses');
  const rtl = i18n.dir(i18n.language) === 'rtl';
  const x = (fromStart: number) => (rtl ? WIDTH - fromStart : fromStart);
  const y = (score: number) => TOP + ((100 - score) / 100) * (HEIGHT - TOP - BOTTOM);
  const pairs = students.flatMap((student) => (student.before && student.after ? [{ ...student, before: student.before, after: student.after }] : []));
  return (
    <svg
      className="course-slope"
      viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
      direction="ltr"
      role="img"
      aria-label={t('courses.beforeAfter.chart', { count: pairs.length })}
    >
      <text x={x(AXIS)} y={TOP - 12} textAnchor="middle" fontSize="12">
        {t('courses.beforeAfter.scoreAxis')}
      </text>
      <line x1={x(AXIS)} y1={y(0)} x2={x(AXIS)} y2={y(100)} stroke="#595959" />
      {TICKS.map((tick) => (
        <g key={tick}>
          <line x1={x(AXIS - 4)} y1={y(tick)} x2={x(AFTER)} y2={y(tick)} stroke={tick === 0 ? '#595959' : '#e0e0e0'} />
          <text x={x(AXIS - 8)} y={y(tick) + 4} textAnchor={rtl ? 'start' : 'end'} fontSize="11" data-tick={tick}>
            {tick}
          </text>
        </g>
      ))}
      <text x={x(BEFORE)} y={HEIGHT - 8} textAnchor="middle" fontSize="12" data-column="before">
        {t('courses.marks.before')}
      </text>
      <text x={x(AFTER)} y={HEIGHT - 8} textAnchor="middle" fontSize="12" data-column="after">
        {t('courses.marks.after')}
      </text>
      {pairs.map((pair) => (
        <line
          key={pair.id}
          x1={x(BEFORE)}
          y1={y(pair.before.score)}
          x2={x(AFTER)}
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
          {score.n > 0 && <SlopeChart students={pairs.students} />}
          <div className="course-grid-scroll" role="region" aria-label={t('courses.beforeAfter.tableRegion')} tabIndex={0}>
            <DataTable
              className="course-grid"
              rows={pairs.students}
              rowKey={(student) => student.id}
              columns={[
                { header: t('courses.dashboard.student'), cell: (student) => <bdi>{student.name}</bdi> },
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
