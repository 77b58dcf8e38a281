// Labels of remarks (docs/exercises.md "How the coach decides"): packages/coach/eval/walks/labels*.tsv
// (one file per writer or round, so two people labelling never edit the same file), one row per
// remark, tab-separated with a header line: walk, answer, kind, remark, class, reason, anchor.
// A label keys on walk, answer, kind and anchor (remark.ts: the span the finding rests on, or its
// message key and parameters), so rewording a message keeps its labels; the remark's text is kept
// as a note. A row with no anchor (written before anchors, for a remark no replay makes any more)
// matches by its text. No quoting: a remark's whitespace is collapsed, so it holds no tab or line
// break, and quotes are kept as written.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * A statement is FALSE or TRUE (actionable or generic); a question (docs/exercises.md "Questions")
 * is FAIR, or UNFAIR when its stated fact is wrong or the text already answers it.
 */
export const remarkClasses = ['FALSE', 'TRUE-ACTIONABLE', 'TRUE-GENERIC', 'FAIR', 'UNFAIR'] as const;
export type RemarkClass = (typeof remarkClasses)[number];

export const labelHeader = ['walk', 'answer', 'kind', 'remark', 'class', 'reason', 'anchor'] as const;

export interface Label {
  walk: string;
  answer: number;
  kind: string;
  /** The remark as it read when labelled: a note, and the key of a row with no anchor. */
  remark: string;
  class: RemarkClass;
  reason: string;
  anchor: string;
}

/** What a remark is looked up by: its anchor's key, then its text's. */
export interface LabelLookup {
  walk: string;
  answer: number;
  kind: string;
  anchor: string;
  text: string;
}

export const anchorKey = (walk: string, answer: number, kind: string, anchor: string) => ['a', walk, answer, kind, anchor].join('\t');
export const textKey = (walk: string, answer: number, kind: string, text: string) => ['t', walk, answer, kind, text.replace(/\s+/g, ' ').trim()].join('\t');

function keyOf(label: Label): string {
  return label.anchor === '' ? textKey(label.walk, label.answer, label.kind, label.remark) : anchorKey(label.walk, label.answer, label.kind, label.anchor);
}

/** The labels of a folder or file, keyed for labelOf. */
export type Labels = ReadonlyMap<string, Label>;

/** The label of a remark: by its anchor, else (a row from before anchors) by its text. */
export function labelOf(labels: Labels, remark: LabelLookup): Label | undefined {
  return labels.get(anchorKey(remark.walk, remark.answer, remark.kind, remark.anchor)) ?? labels.get(textKey(remark.walk, remark.answer, remark.kind, remark.text));
}

function isRemarkClass(value: string): value is RemarkClass {
  return (remarkClasses as readonly string[]).includes(value);
}

/** The labels of a file, keyed; a missing file has none, a malformed row throws with its line number. */
export function readLabels(file: string): Map<string, Label> {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    return new Map();
  }
  const labels = new Map<string, Label>();
  const lines = text.split('\n');
  lines.forEach((line, index) => {
    if (index === 0 || line.trim() === '') return;
    const [walk = '', answer = '', kind = '', remark = '', klassText = '', reason = '', anchor = ''] = line.split('\t');
    const where = `${file}:${index + 1}`;
    if (!/^\d+$/.test(answer)) throw new Error(`${where}: answer "${answer}" is not a number.`);
    // A row printed by --unlabelled and not filled in yet is no label.
    const klass = klassText.trim();
    if (klass === '') return;
    if (!isRemarkClass(klass)) throw new Error(`${where}: class "${klassText}" is none of ${remarkClasses.join(', ')}.`);
    const label: Label = { walk, answer: Number(answer), kind, remark: remark.replace(/\s+/g, ' ').trim(), class: klass, reason: reason.trim(), anchor: anchor.trim() };
    labels.set(keyOf(label), label);
  });
  return labels;
}

/** The labels of every labels*.tsv of a folder; a remark labelled twice takes the later file's label. */
export function readLabelFolder(dir: string): Map<string, Label> {
  let files: string[];
  try {
    files = readdirSync(dir).filter((name) => /^labels.*\.tsv$/.test(name)).sort();
  } catch {
    return new Map();
  }
  return new Map(files.flatMap((name) => [...readLabels(path.join(dir, name))]));
}

/** A row ready to fill in (class and reason empty). */
export function unlabelledRow(walk: string, answer: number, kind: string, remark: string, anchor: string): string {
  return [walk, answer, kind, remark, '', '', anchor].join('\t');
}
