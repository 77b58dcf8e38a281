// Benchmark of the De-Jargonizer's largest uploads (node apps/server/bench/uploads.bench.ts;
// `npm run bench -- uploads`). Against the real app in a child process (de-jargonizer-server.ts)
// it prints:
//   1. /api/health latency (p50, p99, max), polled every 50 ms, while two worst-case uploads are
//      graded at once: a 15 MB .docx whose text unpacks to ~45 MB and a 15 MB .txt (target: p99
//      and max < 1 s), with each upload's time, status and reply size, the server's CPU time per
//      upload and its peak memory while grading them (VmHWM, started over just before; target
//      ≤ 1 GB) beside its peak since it started (an in-memory PGlite's start peaks high);
//   2. the Grade reply's size for a 30,000-word text against the text's size (target ≤ 2×).
// Both files are generated here with a seeded random vocabulary, so every run sends the same
// bytes. Every loop is bounded; the server is stopped at the end; exits 1 on a missed target
// unless BENCH_REPORT_ONLY.
import { setTimeout as sleep } from 'node:timers/promises';
import JSZip from 'jszip';
import { DOCX, makeDocx, multipartBody, type FormPart } from '../src/text-analysis/test-support.ts';
import { startBenchServer, verdicts } from './bench-server.ts';
import { cpuMeter, cpuPerRequest, loadLine, peakMegabytes, resetPeak, residentMegabytes } from './process-stats.ts';

const PEAK_TARGET_MB = 1024;
const UPLOAD_LIMIT = 15 * 1024 * 1024;
/** What the .docx's document.xml unpacks to. */
const DOCX_UNPACKED = 45 * 1024 * 1024;
const POLL_MS = 50;
/** No upload may take longer than this; the bench stops waiting then. */
const UPLOAD_TIMEOUT_MS = 10 * 60 * 1000;

