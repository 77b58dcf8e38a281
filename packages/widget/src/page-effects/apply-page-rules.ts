// Puts the active page rules into the document: a class on <html> and a <style> element per
// feature, removing those of features switched off. Style elements
// are (re)appended in the rules' order, because with equal specificity the later one wins.
import { CLASS_PREFIX } from './page-rules.ts';
import type { PageRule } from './page-rules.ts';

const STYLE_ID_PREFIX = 'accessibilik-style-';

export function applyPageRules(document: Document, rules: readonly PageRule[]): void {
  const root = document.documentElement;
  const wanted = new Set(rules.map((rule) => rule.className));
  for (const className of [...root.classList]) {
    if (className.startsWith(CLASS_PREFIX) && !wanted.has(className)) root.classList.remove(className);
  }
  const wantedStyles = new Set(rules.filter((rule) => rule.css !== '').map((rule) => `${STYLE_ID_PREFIX}${rule.name}`));
  for (const style of document.head.querySelectorAll<HTMLStyleElement>(`style[id^="${STYLE_ID_PREFIX}"]`)) {
    if (!wantedStyles.has(style.id)) style.remove();
  }
  for (const rule of rules) {
    root.classList.add(rule.className);
    if (rule.css === '') continue;
    const id = `${STYLE_ID_PREFIX}${rule.name}`;
    let style = document.getElementById(id);
    if (!(style instanceof HTMLStyleElement)) {
      style = document.createElement('style');
      style.id = id;
    }
    if (style.textContent !== rule.css) style.textContent = rule.css;
    document.head.appendChild(style);
  }
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
