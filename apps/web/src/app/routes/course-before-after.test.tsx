// The trainer's before-and-after chart (docs/courses.md "Before and after"), with the server faked
// at fetch: a score axis with its values and name, before on the start side (mirrored in a
// right-to-left page), and a sentence rather than an empty frame while no student has both texts.
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { BeforeAfterReply } from '@scicomm/shared/course-api';
import { clearCookies, renderRoute } from '../../test/render-route.tsx';
import { courseDetailAs, json, trainer, AFTER_ID, BEFORE_ID, COURSE_ID, stubFetch } from '../../test/course-fixtures.ts';

const COURSE_PATH = `/api/courses/${COURSE_ID}`;

const detail = courseDetailAs('trainer');

const measure = (n: number) => ({
  n,
  meanBefore: n ? 61 : null,
  meanAfter: n ? 75 : null,
  meanChange: n ? 14 : null,
  sdChange: null,
  ci95: null,
  medianChange: n ? 14 : null,
  wilcoxon: null,
});

const beforeAfter = (paired: boolean): BeforeAfterReply => ({
  beforeAssignmentId: BEFORE_ID,
  afterAssignmentId: AFTER_ID,
  students: [
    {
      id: 's1',
      name: 'Sami',
      left: false,
      before: { score: 61, rarePercent: 20, words: 10 },
      after: paired ? { score: 75, rarePercent: 8, words: 12 } : null,
      dropped: [],
      kept: [],
    },
  ],
  summary: { score: measure(paired ? 1 : 0), rarePercent: measure(paired ? 1 : 0), words: measure(paired ? 1 : 0) },
  dropped: [],
  kept: [],
});

let handlers: Record<string, () => Response>;

beforeEach(() => {
  clearCookies();
  handlers = {
    'GET /GetVisits': () => json(3),
    [`GET ${COURSE_PATH}`]: () => json(detail),
    [`GET ${COURSE_PATH}/before-after`]: () => json(beforeAfter(true)),
  };
  stubFetch(() => handlers);
});

afterEach(() => {
  vi.restoreAllMocks();
});

const columnX = (chart: HTMLElement, column: 'before' | 'after') => Number(chart.querySelector(`[data-column="${column}"]`)?.getAttribute('x'));

describe('the slope chart of before and after', () => {
  it('has a score axis with its values and name, before on the left, and says the table below holds the figures', async () => {
    await renderRoute(`/courses/${COURSE_ID}`, { auth: trainer });
    const chart = await screen.findByRole('img', { name: /one line per student \(1 students\); the table below gives the figures/ });
    for (const tick of ['0', '25', '50', '75', '100']) expect(within(chart).getByText(tick)).toBeInTheDocument();
    expect(within(chart).getByText('Score')).toBeInTheDocument();
    expect(columnX(chart, 'before')).toBeLessThan(columnX(chart, 'after'));
  });

  it('is mirrored in a right-to-left page: before on the right', async () => {
    await renderRoute(`/courses/${COURSE_ID}`, { auth: trainer, language: 'he' });
    const chart = await screen.findByRole('img', { name: /תרשים שיפועים/ });
    expect(within(chart).getByText('ציון')).toBeInTheDocument();
    expect(columnX(chart, 'before')).toBeGreaterThan(columnX(chart, 'after'));
  });

  it('says that no student has both texts yet instead of showing an empty chart or table', async () => {
    handlers[`GET ${COURSE_PATH}/before-after`] = () => json(beforeAfter(false));
    await renderRoute(`/courses/${COURSE_ID}`, { auth: trainer });
    expect(await screen.findByText('No student has both texts yet.')).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: /Slope chart/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: "Each student's before and after scores" })).not.toBeInTheDocument();
    expect(screen.queryByText(/Rare words the class/)).not.toBeInTheDocument();
  });

  it('labels each line with its student and scores, lines told apart without colour, labels never on top of each other', async () => {
    const close = beforeAfter(true);
    const student = close.students[0]!;
    close.students = [
      student,
      { ...student, id: 's2', name: 'Noa Cohen-Levi of the Negev Institute', before: { ...student.before!, score: 60 }, after: { ...student.after!, score: 76 } },
      { ...student, id: 's3', name: 'Lin', left: true, before: { ...student.before!, score: 62 }, after: { ...student.after!, score: 75 } },
    ];
    handlers[`GET ${COURSE_PATH}/before-after`] = () => json(close);
    await renderRoute(`/courses/${COURSE_ID}`, { auth: trainer });
    const chart = await screen.findByRole('img', { name: /3 students/ });
    const afterLabels = [...chart.querySelectorAll('[data-label="after"]')].map((label) => label.textContent);
    expect(afterLabels).toEqual(['\u2068Sami\u2069 75', '\u2068Noa Cohen-Levi of…\u2069 76', '\u2068Lin (left)\u2069 75']);
    expect([...chart.querySelectorAll('[data-label="before"]')].map((label) => label.textContent)).toEqual(['61', '60', '62']);
    for (const side of ['before', 'after']) {
      const heights = [...chart.querySelectorAll(`[data-label="${side}"]`)].map((label) => Number(label.getAttribute('y'))).sort((a, b) => a - b);
      for (let i = 1; i < heights.length; i++) expect(heights[i]! - heights[i - 1]!).toBeGreaterThanOrEqual(14);
    }
    const lines = [...chart.querySelectorAll('[data-student]')];
    const looks = lines.map((line) => `${line.getAttribute('stroke')} ${line.querySelector('line')?.getAttribute('stroke-dasharray')} ${line.querySelector('circle, rect, polygon')?.tagName}`);
    expect(new Set(looks).size).toBe(3);
    expect(new Set(lines.map((line) => line.querySelector('line')?.getAttribute('stroke-dasharray') ?? 'solid')).size).toBe(3);
  });

  it('marks a student who left in the table, as the grid does', async () => {
    const left = beforeAfter(true);
    left.students[0]!.left = true;
    handlers[`GET ${COURSE_PATH}/before-after`] = () => json(left);
    await renderRoute(`/courses/${COURSE_ID}`, { auth: trainer });
    const table = within(await screen.findByRole('region', { name: "Each student's before and after scores" })).getByRole('table');
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent(/^Sami \(left\)61/);
  });
});
