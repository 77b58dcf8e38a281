// The analysis of a text being edited, line by line: a keystroke changes one line, so only that
// line is measured again and every other line's result is reused, object and all, which lets a
// view repaint just the lines whose object changed. The result is exactly `analyze(text)`: a
// line break ends a sentence and no word, e-mail or URL runs across one (tokenizer.ts), so the
// lines of a text are measured independently and their words put back in order. A long line is
// measured in pieces (line-pieces.ts) the same way, so that a key in a paragraph of thousands of
// words measures its piece again, not the paragraph.
import { analyze, withFigures, type Analysis } from './classify.ts';
import type { Band, Dictionary } from './dictionary.ts';
import { addWord, emptyAnalysisWords } from './analysis-words.ts';
import { JargonError } from './errors.ts';
import { PIECE_CHARS, PIECES_FROM_CHARS, pieceStarts } from './line-pieces.ts';
import { figuresOf, type Figures } from './score.ts';

/** A stretch of text and its words, with offsets inside it. */
export interface AnalysedPiece {
  readonly text: string;
  readonly cleanedWords: readonly string[];
  readonly wordBands: readonly Band[];
  readonly wordStarts: readonly number[];
  readonly wordEnds: readonly number[];
  readonly mid: number;
  readonly rare: number;
}

/** One line (the text between two "\n") and its words, with offsets inside the line. */
export interface AnalysedLine extends AnalysedPiece {
  /**
   * A long line's pieces (line-pieces.ts), each the object it was while its text is unchanged,
   * with where each begins in the line and the index of its first word among the line's words.
   */
  readonly pieces?: readonly AnalysedPiece[];
  readonly pieceStarts?: readonly number[];
  readonly pieceFirstWords?: readonly number[];
}

/** Where long lines are cut into pieces (tests use small figures). */
export interface PieceSizes {
  piecesFrom: number;
  pieceChars: number;
}

/**
 * A text's lines and their words, without the whole text's word lists: what a view needs to
 * paint the text line by line, made in time proportional to the number of lines (each unchanged
 * line is the object it was), so an editor can colour each keystroke at once and leave the
 * whole text's figures (wholeTextAnalysis) for later.
 */
export interface TextLines {
  readonly period: string;
  readonly text: string;
  /** The text's lines in order; an unchanged line keeps the object it had in the last result. */
  readonly lines: readonly AnalysedLine[];
  /** Offset in `text` where each line begins. */
  readonly lineStarts: readonly number[];
  /** Index of each line's first word in the whole text's word arrays. */
  readonly lineFirstWords: readonly number[];
}

export interface LineByLineAnalysis extends Analysis, TextLines {}

/** Analyses successive versions of one text, reusing the lines measured for the previous one. */
export interface LineAnalyzer {
  /** The whole analysis: exactly `analyze(text)`, plus the lines. */
  (text: string): LineByLineAnalysis;
  /**
   * The lines only (see TextLines). Asked again for the text it last measured, it returns the
   * same object: an editor that paints a key at once and a page that renders the same text a
   * moment later share one result.
   */
  lines(text: string): TextLines;
  /**
   * Measures the lines of `text` it does not know yet, one line at a time, until `stop()` says
   * so; true once every line is known, when `lines(text)` takes time in proportion to the number
   * of lines only. A long paste is measured so, a few milliseconds at a time, between frames.
   */
  prepare(text: string, stop: () => boolean): boolean;
  /** The period of the dictionary it measures with. */
  readonly period: string;
}

const blankLine = (text: string): AnalysedLine => ({ text, cleanedWords: [], wordBands: [], wordStarts: [], wordEnds: [], mid: 0, rare: 0 });

