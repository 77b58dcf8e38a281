// A check's data for analysis elsewhere (docs/reader-check.md "Export"): one CSV row per reader,
// the same as JSON with the words and their counts, and the codebook that explains every
// column. Readers are numbered in the order they answered; nothing names them.
import type { ReaderQuestion } from '@scicomm/shared/reader-check-api';
import { toCsv, type CsvValue } from '../file-formats/csv.ts';
import type { ReaderCheckRow, ReaderResponseRow } from './reader-check-repository.ts';
import { isCorrect } from './reader-check-results.ts';
import { bandOfLetter } from './reader-check-words.ts';

const FIXED_COLUMNS: ReadonlyArray<[string, string, string]> = [
  ['reader', 'The reader, numbered 1, 2, … in the order they answered (names nobody).', 'whole number'],
  ['submitted_at', 'When the response was stored (ISO 8601, UTC).', 'date-time'],
  ['marked_count', 'How many words of the text the reader marked as not known or not sure.', 'whole number'],
  ['marked_positions', 'The positions of the marked words in the text (0 is the first word), separated by spaces.', 'numbers'],
  ['marked_words', 'The marked words, as the De-Jargonizer looks them up (lowercase), separated by spaces, in text order.', 'text'],
  ['marked_rare', 'How many of the marked words the De-Jargonizer called rare.', 'whole number'],
];

const PROFILE_COLUMNS: ReadonlyArray<[string, string, string]> = [
  ['clarity', 'The clarity rating, 1 (very unclear) to 5 (very clear); empty when skipped or not asked.', '1–5'],
  ['age_band', 'Age band; empty when skipped.', 'under-18, 18-24, 25-34, 35-44, 45-54, 55-64, 65-plus'],
  ['education', 'Highest education; empty when skipped.', 'secondary, vocational, bachelor, master, doctorate, other'],
  ['works_in_science', 'Whether the reader works in science; empty when skipped.', 'yes, no'],
  ['first_language', 'First language; empty when skipped.', 'en, he, ar, ru, other'],
];

function questionColumns(questions: readonly ReaderQuestion[]): Array<[string, string, string]> {
  return questions.flatMap((question, i): Array<[string, string, string]> => [
    [
      `q${i + 1}_answer`,
      `Answer to question ${i + 1}, "${question.prompt}": ${question.kind === 'choice' ? 'the option chosen, as written' : 'the text written'}; empty when skipped.`,
      question.kind === 'choice' ? question.options.join(' | ') : 'text',
    ],
    [`q${i + 1}_correct`, `Whether answer ${i + 1} is right; empty when skipped or when the question has no right answer.`, 'true, false'],
  ]);
}

export function codebookOf(check: ReaderCheckRow, questions: readonly ReaderQuestion[]): Array<{ column: string; meaning: string; values: string }> {
  const columns = [...FIXED_COLUMNS, ...questionColumns(questions), ...PROFILE_COLUMNS];
  return columns.map(([column, meaning, values]) => ({
    column,
    meaning: column === 'marked_rare' ? `${meaning} Measured with the ${check.period} dictionary.` : meaning,
    values,
  }));
}

function answerText(question: ReaderQuestion, answer: number | string | null | undefined): string | null {
  if (answer === null || answer === undefined) return null;
  if (question.kind === 'choice' && typeof answer === 'number') return question.options[answer] ?? null;
  return String(answer);
}

/** One reader's response as the exports have it (numbered, nothing that names them). */
export function readerRecord(check: ReaderCheckRow, questions: readonly ReaderQuestion[], response: ReaderResponseRow, index: number) {
  const marked = response.marks.map((position) => check.words[position]).filter((word) => word !== undefined);
  return {
    reader: index + 1,
    submitted_at: response.createdAt.toISOString(),
    marked_count: response.marks.length,
    marked_positions: response.marks.join(' '),
    marked_words: marked.map((word) => word[2]).join(' '),
    marked_rare: marked.filter((word) => bandOfLetter(word[3]) === 'rare').length,
    ...Object.fromEntries(
      questions.flatMap((question, i) => [
        [`q${i + 1}_answer`, answerText(question, response.answers[i])],
        [`q${i + 1}_correct`, isCorrect(question, response.answers[i])],
      ]),
    ),
    clarity: response.clarity,
    age_band: response.ageBand,
    education: response.education,
    works_in_science: response.worksInScience,
    first_language: response.firstLanguage,
  };
}

export function readersCsv(check: ReaderCheckRow, questions: readonly ReaderQuestion[], responses: readonly ReaderResponseRow[]): string {
  const header = codebookOf(check, questions).map((entry) => entry.column);
  const rows = responses.map((response, i) => {
    const record: Record<string, CsvValue> = readerRecord(check, questions, response, i);
    return header.map((column) => record[column]);
  });
  return toCsv(header, rows);
}

export function codebookCsv(check: ReaderCheckRow, questions: readonly ReaderQuestion[]): string {
  return toCsv(['column', 'meaning', 'values'], codebookOf(check, questions).map((entry) => [entry.column, entry.meaning, entry.values]));
}

export function exportJson(check: ReaderCheckRow, questions: readonly ReaderQuestion[], responses: readonly ReaderResponseRow[]) {
  return {
    check: {
      title: check.title,
      text: check.text,
      period: check.period,
      createdAt: check.createdAt.toISOString(),
      questions,
    },
    words: check.words.map(([start, end, form, letter], position) => ({
      position,
      start,
      end,
      form,
      band: bandOfLetter(letter),
      marks: responses.filter((response) => response.marks.includes(position)).length,
    })),
    readers: responses.map((response, i) => readerRecord(check, questions, response, i)),
    codebook: codebookOf(check, questions),
  };
}
