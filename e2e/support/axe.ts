import { AxeBuilder } from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * Fails with a readable list when axe finds any WCAG 2.2 AA violation on the page, or a violation
 * of the best-practice rules named in `alsoRules` (e.g. `landmark-unique`), which must have run.
 */
export async function expectNoAxeViolations(
  page: Page,
  options: { exclude?: string[]; alsoRules?: string[] } = {},
): Promise<void> {
  const alsoRules = options.alsoRules ?? [];
  let builder = new AxeBuilder({ page }).withTags(WCAG_TAGS);
  if (alsoRules.length > 0) builder = builder.options({ rules: Object.fromEntries(alsoRules.map((id) => [id, { enabled: true }])) });
  for (const selector of options.exclude ?? []) builder = builder.exclude(selector);
  const { violations, passes, incomplete, inapplicable } = await builder.analyze();
  const ran = new Set([...violations, ...passes, ...incomplete, ...inapplicable].map((rule) => rule.id));
  expect(alsoRules.filter((id) => !ran.has(id)), 'axe rules asked for but not run').toEqual([]);
  const summary = violations.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
  expect(summary, 'axe violations').toEqual([]);
}
