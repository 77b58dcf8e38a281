// The two routes that take a text as a multipart form or as JSON (Grade, Compare's two texts)
// read both through readFormOrJson: each answers a file upload and a JSON body alike, and a bad
// body of either kind, or of another kind, with a 4xx in the one error shape.
import { beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { getTestApp } from '../test/test-app.ts';
import { multipartBody, type FormPart } from './test-support.ts';

let app: FastifyInstance;
beforeAll(async () => {
  app = await getTestApp();
});

const TEXT = 'Epigenetics alters gene expression in the season.';
const OTHER = 'Changes to genes alter how cells work in the season.';

interface RouteCase {
  readonly url: string;
  readonly fileUpload: FormPart[];
  readonly json: Record<string, unknown>;
  /** A JSON body whose field has the wrong type. */
  readonly badJson: Record<string, unknown>;
  /** The measured texts' word counts, wherever the route puts them. */
  readonly words: (body: Record<string, unknown>) => number[];
}

const txt = (name: string, data: string): FormPart => ({ name, fileName: 'essay.txt', contentType: 'text/plain', data });
const wordsOf = (side: unknown) => (side as { counts: { total: number } }).counts.total;

const ROUTES: readonly RouteCase[] = [
  {
    url: '/api/TextGrading/Grade',
    fileUpload: [{ name: 'TimePriodDDL', value: 'English2021_2024' }, txt('ArticleFU', TEXT)],
    json: { TimePriodDDL: 'English2021_2024', ContentTA: TEXT },
    badJson: { ContentTA: ['not', 'a', 'string'] },
    words: (body) => [wordsOf(body)],
  },
  {
    url: '/api/de-jargonizer/compare/texts',
    fileUpload: [{ name: 'timePriodDDL', value: 'English2021_2024' }, txt('beforeFile', TEXT), txt('afterFile', OTHER)],
    json: { timePriodDDL: 'English2021_2024', beforeText: TEXT, afterText: OTHER },
    badJson: { beforeText: TEXT, afterText: 42 },
    words: (body) => [wordsOf(body.before), wordsOf(body.after)],
  },
];

const errorOf = (res: { json: () => unknown }) => (res.json() as { error: { code: string; message: string } }).error;

describe.each(ROUTES)('a multipart form or a JSON body on $url', (route) => {
  it('measures an uploaded file and the same text sent as JSON alike', async () => {
    const upload = await app.inject({ method: 'POST', url: route.url, ...multipartBody(route.fileUpload) });
    const json = await app.inject({ method: 'POST', url: route.url, payload: route.json });
    expect(upload.statusCode).toBe(200);
    expect(json.statusCode).toBe(200);
    expect(route.words(upload.json())).toEqual(route.words(json.json()));
    expect(route.words(json.json()).every((words) => words > 0)).toBe(true);
  });

  it('answers a form whose file is not .txt or .docx with 415 in the error shape', async () => {
    const parts = route.fileUpload.map((part) =>
      'fileName' in part ? { ...part, fileName: 'essay.pdf', contentType: 'application/pdf' } : part,
    );
    const res = await app.inject({ method: 'POST', url: route.url, ...multipartBody(parts) });
    expect(res.statusCode).toBe(415);
    expect(errorOf(res).code).toBe('UNSUPPORTED_FILE_TYPE');
  });

  it('answers a multipart body cut short with 400 MALFORMED_FORM', async () => {
    const form = multipartBody(route.fileUpload);
    const res = await app.inject({
      method: 'POST',
      url: route.url,
      payload: form.payload.subarray(0, form.payload.length - 40),
      headers: form.headers,
    });
    expect(res.statusCode).toBe(400);
    expect(errorOf(res).code).toBe('MALFORMED_FORM');
  });

  it('answers a JSON body with a field of the wrong type with 400 VALIDATION_FAILED naming it', async () => {
    const res = await app.inject({ method: 'POST', url: route.url, payload: route.badJson });
    expect(res.statusCode).toBe(400);
    const body = res.json<{ error: { code: string; field?: string } }>();
    expect(body.error.code).toBe('VALIDATION_FAILED');
    expect(Object.keys(route.json).map((key) => key.toLowerCase())).toContain(body.error.field?.toLowerCase());
  });

  it('answers a JSON array with 400 and a body of another type with 415', async () => {
    const array = await app.inject({ method: 'POST', url: route.url, payload: [route.json] });
    expect(array.statusCode).toBe(400);
    expect(errorOf(array).code).toBe('VALIDATION_FAILED');
    const plain = await app.inject({
      method: 'POST',
      url: route.url,
      payload: TEXT,
      headers: { 'content-type': 'text/plain' },
    });
    expect(plain.statusCode).toBe(415);
    expect(errorOf(plain).message).toMatch(/as a multipart form \(multipart\/form-data\) or as JSON\.$/);
  });
});
