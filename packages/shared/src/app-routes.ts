// The web app's pages, one list for both sides: the browser's router (apps/web/src/app/routes.tsx,
// held to this list by apps/web/src/app/app-routes.test.ts) and the server's page fallback, which
// answers a path outside this list with the not-found page and HTTP 404 instead of 200.
// A pattern is a path whose `:name` segments match any one segment, as in React Router. The
// exercises' pages come from their manifest (exercises.ts).
import { EXERCISE_IDS, exerciseManifest } from './exercises.ts';

export const appRoutePatterns = [
  '/',
  '/de-jargonizer',
  '/de-jargonizer/multiple-texts',
  '/de-jargonizer/compare',
  '/de-jargonizer/compare/groups',
  '/de-jargonizer/about',
  '/de-jargonizer/instructions',
  '/de-jargonizer/development',
  '/de-jargonizer/how-to-cite',
  '/de-jargonizer/contact-us',
  ...EXERCISE_IDS.map((id) => `/${exerciseManifest[id].slug}` as const),
  '/privacy-policy',
  '/terms-of-use',
  '/cookies-policy',
  '/login',
  '/register',
  '/profile',
  '/forgot-password',
  '/reset-password',
  '/sign-in-link',
  '/research',
  '/research/studies/:studyId',
  '/research/studies/:studyId/preview/:arm',
  '/research/studies/:studyId/reader-checks/:checkId',
  '/admin/coach-reports',
  '/study/:token',
  '/share',
  '/share/:token',
  '/reader-checks',
  '/reader-checks/compare',
  '/reader-checks/:checkId',
  '/read/:token',
  '/courses',
  '/courses/join',
  '/courses/join/:code',
  '/courses/trainer-invitations/:token',
  '/courses/:courseId',
  '/courses/:courseId/submissions/:submissionId',
  '/courses/:courseId/submissions/:submissionId/reader-check',
] as const;

export type AppRoutePattern = (typeof appRoutePatterns)[number];

/**
 * The hidden research editions, /{uuid}-{exercise}-{full|slim}, are one-segment paths the
 * browser cannot tell apart (it asks the server); only the server, which knows the uuid, decides
 * whether one exists. This is their pattern in the router.
 */
export const researchEditionPattern = '/:slug';

function segments(path: string): string[] {
  return path.split('/').filter((segment) => segment !== '');
}

/** Whether a path matches a pattern: case-insensitive, a trailing slash allowed (React Router's rules). */
export function matchesRoutePattern(pattern: string, pathname: string): boolean {
  const wanted = segments(pattern);
  const given = segments(pathname);
  if (wanted.length !== given.length) return false;
  return wanted.every((segment, i) => segment.startsWith(':') || segment.toLowerCase() === given[i]!.toLowerCase());
}

/** Whether a path (without query or hash) is one of the app's pages. */
export function isAppRoute(pathname: string): boolean {
  return appRoutePatterns.some((pattern) => matchesRoutePattern(pattern, pathname));
}
