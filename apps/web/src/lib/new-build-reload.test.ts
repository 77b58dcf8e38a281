import { beforeEach, describe, expect, it, vi } from 'vitest';
import { chunkLoaded, isChunkLoadError, reloadForNewBuild } from './new-build-reload.ts';

const chromium = new TypeError('Failed to fetch dynamically imported module: http://localhost/assets/course-Bq3x1.js');

beforeEach(() => {
  sessionStorage.clear();
});

describe('reloading for a new build', () => {
  it("knows a failed chunk in each browser's words, and nothing else", () => {
    expect(isChunkLoadError(chromium)).toBe(true);
    expect(isChunkLoadError(new TypeError('error loading dynamically imported module: http://x/a.js'))).toBe(true);
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(new Error('render failed'))).toBe(false);
    expect(isChunkLoadError('Failed to fetch dynamically imported module')).toBe(false);
  });

  it('reloads once for a failed chunk, not again until a chunk has loaded', () => {
    const reload = vi.fn();
    expect(reloadForNewBuild(chromium, reload)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(reloadForNewBuild(chromium, reload)).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
    chunkLoaded();
    expect(reloadForNewBuild(chromium, reload)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it('never reloads for another error', () => {
    const reload = vi.fn();
    expect(reloadForNewBuild(new Error('render failed'), reload)).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });
});
