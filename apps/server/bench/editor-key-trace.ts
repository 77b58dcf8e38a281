// Where a key's main-thread time goes in the De-Jargonizer's editor against a plain textarea, from a
// Chromium trace (node apps/server/bench/editor-key-trace.ts): the same varied prose in both, keys
// typed at the end of the text 40 ms apart, traced page by page (editor, textarea, editor,
// textarea …). Prints, per key, the main thread's CPU (the trace's thread time, which the
// machine's load moves far less than wall time) by trace event, self time only, and by the input
// event each piece of script ran in. BENCH_EDITOR_WORDS (one length, default 100000),
// BENCH_TRACE_KEYS (default 60), BENCH_TRACE_ROUNDS (default 2), BENCH_WEB_DIST (another build),
// BENCH_EDITOR_PROFILES=phone (390 px wide, CPU slowed 4×: the thread times are then inflated alike).
import os from 'node:os';
import { chromium, type Page } from 'playwright-core';
import { startBenchServer } from './bench-server.ts';
import { openEditorPage, startTextareaPage, type PageOrigins, type TraceEvent, type Which } from './editor-pages.ts';
import { PHONE_CONNECTION } from './phone-profile.ts';
import { typedSentences, variedProse } from './prose.ts';

const WORDS = Number(process.env['BENCH_EDITOR_WORDS'] ?? 100_000);
const KEYS = Number(process.env['BENCH_TRACE_KEYS'] ?? 60);
const ROUNDS = Number(process.env['BENCH_TRACE_ROUNDS'] ?? 2);
const PHONE = process.env['BENCH_EDITOR_PROFILES'] === 'phone';

async function open(origins: PageOrigins, which: Which, text: string): Promise<Page> {
  const page = await openEditorPage(browser, origins, which, { viewport: PHONE ? { width: 390, height: 844 } : { width: 1280, height: 900 } });
  const box = page.getByRole('textbox', { name: 'Your text' });
  await box.focus();
  await box.evaluate((element, value) => {
    if (element instanceof HTMLTextAreaElement) Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value')!.set!.call(element, value);
    else element.textContent = value;
    element.dispatchEvent(new InputEvent('input', { bubbles: true, inputType: 'insertFromPaste' }));
  }, text);
  if (which === 'editor') await page.locator('.dj-editor--coloured').waitFor({ timeout: 180_000 });
  await page.waitForTimeout(3_000);
  if (PHONE) await (await page.context().newCDPSession(page)).send('Emulation.setCPUThrottlingRate', { rate: PHONE_CONNECTION.cpuSlowdown });
  return page;
}

/** Self thread time (ms) of each trace event name on the renderer's main thread, and of script by input event. */
async function trace(page: Page, keys: string): Promise<{ total: number; byName: Map<string, number>; byEvent: Map<string, number> }> {
  await page.bringToFront();
  await page.getByRole('textbox', { name: 'Your text' }).focus();
  await page.keyboard.press('Control+End');
  await page.waitForTimeout(500);
  const cdp = await page.context().newCDPSession(page);
  const events: TraceEvent[] = [];
  cdp.on('Tracing.dataCollected', (data: { value: object[] }) => events.push(...(data.value as TraceEvent[])));
  await cdp.send('Tracing.start', { categories: 'toplevel,devtools.timeline,disabled-by-default-devtools.timeline,blink,v8', transferMode: 'ReportEvents' });
  await page.keyboard.type(keys, { delay: 40 });
  await page.waitForTimeout(400);
  const complete = new Promise<void>((resolve) => cdp.once('Tracing.tracingComplete', () => resolve()));
  await cdp.send('Tracing.end');
  await complete;
  await cdp.detach();
  const main = new Set(events.filter((event) => event.name === 'thread_name' && event.args?.name === 'CrRendererMain').map((event) => event.tid));
  const complete_ = events.filter((event) => main.has(event.tid) && event.ph === 'X' && event.tdur !== undefined).sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));
  const byName = new Map<string, number>();
  const byEvent = new Map<string, number>();
  let total = 0;
  // Self time: an event's thread time less that of the events directly inside it.
  const stack: { event: TraceEvent; children: number; input: string }[] = [];
  const close = (entry: { event: TraceEvent; children: number; input: string }) => {
    const self = (entry.event.tdur! - entry.children) / 1000;
    byName.set(entry.event.name, (byName.get(entry.event.name) ?? 0) + self);
    if (entry.input) byEvent.set(`${entry.input}: ${entry.event.name}`, (byEvent.get(`${entry.input}: ${entry.event.name}`) ?? 0) + self);
    const parent = stack.at(-1);
    if (parent) parent.children += entry.event.tdur!;
    else total += entry.event.tdur! / 1000;
  };
  for (const event of complete_) {
    while (stack.length > 0 && stack.at(-1)!.event.ts + (stack.at(-1)!.event.dur ?? 0) <= event.ts) close(stack.pop()!);
    const parent = stack.at(-1)?.input ?? '';
    const input =
      event.name === 'EventDispatch'
        ? (event.args?.data?.type ?? '?')
        : parent === '' && (event.name === 'FireAnimationFrame' || event.name === 'TimerFire' || event.name === 'UpdateLayoutTree')
          ? event.name
          : parent === '' && event.name.includes('UpdateLifecycle')
            ? 'frame'
            : parent;
    stack.push({ event, children: 0, input });
  }
  while (stack.length > 0) close(stack.pop()!);
  return { total, byName, byEvent };
}

