// Sends the comment mails (docs/courses.md "Comments") off the request path: at most one mail per
// student and course an hour, the comments since the last one gathered into the next. A comment
// wakes the sender (the first mail goes out at once); a timer looks for mails that became due.
// A mail's submissions are taken from its row under the row's lock (another process never takes
// the same ones), sent with no transaction open (a slow mail server holds no connection; PGlite
// has only one), then marked sent, or given back when the send fails. The rows are in the
// database, so a restart loses nothing: the app's close waits for the step under way, and a take
// left unfinished by a process that died is given back after SENDING_STALE_MS, so only a crash
// between the mail server's acceptance and the mark sends that one mail again.
import type { FastifyInstance } from 'fastify';
import type { CourseLanguage } from '@scicomm/shared/course-api';
import type { Database } from '../db/client.ts';
import { commentMail } from './course-comment-mail.ts';
import {
  commentMailRecipient,
  commentedSubmissions,
  finishCommentMail,
  giveBackCommentMail,
  giveBackStaleCommentMails,
  listDueCommentMails,
  takeDueCommentMail,
  type CommentMailKey,
} from './course-comment-mail-repository.ts';

/** At most one comment mail per student and course in this time. */
export const COMMENT_MAIL_SPACING_MS = 60 * 60_000;
/** How often each process looks for mails that became due. */
export const COMMENT_MAIL_POLL_MS = 60_000;
/** A take older than this belongs to a process that died mid-send (sends time out well within it). */
export const SENDING_STALE_MS = 10 * 60_000;
/** Mails one step sends at most (the next step takes the rest). */
const MAILS_PER_STEP = 50;

export interface CommentMailDeps {
  db: Database;
  mailer: { send(message: { to: string; subject: string; text: string }): Promise<void> };
  /** The site's address, for the links. */
  origin: string;
  log: { warn(details: object, message: string): void };
}

/** Sends one due mail, or drops one whose student no longer asks; 'skipped' when it is not due or another process took it. */
async function sendOne(deps: CommentMailDeps, key: CommentMailKey, now: Date): Promise<'sent' | 'dropped' | 'skipped'> {
  const taken = await takeDueCommentMail(deps.db, key, now, COMMENT_MAIL_SPACING_MS);
  if (!taken) return 'skipped';
  try {
    const recipient = await commentMailRecipient(deps.db, key);
    const still = await commentedSubmissions(deps.db, key.studentId, taken);
    const submissions = taken.filter((id) => still.has(id));
    if (!recipient || submissions.length === 0) {
      await finishCommentMail(deps.db, key, null);
      return 'dropped';
    }
    const links = submissions.map((id) => {
      const commentId = still.get(id);
      return `${deps.origin}/courses/${key.courseId}/submissions/${id}${commentId ? `#comment-${commentId}` : ''}`;
    });
    await deps.mailer.send({
      to: recipient.email,
      ...commentMail(recipient.language as CourseLanguage, recipient.courseName, links),
    });
  } catch (error) {
    await giveBackCommentMail(deps.db, key);
    throw error;
  }
  await finishCommentMail(deps.db, key, now);
  return 'sent';
}

/** One step of the sender: every mail due at `now` (a test passes its own clock). Returns how many went out. */
export async function sendDueCommentMails(deps: CommentMailDeps, now = new Date()): Promise<number> {
  await giveBackStaleCommentMails(deps.db, new Date(now.getTime() - SENDING_STALE_MS));
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
