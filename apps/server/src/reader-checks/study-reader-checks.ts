// Reader checks of a study (docs/reader-check.md "In a study"): the final text of a participant's
// finished session becomes a check, its readers' outcomes go into the study's export, and its
// results open for the study's members. The studies feature decides who is a member and which
// sessions are the study's; this module knows checks only by their session.
import { hardThreshold, readerAgreement } from '@scicomm/jargon/reader-agreement';
import type { ReaderCheckResults, ReaderCheckSummary } from '@scicomm/shared/reader-check-api';
import {
  findStudyCheck,
  insertStudyReaderCheck,
  listChecksOfSessions,
  listResponsesOfChecks,
  type ReaderCheckRow,
  type ReaderResponseRow,
} from './reader-check-repository.ts';
import { checkNotFound, questionsOf, resultsOfCheck, summaryOf, type ReaderCheckContext } from './reader-check-service.ts';
import { readerRecord } from './reader-check-export.ts';
import { automaticCheckOf, bandOfLetter } from './reader-check-words.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** A study's reader checks (app.ts decorates the app with studyReaderChecks). */
    studyReaderChecks: StudyReaderChecks;
  }
}

export interface StudyReaderCheckSetting {
  targetReaders: number;
  clarityRating: boolean;
}

/** A session's check as the study's page lists it. */
export type StudySessionCheck = ReaderCheckSummary & { sessionId: string };

/** What the study's export says of one session's readers. */
export interface StudyReaderOutcome {
  checkId: string;
  readers: number;
  words: number;
  /** Mean number of words a reader marked; null without readers. */
  meanMarked: number | null;
  /** Forms marked by at least a fifth of the readers (at least one), in text order. */
  hardWords: string[];
  rareWords: number;
  precision: number | null;
  recall: number | null;
  clarityMean: number | null;
  /** Every reader, as the check's own export has them (numbered, no names). */
  responses: Array<ReturnType<typeof readerRecord>>;
}

export interface StudyReaderChecks {
  /**
   * Makes the check of a finished session from its final text, once per session (a second call
   * does nothing). A text without words or over the check's limits makes none; false then.
   */
  createForSession(input: { sessionId: string; title: string; text: string; setting: StudyReaderCheckSetting }): Promise<boolean>;
  /** The checks of these sessions, oldest first. */
  checksOfSessions(sessionIds: readonly string[]): Promise<StudySessionCheck[]>;
  /** Per session with a check: its readers' outcome. */
  outcomesOfSessions(sessionIds: readonly string[]): Promise<Map<string, StudyReaderOutcome>>;
  /** A study check's results, as a writer sees their own. */
  results(checkId: string): Promise<ReaderCheckResults>;
}

const mean = (values: readonly number[]) => (values.length === 0 ? null : values.reduce((a, b) => a + b, 0) / values.length);

export function outcomeOf(check: ReaderCheckRow, responses: readonly ReaderResponseRow[]): StudyReaderOutcome {
  const words = check.words.map(([, , form, letter]) => ({ form, band: bandOfLetter(letter) }));
  const found = readerAgreement(
    words,
    responses.map((response) => response.marks),
  );
  const threshold = hardThreshold(responses.length);
  const hard = responses.length === 0 ? [] : [...found.readersPerForm].filter(([, readers]) => readers >= threshold).map(([form]) => form);
  const order = new Map(words.map((word, i) => [word.form, i] as const).reverse());
  const ratings = responses.map((response) => response.clarity).filter((value) => value !== null);
  const questions = questionsOf(check);
  return {
    checkId: check.id,
    readers: responses.length,
    words: check.words.length,
    meanMarked: mean(responses.map((response) => response.marks.length)),
    hardWords: hard.sort((a, b) => (order.get(a) ?? 0) - (order.get(b) ?? 0)),
    rareWords: found.agreement.rare,
    precision: found.agreement.precision,
    recall: found.agreement.recall,
    clarityMean: check.clarityRating ? mean(ratings) : null,
    responses: responses.map((response, i) => readerRecord(check, questions, response, i)),
  };
}

/** `contextOf`: asked at each call, since the site's origin is known only once the server listens. */
export function studyReaderChecks(contextOf: () => ReaderCheckContext): StudyReaderChecks {
  const { db, dictionaries } = contextOf();
  return {
    async createForSession({ sessionId, title, text, setting }) {
      const row = automaticCheckOf(text, dictionaries, { title, clarityRating: setting.clarityRating, targetReaders: setting.targetReaders });
      if (!row) return false;
      await insertStudyReaderCheck(db, { ...row, studySessionId: sessionId });
      return true;
    },
    async checksOfSessions(sessionIds) {
      const rows = await listChecksOfSessions(db, sessionIds);
      return rows.map(({ check, readers }) => ({ ...summaryOf(contextOf().origin, check, readers), sessionId: check.studySessionId ?? '' }));
    },
    async outcomesOfSessions(sessionIds) {
      const checks = (await listChecksOfSessions(db, sessionIds)).map(({ check }) => check);
      const responses = await listResponsesOfChecks(
        db,
        checks.map((check) => check.id),
      );
      return new Map(checks.map((check) => [check.studySessionId ?? '', outcomeOf(check, responses.get(check.id) ?? [])]));
    },
    async results(checkId) {
      const check = await findStudyCheck(db, checkId);
      if (!check) throw checkNotFound();
      return resultsOfCheck(contextOf(), check);
    },
  };
}
