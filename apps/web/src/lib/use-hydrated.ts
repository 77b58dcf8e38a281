// Whether this render may read the browser's own state (storage, history state). It is false on
// the server and while the browser hydrates prerendered HTML (docs/performance.md), whose first
// render must match that HTML; React renders again with true right after hydration. A render
// from scratch sees true at once.
import { useSyncExternalStore } from 'react';

const subscribeToNothing = () => () => {};

export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
}
