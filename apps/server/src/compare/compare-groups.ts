// Comparing two groups of files, before and after (docs/compare.md "Paired groups"): the files
// are paired by name (@scicomm/compare/pairing), the paired files graded in the grading pool as
// one group (text-analysis/group-grading.ts: a file that cannot be read gets its error, the others are still
// graded; the key terms sent are left out of each file's adjusted score), and each pair's change and every measure's statistics computed over the pairs whose
// two files were graded.
import { pairFiles } from '@scicomm/compare/pairing';
import { measureSummary } from '@scicomm/compare/measure-summary';
import { figureChange } from '@scicomm/compare/text-change';
import type { GroupRow } from '@scicomm/shared/de-jargonizer-api';
import {
  GROUP_MEASURES,
  type ComparedPair,
  type FileFigures,
  type GroupComparison,
  type GroupMeasure,
  type MeasureSummary,
  type PairChange,
  type UnpairedFile,
} from '@scicomm/shared/compare-api';
import type { UploadedFile } from '../text-analysis/index.ts';

export interface GroupPlan {
  /** The files to grade: every paired before file, then every paired after file. */
  readonly files: UploadedFile[];
  readonly pairs: readonly { readonly name: string; readonly before: UploadedFile; readonly after: UploadedFile }[];
  readonly unpaired: UnpairedFile[];
}

/** Pairs the two sets by file name; only paired files are graded. */
export function planGroups(before: readonly UploadedFile[], after: readonly UploadedFile[]): GroupPlan {
  const pairing = pairFiles(
    before.map((file) => file.fileName),
    after.map((file) => file.fileName),
  );
  const pairs = pairing.pairs.flatMap((pair) => {
    const beforeFile = before[pair.beforeIndex];
    const afterFile = after[pair.afterIndex];
    return beforeFile && afterFile ? [{ name: pair.name, before: beforeFile, after: afterFile }] : [];
  });
  return {
    files: [...pairs.map((pair) => pair.before), ...pairs.map((pair) => pair.after)],
    pairs,
    unpaired: pairing.unpaired.map(({ set, fileName, reason }) => ({ set, fileName, reason })),
  };
}

function figuresOf(row: GroupRow | undefined): FileFigures | null {
  if (!row || row.error !== null) return null;
  const { words, common, mid, rare, commonPercent, midPercent, rarePercent, score } = row;
  const adjustedScore = row.adjustedScore ?? null;
  const explainedTerms = row.explainedTerms ?? null;
  if (
    words === null || common === null || mid === null || rare === null ||
    commonPercent === null || midPercent === null || rarePercent === null || score === null ||
    adjustedScore === null || explainedTerms === null
  ) return null;
  return { words, common, mid, rare, commonPercent, midPercent, rarePercent, score, adjustedScore, explainedTerms };
}

/** Each figure's change, and the adjusted score's and the explained terms'. */
function pairChange(before: FileFigures, after: FileFigures): PairChange {
  return {
    ...figureChange(asAnalysis(before), asAnalysis(after)),
    adjustedScore: after.adjustedScore - before.adjustedScore,
    explainedTerms: after.explainedTerms - before.explainedTerms,
  };
}

const asAnalysis = (figures: FileFigures) => ({
  counts: { total: figures.words, common: figures.common, mid: figures.mid, rare: figures.rare },
  percentages: { common: figures.commonPercent, mid: figures.midPercent, rare: figures.rarePercent },
  score: figures.score,
});

/** The comparison, from the plan and the rows of its graded files (in the plan's order). */
export function groupComparison(period: string, plan: GroupPlan, rows: readonly GroupRow[]): Omit<GroupComparison, 'csv'> {
  const count = plan.pairs.length;
  const pairs: ComparedPair[] = plan.pairs.map((pair, index) => {
    const beforeRow = rows[index];
    const afterRow = rows[count + index];
    const before = figuresOf(beforeRow);
    const after = figuresOf(afterRow);
    return {
      name: pair.name,
      beforeFile: pair.before.fileName,
      afterFile: pair.after.fileName,
      before,
      after,
      change: before && after ? pairChange(before, after) : null,
      beforeError: beforeRow?.error ?? (before ? null : 'The file was not graded.'),
      afterError: afterRow?.error ?? (after ? null : 'The file was not graded.'),
      ...(beforeRow?.errorCode ? { beforeErrorCode: beforeRow.errorCode } : {}),
      ...(afterRow?.errorCode ? { afterErrorCode: afterRow.errorCode } : {}),
    };
  });
  const summary = Object.fromEntries(GROUP_MEASURES.map((measure) => [measure, measureSummary(pairs, (figures) => figures[measure])])) as Record<
    GroupMeasure,
    MeasureSummary
  >;
  return { period, pairs, unpaired: plan.unpaired, summary };
}
