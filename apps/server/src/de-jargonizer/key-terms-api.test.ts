// Key terms and explained terms in the page's analysis (docs/de-jargonizer.md "Key terms and
// explained terms"): the adjusted score beside the untouched original, and bad key terms refused.
import { beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { analyze } from '@scicomm/jargon';
import { loadDictionaries } from '@scicomm/jargon/load';
import type { GroupComparison, TextComparison } from '@scicomm/shared/compare-api';
import type { AnalysisReply } from '@scicomm/shared/de-jargonizer-api';
import { eq } from 'drizzle-orm';
import { accessTokenFor, registerTestUser } from '../auth/testing.ts';
import { dejargonizerUserInteractions } from '../db/schema.ts';
import { getTestApp } from '../test/test-app.ts';
import { multipartBody } from '../text-analysis/test-support.ts';

let app: FastifyInstance;
beforeAll(async () => {
  app = await getTestApp();
});

const TEXT =
  'Scientists used CRISPR, a tool that cuts DNA at a chosen place, to repair a gene. ' +
  'The repair also changed methylation in the mice. CRISPR is now used in many labs.';
const analyses = (body: object) => app.inject({ method: 'POST', url: '/api/de-jargonizer/analyses', payload: body });
const analysesAs = (body: object, headers: Record<string, string>) =>
  app.inject({ method: 'POST', url: '/api/de-jargonizer/analyses', payload: body, headers });

describe('POST /api/de-jargonizer/analyses: key terms and explained terms', () => {
  it('lists the key terms and the explained terms apart and scores the text without them, the original figures unchanged', async () => {
    const res = await analyses({ period: 'English2021_2024', text: TEXT, keyTerms: ['methylation'] });
    expect(res.statusCode).toBe(200);
    const body = res.json<AnalysisReply>();
    const original = analyze(TEXT, loadDictionaries({ dir: app.config.DICTIONARY_DIR }).get('English2021_2024'));
    expect(body.counts).toEqual({ ...original.counts });
    expect(body.score).toBe(original.score);
    expect(body.terms.keyTerms).toEqual([{ term: 'methylation', key: 'methylation', uses: 1 }]);
    expect(body.terms.explainedTerms).toMatchObject([
      { term: 'CRISPR', cue: 'apposition', explanation: 'a tool that cuts DNA at a chosen place', explainedAtFirstUse: true, uses: 2 },
    ]);
    expect(body.terms.adjusted.counts.total).toBe(original.counts.total - 3);
    expect(body.terms.adjusted.score).toBeGreaterThan(body.score);
  });

  it('answers without key terms with the explained terms alone', async () => {
    const body = (await analyses({ text: TEXT })).json<AnalysisReply>();
    expect(body.terms.keyTerms).toEqual([]);
    expect(body.terms.explainedTerms.map((term) => term.key)).toEqual(['crispr']);
  });

  it('marks an Arabic term explained by its cue, counts its uses with clitics and leaves them out of the adjusted score', async () => {
    const text = 'استخدم العلماء كريسبر، وهي أداة تقطع الحمض النووي في مكان محدد، لإصلاح الجين. وبكريسبر يمكن علاج أمراض كثيرة.';
    const body = (await analyses({ text })).json<AnalysisReply>();
    expect(body.period).toBe('Arabic2018_2018');
    expect(body.terms.explainedTerms).toMatchObject([
      { term: 'كريسبر', cue: 'which-is', explanation: 'أداة تقطع الحمض النووي في مكان محدد', explainedAtFirstUse: true, uses: 2 },
    ]);
    expect(body.terms.adjusted.counts.rare).toBe(body.counts.rare - 2);
  });

  it('refuses more than five key terms, or one over 60 characters, with a 400 naming the problem', async () => {
    const six = await analyses({ text: TEXT, keyTerms: ['a', 'b', 'c', 'd', 'e', 'f'] });
    expect(six.statusCode).toBe(400);
    expect(six.json<{ error: { message: string } }>().error.message).toContain('at most 5 key terms');
    const long = await analyses({ text: TEXT, keyTerms: ['x'.repeat(61)] });
    expect(long.statusCode).toBe(400);
    expect(long.json<{ error: { message: string } }>().error.message).toContain('60 characters');
  });
});

describe('a stored analysis keeps its key terms', () => {
  const storedRow = async (taskId: string) =>
    (await app.db.select().from(dejargonizerUserInteractions).where(eq(dejargonizerUserInteractions.id, taskId)))[0];

  it('keeps the key terms with a saved text, short or graded in the pool, and the share view gives them back', async () => {
    const user = await registerTestUser(app, { rejectSaveData: false });
    const headers = { authorization: `Bearer ${await accessTokenFor(app, user)}` };
    const short = (await analysesAs({ text: TEXT, keyTerms: ['methylation', 'repair'] }, headers)).json<AnalysisReply>();
    expect((await storedRow(short.taskId!))?.keyTerms).toEqual(['methylation', 'repair']);
    // Longer than the inline limit: read and graded in a worker, recorded the same way.
    const long = `${TEXT} ${'The river runs past the old mill and the quiet town. '.repeat(600)}`;
    const pooled = (await analysesAs({ text: long, keyTerms: ['methylation'] }, headers)).json<AnalysisReply>();
    expect((await storedRow(pooled.taskId!))?.keyTerms).toEqual(['methylation']);

    const created = await app.inject({
      method: 'POST',
      url: '/api/shares',
      headers,
      payload: { taskType: 'dejargonizer', taskId: short.taskId },
    });
    expect(created.statusCode).toBe(201);
    const shared = (await app.inject({ method: 'GET', url: `/api/shares/${created.json<{ token: string }>().token}` })).json<{ task: { dejargonizer: unknown } }>();
    expect(shared.task.dejargonizer).toMatchObject({ text: TEXT, keyTerms: ['methylation', 'repair'] });
  });

  it('keeps no key terms on a row without the text (a user who declined saving texts)', async () => {
    const user = await registerTestUser(app, { rejectSaveData: true });
    const headers = { authorization: `Bearer ${await accessTokenFor(app, user)}` };
    const reply = (await analysesAs({ text: TEXT, keyTerms: ['methylation'] }, headers)).json<AnalysisReply>();
    expect(reply.taskId).toBeNull();
    await app.gradingRecorder.flush();
    const rows = await app.db.select().from(dejargonizerUserInteractions).where(eq(dejargonizerUserInteractions.jargonScore, reply.score));
    const anonymous = rows.filter((row) => row.userId === null);
    expect(anonymous.length).toBeGreaterThan(0);
    expect(anonymous.every((row) => row.keyTerms === null)).toBe(true);
  });
});

describe('POST /api/GroupGrading: both scores', () => {
  const upload = (keyTerms?: string) => {
    const form = multipartBody([
      { name: 'ArticlesGroupFU', fileName: 'crispr.txt', contentType: 'text/plain', data: TEXT },
      ...(keyTerms === undefined ? [] : [{ name: 'keyTerms', value: keyTerms }]),
    ]);
    return app.inject({ method: 'POST', url: '/api/GroupGrading', payload: form.payload, headers: { ...form.headers, accept: 'application/json' } });
  };

  it('gives each file its adjusted score and explained terms, in the rows and in Results.csv', async () => {
    const res = await upload('methylation, gene');
    expect(res.statusCode).toBe(200);
    const body = res.json<{ rows: { score: number; adjustedScore: number; explainedTerms: number }[]; csv: string }>();
    const page = (await analyses({ period: 'English2021_2024', text: TEXT, keyTerms: ['methylation', 'gene'] })).json<AnalysisReply>();
    expect(body.rows[0]).toMatchObject({ score: page.score, adjustedScore: page.terms.adjusted.score, explainedTerms: 1 });
    const [header, row] = body.csv.replace(/^\uFEFF/u, '').split('\r\n');
    expect(header).toMatch(/,Score,.*,Adjusted Score,Explained Terms$/u);
    expect(row).toMatch(new RegExp(`,${page.terms.adjusted.score},1$`, 'u'));
  });

  it('refuses six key terms with a 400', async () => {
    const res = await upload('a, b, c, d, e, f');
    expect(res.statusCode).toBe(400);
    expect(res.json<{ error: { code: string } }>().error.code).toBe('INVALID_KEY_TERMS');
  });
});

describe('POST /api/de-jargonizer/compare/texts: the change in explained terms', () => {
  const before = 'Scientists used CRISPR to repair a gene. The repair also changed methylation in the mice.';
  const after = 'Scientists used CRISPR, a tool that cuts DNA at a chosen place, to repair a gene. The repair also changed methylation in the mice.';

  it('says which terms the revision explains and how the adjusted score changes', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/de-jargonizer/compare/texts',
      payload: { timePriodDDL: 'English2021_2024', beforeText: before, afterText: after, keyTerms: ['gene'] },
    });
    expect(res.statusCode).toBe(200);
    const body = res.json<TextComparison>();
    expect(body.explainedTerms).toEqual({ removed: [], kept: [], added: ['crispr'] });
    expect(body.termsChange.explainedTerms).toBe(1);
    expect(body.termsChange.adjustedScore).toBe(body.after.terms.adjusted.score - body.before.terms.adjusted.score);
    expect(body.termsChange.adjustedScore).toBeGreaterThan(0);
    expect(body.before.terms.keyTerms).toEqual([{ term: 'gene', key: 'gene', uses: 1 }]);
  });
});

