// A De-Jargonizer submission on its page (docs/courses.md "Comments"): the trainer sees the text
// coloured by band with the period the student's analysis used and its key terms, as the student
// saw it; an exercise's text stays plain. The server is faked at fetch.
import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { serializePeriodForBrowser } from '@scicomm/jargon';
import type { SubmissionDetailReply } from '@scicomm/shared/course-api';
import { dictionary as testDictionary } from '../../features/de-jargonizer/test/fake-de-jargonizer-server.ts';
import { clearCookies, renderRoute } from '../../test/render-route.tsx';
import { commentOf, courseDetailAs, json, submissionWith, trainer, COURSE_ID, SUBMISSION_ID, stubFetch } from '../../test/course-fixtures.ts';

const COURSE_PATH = `/api/courses/${COURSE_ID}`;
const TEXT = 'Epigenetics matters.';

const detail = courseDetailAs('trainer');

const submission = (changes: Partial<SubmissionDetailReply['submission']>): SubmissionDetailReply =>
  submissionWith([], { score: 50, rareShare: 0.5, words: 2, text: TEXT, ...changes });

let handlers: Record<string, () => Response>;

beforeEach(() => {
  clearCookies();
  handlers = {
    'GET /GetVisits': () => json(3),
    [`GET ${COURSE_PATH}`]: () => json(detail),
    [`GET ${COURSE_PATH}/submissions/${SUBMISSION_ID}/reader-check`]: () => json({ agreed: false, check: null }),
    'GET /dictionaries/English2012_2015.bin': () => new Response(serializePeriodForBrowser(testDictionary).slice().buffer),
  };
  stubFetch(() => handlers);
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe("a De-Jargonizer submission's text", () => {
  it("is coloured by band for the trainer, with the period and key terms of the student's analysis", async () => {
    handlers[`GET ${COURSE_PATH}/submissions/${SUBMISSION_ID}`] = () =>
      json(submission({ colouring: { period: 'English2012_2015', keyTerms: ['Epigenetics'] } }));
    await renderRoute(`/courses/${COURSE_ID}/submissions/${SUBMISSION_ID}`, { auth: trainer });
    const word = await screen.findByText('Epigenetics', { selector: '[data-testid=analysed-text] span.dj-band--rare' });
    expect(word).toHaveClass('dj-term--key');
    expect(word.closest('[role=region]')).toHaveAccessibleName("The student's text");
  });

  it('marks the passage a comment quotes in the coloured text, across a coloured word, without changing the text', async () => {
    handlers[`GET ${COURSE_PATH}/submissions/${SUBMISSION_ID}`] = () =>
      json({
        ...submission({ colouring: { period: 'English2012_2015', keyTerms: [] } }),
        comments: [commentOf('c1', 'Say what it is.', { quote: 'tics matt' })],
      });
    await renderRoute(`/courses/${COURSE_ID}/submissions/${SUBMISSION_ID}`, { auth: trainer });
    await screen.findByText('Epigene', { exact: false, selector: '[data-testid=analysed-text] span.dj-band--rare' });
    const text = screen.getByTestId('analysed-text');
    const marks = [...text.querySelectorAll('mark.course-quoted')];
    expect(marks.map((mark) => mark.textContent).join('')).toBe('tics matt');
    expect(marks[0]!.closest('.dj-band--rare')).not.toBeNull();
    expect(marks[0]).toHaveAttribute('data-start', '[passage commented on:');
    expect(marks.at(-1)).toHaveAttribute('data-end', 'end of passage]');
    // The text itself is the student's, whole.
    expect(text.textContent).toBe(TEXT);
  });

  it("stays plain for an exercise's text", async () => {
    handlers[`GET ${COURSE_PATH}/submissions/${SUBMISSION_ID}`] = () => json(submission({ taskType: 'halflife' }));
    await renderRoute(`/courses/${COURSE_ID}/submissions/${SUBMISSION_ID}`, { auth: trainer });
    expect(await screen.findByText(TEXT, { selector: 'p' })).toBeInTheDocument();
    expect(screen.queryByTestId('analysed-text')).not.toBeInTheDocument();
  });
});
