// The original's own compiled web client against our server, as a guest (docs/decisions.md
// "Compatibility", docs/server.md "The original's client"). The client is a test fixture read
// from ../shared/original-client/wwwroot (ORIGINAL_CLIENT_DIR to move it), never served to users
// nor copied here. It calls its API at http://localhost:5177/, so a server of this file's own on
// 127.0.0.1:5177 (and [::1]:5177, where localhost may resolve) serves its index.html for each of
// its page paths and its assets/*, and forwards every other path unchanged to the test server.
// The page is opened at http://127.0.0.1:5177, so its API calls are cross-origin: the test server
// allows that origin (CORS_ORIGINS in playwright.config.ts). Every other host is blocked.
// The coach's wording is not checked (it changes with the coach): each answer must be followed
// by the coach's reply, every message of which is shown in the chat, and the next stage.
// No axe check: the pages are the original's, not ours.
import { createServer, request as forward, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test, type Locator, type Page } from '@playwright/test';
import JSZip from 'jszip';
import { finishStages } from '../packages/coach/testing/finish-stages.ts';
import { DOCX, makeDocx } from '../apps/server/src/text-analysis/test-support.ts';
import { textOfWords } from './support/exercise-chat.ts';

const CLIENT_DIR = path.resolve(process.env.ORIGINAL_CLIENT_DIR ?? fileURLToPath(new URL('../../shared/original-client', import.meta.url)));
const WWWROOT = path.join(CLIENT_DIR, 'wwwroot');
const PORT = 5177;
/** Where the page is opened, and where the bundle sends its API calls. */
const PAGE = `http://127.0.0.1:${PORT}`;
const API = `http://localhost:${PORT}/`;
/** The client's page paths (its router's), each answered with its index.html. */
const PAGE_PATHS = new Set(['/', '/de-jargonizer', '/half-life', '/persuasion-rhetorics', '/ethics', '/login', '/register', '/profile', '/privacy-policy', '/terms-of-use', '/cookies-policy']);
const isPagePath = (pathname: string) => PAGE_PATHS.has(pathname) || pathname.startsWith('/de-jargonizer/');

const TYPES: Record<string, string> = { '.js': 'text/javascript', '.css': 'text/css', '.svg': 'image/svg+xml', '.png': 'image/png', '.jpg': 'image/jpeg', '.woff2': 'font/woff2' };

/** Serves the client's files on 127.0.0.1 and ::1, and forwards the rest to `target`. */
async function serveOriginalClient(target: URL): Promise<Server[]> {
  const handle = async (request: IncomingMessage, response: ServerResponse) => {
    const { pathname } = new URL(request.url ?? '/', PAGE);
    if (request.method === 'GET' && (isPagePath(pathname) || pathname.startsWith('/assets/'))) {
      const file = isPagePath(pathname) ? path.join(WWWROOT, 'index.html') : path.join(WWWROOT, path.normalize(pathname));
      if (!file.startsWith(WWWROOT + path.sep)) return void response.writeHead(404).end();
      try {
        const body = await readFile(file);
        response.writeHead(200, { 'content-type': TYPES[path.extname(file)] ?? 'text/html; charset=utf-8' }).end(body);
      } catch {
        // The large images and PDFs are left out of the fixture: they simply do not load.
        response.writeHead(404).end();
      }
      return;
    }
    const upstream = forward(
      { host: target.hostname, port: target.port, method: request.method, path: request.url, headers: request.headers },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(response);
      },
    );
    upstream.on('error', () => response.writeHead(502).end());
    request.pipe(upstream);
  };
  const servers: Server[] = [];
  for (const host of ['127.0.0.1', '::1']) {
    const server = createServer((request, response) => void handle(request, response));
    const listening = await new Promise<boolean>((resolve, reject) => {
      server.once('error', (error: NodeJS.ErrnoException) =>
        // No IPv6 on this machine: localhost is 127.0.0.1 alone.
        host === '::1' && error.code === 'EADDRNOTAVAIL' ? resolve(false) : reject(error),
      );
      server.listen(PORT, host, () => resolve(true));
    });
    if (listening) servers.push(server);
  }
  return servers;
}

let servers: Server[] = [];
test.beforeAll(async ({ baseURL }) => {
  servers = await serveOriginalClient(new URL(baseURL!));
});
test.afterAll(async () => {
  await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
});

