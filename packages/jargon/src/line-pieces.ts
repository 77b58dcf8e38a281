// Where a long line (a paragraph of thousands of words, as a paper copied from a PDF can come) is
// cut into pieces that are measured, and painted, on their own, so that a keystroke costs what
// its piece costs rather than what the paragraph costs.
//
// A piece begins at a word that follows ". ", "! " or "? " (a sentence's end and one space), and
// only there: the tokenizer then begins a sentence at that word whether it reads the piece or the
// whole line (a terminator followed by a space always begins one, inside a dropped e-mail or URL
// chunk too), no word or chunk runs across a space, and nothing looks back past one. So the
// pieces' words put together are exactly the line's. A line without such places stays one piece.
//
// The cuts depend on the text near them only: the first such place at least `pieceChars` after
// the last cut. A keystroke moves the cuts of its own piece at most, and the pieces after it are
// the same texts as before, found again by their text.

/** Lines at least this long are measured in pieces (about 1,000 words). */
export const PIECES_FROM_CHARS = 6_000;
/** A piece runs to the first sentence's end after this many characters (about 250 words). */
export const PIECE_CHARS = 1_500;

const SPACE = 0x20;
const isTerminator = (unit: number) => unit === 0x2e || unit === 0x21 || unit === 0x3f;

/** Offsets in `line` where its pieces begin: [0] alone for a short line or one without cuts. */
export function pieceStarts(line: string, piecesFrom = PIECES_FROM_CHARS, pieceChars = PIECE_CHARS): number[] {
  const starts = [0];
  if (line.length < piecesFrom) return starts;
  let from = pieceChars;
  while (from < line.length) {
    const cut = nextCut(line, from);
    if (cut < 0) break;
    starts.push(cut);
    from = cut + pieceChars;
  }
  return starts;
}

/** The first offset at or after `from` that begins a word right after a terminator and one space; -1 when none does. */
function nextCut(line: string, from: number): number {
  for (let index = Math.max(from, 2); index < line.length; index++) {
    if (line.charCodeAt(index - 1) !== SPACE || !isTerminator(line.charCodeAt(index - 2))) continue;
    const unit = line.charCodeAt(index);
    // A word (or any non-space) begins here; a run of spaces is passed over to its end.
    if (unit !== SPACE && unit !== 0x09) return index;
  }
  return -1;
}
