// axe's `heading-order` rule for jsdom tests: down the page, no heading is more than one level
// deeper than the heading before it (h2 → h4 skips a level; going back up is fine).
import { expect } from 'vitest';

/** The page's headings as "h2 Title", in document order. */
export function headingOutline(root: ParentNode = document): string[] {
  return [...root.querySelectorAll('h1, h2, h3, h4, h5, h6')].map((heading) => `${heading.tagName.toLowerCase()} ${heading.textContent?.trim() ?? ''}`);
}

export function expectHeadingsInOrder(root: ParentNode = document): void {
  const outline = headingOutline(root);
  const skips = outline.filter((heading, index) => index > 0 && Number(heading[1]) > Number(outline[index - 1]![1]) + 1);
  expect(skips, `headings skip a level:\n${outline.join('\n')}`).toEqual([]);
}
