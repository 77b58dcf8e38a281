// The route table (spec §2), shared by the browser router and the route-level tests.
import type { RouteObject } from 'react-router';
import { RootLayout } from './root-layout.tsx';
import { ErrorScreen } from './routes/error-screen.tsx';
import { HomeRoute } from './routes/home.tsx';
import { NotFoundRoute } from './routes/not-found.tsx';
import { ToolUnavailableRoute } from './routes/tool-unavailable.tsx';
import { HalfLifeRoute } from './routes/half-life.tsx';
import { ResearchExerciseRoute } from './routes/research-exercise.tsx';
import { LegalDocumentPage } from '../features/legal/components/legal-document-page.tsx';
import { LoginRoute } from './routes/account/login.tsx';
import { RegisterRoute } from './routes/account/register.tsx';
import { ProfileRoute } from './routes/account/profile.tsx';
import { ForgotPasswordRoute } from './routes/account/forgot-password.tsx';
import { ResetPasswordRoute } from './routes/account/reset-password.tsx';
import { DeJargonizerLayoutRoute } from './routes/de-jargonizer/layout.tsx';
import { DeJargonizerRoute } from './routes/de-jargonizer/analyse.tsx';
import { MultipleTextsRoute } from './routes/de-jargonizer/multiple-texts.tsx';
import { DeJargonizerInfoRoute } from './routes/de-jargonizer/info.tsx';

export const routes: RouteObject[] = [
  {
    path: '/',
    element: <RootLayout />,
    errorElement: <ErrorScreen />,
    children: [
      {
        errorElement: <ErrorScreen />,
        children: [
          { index: true, element: <HomeRoute /> },
          {
            path: 'de-jargonizer',
            element: <DeJargonizerLayoutRoute />,
            children: [
              { index: true, element: <DeJargonizerRoute /> },
              { path: 'multiple-texts', element: <MultipleTextsRoute /> },
              { path: 'about', element: <DeJargonizerInfoRoute page="about" /> },
              { path: 'instructions', element: <DeJargonizerInfoRoute page="instructions" /> },
              { path: 'development', element: <DeJargonizerInfoRoute page="development" /> },
              { path: 'how-to-cite', element: <DeJargonizerInfoRoute page="howToCite" /> },
              { path: 'contact-us', element: <DeJargonizerInfoRoute page="contactUs" /> },
              { path: '*', element: <NotFoundRoute /> },
            ],
          },
          { path: 'half-life', element: <HalfLifeRoute /> },
          { path: 'persuasion-rhetorics', element: <ToolUnavailableRoute tool="persuasion-rhetorics" /> },
          { path: 'coherence', element: <ToolUnavailableRoute tool="coherence" /> },
          { path: 'critical-thinking', element: <ToolUnavailableRoute tool="critical-thinking" /> },
          { path: 'ethics', element: <ToolUnavailableRoute tool="ethics" /> },
          { path: 'privacy-policy', element: <LegalDocumentPage id="privacy-policy" /> },
          { path: 'terms-of-use', element: <LegalDocumentPage id="terms-of-use" /> },
          { path: 'cookies-policy', element: <LegalDocumentPage id="cookies-policy" /> },
          { path: 'login', element: <LoginRoute /> },
          { path: 'register', element: <RegisterRoute /> },
          { path: 'profile', element: <ProfileRoute /> },
          { path: 'forgot-password', element: <ForgotPasswordRoute /> },
          { path: 'reset-password', element: <ResetPasswordRoute /> },
          // Hidden research editions, /{uuid}-halflife-full|slim; any other one-segment path is not found.
          { path: ':slug', element: <ResearchExerciseRoute /> },
          { path: '*', element: <NotFoundRoute /> },
        ],
      },
    ],
  },
];
