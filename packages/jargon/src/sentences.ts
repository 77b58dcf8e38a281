// Where a text's sentences begin and end, with their offsets: one splitter for the measure's
// rules (explained terms, the sentence of a word's simpler words) and the coach's text measures
// (sentence length, claims, connectors …). A sentence ends at a run of . ! ? or … (or Arabic's
// question mark ؟ and full stop ۔; its comma ، and semicolon ؛ join clauses) followed by a
// space or the end of the text, closing quotes and brackets after the stop included ("… cells.”
// Then"), but not at the dot of an abbreviation ("e.g. mice", "Dr. Levi", "د. ليلى", "Smith et al. showed");
// a line break ends one (lists, headings, a paragraph a line), unless the caller reads a pasted
// document (`joinWrapped`) and the break only wraps a long line mid-sentence, as text copied
// from a PDF or an e-mail has it (`wrapsMidSentence`). The coach's measures keep every line break:
// a chat answer typed line by line without stops is lines, not one long sentence. Browser-safe,
// no dependency.

/** A sentence's place in its text: [start, end), without the spaces around it. */
export interface SentenceSpan {
  readonly start: number;
  readonly end: number;
}

/** Words whose full stop does not end a sentence: Latin ones, Hebrew "ד"ר" needs no dot, Arabic "د." (Dr) and "أ.د." (Prof Dr). */
const ABBREVIATIONS = new Set(['e.g', 'i.e', 'al', 'dr', 'prof', 'mr', 'mrs', 'ms', 'vs', 'fig', 'no', 'st', 'cf', 'ca', 'د', 'أ.د']);
/**
 * Shortenings that end a sentence only when a capital letter follows: "beans, peas, etc. Then …",
 * but "Russula spp. that wrap …", "on the ground, esp. in winter".
 */
const ENDING_BEFORE_CAPITAL = new Set(['etc', 'spp', 'sp', 'ssp', 'esp', 'incl', 'resp', 'var', 'approx']);