const server = await startBenchServer();
const textareaPage = await startTextareaPage();
const origins: PageOrigins = { editor: server.origin, textarea: textareaPage.origin };
const browser = await chromium.launch({ executablePath: process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
try {
  const text = variedProse(WORDS);
  const pages = { editor: await open(origins, 'editor', text), textarea: await open(origins, 'textarea', text) };
  const all = typedSentences.join('');
  const sums: Record<Which, { total: number; byName: Map<string, number>; byEvent: Map<string, number> }> = {
    editor: { total: 0, byName: new Map(), byEvent: new Map() },
    textarea: { total: 0, byName: new Map(), byEvent: new Map() },
  };
  for (let round = 0; round < ROUNDS; round++) {
    for (const which of round % 2 === 0 ? (['editor', 'textarea'] as const) : (['textarea', 'editor'] as const)) {
      const result = await trace(pages[which], all.slice(round * KEYS, round * KEYS + KEYS));
      const sum = sums[which];
      sum.total += result.total;
      for (const [name, ms] of result.byName) sum.byName.set(name, (sum.byName.get(name) ?? 0) + ms);
      for (const [name, ms] of result.byEvent) sum.byEvent.set(name, (sum.byEvent.get(name) ?? 0) + ms);
    }
  }
  const keys = KEYS * ROUNDS;
  const per = (ms: number) => (ms / keys).toFixed(2);
  console.log(`${WORDS} words${PHONE ? ', phone' : ''}, ${keys} keys each, load ${os.loadavg().map((value) => value.toFixed(1)).join(' ')}`);
  console.log(`main thread CPU a key: editor ${per(sums.editor.total)} ms, textarea ${per(sums.textarea.total)} ms`);
  const names = [...new Set([...sums.editor.byName.keys(), ...sums.textarea.byName.keys()])]
    .map((name) => ({ name, editor: sums.editor.byName.get(name) ?? 0, textarea: sums.textarea.byName.get(name) ?? 0 }))
    .filter((row) => Math.max(row.editor, row.textarea) / keys >= 0.05)
    .sort((a, b) => b.editor - b.textarea - (a.editor - a.textarea));
  console.log('self time a key by trace event (editor / textarea / difference):');
  for (const row of names) console.log(`  ${row.name}: ${per(row.editor)} / ${per(row.textarea)} / ${per(row.editor - row.textarea)}`);
  console.log('inside input events, self time a key (editor / textarea):');
  const inEvents = [...new Set([...sums.editor.byEvent.keys(), ...sums.textarea.byEvent.keys()])]
    .map((name) => ({ name, editor: sums.editor.byEvent.get(name) ?? 0, textarea: sums.textarea.byEvent.get(name) ?? 0 }))
    .filter((row) => Math.max(row.editor, row.textarea) / keys >= 0.02)
    .sort((a, b) => b.editor - a.editor);
  for (const row of inEvents) console.log(`  ${row.name}: ${per(row.editor)} / ${per(row.textarea)}`);
} finally {
  await browser.close();
  await textareaPage.close();
  await server.stop();
}
