// What the language-specific cue rules share: the kinds of explanation, a rule's answer, and
// the checks every language makes (docs/de-jargonizer.md "Key terms and explained terms").
import {
  closingOf,
  WINDOW,
  type ExplanationText,
  isPlainExplanation,
  textAfter,
  textBefore,
  type WordRun,
  wordsBetween,
} from './explanation-text.ts';

/** How a term is explained where it stands. */
export type ExplanationCue =
  | 'apposition'
  | 'or'
  | 'brackets'
  | 'bracketed-term'
  | 'which-is'
  | 'means'
  | 'is-a'
  | 'called'
  | 'known-as'
  | 'such-as'
  | 'next-sentence';

/** The explanation a rule found for a run: the cue and the explaining text [start, end). */
export interface CueMatch {
  readonly cue: ExplanationCue;
  readonly start: number;
  readonly end: number;
}

export type CueRule = (context: ExplanationText, run: WordRun) => CueMatch | null;

/** A bracket right after the term holding plain words, not a citation, figure, count, statistic or abbreviation. */
export function bracketsAfter(context: ExplanationText, run: WordRun): CueMatch | null {
  const { after, at } = textAfter(context, run);
  const found = /^\s*\(([^()]{1,240})\)/u.exec(after);
  const inside = found?.[1];
  if (!found || inside === undefined) return null;
  // A digit on its own is a figure, a year or a count; one inside a name ("vitamin B3") is not.
  if (/(?<!\p{L})\d|\bet al\b|\b(?:fig|figure|table|ref|see|p|n|r)\b\s*[.<=>:]|%|ואחרים|איור|טבלה|ראו|وآخرون|واخرون|وزملاؤه|وزملاوه|الشكل|الجدول|انظر/iu.test(inside)) return null;
  // A bracket holding only capitals or a one-word gloss is an abbreviation or a Latin name, not an explanation.
  if (/^[\p{Lu}\p{N}\s-]+$/u.test(inside.trim())) return null;
  if (isAside(inside)) return null;
  // "shifting demand (electric vehicles charging at noon, flexible loads such as electrolysers)":
  // examples of it, listed, not what it is.
  if (/,/u.test(inside) && /\b(?:such as|like|e\.g\.)\s|,[^,]*,/iu.test(inside)) return null;
  const start = at + found[0].indexOf('(') + 1;
  const end = start + inside.length;
  // Hebrew and Arabic words of everyday science ("מערכת הפרשת ההורמונים") are often mid-frequency in their subtitle
  // counts: there no rare word is asked, in English two thirds plain.
  const plainEnough = /\p{Script=Hebrew}|\p{Script=Arabic}/u.test(inside) ? noRareWord(context, start, end) : mostlyPlain(context, start, end);
  return isPlainExplanation(context, start, end, 2) && plainEnough ? { cue: 'brackets', start, end } : null;
}

/** Pronouns that open a clause in brackets, a remark beside the sentence ("(they did not know …)"). */
const ASIDE_SUBJECT = /^(?:we|they|he|she|it|i|you|nothing|none|nobody|everyone|someone|there)\b/iu;
/**
 * A bracket opening with a conjunction, a preposition or an adverb goes on with the sentence or qualifies it
 * ("(and blood pressure)", "(or both)", "(mostly in older mice)", "(in mice)"): a gloss names what the term is.
 */
const ASIDE_OPENING =
  /^(?:and|or|but|nor|so|yet|both|either|neither|plus|versus|vs|not|only|even|also|mostly|mainly|largely|partly|chiefly|about|around|roughly|nearly|almost|approximately|at|in|on|for|with|without|from|by|during|after|before|since|until|among|between|per|than|as|if|when|while|whereas|because|including|excluding|except|unlike|like|see|compared|relative|especially|particularly|usually|often|sometimes|typically|probably|possibly|apparently|presumably|respectively|previously|recently|currently|formerly|originally|initially|finally|generally|normally)\b/iu;

/** Verbs that make a clause of a bracket when no "that / which / who" comes before them ("the doctors said …"). */
const ASIDE_VERB = /\b(?:that|which|who|whose|where|is|are|was|were|has|have|had|do|does|did|can|could|will|would|should|may|might|must|said|says|say|told|thinks|thought|believes|believed|knew|knows)\b/iu;

/**
 * An English bracket holding a remark rather than a gloss: a clause with its own subject ("the
 * doctors said it was safe", "they did not know which pill"), where a gloss is a noun phrase,
 * its verbs after a relative ("a disease that slowly destroys …"). Hebrew brackets are read as before.
 */
