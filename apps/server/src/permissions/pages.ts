// Whether the caller may open a page of the web app (app.ts answers the others with the
// not-found page and 404). The caller is looked up only for a page that is not for everybody, so
// the public pages cost no session lookup.
import type { Executor } from '../db/executor.ts';
import { canViewCoachReports } from './coach-reports.ts';
import { canTeachCourse, canViewCourse, canViewSubmission } from './courses.ts';
import { audienceOfPage } from './page-audience.ts';
import { canViewResearch } from './research.ts';
import { canViewStudy } from './studies.ts';

/**
 * `open`: the page; `sign-in`: a visitor without a session on a page that signing in could open
 * (every page that is not for everybody), asked to sign in, whatever is behind the address;
 * `not-found`: the not-found view, as for a path that does not exist.
 */
export type PageAccess = 'open' | 'sign-in' | 'not-found';

const openIf = (allowed: boolean): PageAccess => (allowed ? 'open' : 'not-found');

/** A visitor without a session is asked to sign in; anybody else gets the page if `allowed` says so. */
async function signedInIf(callerId: () => Promise<string | null>, allowed: (caller: string) => Promise<boolean>): Promise<PageAccess> {
  const caller = await callerId();
  if (caller === null) return 'sign-in';
  return openIf(await allowed(caller));
}

export async function pageAccess(db: Executor, pathname: string, callerId: () => Promise<string | null>): Promise<PageAccess> {
  const audience = audienceOfPage(pathname);
  switch (audience.kind) {
    case 'everybody':
      return 'open';
    case 'researchers':
      return signedInIf(callerId, (caller) => canViewResearch(db, caller));
    case 'study-members':
      return signedInIf(callerId, (caller) => canViewStudy(db, caller, audience.studyId));
    case 'course-members': {
      const caller = await callerId();
      if (caller === null) return 'sign-in';
      return openIf(await canViewCourse(db, caller, audience.courseId));
    }
    case 'submission-readers': {
      const caller = await callerId();
      if (caller === null) return 'sign-in';
      return openIf(await canViewSubmission(db, caller, audience.courseId, audience.submissionId));
    }
    case 'submission-trainers': {
      const caller = await callerId();
      if (caller === null) return 'sign-in';
      const { courseId, submissionId } = audience;
      return openIf((await canTeachCourse(db, caller, courseId)) && (await canViewSubmission(db, caller, courseId, submissionId)));
    }
    case 'admins':
      return signedInIf(callerId, (caller) => canViewCoachReports(db, caller));
  }
}
