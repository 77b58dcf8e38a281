/**
 * Loading the modules (and stripping their types) and migrating leave garbage that V8 collects
 * but keeps the pages of: one compacting collection right after start gives them back (about
 * 60 MB). Needs --expose-gc, which the production command line passes (docs/deployment.md
 * "Memory"); without it nothing happens. The bench servers call it too, to run as production does.
 */
export function releaseStartUpGarbage(): void {
  globalThis.gc?.({ type: 'major', execution: 'sync', flavor: 'last-resort' });
}

/** The delay before the collection that follows a large package's first use. */
export const LATE_LOAD_COLLECTION_DELAY_MS = 1000;
let lateCollection: ReturnType<typeof setTimeout> | undefined;

/**
 * Loading a large package on first use (the authentication library at the first sign-in) leaves
 * the same kind of garbage as the start, about 30 MB of pages V8 keeps: one compacting collection
 * a second later gives them back (a pause of some 50 ms, once per package and process). Calls
 * within that second share one collection; without --expose-gc nothing happens.
 */
export function releaseLateLoadGarbage(): void {
  if (globalThis.gc === undefined || lateCollection !== undefined) return;
  lateCollection = setTimeout(() => {
    lateCollection = undefined;
    releaseStartUpGarbage();
  }, LATE_LOAD_COLLECTION_DELAY_MS);
  lateCollection.unref();
}
