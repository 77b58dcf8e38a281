// The pooled fresh table (docs/exercises.md "How the coach decides"): per kind and language, the
// fresh first labels (a question kind's by the fairness rule, any other's by truth), the wrong
// ones, the share right and its 90 % interval, and whether the kind is shown. `--write-fresh` writes the counts to src/findings/fresh-precision.ts, from which
// the coach derives what it shows (src/kinds/shown.ts).
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import {
  allRemarkKinds,
  isRemarkKind,
  remarkKinds,
  type RemarkKind,
} from '../../src/kinds/kinds.ts';
import {
  freshPrecision,
  type FreshCounts,
  type PooledLanguage,
} from '../../src/findings/fresh-precision.ts';
import { shownVerdict } from '../../src/kinds/shown.ts';
import { pooledLanguages, type FreshLabel } from './fresh-sets.ts';


export type FreshTable = Map<string, Partial<Record<PooledLanguage, FreshCounts>>>;

/** `counted`: whether a label still counts (asked-today.ts: a question today's rules no longer ask does not). */
export function freshTable(labels: readonly FreshLabel[], counted: (label: FreshLabel) => boolean = () => true): FreshTable {
  const table: FreshTable = new Map();
  for (const label of labels.filter(counted)) {
    const row = table.get(label.kind) ?? {};
    const counts = row[label.language] ?? { remarks: 0, falseRemarks: 0 };
    const fairness = label.class === 'FAIR' || label.class === 'UNFAIR';
    row[label.language] = fairness
      ? {
          ...counts,
          questions: (counts.questions ?? 0) + 1,
          unfair: (counts.unfair ?? 0) + (label.class === 'UNFAIR' ? 1 : 0),
        }
      : {
          ...counts,
          remarks: counts.remarks + 1,
          falseRemarks: counts.falseRemarks + (label.class === 'FALSE' ? 1 : 0),
        };
    table.set(label.kind, row);
  }
  return new Map([...table].sort(([a], [b]) => a.localeCompare(b)));
}

/** Wilson's score interval for a proportion, at 90 % (z = 1.645): small counts get honest widths. */
export function wilsonInterval(successes: number, trials: number, z = 1.6449): [number, number] {
  if (trials === 0) return [0, 1];
  const p = successes / trials;
  const z2 = z * z;
  const centre = (p + z2 / (2 * trials)) / (1 + z2 / trials);
  const half =
    (z * Math.sqrt((p * (1 - p)) / trials + z2 / (4 * trials * trials))) / (1 + z2 / trials);
  return [Math.max(0, centre - half), Math.min(1, centre + half)];
}

const all = (row: Partial<Record<PooledLanguage, FreshCounts>>): FreshCounts =>
  Object.values(row).reduce(
    (sum, c) => ({
      remarks: sum.remarks + c.remarks,
      falseRemarks: sum.falseRemarks + c.falseRemarks,
      questions: (sum.questions ?? 0) + (c.questions ?? 0),
      unfair: (sum.unfair ?? 0) + (c.unfair ?? 0),
    }),
    { remarks: 0, falseRemarks: 0, questions: 0, unfair: 0 },
  );

/** A kind's counts as the table reads them: a question kind by its fairness labels, any other by truth. */
const judged = (kind: string, counts: FreshCounts | undefined): { labelled: number; wrong: number } => {
  if (!counts) return { labelled: 0, wrong: 0 };
  return isRemarkKind(kind) && remarkKinds[kind].form === 'question'
    ? { labelled: counts.questions ?? 0, wrong: counts.unfair ?? 0 }
    : { labelled: counts.remarks, wrong: counts.falseRemarks };
};

function cells(kind: string, counts: FreshCounts | undefined): string {
  const { labelled, wrong } = judged(kind, counts);
  if (labelled === 0) return `${'–'.padStart(4)} ${''.padStart(4)} ${''.padStart(6)} ${''.padStart(13)}`;
  const right = labelled - wrong;
  const [low, high] = wilsonInterval(right, labelled);
  return `${String(labelled).padStart(4)} ${String(wrong).padStart(4)} ${(right / labelled).toFixed(2).padStart(6)} ${`${low.toFixed(2)}–${high.toFixed(2)}`.padStart(13)}`;
}