/** A seeded generator (mulberry32): the same files on every run. */
function seeded(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const PARAGRAPH =
  'We study how wheat plants respond to drought. Our lab measures epigenetic methylation in roots during dry summers. ' +
  'This matters because farmers need crops that survive heat.';

/**
 * Sentences from a vocabulary of real words and pseudo-words (skewed like real text, the real
 * words most frequent), which deflate about 3:1 like prose, so 45 MB of document fits in 15 MB.
 */
function sentenceMaker(seed: number): () => string {
  const random = seeded(seed);
  const letters = 'etaoinshrdlucmfwypvbgkjqxz';
  const real = PARAGRAPH.toLowerCase()
    .replace(/[^a-z ]/gu, '')
    .split(' ');
  const invented = Array.from({ length: 1500 }, () => {
    const length = 2 + Math.floor(random() * 8);
    let word = '';
    for (let index = 0; index < length; index++) word += letters[Math.floor(random() ** 1.5 * 26)];
    return word;
  });
  const vocabulary = [...real, ...invented];
  return () => {
    const words: string[] = [];
    for (let index = 0; index < 20; index++) {
      words.push(vocabulary[Math.floor(random() ** 2 * vocabulary.length)] ?? 'the');
    }
    const sentence = words.join(' ');
    return `${sentence.charAt(0).toUpperCase()}${sentence.slice(1)}. `;
  };
}

/** A .txt of just under the upload limit. */
function largeTxt(): Buffer {
  const sentence = sentenceMaker(1);
  const parts: string[] = [];
  let size = 0;
  const target = UPLOAD_LIMIT - 64 * 1024;
  while (size < target) {
    const line = `${sentence()}${sentence()}${sentence()}\n`;
    parts.push(line);
    size += line.length;
  }
  return Buffer.from(parts.join(''));
}

/** A real .docx (made by the docx package) whose document.xml is replaced by ~45 MB of paragraphs, packed to ≤ 15 MB. */
async function largeDocx(): Promise<{ bytes: Buffer; unpacked: number }> {
  const zip = await JSZip.loadAsync(await makeDocx('The template paragraph, replaced below by the generated text.'));
  const original = await zip.file('word/document.xml')?.async('string');
  if (!original) throw new Error('the template .docx has no word/document.xml');
  const [head, tail] = original.split(/<w:p>.*<\/w:p>/su);
  const sentence = sentenceMaker(2);
  const paragraphs: string[] = [];
  let size = (head?.length ?? 0) + (tail?.length ?? 0);
  while (size < DOCX_UNPACKED) {
    const paragraph = `<w:p><w:r><w:t xml:space="preserve">${sentence()}${sentence()}${sentence()}</w:t></w:r></w:p>`;
    paragraphs.push(paragraph);
    size += paragraph.length;
  }
  for (let attempt = 0; attempt < 5; attempt++) {
    zip.file('word/document.xml', `${head}${paragraphs.join('')}${tail}`);
    const bytes = await zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' });
    if (bytes.length <= UPLOAD_LIMIT - 64 * 1024) return { bytes, unpacked: size };
    // Too tightly packed for the limit: drop the share of paragraphs that is over.
    const keep = Math.floor(paragraphs.length * ((UPLOAD_LIMIT - 128 * 1024) / bytes.length));
    for (const dropped of paragraphs.splice(keep)) size -= dropped.length;
  }
  throw new Error('could not fit the .docx in the upload limit');
}

interface UploadResult {
  status: number;
  seconds: number;
  replyBytes: number;
  /** The reply's first bytes, to say what went wrong. */
  start: string;
}

/** Posts a form and reads the reply as a stream, counting its bytes without keeping them. */
async function post(origin: string, route: string, parts: FormPart[]): Promise<UploadResult> {
  const form = multipartBody(parts);
  const started = performance.now();
  const response = await fetch(`${origin}${route}`, {
    method: 'POST',
    headers: form.headers,
    body: new Uint8Array(form.payload),
    signal: AbortSignal.timeout(UPLOAD_TIMEOUT_MS),
  });
  let replyBytes = 0;
  let start = '';
  const reader = response.body?.getReader();
  for (let chunk = await reader?.read(); chunk && !chunk.done; chunk = await reader?.read()) {
    if (start.length < 200) start += Buffer.from(chunk.value.subarray(0, 200)).toString('utf8');
    replyBytes += chunk.value.length;
  }
  return {
    status: response.status,
    seconds: (performance.now() - started) / 1000,
    replyBytes,
    start,
  };
}

/** Polls /api/health every POLL_MS until `until` settles; returns every latency in ms. */
async function pollHealth(
  origin: string,
  until: Promise<unknown>,
): Promise<{ latencies: number[]; failures: number }> {
  let done = false;
  void until.finally(() => {
    done = true;
  });
  const latencies: number[] = [];
  let failures = 0;
  while (!done) {
    const started = performance.now();
    try {
      const response = await fetch(`${origin}/api/health`, {
        signal: AbortSignal.timeout(UPLOAD_TIMEOUT_MS),
      });
      await response.arrayBuffer();
      if (response.status !== 200) failures++;
    } catch {
      failures++;
    }
    const elapsed = performance.now() - started;
    latencies.push(elapsed);
    await sleep(Math.max(0, POLL_MS - elapsed));
  }
  return { latencies, failures };
}

function percentile(sorted: readonly number[], p: number): number {
  return (
    sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? 0
  );
}

const megabytes = (bytes: number) => `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
const { check: verdict, finish } = verdicts();

const txt = largeTxt();
const docx = await largeDocx();
const server = await startBenchServer();
const { origin } = server;
try {
  console.log(`before: ${loadLine()}`);
  // Warm up: the worker threads start with the first uploads.
  const small: FormPart = {
    name: 'ArticleFU',
    fileName: 'small.txt',
    contentType: 'text/plain',
    data: PARAGRAPH,
  };
  await Promise.all([
    post(origin, '/api/TextGrading/Grade', [small]),
    post(origin, '/api/TextGrading/Grade', [small]),
  ]);
  const quiet = (await pollHealth(origin, sleep(2000))).latencies.sort((a, b) => a - b);

  const idle = residentMegabytes(server.pid);
  const startPeak = peakMegabytes(server.pid);
  const peakStartedOver = resetPeak(server.pid);
  const cpu = cpuMeter(server.pid);
  cpu.start();
  const started = performance.now();
  const uploads = Promise.all([
    post(origin, '/api/TextGrading/Grade', [
      { name: 'ArticleFU', fileName: 'worst-case.docx', contentType: DOCX, data: docx.bytes },
    ]),
    post(origin, '/api/TextGrading/Grade', [
      { name: 'ArticleFU', fileName: 'worst-case.txt', contentType: 'text/plain', data: txt },
    ]),
  ]);
  const health = await pollHealth(origin, uploads);
  const [docxResult, txtResult] = await uploads;
  const uploadCpu = cpu.stop();
  const wall = (performance.now() - started) / 1000;
  const latencies = health.latencies.sort((a, b) => a - b);
  const p50 = percentile(latencies, 50);
  const p99 = percentile(latencies, 99);
  const max = latencies.at(-1) ?? 0;
  const peak = peakMegabytes(server.pid);

  console.log(
    `Uploads: .docx ${megabytes(docx.bytes.length)} (unpacks to ${megabytes(docx.unpacked)}) and .txt ${megabytes(txt.length)}, at once`,
  );
  for (const [label, result] of [
    ['.docx', docxResult],
    ['.txt ', txtResult],
  ] as const) {
    console.log(
      `  ${label} ${result.status} in ${result.seconds.toFixed(1)} s, reply ${megabytes(result.replyBytes)}` +
        (result.status === 200 ? '' : `: ${result.start.slice(0, 160)}`),
    );
  }
  console.log(
    `/api/health during both (${latencies.length} polls every ${POLL_MS} ms over ${wall.toFixed(1)} s): ` +
      `p50 ${p50.toFixed(1)} ms, p99 ${p99.toFixed(1)} ms, max ${max.toFixed(1)} ms, ${health.failures} failed ` +
      `(target p99 < 1 s) ${verdict(p99 < 1000 && health.failures === 0)}`,
  );
  console.log(
    `/api/health when quiet: p50 ${percentile(quiet, 50).toFixed(1)} ms, max ${(quiet.at(-1) ?? 0).toFixed(1)} ms`,
  );
  console.log(`CPU per 15 MB upload (both uploads' server CPU ÷ 2): ${cpuPerRequest(uploadCpu, 2)}`);
  if (peak !== null) {
    console.log(
      `Server peak memory (VmHWM) ${peakStartedOver ? 'while grading' : 'since its start (could not start the peak over)'}: ` +
        `${peak.toFixed(0)} MB, ${idle?.toFixed(0) ?? '?'} MB before the uploads, ${startPeak?.toFixed(0) ?? '?'} MB at the most before them ` +
        `(target ≤ ${PEAK_TARGET_MB} MB) ${verdict(peak <= PEAK_TARGET_MB)}`,
    );
  }

  // The reply of a 30,000-word text, pasted and as a file.
  const sentence = sentenceMaker(3);
  let text = '';
  while (text.split(/\s+/u).length < 30_000) text += sentence();
  const textBytes = Buffer.byteLength(text);
  const pasted = await post(origin, '/api/TextGrading/Grade', [{ name: 'ContentTA', value: text }]);
  const filed = await post(origin, '/api/TextGrading/Grade', [
    { name: 'ArticleFU', fileName: 'thirty-thousand.txt', contentType: 'text/plain', data: text },
  ]);
  const ratio = Math.max(pasted.replyBytes, filed.replyBytes) / textBytes;
  console.log(
    `Grade reply, 30,000-word text (${megabytes(textBytes)}): pasted ${megabytes(pasted.replyBytes)}, as .txt ${megabytes(filed.replyBytes)}, ` +
      `${ratio.toFixed(2)}× the text (target ≤ 2×) ${verdict(pasted.status === 200 && filed.status === 200 && ratio <= 2)}`,
  );

  console.log(
    JSON.stringify({
      bench: 'uploads',
      healthP50Ms: Number(p50.toFixed(1)),
      healthP99Ms: Number(p99.toFixed(1)),
      healthMaxMs: Number(max.toFixed(1)),
      healthPolls: latencies.length,
      healthFailures: health.failures,
      docxStatus: docxResult.status,
      docxSeconds: Number(docxResult.seconds.toFixed(2)),
      docxReplyBytes: docxResult.replyBytes,
      txtStatus: txtResult.status,
      txtSeconds: Number(txtResult.seconds.toFixed(2)),
      txtReplyBytes: txtResult.replyBytes,
      peakMegabytes: peak === null ? null : Math.round(peak),
      peakFromStart: !peakStartedOver,
      startPeakMegabytes: startPeak === null ? null : Math.round(startPeak),
      cpuMsPerUpload: uploadCpu === null ? null : Math.round((uploadCpu * 1000) / 2),
      reply30kRatio: Number(ratio.toFixed(3)),
    }),
  );
  console.log(`after:  ${loadLine()}`);
} finally {
  await server.stop();
  finish();
}
