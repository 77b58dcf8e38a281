// The Word document of a result (docs/product.md §7 "POST api/TextGrading/Download"): a summary paragraph
// (common, mid-frequency and rare words as percentages and counts, the score, the number of
// words) and the text with every word coloured black, orange or red, right to left for Hebrew and Arabic.
// Colour is not the only cue: mid-frequency words also get a dotted underline and rare words
// are bold with a solid underline, as on the page. Last, the list of rare words: each with its
// sure replacement or, where none is sure, its dictionary meanings (rare-word-notes.ts).
import {
  AlignmentType,
  Document,
  HeadingLevel,
  Packer,
  Paragraph,
  TextRun,
  UnderlineType,
} from 'docx';
import { xmlSafe } from '../file-formats/xml-safe.ts';
import { directionOfPeriod, percentagesOf, periodOfScript, readKeyTerms, scoreOf, scriptOfText, termsOf, tokenize, type Band, type Dictionary } from '@scicomm/jargon';
import { MAX_RARE_WORD_NOTES, rareWordNotes } from './rare-word-notes.ts';

export interface ResultDocumentInput {
  readonly name: string;
  readonly cleanedWords: readonly string[];
  readonly normalWords: readonly string[];
  readonly rareWords: readonly string[];
  /** The text cut into pieces (Download's `Words`, docs/de-jargonizer.md "API"); joined they give the text back. */
  readonly words: readonly string[];
  /** Our own client sends the band of each cleaned word, which settles words that are in two lists. */
  readonly wordBands?: readonly Band[] | undefined;
  /** The period code, when known (a Hebrew period makes the document right to left). */
  readonly period?: string | undefined;
  /** The writer's key terms, left out of the adjusted score. */
  readonly keyTerms?: readonly string[] | undefined;
}

const FONT = 'Arial';
const SIZE = 24; // half-points: 12 pt, as the original
export const BAND_COLOURS: Record<Band, string> = {
  common: '000000',
  mid: 'B45309',
  rare: 'B91C1C',
};

export { attachmentHeader, DOCX_TYPE, resultFileName } from './result-file.ts';
export { xmlSafe } from '../file-formats/xml-safe.ts';

/** The period of a result: its own, or the default period of the script most of its first words are written in. */
export function periodOfResult(
  input: Pick<ResultDocumentInput, 'period' | 'cleanedWords'>,
): string {
  if (input.period) return input.period;
  return periodOfScript(scriptOfText(input.cleanedWords.slice(0, 500).join(' ')) ?? 'Latin');
}

/** Right to left when the period is Hebrew or Arabic, or when the words are mostly in Hebrew or Arabic letters. */
export function isRightToLeftText(
  input: Pick<ResultDocumentInput, 'period' | 'cleanedWords'>,
): boolean {
  return directionOfPeriod(periodOfResult(input)) === 'rtl';
}

/**
 * The band of every word of the text, in order. With wordBands of the right length they are
 * used as they are; otherwise each word is matched in order against the rare and mid-frequency
 * lists (which are in text order), and when that does not use up both lists the text is not the
 * one they were made from, so each word is coloured by whether its form is in a list at all.
 */
export function bandsOfWords(forms: readonly string[], input: ResultDocumentInput): Band[] {
  if (input.wordBands && input.wordBands.length === forms.length) return [...input.wordBands];
  const bands: Band[] = [];
  let rare = 0;
  let mid = 0;
  for (const form of forms) {
    if (form === input.rareWords[rare]) {
      bands.push('rare');
      rare++;
    } else if (form === input.normalWords[mid]) {
      bands.push('mid');
      mid++;
    } else {
      bands.push('common');
    }
  }
  if (rare === input.rareWords.length && mid === input.normalWords.length) return bands;
  const rareSet = new Set(input.rareWords.map((word) => word.toLowerCase()));
  const midSet = new Set(input.normalWords.map((word) => word.toLowerCase()));
  return forms.map((form) => (rareSet.has(form) ? 'rare' : midSet.has(form) ? 'mid' : 'common'));
}

