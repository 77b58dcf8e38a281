// A submission's page and its comments (docs/courses.md "Comments"), with the server faked at
// fetch: a comment's own link (as the comment mail sends it) opens at that comment, focused, and
// the passages the comments quote are marked in the student's text, in words as well as colour.
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearCookies, renderRoute } from '../../test/render-route.tsx';
import { commentOf, courseDetailAs, json, student, submissionWith, COURSE_ID, SUBMISSION_ID, stubFetch } from '../../test/course-fixtures.ts';

const COURSE_PATH = `/api/courses/${COURSE_ID}`;
const PAGE = `/courses/${COURSE_ID}/submissions/${SUBMISSION_ID}`;

let handlers: Record<string, () => Response>;

beforeEach(() => {
  clearCookies();
  localStorage.clear();
  handlers = {
    'GET /GetVisits': () => json(3),
    [`GET ${COURSE_PATH}`]: () => json(courseDetailAs('student', { course: { joinCode: null, joinUrl: null } })),
    [`GET ${COURSE_PATH}/submissions/${SUBMISSION_ID}/reader-check`]: () => json({ agreed: false, check: null }),
    [`GET ${COURSE_PATH}/submissions/${SUBMISSION_ID}`]: () =>
      json(
        submissionWith([
          commentOf('c2', 'Say what it does.', { quote: 'methylation of chromatin' }),
          commentOf('c1', 'Who are the readers?', { quote: 'epigenetic methylation' }),
          commentOf('c0', 'Gone.', { quote: 'in plants', deleted: true, body: '', reply: 'Fine.' }),
        ]),
      ),
  };
  stubFetch(() => handlers);
});

afterEach(() => {
  vi.restoreAllMocks();
  // jsdom has no scrollIntoView: the one test that gives it one takes it away again.
  delete (Element.prototype as Partial<Element>).scrollIntoView;
});

describe("a submission's comments", () => {
  it("opens at the comment its link names: scrolled to and focused", async () => {
    const scrolled = vi.fn();
    Element.prototype.scrollIntoView = scrolled;
    await renderRoute(`${PAGE}#comment-c1`, { auth: student });
    const comment = (await screen.findByText('Who are the readers?')).closest('li')!;
    await vi.waitFor(() => expect(comment).toHaveFocus());
    expect(scrolled.mock.contexts).toContain(comment);
  });

  it("marks the passages the comments quote in the student's text, overlapping ones as one, not a deleted comment's", async () => {
    await renderRoute(PAGE, { auth: student });
    const text = await screen.findByRole('region', { name: "The student's text" });
    const marks = within(text).getAllByText((_, element) => element?.tagName === 'MARK');
    expect(marks.map((mark) => mark.textContent)).toEqual(['epigenetic methylation of chromatin']);
    // Its start and end said to screen readers (CSS generated content), never text a copy would take.
    expect(marks[0]).toHaveAttribute('data-start', '[passage commented on:');
    expect(marks[0]).toHaveAttribute('data-end', 'end of passage]');
    expect(text).toHaveTextContent(/^The epigenetic methylation of chromatin modulates transcription in plants\.$/);
  });
});
