// The shared walk's labels (labels.tsv of its folder: file, remark excerpt, class, reason) reused
// for the replayed remarks. An excerpt is "[st3] Your longest sentence has 21 words: ..." or
// "[Q2] …": the stage the answer was given at (Half Life, Persuasion) or the question it answers
// (Coherence, Critical Thinking), then the remark's opening words, "..." where words were left
// out, " / " between lines labelled as one. A replayed remark takes the label of its walk and
// stage whose excerpt it bears out: its text starts with the first fragment and holds the others
// in order (quotes and case aside; a labeller's note in brackets at the end is not looked for).
// A remark whose wording changed since the walk matches no excerpt and needs a label of its own.
import { readFileSync } from 'node:fs';
import { remarkClasses, type RemarkClass } from './labels.ts';

export interface SharedLabel {
  /** Row number in labels.tsv, counting from 1 after the header. */
  row: number;
  walk: string;
  marker: { on: 'stage' | 'question'; number: number } | null;
  /** Each line's fragments, normalised. */
  lines: string[][];
  class: RemarkClass;
  reason: string;
}

/** Rows of a tab-separated file whose fields may be quoted ("" inside for a quote). */
export function parseQuotedTsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let at = 0; at < text.length; at += 1) {
    const char = text[at]!;
    if (quoted) {
      if (char === '"' && text[at + 1] === '"') {
        field += '"';
        at += 1;
      } else if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"' && field === '') quoted = true;
    else if (char === '\t') {
      row.push(field);
      field = '';
    } else if (char === '\n') {
      rows.push([...row, field]);
      row = [];
      field = '';
    } else if (char !== '\r') field += char;
  }
  if (field !== '' || row.length > 0) rows.push([...row, field]);
  return rows;
}

/** Quotes, apostrophes, case and spaces aside. */
export function normaliseForMatch(text: string): string {
  return text
    .replace(/[“”„״"«»]/g, '"')
    .replace(/[‘’׳']/g, "'")
    .replace(/\s+/g, ' ')
    .trim()
    .toLowerCase();
}

function fragmentsOf(line: string): string[] {
  return line
    .split(/\.\.\.|…/)
    .map((fragment) => normaliseForMatch(fragment))
    .filter((fragment) => fragment !== '');
}

export function readSharedLabels(file: string): SharedLabel[] {
  const [, ...rows] = parseQuotedTsv(readFileSync(file, 'utf8'));
  return rows
    .filter((cells) => cells.length >= 3 && cells[0] !== '')
    .map(([log = '', excerpt = '', label = '', reason = ''], index): SharedLabel => {
      const marked = /^\[(st|Q)(\d+)\]\s*/.exec(excerpt);
      const body = marked ? excerpt.slice(marked[0].length) : excerpt;
      // "Questions: a / b / c": the labeller's heading for a bubble of question lines.
      const lines = body.split(' / ').map((line, at) => fragmentsOf(at === 0 ? line.replace(/^Questions:\s*/, '') : line));
      const klass = label.trim();
      if (!(remarkClasses as readonly string[]).includes(klass)) throw new Error(`${file}: row ${index + 1} has class "${label}".`);
      return {
        row: index + 1,
        walk: log.replace(/\.log$/, ''),
        marker: marked ? { on: marked[1] === 'st' ? 'stage' : 'question', number: Number(marked[2]) } : null,
        lines,
        class: klass as RemarkClass,
        reason,
      };
    });
}

/** Whether the text starts with the first fragment and holds the others in order. */
function bearsOut(text: string, fragments: readonly string[]): boolean {
  const [first, ...rest] = fragments;
  if (first === undefined || !text.startsWith(first)) return false;
  let from = first.length;
  for (const fragment of rest) {
    const at = text.indexOf(fragment, from);
    if (at < 0) return false;
    from = at + fragment.length;
  }
  return true;
}

/** The fragments without a labeller's closing note ("… Well done! (elementary readers)"). */
function withoutNote(fragments: readonly string[]): string[] {
  const last = fragments.at(-1) ?? '';
  const bare = last.replace(/\s*\([^()]*\)$/, '');
  return bare === last ? [...fragments] : [...fragments.slice(0, -1), ...(bare === '' ? [] : [bare])];
}

export interface RemarkPlace {
  walk: string;
  fromStage: number;
  question: number | null;
}

/** The shared label a replayed remark takes, or undefined; of several, the one with the longest excerpt. */
export function sharedLabelOf(labels: readonly SharedLabel[], place: RemarkPlace, remarkText: string): SharedLabel | undefined {
  const text = normaliseForMatch(remarkText);
  let best: { label: SharedLabel; length: number } | undefined;
  for (const label of labels) {
    if (label.walk !== place.walk) continue;
    if (label.marker?.on === 'stage' && label.marker.number !== place.fromStage) continue;
    if (label.marker?.on === 'question' && label.marker.number !== place.question) continue;
    for (const fragments of label.lines) {
      if (!bearsOut(text, fragments) && !bearsOut(text, withoutNote(fragments))) continue;
      const length = fragments.join('').length;
      if (!best || length > best.length) best = { label, length };
    }
  }
  return best?.label;
}
