// The figures of one labelled fresh set, as the targets read them: per language of the
// answers, the false, true-and-actionable and true-but-generic shares of every line the writers
// read (labels-<set>.tsv); the turns that open with one true, concrete change quoting the
// sentence it is about; and, apart, the shadow remarks of unmeasured kinds per kind.
//   set-figures.ts <labels dir> <set id> [walk dir]   (walks: FRESH_WALK_DIR or eval/walks)
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { remarkClasses, type RemarkClass } from '../replay/labels.ts';
import { pooledLanguages } from './fresh-sets.ts';
import { loadRepoWalks } from '../replay/walk.ts';
import { repoWalksDir } from '../replay/walk-paths.ts';

const [dir = '', set = '', walkDir = process.env['FRESH_WALK_DIR'] || repoWalksDir] =
  process.argv.slice(2);
if (dir === '' || set === '') {
  console.error('Usage: set-figures.ts <labels dir> <set id> [walk dir]');
  process.exit(2);
}

interface Row {
  walk: string;
  answer: number;
  kind: string;
  remark: string;
  class: RemarkClass;
}

function rowsOf(file: string): Row[] {
  const [, ...lines] = readFileSync(file, 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '');
  return lines.map((line, index) => {
    const [walk = '', answer = '', kind = '', remark = '', klass = ''] = line.split('\t');
    if (!(remarkClasses as readonly string[]).includes(klass.trim()))
      throw new Error(`${file}:${index + 2}: class "${klass}".`);
    return { walk, answer: Number(answer), kind, remark, class: klass.trim() as RemarkClass };
  });
}

const languages = new Map(loadRepoWalks(walkDir).map((walk) => [walk.id, walk.language]));
const shown = rowsOf(path.join(dir, `labels-${set}.tsv`));
const pct = (part: number, whole: number) =>
  whole === 0 ? '–' : `${((100 * part) / whole).toFixed(1)} %`;

for (const language of pooledLanguages) {
  const rows = shown.filter((row) => languages.get(row.walk) === language);
  const count = (klass: RemarkClass) => rows.filter((row) => row.class === klass).length;
  console.log(
    `${language}: ${rows.length} lines read; false ${count('FALSE')} (${pct(count('FALSE'), rows.length)}), ` +
      `true and actionable ${count('TRUE-ACTIONABLE')} (${pct(count('TRUE-ACTIONABLE'), rows.length)}), true but generic ${count('TRUE-GENERIC')} (${pct(count('TRUE-GENERIC'), rows.length)})`,
  );
  // A turn opens with a concrete change when its first remark is true and actionable and quotes its sentence.
  const turns = new Map<string, Row[]>();
  for (const row of rows)
    turns.set(`${row.walk} ${row.answer}`, [
      ...(turns.get(`${row.walk} ${row.answer}`) ?? []),
      row,
    ]);
  const quotes = (text: string) => /[“"«„][^”"»]{12,}[”"»]/u.test(text);
  const opening = [...turns.values()].filter(
    ([first]) => first !== undefined && first.class === 'TRUE-ACTIONABLE' && quotes(first.remark),
  ).length;
  const withRemark = [...turns.values()].filter((turn) =>
    turn.some((row) => row.kind !== 'summary.figures'),
  );
  const openingOfThese = withRemark.filter(
    ([first]) => first !== undefined && first.class === 'TRUE-ACTIONABLE' && quotes(first.remark),
  ).length;
  console.log(
    `    turns with any line: ${turns.size}, opening with one true concrete change quoting its sentence: ${opening} (${pct(opening, turns.size)}); ` +
      `of the ${withRemark.length} turns with a remark beyond the figures: ${openingOfThese} (${pct(openingOfThese, withRemark.length)})`,
  );
}

/** Each kind's rows and false ones, one line a kind. */
function printByKind(title: string, rows: readonly Row[]): void {
  const byKind = new Map<string, { remarks: number; false: number }>();
  for (const row of rows) {
    const entry = byKind.get(row.kind) ?? { remarks: 0, false: 0 };
    byKind.set(row.kind, {
      remarks: entry.remarks + 1,
      false: entry.false + (row.class === 'FALSE' ? 1 : 0),
    });
  }
  console.log(`\n${title}:`);
  for (const [kind, entry] of [...byKind].sort()) {
    console.log(
      `  ${kind.padEnd(42)} ${String(entry.remarks).padStart(4)} ${String(entry.false).padStart(4)} false`,
    );
  }
}

printByKind('per kind, lines shown to the writers', shown);
const shadowFile = path.join(dir, `labels-${set}-shadow.tsv`);
printByKind('in shadow (made, not shown)', existsSync(shadowFile) ? rowsOf(shadowFile) : []);
