// How long a page takes to show each key, measured in the page two ways:
//   - key → frame: from the keydown event's timestamp to the frame after it (a requestAnimationFrame
//     callback registered in the keydown, then a task posted from it, which runs once that frame's
//     style, layout and paint are done);
//   - Event Timing: the browser's own measure of each interaction (from the key's timestamp to the
//     presentation of the frame after its handlers), reported for interactions of 16 ms or more.
import type { Page } from 'playwright-core';

export interface KeyTimes {
  /** Key → frame of each key, in the order typed. */
  frames: number[];
  /** Event Timing duration of each interaction of 16 ms or more (a key's events taken together). */
  slowEvents: number[];
  /** Keys typed. */
  keys: number;
}

interface Recorder {
  keyFrames: { at: number; ms: number }[];
  slowEvents: { id: number; duration: number; start: number }[];
}

/** Installs the recorders in the page (once per document). */
export async function recordKeys(page: Page): Promise<void> {
  await page.evaluate(() => {
    const w = window as unknown as { keyRecorder?: Recorder };
    if (w.keyRecorder) return;
    const recorder: Recorder = { keyFrames: [], slowEvents: [] };
    w.keyRecorder = recorder;
    addEventListener(
      'keydown',
      (event) => {
        const start = event.timeStamp;
        requestAnimationFrame(() => {
          setTimeout(() => recorder.keyFrames.push({ at: start, ms: performance.now() - start }), 0);
        });
      },
      { capture: true },
    );
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEventTiming & { interactionId?: number })[])
        if (entry.interactionId) recorder.slowEvents.push({ id: entry.interactionId, duration: entry.duration, start: entry.startTime });
    }).observe({ type: 'event', durationThreshold: 16 } as PerformanceObserverInit);
  });
}

/** Now on the page's clock: keys after it are the next round's. */
export const pageNow = (page: Page): Promise<number> => page.evaluate(() => performance.now());

/** The keys typed since `from` (page clock): waits for the frame of the last key and its Event Timing entry. */
export async function keysSince(page: Page, from: number, keys: number): Promise<KeyTimes> {
  await page.waitForFunction(
    ([start, count]) => (window as unknown as { keyRecorder: Recorder }).keyRecorder.keyFrames.filter((key) => key.at >= start).length >= count,
    [from, keys] as const,
    { timeout: 120_000, polling: 50 },
  );
  // Event Timing entries are dispatched a little after their frame is presented.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 50)))));
  const recorded = await page.evaluate((start) => {
    const { keyFrames, slowEvents } = (window as unknown as { keyRecorder: Recorder }).keyRecorder;
    return { frames: keyFrames.filter((key) => key.at >= start).map((key) => key.ms), events: slowEvents.filter((event) => event.start >= start) };
  }, from);
  const byInteraction = new Map<number, number>();
  for (const event of recorded.events) byInteraction.set(event.id, Math.max(byInteraction.get(event.id) ?? 0, event.duration));
  return { frames: recorded.frames, slowEvents: [...byInteraction.values()], keys };
}

export function joinTimes(list: KeyTimes[]): KeyTimes {
  return {
    frames: list.flatMap((times) => times.frames),
    slowEvents: list.flatMap((times) => times.slowEvents),
    keys: list.reduce((sum, times) => sum + times.keys, 0),
  };
}

/** The p-th percentile (0–1) of a list, nearest rank. */
export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(sorted.length * p) - 1))]!;
}

/** The Event Timing p-th percentile over every key: a key under 16 ms is not reported and counts as 0. */
export function eventPercentile(times: KeyTimes, p: number): number {
  const all = [...Array<number>(Math.max(0, times.keys - times.slowEvents.length)).fill(0), ...times.slowEvents];
  return percentile(all, p);
}
