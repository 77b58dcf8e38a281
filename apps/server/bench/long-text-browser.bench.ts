// A 30,000-word text in the De-Jargonizer, in Chromium (node apps/server/bench/long-text-browser.bench.ts;
// `npm run bench -- long-text`). Against the real app (de-jargonizer-server.ts in a child
// process) and /usr/bin/chromium through playwright-core, it pastes varied prose into the editor,
// waits for its colours, presses START and measures:
//   1. the longest main-thread task (PerformanceObserver "longtask") from the moment the reply
//      arrives until the page has been idle for a second (target: none over 200 ms);
//   2. the size of the reply against the size of the text, both in UTF-8 bytes (target ≤ 2×);
//   3. for information, the longest task while the pasted text is coloured, and how long that took.
// Each target is printed with PASS or MISS, then one JSON line.
import { chromium } from 'playwright-core';
import { COOKIE_CONSENT_COOKIE, TERMS_CONSENT_COOKIE } from '@scicomm/shared';
import { startBenchServer } from './bench-server.ts';
import { variedProse } from './prose.ts';

const WORDS = 30_000;
const IDLE_MS = 1000;

// Varied prose from many writers (prose.ts), not one paragraph repeated.
const text = variedProse(WORDS);

const verdict = (pass: boolean) => (pass ? 'PASS' : 'MISS');

const server = await startBenchServer();
const { origin } = server;
const browser = await chromium.launch({
  executablePath: process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
});
try {
  const context = await browser.newContext({ permissions: ['clipboard-read', 'clipboard-write'] });
  await context.addCookies([TERMS_CONSENT_COOKIE, COOKIE_CONSENT_COOKIE].map((name) => ({ name, value: 'true', url: origin })));
  const page = await context.newPage();
  await page.goto(`${origin}/de-jargonizer`);
  // Every long task of the page, with its start and duration (the page's own clock).
  await page.evaluate(() => {
    const tasks: { start: number; duration: number }[] = [];
    (window as unknown as { longTasks: typeof tasks }).longTasks = tasks;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) tasks.push({ start: entry.startTime, duration: entry.duration });
    }).observe({ type: 'longtask', buffered: true });
  });
  const box = page.getByRole('textbox', { name: 'Your text' });

  // Paste as a writer does: a click in the box (the word list is fetched then), Ctrl+V.
  const wordList = page.waitForResponse((response) => response.url().includes('/dictionaries/'), { timeout: 60_000 });
  await box.click();
  await (await wordList).finished();
  await page.evaluate((value) => navigator.clipboard.writeText(value), text);
  const pasteStart = await page.evaluate(() => performance.now());
  await page.keyboard.press('Control+V');
  // Coloured: the editor's highlights hold a rare word.
  await page.waitForFunction(() => (CSS.highlights.get('dj-band-rare')?.size ?? 0) > 0, undefined, { timeout: 60_000, polling: 'raf' });
  const pasteEnd = await page.evaluate(() => performance.now());

  const replyPromise = page.waitForResponse((response) => response.url().includes('/api/de-jargonizer/analyses'), {
    timeout: 120_000,
  });
  await page.getByRole('button', { name: 'START' }).click();
  const reply = await replyPromise;
  const replyBytes = (await reply.body()).length;
  const replyAt = await page.evaluate(() => performance.now());
  await page.getByText(/^Recorded: score \d+\.$/).waitFor({ timeout: 60_000 });
  // Idle: no long task for IDLE_MS.
  await page.waitForFunction(
    ({ idle }) => {
      const tasks = (window as unknown as { longTasks: { start: number; duration: number }[] }).longTasks;
      const last = tasks.at(-1);
      return performance.now() - (last ? last.start + last.duration : 0) > idle;
    },
    { idle: IDLE_MS },
    { timeout: 60_000, polling: 100 },
  );
  const tasks = await page.evaluate(() => (window as unknown as { longTasks: { start: number; duration: number }[] }).longTasks);
  // Tasks that end after the reply arrived (one may have started a moment before).
  const afterReply = tasks.filter((task) => task.start + task.duration >= replyAt - 1);
  const longestAfterReply = Math.max(0, ...afterReply.map((task) => task.duration));
  const duringPaste = tasks.filter((task) => task.start >= pasteStart && task.start <= pasteEnd);
  const longestPaste = Math.max(0, ...duringPaste.map((task) => task.duration));
  const textBytes = Buffer.byteLength(text);
  const ratio = replyBytes / textBytes;

  console.log(
    `30,000 words: longest main-thread task after the reply: ${longestAfterReply.toFixed(0)} ms (${afterReply.length} long tasks) (target ≤ 200 ms) ${verdict(longestAfterReply <= 200)}`,
  );
  console.log(
    `30,000 words: reply ${(replyBytes / 1024).toFixed(0)} kB for a ${(textBytes / 1024).toFixed(0)} kB text = ${ratio.toFixed(2)}× (target ≤ 2×) ${verdict(ratio <= 2)}`,
  );
  console.log(
    `30,000 words pasted: coloured after ${(pasteEnd - pasteStart).toFixed(0)} ms, longest task meanwhile ${longestPaste.toFixed(0)} ms (for information)`,
  );
  console.log(
    JSON.stringify({
      longTextLongestTaskAfterReplyMs: Math.round(longestAfterReply),
      longTextReplyRatio: Number(ratio.toFixed(3)),
      longTextPasteColouredMs: Math.round(pasteEnd - pasteStart),
      longTextPasteLongestTaskMs: Math.round(longestPaste),
    }),
  );
  process.exitCode = longestAfterReply <= 200 && ratio <= 2 ? 0 : 1;
} finally {
  await browser.close();
  await server.stop();
}
