// Puts the active page rules into the document: a class on <html> and a style sheet per
// feature (style-sheets.ts: adopted where the browser can, else a <style> element), removing
// those of features switched off, in the rules' order, because with equal specificity the later
// one wins.
import { CLASS_PREFIX } from './page-rules.ts';
import { syncStyleSheets } from './style-sheets.ts';
import type { PageRule } from './page-rules.ts';

const STYLE_ID_PREFIX = 'accessibilik-style-';

export function applyPageRules(document: Document, rules: readonly PageRule[]): void {
  const root = document.documentElement;
  const wanted = new Set(rules.map((rule) => rule.className));
  for (const className of [...root.classList]) {
    if (className.startsWith(CLASS_PREFIX) && !wanted.has(className)) root.classList.remove(className);
  }
  for (const rule of rules) root.classList.add(rule.className);
  syncStyleSheets(
    document,
    STYLE_ID_PREFIX,
    rules.filter((rule) => rule.css !== '').map((rule) => ({ id: `${STYLE_ID_PREFIX}${rule.name}`, css: rule.css })),
  );
}

export function removePageRules(document: Document): void {
  applyPageRules(document, []);
}

/**
 * The host's own root font size in px, read with the widget's font-size class taken off, so a
 * restored setting is not mistaken for the base. Font size then scales this value.
 */
export function captureBaseRootFontSize(document: Document): number {
  const root = document.documentElement;
  const className = `${CLASS_PREFIX}font-size`;
  const had = root.classList.contains(className);
  if (had) root.classList.remove(className);
  const size = Number.parseFloat(document.defaultView?.getComputedStyle(root).fontSize ?? '');
  if (had) root.classList.add(className);
  return Number.isFinite(size) && size > 0 ? size : 16;
}
