// One check's results as the figures a trainer compares across checks (docs/reader-check.md
// "Comparing checks"), e.g. the same class's texts before and after a course.
import type { ReaderCheckResults } from '@scicomm/shared/reader-check-api';

export interface CheckFigures {
  readers: number;
  words: number;
  /** Words a reader marked, on average. */
  meanMarked: number | null;
  /** meanMarked as a share of the text's words. */
  shareMarked: number | null;
  rare: number;
  hard: number;
  precision: number | null;
  recall: number | null;
  /** The mean, over questions with a right answer, of the share of readers right. */
  shareCorrect: number | null;
  clarity: number | null;
}

export const FIGURE_KEYS = ['readers', 'words', 'meanMarked', 'shareMarked', 'rare', 'hard', 'precision', 'recall', 'shareCorrect', 'clarity'] as const;
/** Figures shown as percentages. */
export const SHARE_FIGURES: ReadonlySet<keyof CheckFigures> = new Set(['shareMarked', 'precision', 'recall', 'shareCorrect']);

export function figuresOf(results: ReaderCheckResults): CheckFigures {
  const { readers } = results;
  const marks = results.words.reduce((sum, word) => sum + word.marks, 0);
  const meanMarked = readers === 0 ? null : marks / readers;
  const scored = results.questions.map((question) => question.shareCorrect).filter((share) => share !== null);
  return {
    readers,
    words: results.words.length,
    meanMarked,
    shareMarked: meanMarked === null || results.words.length === 0 ? null : meanMarked / results.words.length,
    rare: results.agreement.rare,
    hard: results.agreement.hard,
    precision: results.agreement.precision,
    recall: results.agreement.recall,
    shareCorrect: scored.length === 0 ? null : scored.reduce((sum, share) => sum + share, 0) / scored.length,
    clarity: results.clarity?.mean ?? null,
  };
}
