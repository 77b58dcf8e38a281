// Who a page of the web app is for, by its path alone (pure). The server answers a page that is
// not for the caller with the not-found page and HTTP 404, exactly like a path that does not
// exist (app.ts), so an address tells nothing of what is behind it. Paths are matched by the
// router's own rules (any letter case, empty segments and a trailing slash ignored: packages/
// shared app-routes.ts), so no spelling of an address the browser would open gets past this.
import { matchesRoutePattern } from '@scicomm/shared';

/** The Research page. */
export const RESEARCH_PAGE = '/research';
/** The admins' page: the reports of wrong coach remarks. */
export const ADMIN_PAGE = '/admin/coach-reports';

/** A study's pages: its page, its preview and its reader checks' results. */
const STUDY_PAGES = [
  '/research/studies/:studyId',
  '/research/studies/:studyId/preview/:arm',
  '/research/studies/:studyId/reader-checks/:checkId',
];

/** A course's own pages (the join page is for everybody). */
const COURSE_PAGE = '/courses/:courseId';
const SUBMISSION_PAGE = '/courses/:courseId/submissions/:submissionId';
const READER_CHECK_PAGE = '/courses/:courseId/submissions/:submissionId/reader-check';
const COURSE_JOIN_PAGE = '/courses/join';

export type PageAudience =
  | { kind: 'everybody' }
  | { kind: 'researchers' }
  | { kind: 'study-members'; studyId: string }
  | { kind: 'course-members'; courseId: string }
  | { kind: 'submission-readers'; courseId: string; submissionId: string }
  | { kind: 'submission-trainers'; courseId: string; submissionId: string }
  | { kind: 'admins' };

export function audienceOfPage(pathname: string): PageAudience {
  if (matchesRoutePattern(RESEARCH_PAGE, pathname)) return { kind: 'researchers' };
  if (STUDY_PAGES.some((pattern) => matchesRoutePattern(pattern, pathname))) {
    return { kind: 'study-members', studyId: pathname.split('/').filter((segment) => segment !== '')[2] ?? '' };
  }
  const segments = pathname.split('/').filter((segment) => segment !== '');
  const [courseId = '', submissionId = ''] = [segments[1], segments[3]];
  if (matchesRoutePattern(COURSE_PAGE, pathname) && !matchesRoutePattern(COURSE_JOIN_PAGE, pathname)) {
    return { kind: 'course-members', courseId };
  }
  // A submission is its student's and the trainers'; its reader check's results the trainers'.
  if (matchesRoutePattern(SUBMISSION_PAGE, pathname)) return { kind: 'submission-readers', courseId, submissionId };
  if (matchesRoutePattern(READER_CHECK_PAGE, pathname)) return { kind: 'submission-trainers', courseId, submissionId };
  if (matchesRoutePattern(ADMIN_PAGE, pathname)) return { kind: 'admins' };
  return { kind: 'everybody' };
}
