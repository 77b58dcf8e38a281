// What the writer sees of a check (docs/reader-check.md "Results"): the heat map's counts, the
// agreement of the measure and the readers, the answers per question and the breakdown by
// reader profile. Built from the stored rows; the agreement itself is @scicomm/jargon's.
import { readerAgreement } from '@scicomm/jargon/reader-agreement';
import {
  PROFILE_FIELDS,
  READER_CHECK_MIN_GROUP,
  READER_CHECK_MIN_READERS,
  type ProfileField,
  type ReaderCheckResults,
  type ReaderQuestion,
} from '@scicomm/shared/reader-check-api';
import type { ReaderResponseRow } from './reader-check-repository.ts';
import { bandOfLetter, type StoredWord } from './reader-check-words.ts';

type QuestionResult = ReaderCheckResults['questions'][number];

const normalAnswer = (answer: string) => answer.trim().toLocaleLowerCase();

/** Whether an answer is right: null when the question has no right answer or was skipped. */
export function isCorrect(question: ReaderQuestion, answer: number | string | null | undefined): boolean | null {
  if (answer === null || answer === undefined) return null;
  if (question.kind === 'choice') return question.correctOption === null ? null : answer === question.correctOption;
  if (question.acceptedAnswers.length === 0 || typeof answer !== 'string') return null;
  return question.acceptedAnswers.some((accepted) => normalAnswer(accepted) === normalAnswer(answer));
}

function questionResult(question: ReaderQuestion, index: number, responses: readonly ReaderResponseRow[]): QuestionResult {
  const given = responses.map((response) => response.answers[index] ?? null).filter((answer) => answer !== null && answer !== '');
  const scored = given.map((answer) => isCorrect(question, answer)).filter((result) => result !== null);
  const correct = scored.filter(Boolean).length;
  const scoring = question.kind === 'choice' ? question.correctOption !== null : question.acceptedAnswers.length > 0;
  return {
    kind: question.kind,
    prompt: question.prompt,
    answered: given.length,
    correct: scoring ? correct : null,
    shareCorrect: scoring && scored.length > 0 ? correct / scored.length : null,
    optionCounts: question.kind === 'choice' ? question.options.map((_, option) => given.filter((answer) => answer === option).length) : null,
    answers: question.kind === 'short' ? given.map(String) : null,
  };
}

/** A reader's share of scored answers that are right; null when none of their answers is scored. */
function readerShareCorrect(questions: readonly ReaderQuestion[], response: ReaderResponseRow): number | null {
  const scored = questions.map((question, i) => isCorrect(question, response.answers[i])).filter((result) => result !== null);
  return scored.length === 0 ? null : scored.filter(Boolean).length / scored.length;
}

function mean(values: readonly number[]): number | null {
  return values.length === 0 ? null : values.reduce((sum, value) => sum + value, 0) / values.length;
}

function profileBreakdown(questions: readonly ReaderQuestion[], responses: readonly ReaderResponseRow[]): ReaderCheckResults['profiles'] {
  return PROFILE_FIELDS.map((field: ProfileField) => {
    const byValue = new Map<string, ReaderResponseRow[]>();
    for (const response of responses) {
      const value = response[field];
      if (value !== null) byValue.set(value, [...(byValue.get(value) ?? []), response]);
    }
    const groups = [...byValue]
      .filter(([, members]) => members.length >= READER_CHECK_MIN_GROUP)
      .map(([value, members]) => {
        const shares = members.map((member) => readerShareCorrect(questions, member)).filter((share) => share !== null);
        return {
          value,
          readers: members.length,
          meanMarked: mean(members.map((member) => new Set(member.marks).size)) ?? 0,
          shareCorrect: mean(shares),
        };
      })
      .sort((a, b) => b.readers - a.readers);
    return { field, groups, notShown: responses.length - groups.reduce((sum, group) => sum + group.readers, 0) };
  });
}

export interface ResultInput {
  words: readonly StoredWord[];
  questions: readonly ReaderQuestion[];
  clarityRating: boolean;
  responses: readonly ReaderResponseRow[];
}

export function resultsOf(input: ResultInput): Omit<ReaderCheckResults, 'check'> {
  const { words, questions, responses } = input;
  const checked = words.map(([, , form, letter]) => ({ form, band: bandOfLetter(letter) }));
  const found = readerAgreement(
    checked,
    responses.map((response) => response.marks),
  );
  const ratings = responses.map((response) => response.clarity).filter((value) => value !== null);
  return {
    readers: responses.length,
    words: words.map(([start, end, form, letter], i) => ({ start, end, form, band: bandOfLetter(letter), marks: found.marksPerWord[i] ?? 0 })),
    agreement: { ...found.agreement, tooFew: responses.length < READER_CHECK_MIN_READERS },
    markedCommon: found.markedCommon,
    // Without a reader, no word is one that "no reader marked": nobody has read it yet.
    rareUnmarked: responses.length === 0 ? [] : found.rareUnmarked,
    questions: questions.map((question, i) => questionResult(question, i, responses)),
    clarity: input.clarityRating
      ? { answered: ratings.length, mean: mean(ratings), counts: [1, 2, 3, 4, 5].map((score) => ratings.filter((value) => value === score).length) }
      : null,
    profiles: profileBreakdown(questions, responses),
  };
}
