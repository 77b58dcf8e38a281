// A researcher's corpus (docs/research.md "Corpora"): uploads a ZIP of abstracts on the Research
// page, watches the job's progress bar reach the end (the page polls), opens the summary and
// downloads the results as CSV, one row per text; axe on the page with the job.
import { readFileSync } from 'node:fs';
import { CORPUS_HEADER } from '../packages/jargon/src/corpus/corpus-row.ts';
import { grantResearcher } from '../apps/server/src/research/researcher-admin.ts';
import { readExport } from '../apps/server/src/research/testing.ts';
import { makeZip } from '../apps/server/src/text-analysis/test-support.ts';
import { logIn, newEmail, registerThroughApi, turnOnTwoFactor } from './support/accounts.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { acceptConsents } from './support/consent.ts';
import { expect, test } from './support/research-server.ts';

const TEXTS = 300;
const abstract = (i: number) =>
  `Abstract ${i}. We measured nitrate in groundwater from ${i + 2} wells over two summers; levels rose after heavy rain and the aquifer recovered slowly.`;

test.beforeEach(async ({ context, baseURL }) => acceptConsents(context, baseURL!));

test('a researcher uploads a ZIP, watches the progress and downloads the CSV', async ({ page, request, server, baseURL }) => {
  test.setTimeout(120_000);
  const email = newEmail('corpus');
  await registerThroughApi(request, email);
  expect((await grantResearcher(server.app.db, email)).outcome).toBe('granted');
  const totpURI = await turnOnTwoFactor(request, baseURL!);
  await logIn(page, email, undefined, { totpURI });
  await page.goto('/research');
  await expect(page.getByRole('heading', { level: 2, name: 'Corpora' })).toBeVisible();
  await expect(page.getByText('No corpus yet.')).toBeVisible();

  const zip = makeZip(Array.from({ length: TEXTS }, (_, i) => ({ name: `abstracts/a${String(i).padStart(3, '0')}.txt`, data: Buffer.from(abstract(i)) })));
  await page.getByLabel('Corpus file').setInputFiles({ name: 'abstracts.zip', mimeType: 'application/zip', buffer: zip });
  await page.getByLabel(/^Key terms/).fill('nitrate');
  await page.getByRole('button', { name: 'Start measuring' }).click();

  const job = page.getByRole('article', { name: 'abstracts.zip' });
  const bar = job.getByRole('progressbar', { name: 'abstracts.zip' });
  await expect(bar).toBeVisible();
  await expect(bar).toHaveAttribute('max', String(TEXTS));
  await expect(job.getByText(`${TEXTS} of ${TEXTS} texts`)).toBeVisible({ timeout: 60_000 });
  await expect(job.getByText('Done', { exact: true })).toBeVisible();
  await expect(bar).toHaveAttribute('value', String(TEXTS));

  await job.getByRole('button', { name: 'Summary' }).click();
  await expect(job.getByRole('table', { name: 'Texts per score range' })).toBeVisible();
  await expectNoAxeViolations(page);

  const [download] = await Promise.all([page.waitForEvent('download'), job.getByRole('button', { name: 'Download results (CSV)' }).click()]);
  expect(download.suggestedFilename()).toBe('abstracts - Results.csv');
  const { header, rows } = readExport(readFileSync((await download.path())!, 'utf8'));
  expect(header).toEqual([...CORPUS_HEADER]);
  expect(rows).toHaveLength(TEXTS);
  expect(new Set(rows.map((row) => row.Id)).size).toBe(TEXTS);
  expect(rows.every((row) => row.Error === '' && Number(row['Number Of Words']) > 10 && row.Group === 'abstracts')).toBe(true);
});
