// The reader's side of a check (docs/reader-check.md "The reader's page"): the text to mark and
// the questions, and one response per reader. Every response is checked whole before anything
// is stored: marks must index the words of the text the reader was shown, answers must fit
// their questions, and a browser token answers once.
import {
  READER_CHECK_ERROR_CODES,
  READER_CHECK_LIMITS,
  type readerResponseBodySchema,
  type ReaderQuestion,
  type ReaderView,
} from '@scicomm/shared/reader-check-api';
import type { z } from 'zod';
import type { Database } from '../db/client.ts';
import { AppError, badRequest } from '../http/errors.ts';
import {
  countReaderResponses,
  findCheckForResponse,
  findReaderCheckByToken,
  insertCappedReaderResponse,
  insertReaderResponse,
  type ReaderCheckRow,
} from './reader-check-repository.ts';
import { checkNotFound, questionsOf } from './reader-check-service.ts';
import { stateOfCheck } from './reader-check-state.ts';
import { directionOfText, isWellFormedCheckToken, readerKeyOf } from './reader-check-words.ts';

type ResponseBody = z.output<typeof readerResponseBodySchema>;
const E = READER_CHECK_ERROR_CODES;

/** A course's check takes no more readers than it asks for; a writer's and a study's take any number. */
const readerCapOf = (check: { courseSubmissionId: string | null; targetReaders: number }) =>
  check.courseSubmissionId === null ? null : check.targetReaders;

async function checkOfLink(db: Database, token: string): Promise<ReaderCheckRow> {
  if (!isWellFormedCheckToken(token)) throw checkNotFound();
  const check = await findReaderCheckByToken(db, token);
  if (!check) throw checkNotFound();
  return check;
}

/** Who gets the readers' marks, as the reader's page tells them before they start. */
const audienceOf = (check: ReaderCheckRow): ReaderView['audience'] =>
  check.courseSubmissionId !== null ? 'course' : check.studySessionId !== null ? 'study' : 'writer';

export async function getReaderView(db: Database, token: string): Promise<ReaderView> {
  const check = await checkOfLink(db, token);
  const audience = audienceOf(check);
  const cap = readerCapOf(check);
  const full = cap !== null && (await countReaderResponses(db, check.id)) >= cap;
  const state = full ? 'closed' : stateOfCheck(check);
  // A closed link says so and shows nothing more (a course's student may have withdrawn).
  if (state === 'closed')
    return { title: check.title, text: '', direction: 'ltr', words: [], textDigest: check.textDigest, questions: [], clarityRating: false, state, audience };
  return {
    title: check.title,
    text: check.text,
    direction: directionOfText(check.text),
    words: check.words.map(([start, end]) => [start, end]),
    textDigest: check.textDigest,
    // The reader never sees which answer is right.
    questions: questionsOf(check).map((question) =>
      question.kind === 'choice'
        ? { kind: 'choice' as const, prompt: question.prompt, options: question.options }
        : { kind: 'short' as const, prompt: question.prompt },
    ),
    clarityRating: check.clarityRating,
    state,
    audience,
  };
}

function assertMarks(marks: readonly number[], wordCount: number): void {
  if (new Set(marks).size !== marks.length) throw badRequest('A word is marked twice.', E.badMarks);
  if (marks.some((mark) => mark >= wordCount)) throw badRequest('A mark points past the last word of the text.', E.badMarks);
}

function assertAnswer(question: ReaderQuestion, answer: number | string | null): void {
  if (answer === null) return;
  if (question.kind === 'choice') {
    if (typeof answer !== 'number' || answer >= question.options.length)
      throw badRequest('An answer is not one of its question\u2019s options.', E.badAnswers);
  } else if (typeof answer !== 'string' || answer.length > READER_CHECK_LIMITS.shortAnswerLength) {
    throw badRequest('A short answer must be a text.', E.badAnswers);
  }
}

type CheckForResponse = NonNullable<Awaited<ReturnType<typeof findCheckForResponse>>>;

function assertAnswers(check: CheckForResponse, body: ResponseBody): void {
  const questions = questionsOf(check);
  if (body.answers.length !== questions.length) throw badRequest('Give one answer (or null) per question.', E.badAnswers);
  questions.forEach((question, i) => assertAnswer(question, body.answers[i] ?? null));
  if (!check.clarityRating && body.clarity !== null) throw badRequest('This check asks for no clarity rating.', E.badAnswers);
}

export async function submitReaderResponse(db: Database, secret: string, token: string, body: ResponseBody): Promise<void> {
  // Without the text and words: 200 readers answering at once each read the check once.
  const check = isWellFormedCheckToken(token) ? await findCheckForResponse(db, token) : undefined;
  if (!check) throw checkNotFound();
  if (stateOfCheck(check) === 'closed') throw new AppError(409, E.closed, 'This reader check is closed.');
  if (body.textDigest !== check.textDigest)
    throw new AppError(409, E.textChanged, 'The text is not the one this check was made with. Please reload the page.');
  assertMarks(body.marks, check.wordCount);
  assertAnswers(check, body);
  const row = {
    checkId: check.id,
    readerKey: readerKeyOf(secret, check.id, body.readerToken),
    marks: [...body.marks].sort((a, b) => a - b),
    answers: body.answers.map((answer) => (typeof answer === 'string' ? answer.trim() : answer)),
    clarity: body.clarity,
    ageBand: body.profile.ageBand,
    education: body.profile.education,
    worksInScience: body.profile.worksInScience,
    firstLanguage: body.profile.firstLanguage,
  };
  const cap = readerCapOf(check);
  const outcome = cap === null ? ((await insertReaderResponse(db, row)) ? 'stored' : 'answered') : await insertCappedReaderResponse(db, row, cap);
  if (outcome === 'full') throw new AppError(409, E.closed, 'This reader check has all the readers it asked for.');
  if (outcome === 'answered') throw new AppError(409, E.alreadyAnswered, 'You have already answered this check. Thank you!');
}
