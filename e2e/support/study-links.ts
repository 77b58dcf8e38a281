// The participant link a study's page shows. Read from the study's own link cards: right after
// "Create study" the URL is the study's while the Research page, whose default-study paths share
// the link's style, may still be on screen, and the first such link there is a research edition's.
import { expect, type Page } from '@playwright/test';

export async function firstStudyLink(page: Page): Promise<string> {
  const link = page.locator('.research__link .research__url').first();
  await expect(link).toHaveText(/\/study\/[A-Za-z0-9_-]{22}$/);
  return (await link.textContent()) ?? '';
}
