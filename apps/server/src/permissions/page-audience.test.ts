import { describe, expect, it } from 'vitest';
import { audienceOfPage } from './page-audience.ts';

const STUDY = '0b4f7c8e-1d2a-4c3b-9e8f-7a6b5c4d3e2f';

describe('audienceOfPage', () => {
  it('keeps the Research page for researchers, in any spelling the router opens', () => {
    for (const path of ['/research', '/Research/', '//research']) expect(audienceOfPage(path)).toEqual({ kind: 'researchers' });
  });

  it("keeps a study's pages for its members, with the study's id", () => {
    for (const path of [
      `/research/studies/${STUDY}`,
      `/research/studies/${STUDY}/preview/full`,
      `/Research//studies/${STUDY}/reader-checks/abc/`,
    ]) {
      expect(audienceOfPage(path)).toEqual({ kind: 'study-members', studyId: STUDY });
    }
  });

  it("keeps the admins' page for admins", () => {
    expect(audienceOfPage('/admin/coach-reports')).toEqual({ kind: 'admins' });
  });

  it("keeps a course's page for its members, a submission for its readers, its reader check for the trainers, and the join page for everybody", () => {
    for (const path of [`/courses/${STUDY}`, `/Courses/${STUDY}/`]) expect(audienceOfPage(path)).toEqual({ kind: 'course-members', courseId: STUDY });
    for (const path of [`/Courses/${STUDY}/submissions/abc/`, `/courses//${STUDY}/submissions/abc`]) {
      expect(audienceOfPage(path)).toEqual({ kind: 'submission-readers', courseId: STUDY, submissionId: 'abc' });
    }
    expect(audienceOfPage(`/courses//${STUDY}/submissions/abc/reader-check`)).toEqual({ kind: 'submission-trainers', courseId: STUDY, submissionId: 'abc' });
    for (const path of ['/courses', '/courses/join', '/Courses/Join/', '/courses/join/ABCD-EFGH-JKLM']) expect(audienceOfPage(path)).toEqual({ kind: 'everybody' });
  });

  it('leaves every other page to everybody', () => {
    for (const path of ['/', '/de-jargonizer', '/research/studies', '/admin']) expect(audienceOfPage(path)).toEqual({ kind: 'everybody' });
  });
});
