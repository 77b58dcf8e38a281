import type { Page } from '@playwright/test';

/** Which of these scripts hold a module whose path ends with `source`, read from their source maps. */
export async function scriptsHolding(page: Page, scripts: readonly string[], source: string): Promise<string[]> {
  const holding: string[] = [];
  for (const script of scripts) {
    const response = await page.request.get(`${script}.map`);
    // The bundler's runtime chunk has no source map: it holds no module of ours.
    if (response.status() === 404) continue;
    const map = (await response.json()) as { sources: string[] };
    if (map.sources.some((path) => path.endsWith(source))) holding.push(new URL(script).pathname);
  }
  return holding;
}
