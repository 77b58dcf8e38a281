// Arabic measured as Hebrew is, end to end in Chromium against the built site, in the Arabic
// interface: a pasted Arabic text switches to the Arabic list by itself, reads right to left,
// and gets its colours, counts and score (the figures below are the measure's on the Arabic
// list); the same at 390 px. A Russian text is told it cannot be measured, with no score.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe.ts';
import { highlighted } from './support/editor.ts';
import { acceptConsents } from './support/consent.ts';

// 19 words: 15 common, 3 mid-frequency (تنتج, الخلية, بالمجهر), 1 rare (الميتوكوندريا); score 87.
const ARABIC =
  'ذهب الأطفال إلى الحديقة ولعبوا حتى المساء، ثم عادوا إلى البيت. تنتج الميتوكوندريا الطاقة في الخلية، ويدرسها العلماء بالمجهر.';
const RUSSIAN = 'Мы изучаем, как растения растут в темноте и на свету.';

test.beforeEach(async ({ context, baseURL }) => {
  await acceptConsents(context, baseURL!);
  await context.addInitScript(() => localStorage.setItem('i18nextLng', 'ar'));
});

const textBox = (page: Page) => page.getByRole('textbox', { name: 'نصك' });
const panel = (page: Page) => page.getByRole('complementary', { name: 'نصك بالأرقام' });

/** The words and percent of one band's row in the panel's table. */
/** The cells of a band's row (a locator: expectations on it wait for the table, which a phone renders a moment later). */
function rowOf(page: Page, band: string): Locator {
  const row = panel(page).getByRole('table', { name: 'الكلمات بحسب فئة الشيوع' }).getByRole('row').filter({ has: page.getByRole('rowheader', { name: band }) });
  return row.getByRole('cell');
}

for (const width of [1280, 390]) {
  test(`an Arabic text in the Arabic interface: the Arabic list, right to left, colours, counts and score (${width} px)`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/de-jargonizer');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
    await textBox(page).fill(ARABIC);
    await expect(page.getByText('هذا النص مكتوب بالحروف العربية، لذلك يُقاس مقارنةً بقائمة الكلمات العربية.')).toBeVisible();
    await expect(page.getByRole('radio', { name: 'العربية' })).toBeChecked();
    await expect(textBox(page)).toHaveAttribute('dir', 'rtl');
    await expect(page.getByText('الكلمات: 19')).toBeVisible();
    await expect.poll(() => highlighted(page, 'rare')).toEqual(['الميتوكوندريا']);
    expect(await highlighted(page, 'mid')).toEqual(expect.arrayContaining(['الخلية', 'بالمجهر']));
    // Behind و and ال, and a pronoun ending: common words, not coloured.
    expect((await highlighted(page, 'mid')).filter((word) => /^(ولعبوا|الأطفال|ويدرسها)$/.test(word))).toEqual([]);
    await expect(rowOf(page, 'شائعة')).toHaveText(['15', '79%']);
    await expect(rowOf(page, 'متوسطة الشيوع')).toHaveText(['3', '16%']);
    await expect(rowOf(page, 'نادرة')).toHaveText(['1', '5%']);
    await expect(panel(page).getByText('الدرجة: 87', { exact: true })).toBeVisible();
    // START records the same figures on the server.
    await panel(page).getByRole('button', { name: 'ابدأ' }).click();
    await expect(panel(page).getByText('سُجِّل: الدرجة 87.')).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
    if (width === 390) await expectNoAxeViolations(page);
  });
}

test('a Russian text is told it cannot be measured, with no score, in the Arabic interface', async ({ page }) => {
  await page.goto('/de-jargonizer');
  await textBox(page).fill(RUSSIAN);
  await expect(page.getByTestId('unmeasurable-note')).toHaveText(/مكتوب بالحروف الكيريلية/);
  await expect(panel(page).getByText(/^الدرجة: \d+$/)).toHaveCount(0);
  expect(await highlighted(page, 'rare')).toEqual([]);
  // START asks the server, which refuses it in the page's language.
  await panel(page).getByRole('button', { name: 'ابدأ' }).click();
  await expect(page.getByRole('alert')).toHaveText('هذا النص مكتوب بخط لا يستطيع De-Jargonizer قياسه (لديه قوائم كلمات للإنجليزية والعبرية والعربية فقط)، لذلك لا يحصل على درجة.');
});
