// After a deploy, a tab opened before it may ask for a chunk the new build no longer has (chunk
// names carry their content's hash): the import fails. Loading the page again fetches the new
// build's index, which names the new chunks. Once per tab session until a chunk loads again, so a
// chunk that is really missing shows the error screen rather than reloading forever. The writers'
// texts survive the reload: the exercises and the De-Jargonizer keep their drafts in the tab.
const RELOADED_KEY = 'scicomm.newBuildReload';

// Chromium, Firefox and Safari word a failed dynamic import differently; Vite's preload of a
// chunk's CSS has its own.
const CHUNK_ERROR = /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload CSS/i;

export function isChunkLoadError(error: unknown): boolean {
  return error instanceof Error && CHUNK_ERROR.test(error.message);
}

/**
 * Loads the page again for a failed chunk; false for any other error, and when this tab already
 * reloaded for one and no chunk has loaded since.
 */
export function reloadForNewBuild(error: unknown, reload: () => void = () => window.location.reload()): boolean {
  if (!isChunkLoadError(error)) return false;
  try {
    if (sessionStorage.getItem(RELOADED_KEY) !== null) return false;
    sessionStorage.setItem(RELOADED_KEY, new Date().toISOString());
  } catch {
    // Without storage there is no guard against a loop: no reload.
    return false;
  }
  reload();
  return true;
}

/** A page's chunk loaded: a later deploy may reload the tab once more. */
export function chunkLoaded(): void {
  try {
    sessionStorage.removeItem(RELOADED_KEY);
  } catch {
    // Nothing was stored either.
  }
}
