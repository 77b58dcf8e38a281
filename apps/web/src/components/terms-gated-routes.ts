// Which routes sit behind the terms-consent gate, read from the route table's `handle`
// (routes.tsx). The cookie banner needs it before the session is known: behind the gate it waits
// for the session (the dialog may open, and the banner would flash up before it); elsewhere it
// shows with the page's first paint, so it is never a late largest paint (docs/performance.md).
import { useMatches } from 'react-router';

/** The `handle` of a route whose component renders TermsConsentGate. */
export const TERMS_GATED = { termsGate: true } as const;

export const isTermsGated = (handle: unknown): boolean =>
  typeof handle === 'object' && handle !== null && (handle as { termsGate?: unknown }).termsGate === true;

/** Whether the page shown is behind the terms-consent gate. */
export function useBehindTermsGate(): boolean {
  return useMatches().some((match) => isTermsGated(match.handle));
}
