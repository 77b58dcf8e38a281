import { beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { alternatives, analyze, bandLetters } from '@scicomm/jargon';
import { loadDictionaries } from '@scicomm/jargon/load';
import type { GroupComparison, TextComparison } from '@scicomm/shared/compare-api';
import { getTestApp } from '../test/test-app.ts';
import { DOCX, makeDocx, multipartBody, type FormPart } from '../text-analysis/test-support.ts';

let app: FastifyInstance;
beforeAll(async () => {
  app = await getTestApp();
});

const BEFORE = 'Epigenetics and methylation alter gene expression. The assay measured methylation in the season.';
const AFTER = 'Changes to genes alter how cells work. The assay measured them in the season; epigenetics again.';

const errorOf = (res: { json: () => unknown }) => (res.json() as { error: { code: string; message: string } }).error;
const compareTexts = (parts: FormPart[]) =>
  app.inject({ method: 'POST', url: '/api/de-jargonizer/compare/texts', ...multipartBody(parts) });
const compareGroups = (parts: FormPart[], accept = 'application/json') => {
  const form = multipartBody(parts);
  return app.inject({
    method: 'POST',
    url: '/api/de-jargonizer/compare/groups',
    payload: form.payload,
    headers: { ...form.headers, accept },
  });
};
const txt = (name: 'before' | 'after', fileName: string, data: string | Buffer): FormPart => ({
  name,
  fileName,
  contentType: 'text/plain',
  data,
});

describe('POST /api/de-jargonizer/compare/texts', () => {
  it('compares two pasted texts: both analyses, the change of every figure, rare words removed, kept and added', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/de-jargonizer/compare/texts',
      payload: { timePriodDDL: 'English2021_2024', beforeText: BEFORE, afterText: AFTER },
    });
    expect(res.statusCode).toBe(200);
    const body = res.json<TextComparison>();
    const dictionary = loadDictionaries({ dir: app.config.DICTIONARY_DIR }).get('English2021_2024');
    const before = analyze(BEFORE, dictionary);
    const after = analyze(AFTER, dictionary);
    expect(body.period).toBe('English2021_2024');
    expect(body.direction).toBe('ltr');
    expect(body.before).toMatchObject({
      name: '',
      text: BEFORE,
      bands: bandLetters(before.wordBands),
      counts: { ...before.counts },
      percentages: { ...before.percentages },
      score: before.score,
    });
    expect(body.after.score).toBe(after.score);
    expect(body.change.score).toBe(after.score - before.score);
    expect(body.change.words).toBe(after.counts.total - before.counts.total);
    expect(body.change.rarePercent).toBe(after.percentages.rare - before.percentages.rare);
    expect(body.rareWords.removed).toContain('methylation');
    expect(body.rareWords.kept).toContain('epigenetics');
    expect(body.rareWords.removed).not.toContain('epigenetics');
    for (const word of body.rareWords.kept) expect(body.alternatives[word]).toEqual(alternatives(word, dictionary));
    expect(Object.keys(body.alternatives).sort()).toEqual([...body.rareWords.kept].sort());
  });

  it('reads a .txt and a .docx through the grading pool, each named after its file', async () => {
    const res = await compareTexts([
      { name: 'timePriodDDL', value: 'English2012_2015' },
      { name: 'beforeFile', fileName: 'draft.txt', contentType: 'text/plain', data: BEFORE },
      { name: 'afterFile', fileName: 'final.docx', contentType: DOCX, data: await makeDocx(AFTER) },
    ]);
    expect(res.statusCode).toBe(200);
    const body = res.json<TextComparison>();
    expect(body.period).toBe('English2012_2015');
    expect(body.before.name).toBe('draft');
    expect(body.after.name).toBe('final');
    expect(body.after.text.trim()).toBe(AFTER);
  });

  it('says which text is empty, and keeps the 400 of every bad input', async () => {
    const empty = await compareTexts([
      { name: 'beforeText', value: BEFORE },
      { name: 'afterText', value: '   ' },
    ]);
    expect(empty.statusCode).toBe(400);
    expect(errorOf(empty)).toEqual({ code: 'EMPTY_TEXT', message: 'The "after" text is empty.' });

    const png = await compareTexts([
      { name: 'beforeFile', fileName: 'draft.txt', contentType: 'text/plain', data: Buffer.from([0x89, 0x50, 0x4e, 0x47, 1, 2]) },
      { name: 'afterText', value: AFTER },
    ]);
    expect(png.statusCode).toBe(400);
    expect(errorOf(png).code).toBe('INVALID_FILE');
    expect(errorOf(png).message).toMatch(/^The "before" text: .*PNG image/u);

    const pdf = await compareTexts([
      { name: 'beforeText', value: BEFORE },
      { name: 'afterFile', fileName: 'final.pdf', contentType: 'application/pdf', data: '%PDF-1.4' },
    ]);
    expect(pdf.statusCode).toBe(415);
    expect(errorOf(pdf).code).toBe('UNSUPPORTED_FILE_TYPE');

    const period = await compareTexts([
      { name: 'timePriodDDL', value: 'Klingon2020_2024' },
      { name: 'beforeText', value: BEFORE },
      { name: 'afterText', value: AFTER },
    ]);
    expect(period.statusCode).toBe(400);

    const notUtf8 = await compareTexts([
      { name: 'beforeText', value: Buffer.from([0x66, 0xff, 0xfe, 0x66]) },
      { name: 'afterText', value: AFTER },
    ]);
    expect(notUtf8.statusCode).toBe(400);
    expect(errorOf(notUtf8).code).toBe('INVALID_TEXT');

    const wrongType = await app.inject({
      method: 'POST',
      url: '/api/de-jargonizer/compare/texts',
      payload: 'beforeText=x',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(wrongType.statusCode).toBe(415);
  });

  it('refuses a file over 15 MB', async () => {
    const res = await compareTexts([
      { name: 'beforeFile', fileName: 'big.txt', contentType: 'text/plain', data: Buffer.alloc(16 * 1024 * 1024, 'a') },
      { name: 'afterText', value: AFTER },
    ]);
    expect(res.statusCode).toBe(413);
    expect(errorOf(res).code).toBe('PAYLOAD_TOO_LARGE');
  });
});

