// Group grading (docs/product.md §7 "POST api/GroupGrading"): one row per uploaded file with its counts,
// percentages, score and number of words, as Results.csv or as JSON for the page's table. A file
// that cannot be read gets a row with its error and the others are still graded (docs/decisions.md
// "Defects of the original": one bad file no longer aborts the batch).
import { analyze, checkMeasurable, readKeyTerms, termsOf, type Dictionary } from '@scicomm/jargon';
import type { GroupRow } from '@scicomm/shared/de-jargonizer-api';
import { toCsv as csvFile } from '../file-formats/csv.ts';
import { AppError } from '../http/errors.ts';
import { textOfUpload, withJargonErrors, type UploadedFile } from './upload.ts';

export type { GroupRow };

const failedRow = (fileName: string, error: AppError): GroupRow => ({
  fileName,
  commonPercent: null,
  common: null,
  midPercent: null,
  mid: null,
  rarePercent: null,
  rare: null,
  score: null,
  words: null,
  error: error.message,
  errorCode: error.code,
  period: null,
  adjustedScore: null,
  explainedTerms: null,
});

/** The dictionary a file's text is measured with (its script's, or the group's chosen period). */
export type DictionaryForText = (text: string) => Dictionary;

/**
 * Grades one file; never throws for a problem of the file itself. The adjusted score leaves out
 * the group's key terms and the terms the file explains (docs/de-jargonizer.md "Key terms and
 * explained terms").
 */
export async function gradeFile(
  file: UploadedFile,
  dictionaryFor: DictionaryForText,
  keyTerms: readonly string[] = [],
): Promise<GroupRow> {
  try {
    const text = await textOfUpload(file);
    const dictionary = dictionaryFor(text);
    const analysis = await withJargonErrors(() => {
      checkMeasurable(text, dictionary.info.language);
      return analyze(text, dictionary);
    });
    const { counts, percentages } = analysis;
    const terms = termsOf(analysis, readKeyTerms(keyTerms));
    return {
      fileName: file.fileName,
      commonPercent: percentages.common,
      common: counts.common,
      midPercent: percentages.mid,
      mid: counts.mid,
      rarePercent: percentages.rare,
      rare: counts.rare,
      score: analysis.score,
      words: counts.total,
      error: null,
      period: dictionary.code,
      adjustedScore: terms.adjusted.score,
      explainedTerms: terms.explainedTerms.length,
    };
  } catch (error) {
    if (error instanceof AppError && error.statusCode < 500) {
      return failedRow(file.fileName, error);
    }
    throw error;
  }
}

/** Grades the files one after another (each is quick; order is kept). */
export async function gradeFiles(
  files: readonly UploadedFile[],
  dictionaryFor: DictionaryForText,
  keyTerms: readonly string[] = [],
): Promise<GroupRow[]> {
  const rows: GroupRow[] = [];
  for (const file of files) rows.push(await gradeFile(file, dictionaryFor, keyTerms));
  return rows;
}

export const CSV_HEADER = [
  'File Name',
  'Common %',
  'Common',
  'Mid-Frequency %',
  'Mid-Frequency',
  'Rare %',
  'Rare',
  'Score',
  'Number Of Words',
  'Error',
  // Last, so the original's columns keep their places: each file's own list (its script's),
  // then the score without key terms and explained terms, and how many terms the file explains.
  'Period',
  'Adjusted Score',
  'Explained Terms',
];

/** Results.csv (file-formats/csv.ts: with a byte-order mark, so spreadsheets read Hebrew file names). */
export function toCsv(rows: readonly GroupRow[]): string {
  return csvFile(
    CSV_HEADER,
    rows.map((row) => [
      row.fileName,
      row.commonPercent,
      row.common,
      row.midPercent,
      row.mid,
      row.rarePercent,
      row.rare,
      row.score,
      row.words,
      row.error,
      row.period ?? null,
      row.adjustedScore ?? null,
      row.explainedTerms ?? null,
    ]),
  );
}
