import { afterEach, describe, expect, it } from 'vitest';
import { applyPageRules, captureBaseRootFontSize, removePageRules } from './apply-page-rules.ts';
import type { PageRule } from './page-rules.ts';

const monochrome: PageRule = { name: 'color-filter', className: 'accessibilik-color-filter', css: 'html.accessibilik-color-filter body > :not(#accessibilik-root) { filter: grayscale(100%) !important; }' };
const bold: PageRule = { name: 'font-weight', className: 'accessibilik-font-weight', css: 'html.accessibilik-font-weight body { font-weight: 700 !important; }' };
const guide: PageRule = { name: 'reading-guide', className: 'accessibilik-reading-guide', css: '' };

afterEach(() => {
  removePageRules(document);
  document.documentElement.className = '';
  document.documentElement.style.fontSize = '';
});

function styleIds(): string[] {
  return [...document.head.querySelectorAll('style')].map((style) => style.id);
}

describe('applyPageRules', () => {
  it('adds a class on <html> and a style element per active rule', () => {
    applyPageRules(document, [bold, monochrome, guide]);
    expect([...document.documentElement.classList]).toEqual(['accessibilik-font-weight', 'accessibilik-color-filter', 'accessibilik-reading-guide']);
    expect(styleIds()).toEqual(['accessibilik-style-font-weight', 'accessibilik-style-color-filter']);
    expect(document.getElementById('accessibilik-style-color-filter')?.textContent).toBe(monochrome.css);
  });

  it('removes the class and the style of a rule switched off, and keeps the host classes', () => {
    document.documentElement.classList.add('host-theme');
    applyPageRules(document, [bold, monochrome]);
    applyPageRules(document, [monochrome]);
    expect([...document.documentElement.classList]).toEqual(['host-theme', 'accessibilik-color-filter']);
    expect(styleIds()).toEqual(['accessibilik-style-color-filter']);
    removePageRules(document);
    expect([...document.documentElement.classList]).toEqual(['host-theme']);
    expect(styleIds()).toEqual([]);
  });

  it('keeps the style elements in the order of the rules', () => {
    applyPageRules(document, [monochrome, bold]);
    applyPageRules(document, [bold, monochrome]);
    expect(styleIds()).toEqual(['accessibilik-style-font-weight', 'accessibilik-style-color-filter']);
  });
});

describe('captureBaseRootFontSize', () => {
  it("reads the host's root size with the widget's own scaling taken off", () => {
    const style = document.createElement('style');
    style.textContent = 'html { font-size: 18px; } html.accessibilik-font-size { font-size: 36px; }';
    document.head.appendChild(style);
    document.documentElement.classList.add('accessibilik-font-size');
    expect(captureBaseRootFontSize(document)).toBe(18);
    expect(document.documentElement.classList.contains('accessibilik-font-size')).toBe(true);
    style.remove();
  });
});
