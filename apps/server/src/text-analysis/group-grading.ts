// Group grading (docs/product.md §7 "POST api/GroupGrading"): one row per uploaded file with its counts,
// percentages, score and number of words, as Results.csv or as JSON for the page's table. A file
// that cannot be read gets a row with its error and the others are still graded (docs/decisions.md
// "Defects of the original": one bad file no longer aborts the batch).
import type { Dictionary } from '@scicomm/jargon';
import { failedRow, measuredRow, RESULT_HEADER, resultCells } from '@scicomm/jargon/corpus/result-row';
import type { GroupRow } from '@scicomm/shared/de-jargonizer-api';
import { toCsv as csvFile } from '../file-formats/csv.ts';
import { AppError } from '../http/errors.ts';
import { textOfUpload, withJargonErrors, type UploadedFile } from './upload.ts';

export type { GroupRow };

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
    return await withJargonErrors(() => measuredRow(file.fileName, text, dictionary, keyTerms));
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

export const CSV_HEADER = RESULT_HEADER;

/** Results.csv (file-formats/csv.ts: with a byte-order mark, so spreadsheets read Hebrew file names). */
export function toCsv(rows: readonly GroupRow[]): string {
  return csvFile(CSV_HEADER, rows.map(resultCells));
}
