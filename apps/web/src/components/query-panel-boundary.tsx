// The app's panel boundary (panel-boundary.tsx): Try again also lets the queries that failed
// inside the panel fetch again (TanStack Query's reset boundary), and another page resets it.
import type { ReactNode } from 'react';
import { QueryErrorResetBoundary } from '@tanstack/react-query';
import { useLocation } from 'react-router';
import { PanelBoundary } from './panel-boundary.tsx';

export function QueryPanelBoundary({ children, resetKey }: { children: ReactNode; resetKey?: unknown }) {
  const { pathname } = useLocation();
  return (
    <QueryErrorResetBoundary>
      {({ reset }) => (
        <PanelBoundary onRetry={reset} resetKey={resetKey === undefined ? pathname : `${pathname}\n${String(resetKey)}`}>
          {children}
        </PanelBoundary>
      )}
    </QueryErrorResetBoundary>
  );
}
