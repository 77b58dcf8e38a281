// A small reader of plain CSS for the repository's checks: every innermost rule (selector and
// declarations), nested @media and @supports blocks included, in one pass over the text.

export interface CssRule {
  selector: string;
  declarations: Map<string, string>;
}

function withoutComments(css: string): string {
  let out = '';
  let at = 0;
  for (;;) {
    const start = css.indexOf('/*', at);
    if (start < 0) return out + css.slice(at);
    out += css.slice(at, start);
    const end = css.indexOf('*/', start + 2);
    if (end < 0) return out;
    at = end + 2;
  }
}

function declarationsOf(body: string): Map<string, string> {
  const declarations = new Map<string, string>();
  for (const part of body.split(';')) {
    const colon = part.indexOf(':');
    if (colon < 0) continue;
    declarations.set(part.slice(0, colon).trim().toLowerCase(), part.slice(colon + 1).trim().toLowerCase());
  }
  return declarations;
}

/** The rules that hold declarations (a block with no block inside it). */
export function cssRules(source: string): CssRule[] {
  const css = withoutComments(source);
  const rules: CssRule[] = [];
  const openers: { selector: string; bodyStart: number; hasChild: boolean }[] = [];
  let segmentStart = 0;
  for (let i = 0; i < css.length; i++) {
    const ch = css[i];
    if (ch === '{') {
      const parent = openers.at(-1);
      if (parent) parent.hasChild = true;
      openers.push({ selector: css.slice(segmentStart, i).trim(), bodyStart: i + 1, hasChild: false });
      segmentStart = i + 1;
    } else if (ch === '}') {
      const block = openers.pop();
      if (block && !block.hasChild) rules.push({ selector: block.selector, declarations: declarationsOf(css.slice(block.bodyStart, i)) });
      segmentStart = i + 1;
    } else if (ch === ';' && openers.at(-1)?.hasChild !== false) {
      segmentStart = i + 1;
    }
  }
  return rules;
}