describe('POST /api/de-jargonizer/compare/groups', () => {
  const groups = async (): Promise<FormPart[]> => [
    { name: 'timePriodDDL', value: 'English2021_2024' },
    txt('before', 'Dana.txt', 'Epigenetics and methylation of the gene.'),
    txt('before', 'Omer.txt', 'The methylation assay of the genome.'),
    txt('before', 'Noa.txt', 'Specifications of the epigenetics assay.'),
    txt('before', 'Yael.txt', 'The season and the weather.'),
    txt('before', 'Lone.txt', 'Nobody wrote an after text.'),
    txt('after', 'dana.txt', 'Changes to the gene.'),
    { name: 'after', fileName: 'Omer.docx', contentType: DOCX, data: await makeDocx('The test of the genes.') },
    txt('after', 'noa.txt', 'Rules of the test.'),
    { name: 'after', fileName: 'yael.docx', contentType: DOCX, data: 'not a zip at all' },
    txt('after', 'Stray.txt', 'A file whose name is only here.'),
  ];

  it('pairs by name, lists the unpaired files, grades the pairs (a broken file is its pair error) and tests the change', async () => {
    const res = await compareGroups(await groups());
    expect(res.statusCode).toBe(200);
    const body = res.json<GroupComparison>();
    expect(body.period).toBe('English2021_2024');
    expect(body.pairs.map((pair) => [pair.name, pair.beforeFile, pair.afterFile])).toEqual([
      ['Dana', 'Dana.txt', 'dana.txt'],
      ['Omer', 'Omer.txt', 'Omer.docx'],
      ['Noa', 'Noa.txt', 'noa.txt'],
      ['Yael', 'Yael.txt', 'yael.docx'],
    ]);
    expect(body.unpaired).toEqual([
      { set: 'before', fileName: 'Lone.txt', reason: 'noPair' },
      { set: 'after', fileName: 'Stray.txt', reason: 'noPair' },
    ]);
    const yael = body.pairs[3];
    expect(yael?.before?.score).toBe(100);
    expect(yael?.after).toBeNull();
    expect(yael?.change).toBeNull();
    expect(yael?.afterError).toMatch(/not a Word \(\.docx\) document/u);
    expect(yael?.afterErrorCode).toBe('INVALID_FILE');
    expect(yael?.beforeErrorCode).toBeUndefined();
    const graded = body.pairs.slice(0, 3);
    for (const pair of graded) {
      expect(pair.change?.score).toBe((pair.after?.score ?? 0) - (pair.before?.score ?? 0));
      expect(pair.beforeError).toBeNull();
    }
    const score = body.summary.score;
    expect(score.n).toBe(3);
    const changes = graded.map((pair) => pair.change?.score ?? 0);
    expect(score.meanChange).toBeCloseTo(changes.reduce((a, b) => a + b, 0) / 3, 10);
    expect(score.ci95).not.toBeNull();
    expect(score.ci95!.lower).toBeLessThanOrEqual(score.meanChange!);
    expect(score.wilcoxon?.method).toMatch(/^exact/u);
    expect(score.wilcoxon?.pValue).toBeGreaterThan(0);
    expect(body.summary.words.n).toBe(3);
    const lines = body.csv.split('\r\n');
    expect(body.csv.startsWith('\uFEFFName,Before File,After File,Score Before,Score After,Score Change,')).toBe(true);
    expect(lines[1]).toMatch(/^Dana,Dana\.txt,dana\.txt,\d+,\d+,-?\d+,/u);
    expect(lines[4]).toMatch(/^Yael,Yael\.txt,yael\.docx,100,,,.*After: The file ""yael\.docx"" is not a Word/u);
    expect(lines).toContain('Lone.txt,Before,No file of that name in the other set');
    expect(lines.find((line) => line.startsWith('Score,3,'))).toBeDefined();
  });

  it('answers Comparison.csv when asked for CSV', async () => {
    const res = await compareGroups(await groups(), 'text/csv');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="Comparison.csv"');
    expect(res.body.startsWith('\uFEFFName,')).toBe(true);
  });

  it('streams its progress as JSON lines, one per graded file, then the same comparison', async () => {
    const streamed = await compareGroups(await groups(), 'application/x-ndjson');
    expect(streamed.statusCode).toBe(200);
    expect(streamed.headers['content-type']).toBe('application/x-ndjson; charset=utf-8');
    const lines = streamed.body.trimEnd().split('\n').map((line) => JSON.parse(line) as { type: string; done?: number; total?: number; comparison?: GroupComparison });
    expect(lines.filter((line) => line.type === 'progress').map((line) => [line.done, line.total])).toEqual(
      Array.from({ length: 9 }, (_value, index) => [index, 8]),
    );
    const result = lines.at(-1);
    expect(result?.type).toBe('result');
    const json = (await compareGroups(await groups())).json<GroupComparison>();
    expect(result?.comparison?.pairs).toEqual(json.pairs);
    expect(result?.comparison?.summary).toEqual(json.summary);
    expect(result?.comparison?.csv).toBe(json.csv);
  });

  it('answers with no pairs and every file unpaired when no name matches', async () => {
    const res = await compareGroups([txt('before', 'a.txt', 'One.'), txt('after', 'b.txt', 'Two.')]);
    expect(res.statusCode).toBe(200);
    const body = res.json<GroupComparison>();
    expect(body.pairs).toEqual([]);
    expect(body.unpaired).toHaveLength(2);
    expect(body.summary.score).toMatchObject({ n: 0, meanChange: null, ci95: null, wilcoxon: null });
  });

  it('refuses a request without both sets, over 15 MB in total, or not a form', async () => {
    const onlyBefore = await compareGroups([txt('before', 'a.txt', 'One.')]);
    expect(onlyBefore.statusCode).toBe(400);
    expect(errorOf(onlyBefore).code).toBe('NO_FILES');

    const half = Buffer.alloc(8 * 1024 * 1024, 'a');
    const tooLarge = await compareGroups([txt('before', 'a.txt', half), txt('after', 'a.txt', half)]);
    expect(tooLarge.statusCode).toBe(413);
    expect(errorOf(tooLarge).message).toBe('The files are larger than 15 MB in total.');

    const json = await app.inject({ method: 'POST', url: '/api/de-jargonizer/compare/groups', payload: { before: [] } });
    expect(json.statusCode).toBe(400);
    expect(errorOf(json).message).toBe('Expected a multipart form (multipart/form-data).');

    const period = await compareGroups([
      { name: 'timePriodDDL', value: 'nonsense' },
      txt('before', 'a.txt', 'One.'),
      txt('after', 'a.txt', 'Two.'),
    ]);
    expect(period.statusCode).toBe(400);
  });
});

describe('the Compare API in the OpenAPI document', () => {
  it('documents both routes with their reply schemas', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/openapi.json' });
    const paths = res.json<{ paths: Record<string, { post?: { responses?: Record<string, unknown> } }> }>().paths;
    expect(paths['/api/de-jargonizer/compare/texts']?.post?.responses?.['200']).toBeDefined();
    expect(paths['/api/de-jargonizer/compare/groups']?.post?.responses?.['413']).toBeDefined();
  });
});
