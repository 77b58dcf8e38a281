// A request refused before its body was read to the end leaves its connection usable, or
// closed with Connection: close: never paused with the rest of the body unread, where the next
// request on the connection would wait until the client gave up. Real sockets (node:net): a
// client library would open a new connection and hide it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listenOnFreePort, type ListeningApp } from './test/listening-app.ts';
import { chunked, isReply, RawConnection, requestHead, type RawClosed, type RawReply } from './test/raw-http.ts';
import { multipartBody, type FormPart } from './text-analysis/test-support.ts';

const MB = 1024 * 1024;
let server: ListeningApp;
/** Uploads of 1 MB: a refused body is read for 2 MB at most. */
let small: ListeningApp;
const connections: RawConnection[] = [];

beforeAll(async () => {
  server = await listenOnFreePort();
  small = await listenOnFreePort({ env: { UPLOAD_LIMIT_BYTES: String(MB) } });
});

afterAll(async () => {
  for (const connection of connections) connection.close();
  await Promise.all([server.close(), small.close()]);
});

const textFile = (name: string, fileName: string, megabytes: number): FormPart => ({
  name,
  fileName,
  contentType: 'text/plain',
  data: Buffer.alloc(megabytes * MB, 'Season after season the cells divide. '),
});

/** Two 8 MB files: each under the 15 MB file limit, 16 MB together. */
const OVER_THE_TOTAL: Record<string, FormPart[]> = {
  '/api/GroupGrading': [textFile('ArticlesGroupFU', 'a.txt', 8), textFile('ArticlesGroupFU', 'b.txt', 8)],
  '/api/de-jargonizer/compare/groups': [textFile('before', 'a.txt', 8), textFile('after', 'a.txt', 8)],
};

async function connect(port: number): Promise<RawConnection> {
  const connection = new RawConnection(port);
  connections.push(connection);
  await connection.ready();
  return connection;
}

/** Sends a request, then the health check on the same connection once the first is answered. */
async function refusedThenHealth(
  head: string,
  body: Buffer,
  port = server.port,
): Promise<{ first: RawReply; after: RawReply | RawClosed }> {
  const connection = await connect(port);
  void connection.write(Buffer.concat([Buffer.from(head), body]));
  const first = await connection.next();
  if (!isReply(first)) throw new Error(`the connection ended before the refusal: ${JSON.stringify(first)}`);
  if (first.headers.connection !== 'close') void connection.write(requestHead('GET', '/api/health'));
  return { first, after: await connection.next() };
}

describe('a body refused part-way', () => {
  for (const [url, parts] of Object.entries(OVER_THE_TOTAL)) {
    it(`${url}: 413 for files over 15 MB in total, and the next request on the connection is answered`, async () => {
      const form = multipartBody(parts);
      const { first, after } = await refusedThenHealth(
        requestHead('POST', url, { ...form.headers, 'content-length': form.payload.length }),
        form.payload,
      );
      expect(first.status).toBe(413);
      expect(JSON.parse(first.body)).toMatchObject({ error: { code: 'PAYLOAD_TOO_LARGE', message: 'The files are larger than 15 MB in total.' } });
      expect(first.headers.connection).not.toBe('close');
      expect(after).toMatchObject({ status: 200 });
    });
  }

  it('a bad character in a field before an 8 MB file: 400, and the next request on the connection is answered', async () => {
    const form = multipartBody([{ name: 'timePriodDDL', value: 'English\u00002021_2024' }, textFile('ArticlesGroupFU', 'a.txt', 8)]);
    const { first, after } = await refusedThenHealth(
      requestHead('POST', '/api/GroupGrading', { ...form.headers, 'content-length': form.payload.length }),
      form.payload,
    );
    expect(first.status).toBe(400);
    expect(JSON.parse(first.body)).toMatchObject({ error: { code: 'INVALID_CHARACTERS' } });
    expect(after).toMatchObject({ status: 200 });
  });

  it('a body of unknown length (chunked) refused part-way: 413, and the next request on the connection is answered', async () => {
    const form = multipartBody(OVER_THE_TOTAL['/api/GroupGrading']!);
    const { first, after } = await refusedThenHealth(
      requestHead('POST', '/api/GroupGrading', { ...form.headers, 'transfer-encoding': 'chunked' }),
      chunked(form.payload),
    );
    expect(first.status).toBe(413);
    expect(after).toMatchObject({ status: 200 });
  });

  it('a body declared longer than twice the upload limit: 413 with Connection: close, then the server closes the connection', async () => {
    const form = multipartBody(['a', 'b', 'c', 'd'].map((name) => ({ ...textFile('ArticlesGroupFU', `${name}.txt`, 1), data: Buffer.alloc(0.75 * MB, 'x') })));
    const { first, after } = await refusedThenHealth(
      requestHead('POST', '/api/GroupGrading', { ...form.headers, 'content-length': form.payload.length }),
      form.payload,
      small.port,
    );
    expect(first.status).toBe(413);
    expect(JSON.parse(first.body)).toMatchObject({ error: { message: 'The files are larger than 1 MB in total.' } });
    expect(first.headers.connection).toBe('close');
    expect(after).toMatchObject({ closed: true });
  });

  it('a chunked body that goes on past twice the upload limit after its 413: the server ends the connection', async () => {
    const form = multipartBody([{ ...textFile('ArticlesGroupFU', 'a.txt', 1), data: Buffer.alloc(0.75 * MB, 'x') }, { ...textFile('ArticlesGroupFU', 'b.txt', 1), data: Buffer.alloc(0.75 * MB, 'x') }, { name: 'padding', value: Buffer.alloc(4 * MB, 'x') }]);
    const { first, after } = await refusedThenHealth(
      requestHead('POST', '/api/GroupGrading', { ...form.headers, 'transfer-encoding': 'chunked' }),
      chunked(form.payload),
      small.port,
    );
    expect(first.status).toBe(413);
    expect(after).toMatchObject({ closed: true });
  });
});
