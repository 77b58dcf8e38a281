// The route table (docs/product.md §2), shared by the browser router and the route-level tests. The shell
// and home page load at once; each tool's and the account's code is fetched when its route is
// first visited (React Router's lazy routes), so the home page stays small.
import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { byExercise, EXERCISE_IDS, exerciseManifest } from '@scicomm/shared/exercises';
import { loadRouteStrings } from '../lib/browser-i18n.ts';
import { RootLayout } from './root-layout.tsx';
import { ROUTE_NAMESPACES, type LazyRouteFile } from './route-namespaces.ts';
import { ErrorScreen } from './routes/error-screen.tsx';
import { HomeRoute } from './routes/home.tsx';
import { NotFoundRoute } from './routes/not-found.tsx';
import { QueryPanelBoundary } from '../components/query-panel-boundary.tsx';
import { TERMS_GATED } from '../components/terms-gated-routes.ts';
import type { DeJargonizerInfoRoute as InfoRouteComponent } from './routes/de-jargonizer/info.tsx';

type InfoPage = Parameters<typeof InfoRouteComponent>[0]['page'];

/** The routes behind the terms-consent gate (their components render TermsConsentGate): the cookie banner waits for it there. */
const behindTermsGate = { handle: TERMS_GATED };

/** A page's panel: if it fails to render, a message and Try again take its place, not the page's. */
function inPanel(Page: ComponentType): ComponentType {
  return function PagePanel() {
    return (
      <QueryPanelBoundary>
        <Page />
      </QueryPanelBoundary>
    );
  };
}

/**
 * A route whose component comes from a module of app/routes/ loaded on first visit, together with
 * the namespaces of strings it shows (route-namespaces.ts), inside its panel's error boundary.
 */
function lazyRoute<M>(file: LazyRouteFile, load: () => Promise<M>, pick: (module: M) => ComponentType): RouteObject['lazy'] {
  return async () => {
    const [module] = await Promise.all([load(), loadRouteStrings(ROUTE_NAMESPACES[file])]);
    return { Component: inPanel(pick(module)) };
  };
}

const info = (page: InfoPage): RouteObject => ({
  lazy: lazyRoute(
    'de-jargonizer/info.tsx',
    () => import('./routes/de-jargonizer/info.tsx'),
    ({ DeJargonizerInfoRoute }) =>
      function InfoRoute() {
        return <DeJargonizerInfoRoute page={page} />;
      },
  ),
});

/**
 * Each exercise's page: the `ExercisePage` of app/routes/{slug}.tsx (its path and strings come
 * from the exercise manifest), so a new exercise's page is found by its file's name.
 */
// (less the files this one imports statically: globbed too, each would be a chunk in name only)
const exercisePageFiles = import.meta.glob<ComponentType>(
  ['./routes/*.tsx', '!./routes/*.test.tsx', '!./routes/error-screen.tsx', '!./routes/home.tsx', '!./routes/not-found.tsx'],
  { import: 'ExercisePage' },
);
const exercisePages = byExercise((id, { slug }) => {
  const load = exercisePageFiles[`./routes/${slug}.tsx`];
  if (!load) throw new Error(`The exercise ${id} has no page: app/routes/${slug}.tsx exporting ExercisePage.`);
  return load;
});

