// Where the trainers' quoted passages stand in a submission's text, so the page can mark them:
// each quote's first occurrence (the server accepts a quote only as a passage of the text),
// overlapping passages merged, then cut at the text's line breaks, one list of pieces per line.

export interface TextPiece {
  text: string;
  quoted: boolean;
}

/** The text's lines, each as pieces quoted or not, in order. */
export function quotedPieces(text: string, quotes: ReadonlyArray<string | null>): TextPiece[][] {
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
      pieces.push({ text: text.slice(from, to), quoted: true });
      at = to;
    }
    if (at < lineEnd || pieces.length === 0) pieces.push({ text: text.slice(at, lineEnd), quoted: false });
    lines.push(pieces);
    lineStart = lineEnd + 1;
  }
  return lines;
}
