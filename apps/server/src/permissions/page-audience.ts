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

/** A course's own pages: the course, a submission, its reader check (the join page is for everybody). */
const COURSE_PAGES = [
  '/courses/:courseId',
  '/courses/:courseId/submissions/:submissionId',
  '/courses/:courseId/submissions/:submissionId/reader-check',
];
const COURSE_JOIN_PAGE = '/courses/join';

export type PageAudience =
  | { kind: 'everybody' }
  | { kind: 'researchers' }
  | { kind: 'study-members'; studyId: string }
  | { kind: 'course-members'; courseId: string }
  | { kind: 'admins' };

export function audienceOfPage(pathname: string): PageAudience {
  if (matchesRoutePattern(RESEARCH_PAGE, pathname)) return { kind: 'researchers' };
  if (STUDY_PAGES.some((pattern) => matchesRoutePattern(pattern, pathname))) {
    return { kind: 'study-members', studyId: pathname.split('/').filter((segment) => segment !== '')[2] ?? '' };
  }
  if (COURSE_PAGES.some((pattern) => matchesRoutePattern(pattern, pathname)) && !matchesRoutePattern(COURSE_JOIN_PAGE, pathname)) {
    return { kind: 'course-members', courseId: pathname.split('/').filter((segment) => segment !== '')[1] ?? '' };
  }
  if (matchesRoutePattern(ADMIN_PAGE, pathname)) return { kind: 'admins' };
  return { kind: 'everybody' };
}
