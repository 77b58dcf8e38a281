// The course's own pages (the course, a submission, its reader check) are for its members. The
// server answers a visitor without a session with the prerendered "Sign in to see this page" view
// (its links return here), and anybody else outside the course with the not-found view
// (docs/performance.md "Refused pages"); the page keeps that view while the session loads, so it
// paints before the script. A member gets the page; a visitor the sign-in view, the same for any
// course id; a signed-in stranger "Page not found" (the page's own 404 from the server).
import type { ReactNode } from 'react';
import { useAuth } from '../../lib/auth.tsx';
import { useRefusedByServer, useSignInAskedByServer } from '../../lib/prerender-data.tsx';
import { NotFoundRoute } from './not-found.tsx';
import { SignInToSeeRoute } from './sign-in-to-see.tsx';

export function CourseMembersGate({ children }: { children: (userId: string) => ReactNode }) {
  const { state } = useAuth();
  const refused = useRefusedByServer();
  const signInAsked = useSignInAskedByServer();
  if (state.status === 'loading') return signInAsked ? <SignInToSeeRoute /> : refused ? <NotFoundRoute /> : null;
  if (state.status !== 'signed-in') return <SignInToSeeRoute />;
  return children(state.user.id);
}
