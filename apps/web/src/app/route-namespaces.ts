// The namespaces of each lazily loaded route (a file of app/routes/), which the route table loads
// beside the route's code (routes.tsx) and the build names in the preload links of a prerendered
// page (scripts/build.ts). A namespace missing here still loads, when a component that names it in
// useTranslation() renders, but one download later; routes-strings.test.tsx renders each route
// and fails on that. The shell's pages (home, not found, errors) and the legal pages use the shell's strings.
// An exercise's page (app/routes/{slug}.tsx) loads the namespaces of its manifest entry.
import { EXERCISE_IDS, exerciseManifest, type ExerciseId, type ExerciseSlug } from '@scicomm/shared/exercises';
import type { FeatureNamespace } from '../lib/namespaces.ts';

const EXERCISE_PAGE_NAMESPACES = Object.fromEntries(
  EXERCISE_IDS.map((id) => [`${exerciseManifest[id].slug}.tsx`, exerciseManifest[id].namespaces]),
) as Record<`${ExerciseSlug}.tsx`, (typeof exerciseManifest)[ExerciseId]['namespaces']>;

export const ROUTE_NAMESPACES = {
  ...EXERCISE_PAGE_NAMESPACES,
  'account/forgot-password.tsx': ['account', 'account-forms'],
  'account/login.tsx': ['account', 'account-forms', 'server-errors'],
  'account/profile.tsx': ['account', 'account-forms', 'coachReports', 'de-jargonizer', 'research', 'server-errors'],
  'account/register.tsx': ['account', 'account-forms'],
  'account/reset-password.tsx': ['account', 'account-forms'],
  'account/sign-in-link.tsx': ['account', 'account-forms'],
  'admin-coach-reports.tsx': ['account', 'coachReports', 'courses', 'server-errors', 'studies'],
  'course-join.tsx': ['courses', 'server-errors'],
  'course-reader-check.tsx': ['courses', 'reader-check', 'server-errors'],
  'course-submission.tsx': ['courses', 'de-jargonizer', 'server-errors'],
  'course-trainer-invitation.tsx': ['courses', 'server-errors'],
  'course.tsx': ['courses', 'server-errors'],
  'courses.tsx': ['courses', 'server-errors'],
  'de-jargonizer/analyse.tsx': ['de-jargonizer', 'key-terms'],
  'de-jargonizer/compare-groups.tsx': ['compare', 'de-jargonizer', 'key-terms', 'server-errors'],
  'de-jargonizer/compare.tsx': ['compare', 'de-jargonizer', 'key-terms', 'server-errors'],
  'de-jargonizer/info.tsx': ['de-jargonizer', 'de-jargonizer-info'],
  'de-jargonizer/layout.tsx': ['de-jargonizer'],
  'de-jargonizer/multiple-texts.tsx': ['de-jargonizer', 'key-terms', 'server-errors'],
  'legal.tsx': [],
  'read.tsx': ['reader-check', 'server-errors'],
  'reader-check-results.tsx': ['reader-check', 'server-errors'],
  'reader-checks-compare.tsx': ['reader-check'],
  'reader-checks.tsx': ['reader-check', 'server-errors'],
  'research-exercise.tsx': ['exerciseSession', 'exercises', 'server-errors'],
  'research-study-preview.tsx': ['account', 'coachReports', 'courses', 'exerciseSession', 'exercises', 'research', 'server-errors', 'studies'],
  'research-study-reader-check.tsx': ['account', 'courses', 'reader-check', 'research', 'server-errors', 'studies'],
  'research-study.tsx': ['account', 'courses', 'research', 'server-errors', 'studies'],
  'research.tsx': ['account', 'courses', 'research', 'server-errors', 'studies'],
  'share.tsx': ['account', 'account-forms', 'coachReports', 'de-jargonizer', 'sharing'],
  'study-participation.tsx': ['coachReports', 'exerciseSession', 'exercises', 'server-errors', 'studies'],
} as const satisfies Record<string, readonly FeatureNamespace[]>;

export type LazyRouteFile = keyof typeof ROUTE_NAMESPACES;
