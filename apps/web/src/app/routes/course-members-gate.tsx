// The course's own pages (the course, a submission, its reader check) are for its members: the
// server refuses them to a visitor without a session or outside the course with the prerendered
// not-found view (docs/performance.md "Refused pages"), which stays while the session loads so it
// paints before the script. A member gets the page; anybody else the not-found page.
import type { ReactNode } from 'react';
import { useAuth } from '../../lib/auth.tsx';
import { useRefusedByServer } from '../../lib/prerender-data.tsx';
import { NotFoundRoute } from './not-found.tsx';

export function CourseMembersGate({ children }: { children: (userId: string) => ReactNode }) {
  const { state } = useAuth();
  const refused = useRefusedByServer();
  if (state.status === 'loading') return refused ? <NotFoundRoute /> : null;
  if (state.status !== 'signed-in') return <NotFoundRoute />;
  return children(state.user.id);
}
