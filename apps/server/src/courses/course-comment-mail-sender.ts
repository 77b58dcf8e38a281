// Sends the comment mails (docs/courses.md "Comments") off the request path: at most one mail per
// student and course an hour, the comments since the last one gathered into the next. A comment
// wakes the sender (the first mail goes out at once); a timer looks for mails that became due.
// Each mail is sent inside the transaction that holds its row locked and empties it, so a
// restart loses nothing (the rows are in the database), another process never sends the same
// row, and a mail whose sending fails stays waiting for the next step; only a crash between the
// mail server's acceptance and the commit sends that one mail again.
import type { FastifyInstance } from 'fastify';
import type { CourseLanguage } from '@scicomm/shared/course-api';
import type { Database } from '../db/client.ts';
import { commentMail } from './course-comment-mail.ts';
import {
  clearCommentMail,
  commentMailRecipient,
  existingSubmissionIds,
  listDueCommentMails,
  lockDueCommentMail,
  type CommentMailKey,
} from './course-comment-mail-repository.ts';

/** At most one comment mail per student and course in this time. */
export const COMMENT_MAIL_SPACING_MS = 60 * 60_000;
/** How often each process looks for mails that became due. */
export const COMMENT_MAIL_POLL_MS = 60_000;
/** Mails one step sends at most (the next step takes the rest). */
const MAILS_PER_STEP = 50;

export interface CommentMailDeps {
  db: Database;
  mailer: { send(message: { to: string; subject: string; text: string }): Promise<void> };
  /** The site's address, for the links. */
  origin: string;
  log: { warn(details: object, message: string): void };
}

/** Sends one due mail, or empties a row whose student no longer asks; 'sent', 'dropped' or 'skipped' (not due, or held by another process). */
async function sendOne(deps: CommentMailDeps, key: CommentMailKey, now: Date): Promise<'sent' | 'dropped' | 'skipped'> {
  return deps.db.transaction(async (tx) => {
    const row = await lockDueCommentMail(tx, key, now, COMMENT_MAIL_SPACING_MS);
    if (!row) return 'skipped';
    const recipient = await commentMailRecipient(tx, key);
    const still = await existingSubmissionIds(tx, key.studentId, row.submissionIds);
    const submissions = row.submissionIds.filter((id) => still.has(id));
    if (!recipient || submissions.length === 0) {
      await clearCommentMail(tx, key, null);
      return 'dropped';
    }
    const links = submissions.map((id) => `${deps.origin}/courses/${key.courseId}/submissions/${id}`);
    // A failure throws: the transaction rolls back and the mail waits for the next step.
    await deps.mailer.send({ to: recipient.email, ...commentMail(recipient.language as CourseLanguage, links) });
    await clearCommentMail(tx, key, now);
    return 'sent';
  });
}

/** One step of the sender: every mail due at `now` (a test passes its own clock). Returns how many went out. */
export async function sendDueCommentMails(deps: CommentMailDeps, now = new Date()): Promise<number> {
  let sent = 0;
  for (const key of await listDueCommentMails(deps.db, now, COMMENT_MAIL_SPACING_MS, MAILS_PER_STEP)) {
    try {
      if ((await sendOne(deps, key, now)) === 'sent') sent++;
    } catch (error) {
      deps.log.warn({ err: error }, 'A course comment e-mail could not be sent; it waits for the next try.');
    }
  }
  return sent;
}

/**
 * The process's sender: `wake` runs a step soon (one at a time; a wake during a step runs another
 * after it); the app's start starts the timer and its close waits for the step under way.
 */
export function commentMailSender(deps: () => CommentMailDeps) {
  let running: Promise<void> | undefined;
  let again = false;
  let closed = false;
  const wake = () => {
    if (closed) return;
    if (running) {
      again = true;
      return;
    }
    running = (async () => {
      do {
        again = false;
        const current = deps();
        await sendDueCommentMails(current).catch((error: unknown) => {
          current.log.warn({ err: error }, 'The course comment mails could not be read.');
        });
      } while (again && !closed);
    })().finally(() => {
      running = undefined;
    });
  };
  return {
    wake,
    attach(app: FastifyInstance) {
      let timer: ReturnType<typeof setInterval> | undefined;
      app.addHook('onReady', async () => {
        wake();
        timer = setInterval(wake, COMMENT_MAIL_POLL_MS);
        timer.unref();
      });
      app.addHook('preClose', async () => {
        closed = true;
        clearInterval(timer);
        await running;
      });
    },
  };
}