export const routes: RouteObject[] = [
  {
    path: '/',
    element: <RootLayout />,
    errorElement: <ErrorScreen />,
    children: [
      {
        errorElement: <ErrorScreen />,
        children: [
          { index: true, element: <HomeRoute />, ...behindTermsGate },
          {
            path: 'de-jargonizer',
            ...behindTermsGate,
            lazy: lazyRoute('de-jargonizer/layout.tsx', () => import('./routes/de-jargonizer/layout.tsx'), (m) => m.DeJargonizerLayoutRoute),
            children: [
              { index: true, lazy: lazyRoute('de-jargonizer/analyse.tsx', () => import('./routes/de-jargonizer/analyse.tsx'), (m) => m.DeJargonizerRoute) },
              {
                path: 'multiple-texts',
                lazy: lazyRoute('de-jargonizer/multiple-texts.tsx', () => import('./routes/de-jargonizer/multiple-texts.tsx'), (m) => m.MultipleTextsRoute),
              },
              { path: 'compare', lazy: lazyRoute('de-jargonizer/compare.tsx', () => import('./routes/de-jargonizer/compare.tsx'), (m) => m.CompareTextsRoute) },
              {
                path: 'compare/groups',
                lazy: lazyRoute('de-jargonizer/compare-groups.tsx', () => import('./routes/de-jargonizer/compare-groups.tsx'), (m) => m.CompareGroupsRoute),
              },
              { path: 'about', ...info('about') },
              { path: 'instructions', ...info('instructions') },
              { path: 'development', ...info('development') },
              { path: 'how-to-cite', ...info('howToCite') },
              { path: 'contact-us', ...info('contactUs') },
              { path: '*', element: <NotFoundRoute /> },
            ],
          },
          ...EXERCISE_IDS.map(
            (id): RouteObject => ({
              path: exerciseManifest[id].slug,
              ...behindTermsGate,
              lazy: lazyRoute(`${exerciseManifest[id].slug}.tsx`, exercisePages[id], (component) => component),
            }),
          ),
          { path: 'privacy-policy', lazy: lazyRoute('legal.tsx', () => import('./routes/legal.tsx'), (m) => m.PrivacyPolicyRoute) },
          { path: 'terms-of-use', lazy: lazyRoute('legal.tsx', () => import('./routes/legal.tsx'), (m) => m.TermsOfUseRoute) },
          { path: 'cookies-policy', lazy: lazyRoute('legal.tsx', () => import('./routes/legal.tsx'), (m) => m.CookiesPolicyRoute) },
          { path: 'login', lazy: lazyRoute('account/login.tsx', () => import('./routes/account/login.tsx'), (m) => m.LoginRoute) },
          { path: 'register', lazy: lazyRoute('account/register.tsx', () => import('./routes/account/register.tsx'), (m) => m.RegisterRoute) },
          { path: 'profile', lazy: lazyRoute('account/profile.tsx', () => import('./routes/account/profile.tsx'), (m) => m.ProfileRoute) },
          {
            path: 'forgot-password',
            lazy: lazyRoute('account/forgot-password.tsx', () => import('./routes/account/forgot-password.tsx'), (m) => m.ForgotPasswordRoute),
          },
          {
            path: 'reset-password',
            lazy: lazyRoute('account/reset-password.tsx', () => import('./routes/account/reset-password.tsx'), (m) => m.ResetPasswordRoute),
          },
          {
            path: 'sign-in-link',
            lazy: lazyRoute('account/sign-in-link.tsx', () => import('./routes/account/sign-in-link.tsx'), (m) => m.SignInLinkRoute),
          },
          { path: 'share/:token', lazy: lazyRoute('share.tsx', () => import('./routes/share.tsx'), (m) => m.SharedTaskRoute) },
          { path: 'share', lazy: lazyRoute('share.tsx', () => import('./routes/share.tsx'), (m) => m.SharedTaskRoute) },
          { path: 'research', lazy: lazyRoute('research.tsx', () => import('./routes/research.tsx'), (m) => m.ResearchRoute) },
          {
            path: 'admin/coach-reports',
            lazy: lazyRoute('admin-coach-reports.tsx', () => import('./routes/admin-coach-reports.tsx'), (m) => m.AdminCoachReportsRoute),
          },
          {
            path: 'research/studies/:studyId',
            lazy: lazyRoute('research-study.tsx', () => import('./routes/research-study.tsx'), (m) => m.ResearchStudyRoute),
          },
          {
            path: 'research/studies/:studyId/reader-checks/:checkId',
            lazy: lazyRoute('research-study-reader-check.tsx', () => import('./routes/research-study-reader-check.tsx'), (m) => m.ResearchStudyReaderCheckRoute),
          },
          {
            path: 'research/studies/:studyId/preview/:arm',
            lazy: lazyRoute('research-study-preview.tsx', () => import('./routes/research-study-preview.tsx'), (m) => m.ResearchStudyPreviewRoute),
          },
          { path: 'reader-checks', lazy: lazyRoute('reader-checks.tsx', () => import('./routes/reader-checks.tsx'), (m) => m.ReaderChecksRoute) },
          {
            path: 'reader-checks/compare',
            lazy: lazyRoute('reader-checks-compare.tsx', () => import('./routes/reader-checks-compare.tsx'), (m) => m.ReaderChecksCompareRoute),
          },
          {
            path: 'reader-checks/:checkId',
            lazy: lazyRoute('reader-check-results.tsx', () => import('./routes/reader-check-results.tsx'), (m) => m.ReaderCheckResultsRoute),
          },
          { path: 'courses', lazy: lazyRoute('courses.tsx', () => import('./routes/courses.tsx'), (m) => m.CoursesRoute) },
          { path: 'courses/join', lazy: lazyRoute('course-join.tsx', () => import('./routes/course-join.tsx'), (m) => m.CourseJoinRoute) },
          { path: 'courses/join/:code', lazy: lazyRoute('course-join.tsx', () => import('./routes/course-join.tsx'), (m) => m.CourseJoinRoute) },
          {
            path: 'courses/trainer-invitations/:token',
            lazy: lazyRoute('course-trainer-invitation.tsx', () => import('./routes/course-trainer-invitation.tsx'), (m) => m.CourseTrainerInvitationRoute),
          },
          { path: 'courses/:courseId', lazy: lazyRoute('course.tsx', () => import('./routes/course.tsx'), (m) => m.CourseRoute) },
          {
            path: 'courses/:courseId/submissions/:submissionId',
            lazy: lazyRoute('course-submission.tsx', () => import('./routes/course-submission.tsx'), (m) => m.CourseSubmissionRoute),
          },
          {
            path: 'courses/:courseId/submissions/:submissionId/reader-check',
            lazy: lazyRoute('course-reader-check.tsx', () => import('./routes/course-reader-check.tsx'), (m) => m.CourseReaderCheckRoute),
          },
          { path: 'read/:token', lazy: lazyRoute('read.tsx', () => import('./routes/read.tsx'), (m) => m.ReadRoute) },
          { path: 'study/:token', lazy: lazyRoute('study-participation.tsx', () => import('./routes/study-participation.tsx'), (m) => m.StudyParticipationRoute) },
          // Hidden research editions, /{uuid}-halflife-full|slim; any other one-segment path is not found.
          { path: ':slug', ...behindTermsGate, lazy: lazyRoute('research-exercise.tsx', () => import('./routes/research-exercise.tsx'), (m) => m.ResearchExerciseRoute) },
          { path: '*', element: <NotFoundRoute /> },
        ],
      },
    ],
  },
];
