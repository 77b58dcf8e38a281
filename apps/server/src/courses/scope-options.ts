// What the course route plugins are registered with: the request's course context, built once by
// course-routes.ts for all of them (course-correction-routes.ts is one); and what their routes'
// schemas say alike.
import { errorResponses } from '../http/error-schema.ts';
import type { CourseContext } from './course-context.ts';

export const tags = ['courses'];
export const errors = errorResponses(400, 401, 404);

export interface ScopeOptions {
  context: () => CourseContext;
}
