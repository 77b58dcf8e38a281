// Labels of remarks (docs/exercises.md "How the coach decides"): packages/coach/eval/walks/labels*.tsv
// (labels.tsv for the repo's walks, labels-shared.tsv for the shared walk's remarks that no shared
// label covers; one file per writer, so two people labelling never edit the same file), one row per remark, tab-separated with a header line: walk, answer, kind, remark, class, reason.
// A remark matches a label when walk, answer, kind and text are equal. No quoting: a remark's
// whitespace is collapsed, so it holds no tab or line break, and quotes are kept as written.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

export const remarkClasses = ['FALSE', 'TRUE-ACTIONABLE', 'TRUE-GENERIC'] as const;
export type RemarkClass = (typeof remarkClasses)[number];

export const labelHeader = ['walk', 'answer', 'kind', 'remark', 'class', 'reason'] as const;

export interface Label {
  walk: string;
  answer: number;
  kind: string;
  remark: string;
  class: RemarkClass;
  reason: string;
}

export function labelKey(walk: string, answer: number, kind: string, remark: string): string {
  return [walk, answer, kind, remark].join('\t');
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
    const [walk = '', answer = '', kind = '', remark = '', label = '', reason = ''] = line.split('\t');
    const where = `${file}:${index + 1}`;
    if (!/^\d+$/.test(answer)) throw new Error(`${where}: answer "${answer}" is not a number.`);
    // A row printed by --unlabelled and not filled in yet is no label.
    const klass = label.trim();
    if (klass === '') return;
    if (!isRemarkClass(klass)) throw new Error(`${where}: class "${label}" is none of ${remarkClasses.join(', ')}.`);
    const key = labelKey(walk, Number(answer), kind, remark.replace(/\s+/g, ' ').trim());
    labels.set(key, { walk, answer: Number(answer), kind, remark, class: klass, reason: reason.trim() });
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
export function unlabelledRow(walk: string, answer: number, kind: string, remark: string): string {
  return [walk, answer, kind, remark, '', ''].join('\t');
}
