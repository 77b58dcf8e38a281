// The Register form on a 390 px phone, in English, Hebrew and Arabic: every field, its label and
// hint, the password's Show button and the selects' arrows lie inside the form's card, nothing is
// clipped by it, and the page does not scroll sideways (docs/accounts.md "Registration").
import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe.ts';
import { acceptConsents } from './support/consent.ts';

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

const headings = { en: 'Register', he: 'הרשמה', ar: 'التسجيل' } as const;

for (const language of ['en', 'he', 'ar'] as const) {
  test(`the Register form fits its card at 390 px (${language})`, async ({ page, context, baseURL }) => {
    await acceptConsents(context, baseURL!);
    await context.addInitScript((chosen) => localStorage.setItem('i18nextLng', chosen), language);
    await page.goto('/register');
    await expect(page.locator('html')).toHaveAttribute('lang', language);
    await expect(page.getByRole('heading', { level: 1, name: headings[language] })).toBeVisible();
    await expect(page.locator('.auth-page__form')).toBeEnabled();
    const overflows = await page.evaluate(() => {
      // The card's inside: the panel the form sits in, less its padding.
      const panel = document.querySelector('.auth-page__panel')!;
      const { paddingLeft, paddingRight } = getComputedStyle(panel);
      const outer = panel.getBoundingClientRect();
      const card = { left: outer.left + parseFloat(paddingLeft), right: outer.right - parseFloat(paddingRight) };
      const parts = document.querySelectorAll(
        '.auth-page form :is(input, select, textarea, button, label, legend, .field__hint, .multi-select__box)',
      );
      return [...parts]
        .map((part) => ({ part, box: part.getBoundingClientRect() }))
        .filter(({ box }) => box.width > 0 && (box.left < card.left - 0.5 || box.right > card.right + 0.5))
        .map(({ part, box }) => `${part.tagName.toLowerCase()}#${part.id || part.className}: ${Math.round(box.left)}–${Math.round(box.right)} in ${Math.round(card.left)}–${Math.round(card.right)}`);
    });
    expect(overflows, 'parts of the form outside its card').toEqual([]);
    expect(await page.evaluate(() => document.scrollingElement!.scrollWidth - document.scrollingElement!.clientWidth)).toBeLessThanOrEqual(0);
    await expectNoAxeViolations(page);
  });
}
