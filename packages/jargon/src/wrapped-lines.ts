// Text copied from a PDF or an e-mail keeps its source's line ends: breaks in mid-sentence, and
// words hyphenated across two lines ("measure-\nment"), which the measure counts as two words,
// "ment" among the rare ones. The De-Jargonizer offers to join such lines (docs/de-jargonizer.md
// "Text copied from a PDF"); the writer decides. Browser-safe, no dependency.
import { inflectionBases } from './english-inflections.ts';
import { wrapsMidSentence } from './sentences.ts';

/** How much of a text is read to tell whether its lines are wrapped: its source shows from the start. */
export const WRAP_SAMPLE_CHARS = 20_000;

/** A word cut by a hyphen at a line's end, and its rest at the next line's start. */
// Starting only where a run of letters starts, so a long line of letters is read once, not once per letter.
const CUT_WORD_END = /(?<!\p{L})(\p{L}+)[-\u00AD\u2010]$/u;
const CUT_WORD_REST = /^(\p{Ll}+)/u;

/** The line breaks of the text's first WRAP_SAMPLE_CHARS characters that join two lines of text, and how many of them wrap a sentence. */
export function wrappedLineCounts(text: string): { breaks: number; wraps: number } {
  const sample = text.slice(0, WRAP_SAMPLE_CHARS);
  let breaks = 0;
  let wraps = 0;
  for (
    let index = sample.indexOf('\n');
    index >= 0 && index < sample.length - 1;
    index = sample.indexOf('\n', index + 1)
  ) {
    const before = sample.slice(sample.lastIndexOf('\n', index - 1) + 1, index).trim();
    const nextEnd = sample.indexOf('\n', index + 1);
    const after = sample.slice(index + 1, nextEnd < 0 ? sample.length : nextEnd).trim();
    if (before === '' || after === '') continue;
    breaks++;
    if (wrapsMidSentence(sample, index)) wraps++;
  }
  return { breaks, wraps };
}

/** Whether the text's lines look wrapped as a PDF's are: two wraps or more, and at least half of its line breaks between lines of text. */
export function looksHardWrapped(text: string): boolean {
  const { breaks, wraps } = wrappedLineCounts(text);
  return wraps >= 2 && wraps * 2 >= breaks;
}

/**
 * The text with its wrapped lines joined. A word cut by a hyphen at a line's end is joined
 * without the hyphen when `knows` knows the whole or the base it is inflected from
 * ("measure-\nment" → "measurement", "ar-\nrays" → "arrays" by "array"), with it when it knows
 * both halves and not the whole ("well-\nknown" → "well-known"), and without it otherwise
 * (halves that are no words: "methy-\nlation"); any other wrap becomes a space. A line break
 * that ends a sentence, a heading, a list item or a paragraph stays.
 */
export function joinWrappedLines(text: string, knows: (word: string) => boolean): string {
  let out = '';
  let from = 0;
  for (let index = text.indexOf('\n'); index >= 0; index = text.indexOf('\n', index + 1)) {
    if (!wrapsMidSentence(text, index)) continue;
    const lineEnd = text.charAt(index - 1) === '\r' ? index - 1 : index;
    const line = trimEndSpacesAndTabs(text.slice(from, lineEnd));
    let nextStart = index + 1;
    while (text.charAt(nextStart) === ' ' || text.charAt(nextStart) === '\t') nextStart++;
    const cut = CUT_WORD_END.exec(line);
    const rest = cut ? CUT_WORD_REST.exec(text.slice(nextStart, nextStart + 60)) : null;
    if (cut?.[1] && rest?.[1]) {
      const [head, tail] = [cut[1].toLowerCase(), rest[1]];
      const compound = !knowsWordOrBase(head + tail, knows) && knows(head) && knows(tail);
      out += `${line.slice(0, -1)}${compound ? '-' : ''}`;
    } else out += `${line} `;
    from = nextStart;
  }
  return out + text.slice(from);
}

/** Whether `knows` knows the word, or a base form it is inflected from (a word list may hold "array" and not the rarer "arrays"). */
function knowsWordOrBase(word: string, knows: (word: string) => boolean): boolean {
  return knows(word) || inflectionBases(word).some(knows);
}

/** The line without the spaces and tabs at its end, in one pass from the end (a regex anchored at the end tries every start). */
function trimEndSpacesAndTabs(line: string): string {
  let end = line.length;
  while (end > 0 && (line.charAt(end - 1) === ' ' || line.charAt(end - 1) === '\t')) end--;
  return line.slice(0, end);
}
