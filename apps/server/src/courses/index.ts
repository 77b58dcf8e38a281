// The public module of courses: a trainer's course, its students, assignments, dashboard and
// comments (docs/courses.md). app.ts imports from here only; the rest of the folder is the
// feature's own (eslint.config.js enforces it).
export { courseRoutes } from './course-routes.ts';
export { exerciseCourseWork } from './course-exercise-work.ts';
