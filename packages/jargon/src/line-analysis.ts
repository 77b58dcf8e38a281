// The analysis of a text being edited, line by line: a keystroke changes one line, so only that
// line is measured again and every other line's result is reused, object and all, which lets a
// view repaint just the lines whose object changed. The result is exactly `analyze(text)`: a
// line break ends a sentence and no word, e-mail or URL runs across one (tokenizer.ts), so the
// lines of a text are measured independently and their words put back in order.
import { analyze, withFigures, type Analysis } from './classify.ts';
import type { Band, Dictionary } from './dictionary.ts';
import { JargonError } from './errors.ts';

/** One line (the text between two "\n") and its words, with offsets inside the line. */
export interface AnalysedLine {
  readonly text: string;
  readonly cleanedWords: readonly string[];
  readonly wordBands: readonly Band[];
  readonly wordStarts: readonly number[];
  readonly wordEnds: readonly number[];
  readonly mid: number;
  readonly rare: number;
}

export interface LineByLineAnalysis extends Analysis {
  /** The text's lines in order; an unchanged line keeps the object it had in the last result. */
  readonly lines: readonly AnalysedLine[];
  /** Offset in `text` where each line begins. */
  readonly lineStarts: readonly number[];
  /** Index of each line's first word in the whole text's word arrays. */
  readonly lineFirstWords: readonly number[];
}

const blankLine = (text: string): AnalysedLine => ({ text, cleanedWords: [], wordBands: [], wordStarts: [], wordEnds: [], mid: 0, rare: 0 });

function analyseLine(text: string, dictionary: Dictionary): AnalysedLine {
  if (text.trim() === '') return blankLine(text);
  const analysis = analyze(text, dictionary);
  return {
    text,
    cleanedWords: analysis.cleanedWords,
    wordBands: analysis.wordBands,
    wordStarts: analysis.wordStarts,
    wordEnds: analysis.wordEnds,
    mid: analysis.counts.mid,
    rare: analysis.counts.rare,
  };
}

/**
 * A function that analyses successive versions of one text against one dictionary, reusing
 * the lines it measured for the previous version. Like `analyze`, it throws for blank text.
 */
export function createLineAnalyzer(dictionary: Dictionary): (text: string) => LineByLineAnalysis {
  let previous = new Map<string, AnalysedLine>();
  return (text) => {
    if (text.trim() === '') throw new JargonError('EMPTY_TEXT', 'Article is empty.');
    const lines: AnalysedLine[] = [];
    const lineStarts: number[] = [];
    const lineFirstWords: number[] = [];
    const current = new Map<string, AnalysedLine>();
    const cleanedWords: string[] = [];
    const wordBands: Band[] = [];
    const wordStarts: number[] = [];
    const wordEnds: number[] = [];
    const normalWords: string[] = [];
    const rareWords: string[] = [];
    let start = 0;
    for (;;) {
      const end = text.indexOf('\n', start);
      const lineText = end < 0 ? text.slice(start) : text.slice(start, end);
      const line = current.get(lineText) ?? previous.get(lineText) ?? analyseLine(lineText, dictionary);
      current.set(lineText, line);
      lines.push(line);
      lineStarts.push(start);
      lineFirstWords.push(cleanedWords.length);
      for (let index = 0; index < line.cleanedWords.length; index++) {
        const form = line.cleanedWords[index]!;
        const band = line.wordBands[index]!;
        cleanedWords.push(form);
        wordBands.push(band);
        wordStarts.push(start + line.wordStarts[index]!);
        wordEnds.push(start + line.wordEnds[index]!);
        if (band === 'mid') normalWords.push(form);
        else if (band === 'rare') rareWords.push(form);
      }
      if (end < 0) break;
      start = end + 1;
    }
    // Only the lines of this version are kept: memory follows the text, not its history.
    previous = current;
    return {
      ...withFigures({ period: dictionary.code, text, cleanedWords, wordBands, wordStarts, wordEnds, normalWords, rareWords }),
      lines,
      lineStarts,
      lineFirstWords,
    };
  };
}
