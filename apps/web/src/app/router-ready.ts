import type { DataRouter } from 'react-router';

/**
 * Resolves once the router has loaded the code of the matched lazy routes: the first render of
 * a prerendered page must show that code's output, as the HTML does.
 */
export function routerReady(router: DataRouter): Promise<void> {
  if (router.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });
}