const STOPS = '.!?…؟۔';
const CLOSING = `"'’”»)]`;
const CANDIDATE = /[\n.!?…؟۔"'’”»)\]]/u;
const isSpace = (char: string): boolean => char === ' ' || char === '\t' || char === '\n' || char === '\r' || /\s/u.test(char);

/** The word before the dot at `dot`, lowercased ("e.g", "al"). */
function wordBefore(text: string, dot: number): string {
  return /(?<![\p{L}.])[\p{L}.]+$/u.exec(text.slice(Math.max(0, dot - 12), dot))?.[0].toLowerCase() ?? '';
}

/** Whether a capital letter opens the text after `index` (past spaces and opening quotes). */
function capitalFollows(text: string, index: number): boolean {
  const next = /^[\s"'‘“«(]*(\p{L})/u.exec(text.slice(index, index + 8))?.[1];
  return next !== undefined && next !== next.toLowerCase();
}

/** Whether a lower-case Latin letter opens the text after `index` (past spaces). */
function lowerCaseFollows(text: string, index: number): boolean {
  return /^\s+[a-z]/u.test(text.slice(index, index + 4));
}

/**
 * Whether a sentence ends right after the character at `index` (a stop or a closing mark): the
 * next character is a space or the end, and a stop comes before any closing marks. Reads only a
 * few characters around `index`, so a caller can look for the sentence around one word.
 */
export function endsSentenceAfter(text: string, index: number, joinWrapped = false): boolean {
  const char = text.charAt(index);
  if (char === '\n') return !joinWrapped || !wrapsMidSentence(text, index);
  if (index + 1 < text.length && !isSpace(text.charAt(index + 1))) return false;
  let stop = index;
  while (stop >= 0 && CLOSING.includes(text.charAt(stop))) stop--;
  if (stop < 0 || !STOPS.includes(text.charAt(stop))) return false;
  // A lone dot (not "..", "?." …) may belong to an abbreviation.
  if (text.charAt(stop) !== '.' || STOPS.includes(text.charAt(stop - 1))) return true;
  const word = wordBefore(text, stop);
  if (ENDING_BEFORE_CAPITAL.has(word)) return capitalFollows(text, index + 1);
  // "ca. 30" is circa; "… Si and Ca. Right now …" ends on calcium's symbol.
  if (word === 'ca' && text.charAt(stop - 2) === 'C') return capitalFollows(text, index + 1);
  // A Latin capital's initial before a lower-case word is a species' genus ("E. coli", "S. aureus").
  if (/^[A-Z]$/u.test(text.charAt(stop - 1)) && word.length === 1 && lowerCaseFollows(text, index + 1)) return false;
  // An acronym in capitals is no title: "… an instrument called GC-MS. Then …" ends there ("MS"
  // was read as "Ms." and two sentences counted as one).
  if (/^\p{Lu}{2,}$/u.test(text.slice(stop - word.length, stop))) return true;
  // A shortened name before its number: "Rec. 2020", "Vol. 3", "Eq. 4" (a sentence rarely opens with a figure).
  if (/^\p{Lu}\p{Ll}{1,3}$/u.test(text.slice(stop - word.length, stop)) && /^\s+\p{N}/u.test(text.slice(index + 1, index + 4))) return false;
  return !ABBREVIATIONS.has(word);
}

/** A line this long or longer that ends without a stop may have been wrapped mid-sentence. */
const WRAPPED_LINE_CHARS = 30;
/** A line that opens a list item, a heading, a table row or a quote: its own unit, never a wrapped line's rest. */
const OWN_LINE = /^\s*(?:[-*+•>#|]|\d{1,3}[.)]\s)/u;
/** Words a sentence does not end on: a line ending with one goes on on the next line. */
const CONTINUING = /(?:^|[^\p{L}])(?:a|an|the|of|and|or|but|to|in|on|at|by|for|with|from|as|than|that|which|who|whose|is|are|was|were|be|been|its|their|this|these|into|over|under|between)$/iu;

/**
 * Whether the line break at `index` only wraps a sentence that goes on: the line before it is
 * long and ends mid-sentence (no stop, colon or semicolon), the next line is not blank and opens
 * no list item, heading or table row, and it goes on in lower case (or a script without case),
 * or the line ended on a comma, a dash or a word no sentence ends on ("the", "of", "and" …). A
 * shorter line wraps only a word cut by a hyphen that goes on in a lower-case letter ("It is
 * well-⏎known"). Reads only the two lines around the break.
 */
export function wrapsMidSentence(text: string, index: number): boolean {
  const lineStart = text.lastIndexOf('\n', index - 1) + 1;
  // trimEnd, not /\s+$/: that regex tries every start in a run of spaces that does not end the
  // line, so a line of many spaces then a letter took time quadratic in its length.
  const line = text.slice(lineStart, index).trimEnd();
  if (OWN_LINE.test(line) || /[.!?…:;"'’”»)\]]$/u.test(line)) return false;
  const next = /^[ \t]*([^\r\n]{0,12})/u.exec(text.slice(index + 1, index + 14))?.[1] ?? '';
  if (next === '' || OWN_LINE.test(next)) return false;
  const first = /^\p{L}/u.exec(next)?.[0];
  const goesOnInLowerCase = first !== undefined && first === first.toLowerCase();
  // A word cut by a hyphen that goes on in a lower-case letter wraps a line of any length ("well-⏎known").
  if (line.length < WRAPPED_LINE_CHARS) return goesOnInLowerCase && first !== first.toUpperCase() && endsInCutWord(line);
  return goesOnInLowerCase || /[,–—-]$/u.test(line) || CONTINUING.test(line);
}

/** Whether the line ends with a letter and a hyphen (or a soft or Unicode hyphen), as a word cut at a line's end does. */
function endsInCutWord(line: string): boolean {
  return /^[-\u00AD\u2010]$/u.test(line.charAt(line.length - 1)) && /^\p{L}$/u.test(line.charAt(line.length - 2));
}

/** The text's sentences in order, each trimmed of the spaces around it; blank stretches give none. */
export function sentenceSpans(text: string, joinWrapped = false): SentenceSpan[] {
  const spans: SentenceSpan[] = [];
  const push = (from: number, to: number) => {
    let start = from;
    let end = to;
    while (start < end && isSpace(text.charAt(start))) start++;
    while (end > start && isSpace(text.charAt(end - 1))) end--;
    if (end > start) spans.push({ start, end });
  };
  let start = 0;
  // Only a stop, a closing mark or a line break can end a sentence: the search jumps between them.
  const candidates = new RegExp(CANDIDATE.source, 'gu');
  for (let match = candidates.exec(text); match; match = candidates.exec(text)) {
    if (!endsSentenceAfter(text, match.index, joinWrapped)) continue;
    push(start, match.index + 1);
    start = match.index + 1;
  }
  push(start, text.length);
  return spans;
}
