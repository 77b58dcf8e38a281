// Where the trainers' quoted passages stand in a submission's text, so the page can mark them:
// each quote's first occurrence (the server accepts a quote only as a passage of the text),
// overlapping passages merged. A plain text is cut into pieces per line; a coloured one, already
// painted, gets <mark>s around its text nodes' parts.

export interface TextPiece {
  text: string;
  quoted: boolean;
  /** A quoted piece that begins its passage, or ends it (a passage across lines has several pieces). */
  opens?: boolean;
  closes?: boolean;
}

/** The quoted passages as character ranges of the text, in order, overlaps merged. */
function quotedSpans(text: string, quotes: ReadonlyArray<string | null>): Array<{ start: number; end: number }> {
  const spans = quotes
    .flatMap((quote) => {
      if (!quote) return [];
      const start = text.indexOf(quote);
      return start === -1 ? [] : [{ start, end: start + quote.length }];
    })
    .sort((a, b) => a.start - b.start);
  const merged: Array<{ start: number; end: number }> = [];
  for (const span of spans) {
    const last = merged.at(-1);
    if (last && span.start <= last.end) last.end = Math.max(last.end, span.end);
    else merged.push({ ...span });
  }
  return merged;
}

/** The text's lines, each as pieces quoted or not, in order. */
export function quotedPieces(text: string, quotes: ReadonlyArray<string | null>): TextPiece[][] {
  const merged = quotedSpans(text, quotes);
  const lines: TextPiece[][] = [];
  let lineStart = 0;
  for (const line of text.split('\n')) {
    const lineEnd = lineStart + line.length;
    const pieces: TextPiece[] = [];
    let at = lineStart;
    for (const span of merged) {
      const from = Math.max(span.start, lineStart);
      const to = Math.min(span.end, lineEnd);
      if (from >= to) continue;
      if (from > at) pieces.push({ text: text.slice(at, from), quoted: false });
      pieces.push({ text: text.slice(from, to), quoted: true, opens: from === span.start, closes: to === span.end });
      at = to;
    }
    if (at < lineEnd || pieces.length === 0) pieces.push({ text: text.slice(at, lineEnd), quoted: false });
    lines.push(pieces);
    lineStart = lineEnd + 1;
  }
  return lines;
}

/** What a screen reader hears around a marked passage (courses.css says them as generated content). */
export interface PassageLabels {
  start: string;
  end: string;
}

/**
 * Marks the quoted passages in a text already painted into `container` (a coloured De-Jargonizer
 * text: text nodes inside the words' spans): each part of a text node inside a passage is wrapped
 * in <mark class="course-quoted">, the passage's first part carrying its spoken start and its last
 * the end. Nothing is marked unless the container holds exactly the text.
 */
export function markQuotedPassages(container: HTMLElement, text: string, quotes: ReadonlyArray<string | null>, labels: PassageLabels): void {
  if (container.textContent !== text) return;
  const spans = quotedSpans(text, quotes);
  if (spans.length === 0) return;
  const nodes: Array<{ node: Text; start: number }> = [];
  const walker = document.createTreeWalker(container, NodeFilter.SHOW_TEXT);
  for (let at = 0, node = walker.nextNode(); node; node = walker.nextNode()) {
    nodes.push({ node: node as Text, start: at });
    at += node.textContent?.length ?? 0;
  }
  // From the last passage back: splitting a node keeps its head where it was, so the offsets
  // taken above stay right for the passages before.
  for (const span of [...spans].reverse()) {
    const parts: HTMLElement[] = [];
    for (const { node, start } of nodes) {
      const from = Math.max(span.start, start) - start;
      const to = Math.min(span.end, start + node.length) - start;
      if (from >= to) continue;
      // Split off the part inside the passage (its own text node), then wrap it.
      const inside = from > 0 ? node.splitText(from) : node;
      if (to - from < inside.length) inside.splitText(to - from);
      const mark = document.createElement('mark');
      mark.className = 'course-quoted';
      inside.replaceWith(mark);
      mark.append(inside);
      parts.push(mark);
    }
    parts[0]?.setAttribute('data-start', labels.start);
    parts.at(-1)?.setAttribute('data-end', labels.end);
  }
}