function runOf(text: string, band: Band | null, rtl: boolean): TextRun {
  return new TextRun({
    text: xmlSafe(text),
    font: FONT,
    size: SIZE,
    color: BAND_COLOURS[band ?? 'common'],
    ...(band === 'rare'
      ? { bold: true, boldComplexScript: true, underline: { type: UnderlineType.SINGLE } }
      : {}),
    ...(band === 'mid' ? { underline: { type: UnderlineType.DOTTED } } : {}),
    ...(rtl ? { rightToLeft: true } : {}),
  });
}

/** The text's paragraphs as runs: one run per stretch of the same band, a new paragraph at each line break. */
function textParagraphs(input: ResultDocumentInput, rtl: boolean): Paragraph[] {
  const tokens = tokenize(input.words.join(''));
  const forms = tokens.flatMap((token) => (token.form === null ? [] : [token.form]));
  const bands = bandsOfWords(forms, input);
  const paragraphs: Paragraph[] = [];
  let runs: TextRun[] = [];
  let pending = '';
  let pendingBand: Band | null = null;
  const flushRun = () => {
    if (pending !== '') runs.push(runOf(pending, pendingBand, rtl));
    pending = '';
  };
  const flushParagraph = () => {
    flushRun();
    paragraphs.push(
      new Paragraph({
        children: runs,
        alignment: AlignmentType.START,
        ...(rtl ? { bidirectional: true } : {}),
      }),
    );
    runs = [];
  };
  const add = (text: string, band: Band | null) => {
    // Common words and the text between words look the same: one run for both.
    const effective = band === 'common' ? null : band;
    if (effective !== pendingBand) {
      flushRun();
      pendingBand = effective;
    }
    pending += text;
  };
  let wordIndex = 0;
  for (const token of tokens) {
    if (token.form !== null) {
      add(token.text, bands[wordIndex] ?? 'common');
      wordIndex++;
      continue;
    }
    const lines = token.text.split(/\r\n|[\n\r\u2028\u2029]/u);
    lines.forEach((line, index) => {
      if (index > 0) flushParagraph();
      if (line !== '') add(line, null);
    });
  }
  flushParagraph();
  return paragraphs;
}

/** A few words of the text around an offset, to say where a term first appears. */
function excerptAt(text: string, offset: number): string {
  const start = Math.max(0, text.lastIndexOf(' ', Math.max(0, offset - 30)) + 1);
  const end = text.indexOf(' ', Math.min(text.length, offset + 40));
  return `${start > 0 ? '…' : ''}${text.slice(start, end < 0 ? text.length : end).replace(/\s+/gu, ' ').trim()}${end < 0 ? '' : '…'}`;
}

/**
 * The adjusted score, the key terms and the explained terms (docs/de-jargonizer.md "Key terms and
 * explained terms"), read again from the text and its bands.
 */
export function termLines(input: ResultDocumentInput): string[] {
  const text = input.words.join('');
  const tokens = tokenize(text).filter((token) => token.form !== null);
  const forms = tokens.map((token) => token.form ?? '');
  const analysed = {
    period: periodOfResult(input),
    text,
    cleanedWords: forms,
    wordBands: bandsOfWords(forms, input),
    wordStarts: tokens.map((token) => token.start),
    wordEnds: tokens.map((token) => token.end),
  };
  const terms = termsOf(analysed, readKeyTerms(input.keyTerms ?? []));
  const lines = [`Adjusted score (without key terms and explained terms): ${terms.adjusted.score}`];
  if (terms.keyTerms.length > 0) {
    lines.push(`Key terms: ${terms.keyTerms.map((term) => `${term.term} (${term.uses} ${term.uses === 1 ? 'use' : 'uses'})`).join(', ')}`);
  }
  if (terms.explainedTerms.length === 0) lines.push('Explained terms: none found');
  for (const term of terms.explainedTerms) {
    lines.push(
      term.explainedAtFirstUse
        ? `Explained: ${term.term} — “${term.explanation}”`
        : `Explained late: ${term.term} — “${term.explanation}”; first used unexplained at “${excerptAt(text, term.firstUseAt)}”`,
    );
  }
  return lines.map(xmlSafe);
}

