// The tasks of a page's main thread, from a Chromium trace. The Long Tasks API does not see every
// task: a plain textarea's insertion of a long paste (over a second under load) is not reported
// to the page's observer at all, so a baseline measured that way reads 0 ms. The trace sees
// every task, the browser's own work included.
import type { CDPSession } from 'playwright-core';
import type { TraceEvent } from './editor-pages.ts';

export interface MainThreadTask {
  durationMs: number;
  /** The browser inserted typed or pasted text into an editable field in this task. */
  insertsText: boolean;
}


export async function traceMainThread(cdp: CDPSession, during: () => Promise<void>): Promise<MainThreadTask[]> {
  const events: TraceEvent[] = [];
  const collect = (data: { value: object[] }) => {
    events.push(...(data.value as TraceEvent[]));
  };
  cdp.on('Tracing.dataCollected', collect);
  await cdp.send('Tracing.start', { categories: 'toplevel,devtools.timeline,blink', transferMode: 'ReportEvents' });
  try {
    await during();
  } finally {
    const complete = new Promise<void>((resolve) => cdp.once('Tracing.tracingComplete', () => resolve()));
    await cdp.send('Tracing.end');
    await complete;
    cdp.off('Tracing.dataCollected', collect);
  }
  const mainThreads = new Set(
    events.filter((event) => event.name === 'thread_name' && event.args?.name === 'CrRendererMain').map((event) => event.tid),
  );
  const onMain = events.filter((event) => mainThreads.has(event.tid) && event.ph === 'X' && event.dur !== undefined);
  // Typed text, a paste (one command that replaces the selection), and a page's own insertion in
  // its beforeinput handler (the De-Jargonizer's editor puts a text of several lines in itself).
  const insertions = onMain.filter(
    (event) =>
      event.name === 'TypingCommand::InsertText' ||
      event.name === 'ReplaceSelectionCommand::doApply' ||
      (event.name === 'EventDispatch' && event.args?.data?.type === 'beforeinput'),
  );
  // Chromium names its top-level tasks one of two ways, by version; each task has one of them.
  const topLevel = onMain.some((event) => event.name === 'ThreadControllerImpl::RunTask') ? 'ThreadControllerImpl::RunTask' : 'RunTask';
  return onMain
    .filter((event) => event.name === topLevel)
    .map((task) => ({
      durationMs: (task.dur ?? 0) / 1000,
      insertsText: insertions.some((insert) => insert.ts >= task.ts && insert.ts < task.ts + (task.dur ?? 0)),
    }));
}