describe('POST /api/de-jargonizer/compare/groups: both scores', () => {
  const before = 'Scientists used CRISPR to repair a gene. The repair also changed methylation in the mice.';
  const after = 'Scientists used CRISPR, a tool that cuts DNA at a chosen place, to repair a gene. The repair also changed methylation in the mice.';
  const upload = (keyTerms?: string) => {
    const form = multipartBody([
      { name: 'before', fileName: 'dana.txt', contentType: 'text/plain', data: before },
      { name: 'after', fileName: 'Dana.txt', contentType: 'text/plain', data: after },
      ...(keyTerms === undefined ? [] : [{ name: 'keyTerms', value: keyTerms }]),
    ]);
    return app.inject({ method: 'POST', url: '/api/de-jargonizer/compare/groups', payload: form.payload, headers: { ...form.headers, accept: 'application/json' } });
  };

  it("gives each pair's adjusted score and explained terms, before, after and their change, with their statistics and in Comparison.csv", async () => {
    const res = await upload('methylation');
    expect(res.statusCode).toBe(200);
    const body = res.json<GroupComparison>();
    const page = async (text: string) =>
      (await analyses({ period: 'English2021_2024', text, keyTerms: ['methylation'] })).json<AnalysisReply>();
    const [pageBefore, pageAfter] = [await page(before), await page(after)];
    const [pair] = body.pairs;
    expect(pair?.before).toMatchObject({ score: pageBefore.score, adjustedScore: pageBefore.terms.adjusted.score, explainedTerms: 0 });
    expect(pair?.after).toMatchObject({ score: pageAfter.score, adjustedScore: pageAfter.terms.adjusted.score, explainedTerms: 1 });
    expect(pair?.change).toMatchObject({
      adjustedScore: pageAfter.terms.adjusted.score - pageBefore.terms.adjusted.score,
      explainedTerms: 1,
    });
    expect(body.summary.adjustedScore).toMatchObject({ n: 1, meanChange: pageAfter.terms.adjusted.score - pageBefore.terms.adjusted.score });
    expect(body.summary.explainedTerms).toMatchObject({ n: 1, meanChange: 1 });
    const [header, row] = body.csv.replace(/^\uFEFF/u, '').split('\r\n');
    expect(header).toMatch(/,Number Of Words Change,Adjusted Score Before,Adjusted Score After,Adjusted Score Change,Explained Terms Before,Explained Terms After,Explained Terms Change,Error$/u);
    expect(row).toContain(`,${pageBefore.terms.adjusted.score},${pageAfter.terms.adjusted.score},`);
    expect(body.csv).toMatch(/\r\nAdjusted Score,1,/u);
  });

  it('leaves the key terms out only when they are sent, and refuses six', async () => {
    const without = (await upload()).json<GroupComparison>();
    const withTerm = (await upload('methylation')).json<GroupComparison>();
    expect(withTerm.pairs[0]?.before?.score).toBe(without.pairs[0]?.before?.score);
    expect(withTerm.pairs[0]?.before?.adjustedScore).toBeGreaterThan(without.pairs[0]?.before?.adjustedScore ?? 100);
    const refused = await upload('a, b, c, d, e, f');
    expect(refused.statusCode).toBe(400);
    expect(refused.json<{ error: { code: string } }>().error.code).toBe('INVALID_KEY_TERMS');
  });
});