export function summaryLines(input: ResultDocumentInput): string[] {
  const total = input.cleanedWords.length;
  const mid = input.normalWords.length;
  const rare = input.rareWords.length;
  const counts = { total, mid, rare, common: total - mid - rare };
  const percentages = percentagesOf(counts);
  return [
    `Common: ${percentages.common}%, ${counts.common}`,
    `Mid-frequency: ${percentages.mid}%, ${counts.mid}`,
    `Rare: ${percentages.rare}%, ${counts.rare}`,
    `Score: ${scoreOf(counts)}`,
    `Number of words: ${total}`,
  ];
}

/**
 * The result as a Word document. `dictionary`, the result's period, gives the rare words their
 * replacements or meanings; without it (or for Hebrew and Arabic) the list names the words only.
 */
export async function buildResultDocument(input: ResultDocumentInput, dictionary: Dictionary | null = null): Promise<Buffer> {
  const rtl = isRightToLeftText(input);
  const title = xmlSafe(input.name).trim() || 'Article';
  const summary = [...summaryLines(input), ...termLines(input)];
  const doc = new Document({
    creator: 'SciComm Studio De-Jargonizer',
    title: `${title} - Result`,
    styles: { default: { document: { run: { font: FONT, size: SIZE } } } },
    sections: [
      {
        children: [
          new Paragraph({
            heading: HeadingLevel.HEADING_1,
            children: [new TextRun({ text: `De-Jargonizer result: ${title}` })],
          }),
          new Paragraph({
            children: summary.map(
              (line, index) =>
                new TextRun({
                  text: line,
                  font: FONT,
                  size: SIZE,
                  ...(index > 0 ? { break: 1 } : {}),
                }),
            ),
          }),
          new Paragraph({
            children: [
              new TextRun({ text: 'Key: ', font: FONT, size: SIZE }),
              runOf('common words', 'common', false),
              new TextRun({ text: ' · ', font: FONT, size: SIZE }),
              runOf('mid-frequency words', 'mid', false),
              new TextRun({ text: ' · ', font: FONT, size: SIZE }),
              runOf('rare words', 'rare', false),
            ],
          }),
          new Paragraph({ text: '' }),
          ...textParagraphs(input, rtl),
          ...rareWordParagraphs(input, dictionary, rtl),
        ],
      },
    ],
  });
  return Packer.toBuffer(doc);
}

/** The list of rare words: a heading, then a paragraph a word with its replacement or its meanings. */
function rareWordParagraphs(input: ResultDocumentInput, dictionary: Dictionary | null, rtl: boolean): Paragraph[] {
  const text = input.words.join('');
  const forms = tokenize(text).flatMap((token) => (token.form === null ? [] : [token.form]));
  const notes = rareWordNotes(text, bandsOfWords(forms, input), dictionary);
  if (notes.length === 0) return [];
  const plain = (line: string, breakBefore = false) =>
    new TextRun({ text: xmlSafe(line), font: FONT, size: SIZE, ...(breakBefore ? { break: 1 } : {}), ...(rtl ? { rightToLeft: true } : {}) });
  const paragraphs = notes.map((note) => {
    const children = [runOf(note.word, 'rare', rtl)];
    if (note.replacements.length > 0) children.push(plain(` — plainer: ${note.replacements.join(', ')}`));
    else if (note.meanings.length > 0) {
      children.push(plain(' — a term readers may not know. Its dictionary meanings, to pick from for an explanation:'));
      for (const meaning of note.meanings) children.push(plain(`• ${meaning}`, true));
    }
    return new Paragraph({ children, alignment: AlignmentType.START, ...(rtl ? { bidirectional: true } : {}) });
  });
  const total = new Set(input.rareWords.map((word) => word.toLowerCase())).size;
  return [
    new Paragraph({ text: '' }),
    new Paragraph({ heading: HeadingLevel.HEADING_2, children: [new TextRun({ text: 'Rare words' })] }),
    ...paragraphs,
    ...(total > MAX_RARE_WORD_NOTES ? [new Paragraph({ children: [plain(`The first ${MAX_RARE_WORD_NOTES} of ${total} rare words.`)] })] : []),
  ];
}
