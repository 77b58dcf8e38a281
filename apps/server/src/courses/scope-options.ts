// What the course route plugins are registered with: the request's course context, built once by
// course-routes.ts for all of them (course-correction-routes.ts is one).
import type { CourseContext } from './course-service.ts';

export interface ScopeOptions {
  context: () => CourseContext;
}
