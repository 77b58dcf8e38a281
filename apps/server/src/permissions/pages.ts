// Whether the caller may open a page of the web app (app.ts answers the others with the
// not-found page and 404). The caller is looked up only for a page that is not for everybody, so
// the public pages cost no session lookup.
import type { Executor } from '../db/executor.ts';
import { canViewCoachReports } from './coach-reports.ts';
import { canViewCourse } from './courses.ts';
import { audienceOfPage } from './page-audience.ts';
import { canViewResearch } from './research.ts';
import { canViewStudy } from './studies.ts';

export async function canViewPage(
  db: Executor,
  pathname: string,
  callerId: () => Promise<string | null>,
): Promise<boolean> {
  const audience = audienceOfPage(pathname);
  switch (audience.kind) {
    case 'everybody':
      return true;
    case 'researchers':
      return canViewResearch(db, await callerId());
    case 'study-members':
      return canViewStudy(db, await callerId(), audience.studyId);
    case 'course-members': {
      const caller = await callerId();
      return caller !== null && canViewCourse(db, caller, audience.courseId);
    }
    case 'admins':
      return canViewCoachReports(db, await callerId());
  }
}
