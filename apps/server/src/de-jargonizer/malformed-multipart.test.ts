// A multipart body the parser cannot read is the client's fault: every upload route answers
// 400 in the API's error shape, never 500.
import { beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { getTestApp } from '../test/test-app.ts';
import { multipartBody } from '../text-analysis/test-support.ts';

let app: FastifyInstance;
beforeAll(async () => {
  app = await getTestApp();
});

const UPLOAD_ROUTES = [
  '/api/TextGrading/Grade',
  '/api/de-jargonizer/file-text',
  '/api/GroupGrading',
  '/api/de-jargonizer/compare/texts',
  '/api/de-jargonizer/compare/groups',
];

function truncated(): { payload: Buffer; headers: Record<string, string> } {
  const form = multipartBody([
    { name: 'timePriodDDL', value: 'English2021_2024' },
    { name: 'file', fileName: 'a.txt', contentType: 'text/plain', data: 'Season after season.' },
  ]);
  // Cut inside the file part: the closing boundary never arrives.
  return { payload: form.payload.subarray(0, form.payload.length - 40), headers: form.headers };
}

const MALFORMED: Record<string, () => { payload: Buffer | string; headers: Record<string, string> }> = {
  'a truncated body': truncated,
  'a multipart content type without a boundary': () => ({
    payload: truncated().payload,
    headers: { 'content-type': 'multipart/form-data' },
  }),
  'JSON sent as multipart': () => ({
    payload: JSON.stringify({ ContentTA: 'Season.' }),
    headers: { 'content-type': 'multipart/form-data; boundary=----nothing' },
  }),
};

describe('malformed multipart bodies', () => {
  for (const [what, body] of Object.entries(MALFORMED)) {
    it(`answers 400 in the error shape to ${what} on every upload route`, async () => {
      for (const url of UPLOAD_ROUTES) {
        const res = await app.inject({ method: 'POST', url, ...body() });
        expect({ url, status: res.statusCode }).toEqual({ url, status: 400 });
        const error = res.json<{ error: { code: string; message: string } }>().error;
        expect(error.code).toBe('MALFORMED_FORM');
        expect(error.message).toMatch(/^The form could not be read/);
      }
    });
  }
});
