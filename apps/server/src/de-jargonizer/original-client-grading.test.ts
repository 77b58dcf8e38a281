// What the original's compiled client needs from the grading calls to show its result: the
// coloured text in the classes its stylesheet colours (rareWord, normalWord, commonWord), for a
// pasted text and for a file alike, and a gauge that reads what it passes (the number of rare
// words), never that number as a percentage.
import { beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { getTestApp } from '../test/test-app.ts';
import { DOCX, makeDocx, multipartBody, type FormPart } from '../text-analysis/test-support.ts';

let app: FastifyInstance;
beforeAll(async () => {
  app = await getTestApp();
});

const TEXT = 'Epigenetics changes how the gene is read. The season matters too.';

interface GradeReply {
  rareWords: string[];
  normalWords: string[];
  cleanedWords: string[];
  htmlResult: string;
}

/** Grade as the original's client posts it: multipart, with its guest's bearer. */
async function grade(parts: FormPart[]): Promise<GradeReply> {
  const form = multipartBody([{ name: 'timePriodDDL', value: 'English2021_2024' }, ...parts]);
  const res = await app.inject({
    method: 'POST',
    url: '/api/TextGrading/Grade',
    payload: form.payload,
    headers: { ...form.headers, authorization: 'Bearer null' },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<GradeReply>();
}

/** Each coloured word's class attribute. */
const classesOf = (html: string) => [...html.matchAll(/<span class="([^"]+)" data-band="(\w+)">/g)].map((m) => [m[1], m[2]]);

describe("Grade's coloured text for the original's client", () => {
  it.each([
    ['a pasted text', () => [{ name: 'ContentTA', value: TEXT }]],
    ['a .docx file', async () => [{ name: 'ArticleFU', fileName: 'essay.docx', contentType: DOCX, data: await makeDocx(TEXT) }]],
  ] as const)('carries the original classes beside ours on every word of %s', async (_case, parts) => {
    const reply = await grade(await parts());
    const spans = classesOf(reply.htmlResult);
    expect(spans).toHaveLength(reply.cleanedWords.length);
    const original = { rare: 'rareWord', mid: 'normalWord', common: 'commonWord' } as Record<string, string>;
    for (const [classes, band] of spans) expect(classes).toBe(`jargon-${band} ${original[band!]}`);
    expect(reply.htmlResult).toContain('<span class="jargon-rare rareWord" data-band="rare">Epigenetics</span>');
    expect(reply.htmlResult).toContain('<span class="jargon-mid normalWord" data-band="mid">gene</span>');
    expect(reply.htmlResult).toContain('<span class="jargon-common commonWord" data-band="common">season</span>');
  });
});

describe("the gauge for the original's client (Scala?score=<number of rare words>)", () => {
  const gauge = (query: string) => app.inject({ method: 'GET', url: `/api/TextGrading/Scala?${query}` });
  const needleX = (svg: string) => Number(/<line x1="160" y1="150" x2="([\d.-]+)"/.exec(svg)![1]);

  it('reads the score as a number of rare words, and never labels it a percentage', async () => {
    const reply = await grade([{ name: 'ContentTA', value: TEXT }]);
    const rare = reply.rareWords.length;
    // What the original's client asks for, from the reply it got.
    const res = await gauge(`score=${rare}`);
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain(`Rare words: ${rare}.`);
    expect(res.body).toContain(`>Rare words: ${rare}</text>`);
    expect(res.body).not.toMatch(/\d%/);
    expect(res.body).toContain('The number of rare words, not their share of the text');
  });

  it('puts the needle where the original put it for a count: none far left, 5 up, 10 or more far right', async () => {
    const [none, five, ten, many] = await Promise.all(['0', '5', '10', '37'].map((score) => gauge(`score=${score}`)));
    expect(needleX(none!.body)).toBeLessThan(70);
    expect(needleX(five!.body)).toBeCloseTo(160);
    expect(needleX(ten!.body)).toBeGreaterThan(250);
    expect(many!.body).toContain('Rare words: 37 (10 or more)');
  });

  it('points at the rounded percentage when it is also told the number of words', async () => {
    const res = await gauge('score=6&words=120');
    expect(res.body).toContain('>Rare words: 5%</text>');
    expect(needleX(res.body)).toBeCloseTo(160);
  });
});