test.beforeEach(async ({ context }) => {
  // Only this file's server: the client's sign-in service, its widget's locale files and fonts,
  // analytics and any other host are refused.
  await context.route(
    (url) => !['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname) || url.port !== String(PORT),
    (route) => route.abort('blockedbyclient'),
  );
});

/** Opens a page of the client as a guest: the consent dialog's box ticked, "Continue as Guest". */
async function openAsGuest(page: Page, pathname: string): Promise<void> {
  await page.goto(`${PAGE}/`);
  await page.locator('#terms-checkbox').check();
  await page.getByRole('button', { name: 'Continue as Guest' }).click();
  await expect(page.locator('#terms-checkbox')).toHaveCount(0);
  if (pathname !== '/') await page.goto(`${PAGE}${pathname}`);
}

const SCIENCE = 'Epigenetics changes how genes are read. The gene expression of the cells changes, and the season matters too.';

/** The coloured words of the result, as the original's stylesheet colours them. */
async function expectColouredResult(page: Page): Promise<void> {
  const rare = page.locator('#resultsContent span.rareWord').first();
  const mid = page.locator('#resultsContent span.normalWord').first();
  await expect(rare).toBeVisible();
  await expect(rare).toHaveCSS('color', 'rgb(255, 0, 0)');
  await expect(mid).toHaveCSS('color', 'rgb(255, 140, 0)');
}

test.describe("the original's compiled client, as a guest", () => {
  test('grades a pasted text and a .docx, colours them, shows the gauge, downloads the result and grades three files', async ({ page, request }) => {
    test.setTimeout(180_000);
    await openAsGuest(page, '/de-jargonizer');

    const pasted = page.waitForResponse((response) => response.url() === `${API}api/TextGrading/Grade` && response.request().method() === 'POST');
    await page.locator('#textGradingForm textarea').fill(SCIENCE);
    await page.locator('#textGradingForm').getByRole('button', { name: 'Send' }).click();
    const graded = await (await pasted).json();
    expect(graded.rareWords.length).toBeGreaterThan(0);
    await expect(page.locator('#resultDiv')).toBeVisible();
    await expectColouredResult(page);
    await expect(page.locator('#resultsContent')).toHaveText(SCIENCE);

    // The gauge: an image from the API's address, for the number of rare words, labelled as one.
    const gauge = page.locator('#resultScala');
    await expect(gauge).toHaveAttribute('src', `${API}api/TextGrading/Scala?score=${graded.rareWords.length}`);
    await expect.poll(() => gauge.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);
    const svg = await (await request.get(`${API}api/TextGrading/Scala?score=${graded.rareWords.length}`)).text();
    expect(svg).toContain(`>Rare words: ${graded.rareWords.length}</text>`);
    expect(svg).not.toMatch(/\d%/);

    // A .docx instead of the text box.
    const fromFile = page.waitForResponse((response) => response.url() === `${API}api/TextGrading/Grade` && response.request().method() === 'POST');
    await page.locator('#ArticleFU').setInputFiles({ name: 'drought essay.docx', mimeType: DOCX, buffer: await makeDocx(`Wheat roots under drought.\n${SCIENCE}`) });
    await page.locator('#textGradingForm').getByRole('button', { name: 'Send' }).click();
    const fileResult = await (await fromFile).json();
    expect(fileResult.name).toBe('drought essay');
    await expect(page.locator('#resultsContent')).toContainText('Wheat roots under drought.');
    await expectColouredResult(page);

    // Download: the result as a Word document, named after the file.
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe('drought essay - Result.docx');
    const result = await JSZip.loadAsync(await readFile((await download.path())!));
    expect(await result.file('word/document.xml')!.async('string')).toContain('Wheat');

    // Multiple Texts: three files, one CSV row each.
    await page.goto(`${PAGE}/de-jargonizer/multiple-texts`);
    await page.locator('#ArticleFU').setInputFiles([
      { name: 'first.txt', mimeType: 'text/plain', buffer: Buffer.from(SCIENCE) },
      { name: 'second.docx', mimeType: DOCX, buffer: await makeDocx('The season and the pressure of the year.') },
      { name: 'third.txt', mimeType: 'text/plain', buffer: Buffer.from('Plants need water and light to grow.') },
    ]);
    const csvDownload = page.waitForEvent('download');
    await page.locator('#textGradingForm').getByRole('button', { name: 'Send' }).click();
    const csv = await csvDownload;
    expect(csv.suggestedFilename()).toBe('Results.csv');
    const rows = (await readFile((await csv.path())!, 'utf8')).trim().split(/\r?\n/);
    expect(rows).toHaveLength(4);
    for (const name of ['first', 'second', 'third']) expect(rows.some((row) => row.includes(name))).toBe(true);

    // About: the build-your-own instructions.
    await page.goto(`${PAGE}/de-jargonizer/about`);
    const instructions = page.waitForEvent('download');
    await page.getByRole('button', { name: 'attached instructions' }).click();
    expect((await instructions).suggestedFilename()).toBe('How to build a De-Jargonizer.docx');
  });

  for (const walk of [
    { name: 'Half Life', path: '/half-life', route: 'HalfLife', finish: finishStages.halfLife, answers: halfLifeAnswers() },
    { name: 'Persuasion', path: '/persuasion-rhetorics', route: 'Persuasive', finish: finishStages.persuasive, answers: persuasiveAnswers() },
    { name: 'Ethics', path: '/ethics', route: 'Ethics', finish: finishStages.ethics, answers: ethicsAnswers() },
  ]) {
    test(`${walk.name} to its end, every question and remark shown in the chat`, async ({ page }) => {
      test.setTimeout(240_000);
      await openAsGuest(page, '/');
      const chat = new OriginalChat(page, walk.route);
      let reply = await chat.turn(() => page.goto(`${PAGE}${walk.path}`));
      const seen: number[] = [];
      while (reply.updatedHistory.currentStage !== walk.finish) {
        const stage = reply.updatedHistory.currentStage;
        seen.push(stage);
        const answer = walk.answers[stage];
        if (answer === undefined) throw new Error(`No answer for stage ${stage} of ${walk.name}; the coach said: ${reply.messages.join(' | ')}`);
        reply = await chat.turn(() => chat.answer(answer));
        expect(reply.updatedHistory.currentStage, `the stage after answering stage ${stage}: ${reply.messages.join(' | ')}`).not.toBe(stage);
        expect(reply.messages.join(' ')).not.toContain('could not be continued');
      }
      expect(seen.length).toBeGreaterThan(3);
    });
  }
});

/** An answer: text typed in the composer, or an option of the last question clicked. */
type Answer = { readonly type: string } | { readonly option: string };

interface TurnReply {
  messages: string[];
  updatedHistory: { currentStage: number; messages: { text: string; isStudent: boolean }[] };
}

/** The bot's messages in the original's chat, its typing indicator left out. */
const BOT_MESSAGES = '.messages.yours .message:not(:has(.typing))';

/** The original's chat on an exercise page: its messages, its composer, its options. */
class OriginalChat {
  readonly page: Page;
  readonly route: string;
  readonly bot: Locator;
  readonly student: Locator;

  constructor(page: Page, route: string) {
    this.page = page;
    this.route = route;
    // The typing indicator is a bot "message" of its own while the client plays the reply out.
    this.bot = page.locator(BOT_MESSAGES);
    this.student = page.locator('.messages.mine .message');
  }

  /** Does `action`, and waits for the exercise call it makes and for the chat to show all of the reply. */
  async turn(action: () => Promise<unknown>): Promise<TurnReply> {
    const before = await this.bot.count();
    const call = this.page.waitForResponse((response) => response.url() === `${API}api/${this.route}` && response.request().method() === 'POST');
    await action();
    const response = await call;
    expect(response.status()).toBe(200);
    const reply = (await response.json()) as TurnReply;
    expect(reply.messages.length).toBeGreaterThan(0);
    await expect.poll(() => this.bot.count()).toBeGreaterThan(before);
    // Every message of the reply (every question and remark) is in the chat, as the client shows it.
    await expect
      .poll(() =>
        this.page.evaluate(({ said, selector }) => {
          const textOf = (html: string) => {
            const element = document.createElement('div');
            element.innerHTML = html;
            return (element.textContent ?? '').trim();
          };
          const shown = [...document.querySelectorAll(selector)].map((element) => (element.textContent ?? '').trim());
          return said.filter((html) => !shown.includes(textOf(html)));
        }, { said: reply.messages, selector: BOT_MESSAGES }),
      )
      .toEqual([]);
    return reply;
  }

  async answer(answer: Answer): Promise<void> {
    if ('option' in answer) {
      // The client makes the options of its last message clickable (div.chat-option with "(n)").
      await this.bot.last().locator('div.chat-option', { hasText: `(${answer.option})` }).click();
      await expect(this.student.last()).toHaveText(answer.option);
      return;
    }
    const composer = this.page.locator('textarea');
    await composer.fill(answer.type);
    await composer.locator('xpath=..').getByRole('button', { name: 'Send' }).click();
    await expect(this.student.last()).toHaveText(answer.type);
  }
}

function halfLifeAnswers(): Record<number, Answer> {
  return {
    2: { option: '2' },
    3: { type: textOfWords(120) },
    4: { type: textOfWords(60) },
    5: { type: textOfWords(30) },
    6: { type: textOfWords(118) },
    // The client hides its text box at this stage: the options are the only way to answer.
    7: { option: '2' },
  };
}

function persuasiveAnswers(): Record<number, Answer> {
  return {
    1: { option: '3' },
    2: { type: 'a farming fund' },
    3: { type: textOfWords(120) },
    4: { type: `Our survey of 300 farms found losses of 20% because roots fail. ${textOfWords(100)}` },
    5: { type: 'food security' },
    6: { option: '2' },
    7: { type: `Imagine bread for your family. ${textOfWords(105)}` },
    8: { type: 'Ten years of drought trials at our institute' },
    9: { option: '1' },
    10: { type: `Our lab at the university has run drought trials for ten years. ${textOfWords(100)}` },
    11: { option: '2' },
    12: { type: 'It gives evidence and speaks to what the fund cares about.' },
    13: { type: 'A photo of the field trial.' },
    14: { type: 'Evidence, shared values and trust each need their own sentence.' },
  };
}

function ethicsAnswers(): Record<number, Answer> {
  return {
    1: { type: `We interview farmers about crop losses, and their names could be exposed. ${textOfWords(98)}` },
    2: { type: `We will remove names before analysis and ask every farmer for written consent. ${textOfWords(106)}` },
    3: { type: `Our aim is drought research; the issue is privacy; consent and anonymous data resolve it. ${textOfWords(105)}` },
    4: { option: '2' },
    5: { type: 'The final text names the risk and how consent and anonymous records protect the farmers who take part in the study.' },
  };
}