function analysePiece(text: string, dictionary: Dictionary): AnalysedPiece {
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

/** A line, measured whole or, when long, piece by piece (reusing the pieces `known` by their text). */
function analyseLine(text: string, dictionary: Dictionary, sizes: PieceSizes, known: ReadonlyMap<string, AnalysedPiece>): AnalysedLine {
  const starts = pieceStarts(text, sizes.piecesFrom, sizes.pieceChars);
  if (starts.length === 1) return analysePiece(text, dictionary);
  const pieces: AnalysedPiece[] = [];
  const pieceFirstWords: number[] = [];
  const cleanedWords: string[] = [];
  const wordBands: Band[] = [];
  const wordStarts: number[] = [];
  const wordEnds: number[] = [];
  let mid = 0;
  let rare = 0;
  for (let index = 0; index < starts.length; index++) {
    const start = starts[index]!;
    const pieceText = text.slice(start, starts[index + 1] ?? text.length);
    const piece = known.get(pieceText) ?? analysePiece(pieceText, dictionary);
    pieces.push(piece);
    pieceFirstWords.push(cleanedWords.length);
    for (let word = 0; word < piece.cleanedWords.length; word++) {
      cleanedWords.push(piece.cleanedWords[word]!);
      wordBands.push(piece.wordBands[word]!);
      wordStarts.push(start + piece.wordStarts[word]!);
      wordEnds.push(start + piece.wordEnds[word]!);
    }
    mid += piece.mid;
    rare += piece.rare;
  }
  return { text, cleanedWords, wordBands, wordStarts, wordEnds, mid, rare, pieces, pieceStarts: starts, pieceFirstWords };
}

/**
 * The lines a new version of a text shares with the last one: `head` lines at its start and
 * `tail` at its end are the last version's lines, unchanged; the lines between (from offset
 * `from` to `to` of the new text) are new. Found with one native comparison per unchanged line,
 * not by splitting and hashing the whole text: a keystroke in a 600 kB text costs what the lines
 * around it cost.
 */
interface Region {
  head: number;
  tail: number;
  from: number;
  to: number;
}

function changedRegion(last: TextLines | null, text: string): Region {
  if (!last) return { head: 0, tail: 0, from: 0, to: text.length };
  const { lines, lineStarts } = last;
  const count = lines.length;
  let head = 0;
  while (head < count - 1) {
    const line = lines[head]!.text;
    const start = lineStarts[head]!;
    if (!text.startsWith(line, start) || text.charCodeAt(start + line.length) !== NEWLINE) break;
    head++;
  }
  const from = head === 0 ? 0 : lineStarts[head]!;
  const shift = text.length - last.text.length;
  let tail = 0;
  for (let index = count - 1 - tail; index >= head; index = count - 1 - tail) {
    const line = lines[index]!.text;
    const start = lineStarts[index]! + shift;
    if (start < from || !text.startsWith(line, start)) break;
    if (index === 0 ? start !== 0 : text.charCodeAt(start - 1) !== NEWLINE) break;
    tail++;
  }
  // The new lines run from `from` to the line break before the tail (or the end of the text).
  const to = tail === 0 ? text.length : lineStarts[count - tail]! + shift - 1;
  return { head, tail, from, to };
}

const NEWLINE = 10;

/** The texts of the lines between `from` and `to` (none when the tail starts right after the head). */
function newLineTexts(text: string, { tail, from, to }: Region): string[] {
  if (tail > 0 && to < from) return [];
  return text.slice(from, to).split('\n');
}

/**
 * A line analyser for one dictionary: it keeps the lines of the last version it measured, so
 * the next version measures only the lines that differ. Like `analyze`, it throws for blank text.
 */
export function createLineAnalyzer(
  dictionary: Dictionary,
  sizes: PieceSizes = { piecesFrom: PIECES_FROM_CHARS, pieceChars: PIECE_CHARS },
): LineAnalyzer {
  // Lines measured ahead by prepare(), until the next lines() takes them.
  let prepared = new Map<string, AnalysedLine>();
  let last: TextLines | null = null;
  // prepare() and lines() of one text find its changed region once.
  let lastRegion: { last: TextLines | null; text: string; region: Region } | null = null;
  const regionOf = (text: string): Region => {
    if (lastRegion?.last !== last || lastRegion.text !== text) lastRegion = { last, text, region: changedRegion(last, text) };
    return lastRegion.region;
  };
  /** The last version's lines that the new one no longer has where they were (a line moved, an undo). */
  const replacedLines = (region: Region): Map<string, AnalysedLine> => {
    const replaced = new Map<string, AnalysedLine>();
    if (last) for (const line of last.lines.slice(region.head, last.lines.length - region.tail)) replaced.set(line.text, line);
    return replaced;
  };
  /** The pieces of those lines, by their text: a key in a long line measures its own piece again. */
  const replacedPieces = (replaced: ReadonlyMap<string, AnalysedLine>): Map<string, AnalysedPiece> => {
    const pieces = new Map<string, AnalysedPiece>();
    for (const line of replaced.values()) for (const piece of line.pieces ?? []) pieces.set(piece.text, piece);
    return pieces;
  };
  const lines = (text: string): TextLines => {
    if (last?.text === text) return last;
    if (text.trim() === '') throw new JargonError('EMPTY_TEXT', 'Article is empty.');
    const region = regionOf(text);
    const replaced = replacedLines(region);
    const pieces = replacedPieces(replaced);
    const kept = last ? last.lines.slice(0, region.head) : [];
    const lineStarts = last ? last.lineStarts.slice(0, region.head) : [];
    const lineFirstWords = last ? last.lineFirstWords.slice(0, region.head) : [];
    let words = region.head === 0 || !last ? 0 : last.lineFirstWords[region.head]!;
    let start = region.from;
    for (const lineText of newLineTexts(text, region)) {
      const line = prepared.get(lineText) ?? replaced.get(lineText) ?? analyseLine(lineText, dictionary, sizes, pieces);
      kept.push(line);
      lineStarts.push(start);
      lineFirstWords.push(words);
      words += line.cleanedWords.length;
      start += lineText.length + 1;
    }
    if (last && region.tail > 0) {
      const firstTail = last.lines.length - region.tail;
      const shift = text.length - last.text.length;
      const wordShift = words - last.lineFirstWords[firstTail]!;
      for (let index = firstTail; index < last.lines.length; index++) {
        kept.push(last.lines[index]!);
        lineStarts.push(last.lineStarts[index]! + shift);
        lineFirstWords.push(last.lineFirstWords[index]! + wordShift);
      }
    }
    prepared = new Map();
    last = { period: dictionary.code, text, lines: kept, lineStarts, lineFirstWords };
    return last;
  };
  const prepare = (text: string, stop: () => boolean): boolean => {
    if (last?.text === text) return true;
    const region = regionOf(text);
    const replaced = replacedLines(region);
    const pieces = replacedPieces(replaced);
    const texts = newLineTexts(text, region);
    for (let index = 0; index < texts.length; index++) {
      const lineText = texts[index]!;
      if (prepared.has(lineText) || replaced.has(lineText)) continue;
      prepared.set(lineText, analyseLine(lineText, dictionary, sizes, pieces));
      if (index < texts.length - 1 && stop()) return false;
    }
    return true;
  };
  return Object.assign((text: string) => wholeTextAnalysis(lines(text)), { lines, prepare, period: dictionary.code });
}

/** The whole text's analysis from its lines: their words put back in order, and the figures. */
export function wholeTextAnalysis(textLines: TextLines): LineByLineAnalysis {
  const { lines, lineStarts } = textLines;
  const words = emptyAnalysisWords();
  for (let lineIndex = 0; lineIndex < lines.length; lineIndex++) {
    const line = lines[lineIndex]!;
    const start = lineStarts[lineIndex]!;
    for (let index = 0; index < line.cleanedWords.length; index++)
      addWord(words, line.cleanedWords[index]!, line.wordBands[index]!, start + line.wordStarts[index]!, start + line.wordEnds[index]!);
  }
  const { period, text } = textLines;
  return {
    ...withFigures({ period, text, ...words }),
    lines,
    lineStarts,
    lineFirstWords: textLines.lineFirstWords,
  };
}

/** A text's counts, percentages and score from its lines, without its word lists: O(lines). */
export function figuresOfLines(textLines: TextLines): Figures {
  let words = 0;
  let mid = 0;
  let rare = 0;
  for (const line of textLines.lines) {
    words += line.cleanedWords.length;
    mid += line.mid;
    rare += line.rare;
  }
  return figuresOf(words, mid, rare);
}
