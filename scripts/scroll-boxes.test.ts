// Every box that scrolls or clips its content is also the containing block of what is
// positioned inside it. Otherwise an absolutely positioned child (the visually-hidden words of a
// table cell, such as "(rose, better)") is neither clipped nor scrolled by the box: it stays
// where the box's scrolled-away content would be and widens the page (Compare's results were
// 1,348 px wide at 1280). And the visually-hidden pattern itself stays inside its
// containing block across the line, whatever its static place.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { cssRules } from './lib/css-rules.ts';

const root = path.resolve(import.meta.dirname, '..');
const stylesheets = execFileSync('git', ['ls-files', 'apps/web/src/**.css'], { cwd: root, encoding: 'utf8' })
  .split('\n')
  .filter(Boolean);

const CLIPS = /^(auto|scroll|hidden|clip)\b/;
const CONTAINS = /^(relative|absolute|fixed|sticky)$/;
// The page's own scrolling and the hidden pattern (positioned itself) are not boxes of this kind.
const NOT_A_BOX = /^(html|body)\b|^\.visually-hidden$/;

describe('scroll boxes', () => {
  it('reads the site stylesheets', () => {
    expect(stylesheets.length).toBeGreaterThanOrEqual(10);
    const rules = cssRules('a { color: red } /* b { } */ @media (x) { .c { overflow-x: auto; position: relative } }');
    expect(rules.map((rule) => rule.selector)).toEqual(['a', '.c']);
    expect(rules[1]!.declarations.get('overflow-x')).toBe('auto');
  });

  it('each box that scrolls or clips is the containing block of what is positioned in it', () => {
    const uncontained: string[] = [];
    for (const file of stylesheets) {
      for (const { selector, declarations } of cssRules(readFileSync(path.join(root, file), 'utf8'))) {
        if (NOT_A_BOX.test(selector)) continue;
        const clips = ['overflow', 'overflow-x', 'overflow-y'].some((name) => CLIPS.test(declarations.get(name) ?? ''));
        const contains = CONTAINS.test(declarations.get('position') ?? '') || /\b(layout|paint|strict|content)\b/.test(declarations.get('contain') ?? '');
        if (clips && !contains) uncontained.push(`${file}: ${selector}`);
      }
    }
    expect(uncontained).toEqual([]);
  });

  it('the visually-hidden pattern is anchored at the start of its containing block and clipped to nothing', () => {
    const hidden = cssRules(readFileSync(path.join(root, 'apps/web/src/styles.css'), 'utf8')).find(
      (rule) => rule.selector === '.visually-hidden',
    );
    expect(hidden?.declarations.get('position')).toMatch(/^absolute/);
    expect(hidden?.declarations.get('inset-inline-start')).toMatch(/^0/);
    expect(hidden?.declarations.get('clip-path')).toBe('inset(50%)');
  });
});
