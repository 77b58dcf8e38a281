// Compare's rules (docs/compare.md) over the text-analysis engine (text-analysis/): two texts measured
// with one period dictionary, or two sets of files paired by name, graded as one group and
// summarised. Short pasted texts are measured on the event loop, files and long texts in the
// grading pool's threads; a file that cannot be read becomes its pair's error and never aborts
// the others. Texts are not stored; each measured text counts one use, as Grade does.
import type { DictionarySet } from '@scicomm/jargon';
import type { GroupComparison, TextComparison } from '@scicomm/shared/compare-api';
import type { GroupRow } from '@scicomm/shared/de-jargonizer-api';
import type { Database } from '../db/client.ts';
import {
  compareTexts,
  dictionaryFor,
  type CompareSide,
  type GradingPool,
  type UploadedFile,
} from '../text-analysis/index.ts';
import { countUses } from '../usage/index.ts';
import { comparisonCsv } from './compare-csv.ts';
import { groupComparison, planGroups } from './compare-groups.ts';

export interface CompareContext {
  db: Database;
  /** Every period dictionary, loaded once at start. */
  dictionaries: DictionarySet;
  /** The grading pool the De-Jargonizer uses too. */
  pool: GradingPool;
}

export interface TextsRequest {
  /** The period code asked for (default 2021–2024). */
  period: string | undefined;
  before: CompareSide;
  after: CompareSide;
  keyTerms: readonly string[];
}

/** Two texts compared: the comparison, or the JSON bytes of it that a pool thread wrote. */
export async function compareTwoTexts(context: CompareContext, request: TextsRequest): Promise<TextComparison | Buffer> {
  const { before, after } = request;
  const dictionary = await dictionaryFor(context.dictionaries, request.period);
  const task = { period: dictionary.code, before, after, keyTerms: [...request.keyTerms] };
  const inline = !before.file && !after.file && context.pool.measuresOnLoop((before.text ?? '').length + (after.text ?? '').length);
  if (inline) {
    const comparison = await compareTexts(context.dictionaries, task);
    await countUses(context.db, 2);
    return comparison;
  }
  const outcome = await context.pool.compareTexts({ kind: 'compare', ...task });
  await countUses(context.db, outcome.graded);
  return Buffer.from(outcome.reply.buffer, outcome.reply.byteOffset, outcome.reply.byteLength);
}

export interface GroupsRequest {
  period: string | undefined;
  before: readonly UploadedFile[];
  after: readonly UploadedFile[];
  keyTerms: readonly string[];
}

/** A group comparison ready to run: grade its files (all at once, or one by one for progress), then finish. */
export interface GroupComparisonRun {
  /** The paired files, in the order they are graded. */
  readonly files: readonly UploadedFile[];
  grade(files: readonly UploadedFile[]): Promise<GroupRow[]>;
  /** The comparison of the graded rows, with its CSV; counts one use per graded file. */
  finish(rows: readonly GroupRow[]): Promise<GroupComparison & { csv: string }>;
}

/** Pairs the two sets by name (the route has made sure neither is empty). */
export async function groupComparisonRun(context: CompareContext, request: GroupsRequest): Promise<GroupComparisonRun> {
  const dictionary = await dictionaryFor(context.dictionaries, request.period);
  const plan = planGroups(request.before, request.after);
  const keyTerms = [...request.keyTerms];
  return {
    files: plan.files,
    grade: async (files) =>
      files.length === 0 ? [] : (await context.pool.gradeGroup({ kind: 'group', period: dictionary.code, files: [...files], keyTerms })).rows,
    finish: async (rows) => {
      await countUses(context.db, rows.filter((row) => row.error === null).length);
      const comparison = groupComparison(dictionary.code, plan, rows);
      return { ...comparison, csv: comparisonCsv(comparison) };
    },
  };
}
