// The slope chart of Before and after (docs/courses.md "Before and after"): a line per student
// from the before score to the after score, told apart by colour, dash and end mark and labelled
// at both ends; the table under it holds the same figures.
import { useTranslation } from 'react-i18next';
import type { BeforeAfterReply } from '@scicomm/shared/course-api';
import { shortened } from '../../../lib/graphemes.ts';
import { isolatedName } from './person-name.tsx';
import { lineStyle, spreadLabels, type LineMark } from './slope-labels.ts';

const WIDTH = 460;
const TOP = 28;
const BOTTOM = 28;
/** The plot's height for up to this many labels; more students make it taller, a label a line each. */
const PLOT = 164;
/** The least room between two labels' baselines (font size 11). */
const LABEL_GAP = 14;
/** A name longer than this is cut (graphemes) in the chart; the table has it whole. */
const NAME_MAX = 18;
const TICKS = [0, 25, 50, 75, 100] as const;
/** Where the score axis and the before and after columns stand, from the start side. */
const AXIS = 36;
const BEFORE = 110;
const AFTER = 300;
/** The label of an after score starts here, the line's end joined to it when it had to move. */
const LABEL = AFTER + 14;

function EndMark({ mark, cx, cy, colour }: { mark: LineMark; cx: number; cy: number; colour: string }) {
  const r = 4;
  if (mark === 'circle') return <circle cx={cx} cy={cy} r={r} fill={colour} />;
  if (mark === 'square') return <rect x={cx - r} y={cy - r} width={2 * r} height={2 * r} fill={colour} />;
  const points =
    mark === 'triangle'
      ? [cx, cy - r - 1, cx + r + 1, cy + r, cx - r - 1, cy + r]
      : [cx, cy - r - 1, cx + r + 1, cy, cx, cy + r + 1, cx - r - 1, cy];
  return <polygon points={points.join(' ')} fill={colour} />;
}

/**
 * One line per student from the before score to the after score, on a 0–100 axis with its values;
 * before on the start side, so a right-to-left page mirrors it. Each line has its own colour, dash
 * and end mark, its before score beside its start and the student's name and after score beside
 * its end, the labels moved apart so none covers another. The table below holds the same figures.
 */
export function SlopeChart({ students }: { students: BeforeAfterReply['students'] }) {
  const { t, i18n } = useTranslation('courses');
  const rtl = i18n.dir(i18n.language) === 'rtl';
  const pairs = students.flatMap((student) => (student.before && student.after ? [{ ...student, before: student.before, after: student.after }] : []));
  const plot = Math.max(PLOT, (pairs.length - 1) * LABEL_GAP);
  const height = TOP + plot + BOTTOM;
  const x = (fromStart: number) => (rtl ? WIDTH - fromStart : fromStart);
  /** Text that reads away from the plot on the after side, towards it on the before side. */
  const outward = rtl ? 'end' : 'start';
  const inward = rtl ? 'start' : 'end';
  const y = (score: number) => TOP + ((100 - score) / 100) * plot;
  const beforeLabels = spreadLabels(pairs.map((pair) => y(pair.before.score)), LABEL_GAP, TOP, TOP + plot);
  const afterLabels = spreadLabels(pairs.map((pair) => y(pair.after.score)), LABEL_GAP, TOP, TOP + plot);
  return (
    <svg
      className="course-slope"
      viewBox={`0 0 ${WIDTH} ${height}`}
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
          <text x={x(AXIS - 8)} y={y(tick) + 4} textAnchor={inward} fontSize="11" data-tick={tick}>
            {tick}
          </text>
        </g>
      ))}
      <text x={x(BEFORE)} y={height - 8} textAnchor="middle" fontSize="12" data-column="before">
        {t('courses.marks.before')}
      </text>
      <text x={x(AFTER)} y={height - 8} textAnchor="middle" fontSize="12" data-column="after">
        {t('courses.marks.after')}
      </text>
      {pairs.map((pair, n) => {
        const look = lineStyle(n);
        const [y1, y2] = [y(pair.before.score), y(pair.after.score)];
        const name = shortened(pair.name, NAME_MAX) + (pair.left ? ` (${t('courses.dashboard.left')})` : '');
        return (
          <g key={pair.id} data-student={pair.id} stroke={look.colour}>
            <line x1={x(BEFORE)} y1={y1} x2={x(AFTER)} y2={y2} strokeWidth="2" strokeDasharray={look.dash || undefined} />
            <EndMark mark={look.mark} cx={x(BEFORE)} cy={y1} colour={look.colour} />
            <EndMark mark={look.mark} cx={x(AFTER)} cy={y2} colour={look.colour} />
            <polyline points={`${x(AFTER + 5)},${y2} ${x(LABEL - 3)},${afterLabels[n]!}`} fill="none" strokeWidth="1" />
            <text x={x(BEFORE - 9)} y={beforeLabels[n]! + 4} textAnchor={inward} fontSize="11" stroke="none" fill="#1a1a1a" data-label="before">
              {pair.before.score}
            </text>
            <text x={x(LABEL)} y={afterLabels[n]! + 4} textAnchor={outward} fontSize="11" stroke="none" fill="#1a1a1a" data-label="after">
              {`${isolatedName(name)} ${pair.after.score}`}
            </text>
          </g>
        );
      })}
    </svg>
  );
}