/** The table as the evaluation prints it: one line per kind, each language's columns and the pooled ones, then the verdict per language. */
export function freshTableLines(table: FreshTable): string[] {
  const head = (name: string) =>
    `${name.padStart(4)} ${'wrong'.padStart(4)} ${'right'.padStart(6)} ${'90 % interval'.padStart(13)}`;
  const lines = [
    `${'kind'.padEnd(42)} reads    | ${pooledLanguages.map(head).join(' | ')} | ${head('all')} | shown ${pooledLanguages.join(' / ')}`,
  ];
  for (const [kind, row] of table) {
    const known = isRemarkKind(kind);
    const reads = known ? remarkKinds[kind].reads : '–';
    const verdict = (language: PooledLanguage) => {
      if (!known) return 'no (no such kind now)';
      const found = shownVerdict(kind, language);
      if (found.shown) return found.why === 'line' ? 'by its parts' : 'yes';
      return `no (${found.why})`;
    };
    lines.push(
      `${kind.padEnd(42)} ${reads.padEnd(8)} | ${pooledLanguages.map((language) => cells(kind, row[language])).join(' | ')} | ${cells(kind, all(row))} | ${pooledLanguages.map(verdict).join(' / ')}`,
    );
  }
  return lines;
}

/** The source of src/findings/fresh-precision.ts for a table: the counts of the registry's kinds. */
export function freshPrecisionSource(table: FreshTable): string {
  const entries = [...table]
    .filter((entry): entry is [RemarkKind, Partial<Record<PooledLanguage, FreshCounts>>] =>
      isRemarkKind(entry[0]),
    )
    .map(([kind, row]) => {
      const languages = pooledLanguages
        .filter((language) => row[language])
        .map((language) => {
          const { remarks, falseRemarks, questions, unfair } = row[language]!;
          const fairness = questions === undefined ? '' : `, questions: ${questions}, unfair: ${unfair ?? 0}`;
          return `${language}: { remarks: ${remarks}, falseRemarks: ${falseRemarks}${fairness} }`;
        });
      return `  '${kind}': { ${languages.join(', ')} },`;
    });
  return `${freshPrecisionHeader}export const freshPrecision: Readonly<Partial<Record<RemarkKind, Readonly<Partial<Record<PooledLanguage, FreshCounts>>>>>> = {\n${entries.join('\n')}\n};\n`;
}

const freshPrecisionHeader = `// GENERATED by \`npm run eval:coach -- --write-fresh\` from the first labels of every fresh set of
// walks (packages/coach/eval/fresh/fresh-sets.ts); do not edit by hand. Per kind and the language
// of the writer's answers: the fresh remarks and the false ones. kinds/shown.ts derives from these which
// kinds the built-in coach shows (docs/exercises.md "How the coach decides"); a unit test fails
// when this file and the labels disagree.
import type { RemarkKind } from './kind-definition.ts';

/** The languages the fresh walks were written in. */
export type PooledLanguage = 'en' | 'he' | 'ar';

export interface FreshCounts {
  remarks: number;
  falseRemarks: number;
  /** Questions labelled by the fairness rule (FAIR or UNFAIR), and the unfair ones. */
  questions?: number;
  unfair?: number;
}

`;

export const freshPrecisionFile = path.resolve(
  import.meta.dirname,
  '..',
  '..',
  'src',
  'findings',
  'fresh-precision.ts',
);

export function writeFreshPrecision(table: FreshTable): void {
  writeFileSync(freshPrecisionFile, freshPrecisionSource(table));
}

/** Kinds of the registry that no fresh set has measured: not shown (unless figures or a prompt). */
export const unmeasuredKinds = (table: FreshTable): RemarkKind[] =>
  allRemarkKinds.filter((kind) => !table.has(kind));

/** The kinds whose counts in src/findings/fresh-precision.ts differ from the labels' (empty when in step). */
export function staleFreshCounts(table: FreshTable): string[] {
  const measured = new Map([...table].filter(([kind]) => isRemarkKind(kind)));
  const kinds = new Set<string>([...measured.keys(), ...Object.keys(freshPrecision)]);
  const same = (a: FreshCounts | undefined, b: FreshCounts | undefined) =>
    a?.remarks === b?.remarks && a?.falseRemarks === b?.falseRemarks && a?.questions === b?.questions && a?.unfair === b?.unfair;
  return [...kinds].filter((kind) => {
    const written = isRemarkKind(kind) ? freshPrecision[kind] : undefined;
    const labelled = measured.get(kind);
    return pooledLanguages.some((language) => !same(written?.[language], labelled?.[language]));
  });
}
