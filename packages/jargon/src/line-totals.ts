// What the De-Jargonizer page reads from the whole text besides its bands (the word count, the
// script the text is written in), summed from the editor's lines: each line's share is counted
// once and kept with the line, so the page follows a keystroke in a 600 kB text in time
// proportional to its lines, not to its characters (about 80 ms of splitting and scanning
// otherwise, once a second while the writer types).
import { countWords } from '@scicomm/shared/text';
import type { TextLines, AnalysedLine } from './line-analysis.ts';
import { addLetterCounts, countScriptLetters, type LetterCounts } from './text-script.ts';

export interface LineTotals {
  /** Whitespace-separated tokens: countWhitespaceTokens(text). */
  readonly whitespaceTokens: number;
  /** countScriptLetters(text). */
  readonly letters: LetterCounts;
}

const ofLine = new WeakMap<AnalysedLine, LineTotals>();

function totalsOfLine(line: AnalysedLine): LineTotals {
  let totals = ofLine.get(line);
  if (!totals) {
    totals = { whitespaceTokens: countWords(line.text), letters: countScriptLetters(line.text) };
    ofLine.set(line, totals);
  }
  return totals;
}

/** The text's word count and letters by script, from its lines (a line break separates words). */
export function lineTotals(textLines: TextLines): LineTotals {
  let whitespaceTokens = 0;
  let letters: LetterCounts = { hebrew: 0, arabic: 0, latin: 0, other: 0 };
  for (const line of textLines.lines) {
    const totals = totalsOfLine(line);
    whitespaceTokens += totals.whitespaceTokens;
    letters = addLetterCounts(letters, totals.letters);
  }
  return { whitespaceTokens, letters };
}