function isAside(inside: string): boolean {
  const text = inside.trim();
  if (ASIDE_SUBJECT.test(text) || ASIDE_OPENING.test(text)) return true;
  // "(the dam holds most of it back)": a noun, a verb in -s and its object make a clause.
  if (/^(?:the|a|an|this|its|their)\s+[\p{L}'’-]+\s+\p{L}+s\s+(?:the|a|an|it|them|most|some|all|its|their|much|more|less|no|any)\b/iu.test(text)) return true;
  const verb = ASIDE_VERB.exec(text)?.[0].toLowerCase();
  return verb !== undefined && !['that', 'which', 'who', 'whose', 'where'].includes(verb);
}

/** The term alone in brackets after a plain description of it: "a heart attack (myocardial infarction)". */
export function termInBrackets(context: ExplanationText, run: WordRun): CueMatch | null {
  const { before, from } = textBefore(context, run);
  const { after } = textAfter(context, run);
  if (!/\(\s*$/u.test(before) || !/^\s*\)/u.test(after)) return null;
  const term = context.text.slice(context.words.wordStarts[run.first], context.words.wordEnds[run.last]);
  // "knee osteoarthritis (OA)", "controlled trials (RCTs)": an abbreviation of the words before, not a term they explain;
  // "וואסאט (Wasat)": a name in its own letters beside a Hebrew or Arabic text.
  if (/^[\p{Lu}\p{N}-]+s?$/u.test(term) || (/\p{Script=Hebrew}|\p{Script=Arabic}/u.test(before) && /^[\p{Script=Latin}\p{N}\s'-]+$/u.test(term))) return null;
  const open = from + before.lastIndexOf('(');
  // eslint-disable-next-line regexp/no-super-linear-move -- bounded: the text before a term is at most WINDOW (400) characters
  const described = /((?:[\p{L}'’-]+\s+){1,3}[\p{L}'’-]+)\s*$/u.exec(context.text.slice(from, open));
  if (!described?.[1]) return null;
  const start = open - described[0].length;
  const end = start + described[1].length;
  // The description is plain: no rare word, at least one common one ("a slow thyroid gland (hypothyroidism)":
  // mid-frequency words such as "thyroid" and "gland" are known to many).
  return isPlainExplanation(context, start, end, 2) && noRareWord(context, start, end) ? { cue: 'bracketed-term', start, end } : null;
}

export function noRareWord(context: ExplanationText, start: number, end: number): boolean {
  const span = wordsBetween(context.words, start, end);
  for (let word = span.first; word < span.end; word++) if (context.isRare(word) && !context.isPlain(word)) return false;
  return true;
}

/** Two thirds of the words plain: for brackets, where Latin names and expanded abbreviations hide. */
function mostlyPlain(context: ExplanationText, start: number, end: number): boolean {
  const span = wordsBetween(context.words, start, end);
  let plain = 0;
  for (let word = span.first; word < span.end; word++) if (context.isPlain(word)) plain++;
  return plain * 3 >= (span.end - span.first) * 2;
}

/** An explanation that starts `offset` characters into the text after the run and runs to its closing. */
export function explanationFrom(context: ExplanationText, run: WordRun, offset: number, cue: ExplanationCue, minWords = 2): CueMatch | null {
  const { at, limit } = textAfter(context, run);
  const start = at + offset;
  const end = closingOf(context.text, start, limit);
  return isPlainExplanation(context, start, end, minWords) ? { cue, start, end: trimEnd(context.text, start, end) } : null;
}

function trimEnd(text: string, start: number, end: number): number {
  let cut = end;
  while (cut > start && /[\s.!?]/u.test(text.charAt(cut - 1))) cut--;
  return cut;
}

/**
 * Whether the run is an item of a comma list: a comma right before it that does not close an
 * opening phrase ("In 2012, CRISPR, a tool …" keeps its apposition; `opening` tells such a
 * phrase by its first word), or "and/or" right after the explanation's closing comma.
 */
export function inCommaList(context: ExplanationText, run: WordRun, closing: number, opening: RegExp): boolean {
  const { before } = textBefore(context, run);
  const comma = /,\s*(?:(?:the|a|an)\s+)?$/iu.exec(before);
  if (comma) {
    const lead = before.slice(0, comma.index).trim();
    if (lead.includes(',') || !opening.test(lead)) return true;
  }
  return /^,\s*(?:and|or)\b|^,\s*ו/u.test(context.text.slice(closing, closing + 6));
}

/** The sentence after the run's sentence, or null at the end of the text. */
export function nextSentence(context: ExplanationText, run: WordRun): { start: number; end: number; text: string } | null {
  const next = context.sentences[(context.sentenceOfWord[run.last] ?? context.sentences.length) + 1];
  if (!next) return null;
  const text = context.text.slice(next.start, Math.min(next.end, next.start + WINDOW));
  const lead = text.length - text.trimStart().length;
  return { start: next.start + lead, end: next.end, text: text.trimStart() };
}

/** Words of a sentence looked at around a term: a text without full stops is one "sentence". */
const MAX_SENTENCE_WORDS = 80;

/**
 * Whether a following "This is …" is about this run: the last rare run of its sentence, or its
 * last candidate when none is rare ("studied methylation in mice. It is a chemical tag …").
 */
export function isMainTermOfSentence(context: ExplanationText, run: WordRun): boolean {
  const sentence = context.sentenceOfWord[run.first];
  const rare = (first: number, last: number): boolean => {
    for (let word = first; word <= last; word++) if (context.isRare(word)) return true;
    return false;
  };
  const runIsRare = rare(run.first, run.last);
  const far = run.last + MAX_SENTENCE_WORDS;
  for (let word = run.last + 1; word < far && word < context.sentenceOfWord.length && context.sentenceOfWord[word] === sentence; word++) {
    if (!context.isCandidate(word)) continue;
    if (context.isRare(word) || !runIsRare) return false;
  }
  if (runIsRare) return true;
  for (let word = run.first - 1; word >= 0 && word > run.first - MAX_SENTENCE_WORDS && context.sentenceOfWord[word] === sentence; word--) {
    if (context.isRare(word)) return false;
  }
  return true;
}

/**
 * Markdown or HTML in an explanation, or a colon: code (`…`), emphasis (** or __, a lone *), a table's pipes,
 * a heading's #, a link's "](", a tag. Such text is formatting or code, not plain words saying
 * what a term is ("PostgreSQL:** with `DATABASE_URL` set").
 */
const MARKUP = /[`|*]|__|(?:^|\s)#|\]\(|<\/?[a-z]/iu;

/** A colon inside the explaining words: they introduce a list or a label, not a gloss ("…, one row per session: …"). */
const COLON = /:(?:\s|$)/u;

export function holdsMarkup(text: string, start: number, end: number): boolean {
  const explanation = text.slice(start, end);
  return MARKUP.test(explanation) || COLON.test(explanation);
}

/** A list item's marker at the start of a line: "- ", "* ", "+ ", "1. ", "2) ". */
export const LIST_MARKER = /^\s*(?:[-*+•]|\d{1,3}[.)])\s+/u;

/** Each line of a text ("\n" ends one): where it starts, and its first and last characters that are not white space (-1: none). */
interface TextLines {
  readonly starts: readonly number[];
  readonly firstInk: readonly number[];
  readonly lastInk: readonly number[];
}

/** White space as /\s/ reads it (WhiteSpace and LineTerminator of ECMAScript), by code unit: a RegExp per character was most of the walk. */
function isSpaceUnit(code: number): boolean {
  if (code < 128) return code === 32 || (code >= 9 && code <= 13);
  return code === 0xa0 || code === 0x1680 || (code >= 0x2000 && code <= 0x200a) || code === 0x2028 || code === 0x2029 || code === 0x202f || code === 0x205f || code === 0x3000 || code === 0xfeff;
}

const linesOfContext = new WeakMap<ExplanationText, TextLines>();

/** The text's lines, read once per text: a line's ends were read again for every term on it. */
function textLines(context: ExplanationText): TextLines {
  const known = linesOfContext.get(context);
  if (known) return known;
  const { text } = context;
  const lines = { starts: [0], firstInk: [-1], lastInk: [-1] };
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index);
    if (code === 10) {
      lines.starts.push(index + 1);
      lines.firstInk.push(-1);
      lines.lastInk.push(-1);
    } else if (!isSpaceUnit(code)) {
      const line = lines.starts.length - 1;
      if (lines.firstInk[line] === -1) lines.firstInk[line] = index;
      lines.lastInk[line] = index;
    }
  }
  linesOfContext.set(context, lines);
  return lines;
}

/** The index of the line holding the character at `at`. */
function lineAt(lines: TextLines, at: number): number {
  let low = 0;
  let high = lines.starts.length - 1;
  while (low < high) {
    const middle = (low + high + 1) >> 1;
    if ((lines.starts[middle] ?? 0) <= at) low = middle;
    else high = middle - 1;
  }
  return low;
}

/**
 * Whether the run's sentence is a line of a Markdown table ("| term | what it does |"): its cells
 * are labels and notes, never a term and its explanation. The line opens with "|" before the run,
 * or closes with one after it.
 */
export function inTableRow(context: ExplanationText, run: WordRun): boolean {
  const { text } = context;
  const at = context.words.wordStarts[run.first] ?? 0;
  const lines = textLines(context);
  const line = lineAt(lines, at);
  const first = lines.firstInk[line] ?? -1;
  const last = lines.lastInk[line] ?? -1;
  return (first >= 0 && first < at && text.charAt(first) === '|') || (last >= at && text.charAt(last) === '|');
}

/**
 * A colon explains only a term that opens its line or sentence (after a list marker, or "a/the"):
 * a glossary entry, "Permafrost: ground that stays frozen all year." A term inside a sentence
 * before a colon ("… must be allowed to create databases: each run makes …") introduces what
 * follows, it does not name what is defined.
 */
export function opensItsSentence(context: ExplanationText, run: WordRun, determiners: RegExp): boolean {
  const { before } = textBefore(context, run);
  return determiners.test(before.replace(LIST_MARKER, ''));
}
