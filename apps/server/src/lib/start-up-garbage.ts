/**
 * Loading the modules (and stripping their types) and migrating leave garbage that V8 collects
 * but keeps the pages of: one compacting collection right after start gives them back (about
 * 60 MB). Needs --expose-gc, which the production command line passes (docs/deployment.md
 * "Memory"); without it nothing happens. The bench servers call it too, to run as production does.
 */
export function releaseStartUpGarbage(): void {
  globalThis.gc?.({ type: 'major', execution: 'sync', flavor: 'last-resort' });
}
