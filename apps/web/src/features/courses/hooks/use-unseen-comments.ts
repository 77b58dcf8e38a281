// Which comments and replies are new to the viewer (docs/courses.md "Comments"): per account and
// submission this browser keeps the newest time of what was shown; anything newer that the viewer
// did not write is marked New on this visit, and is seen from the next one. A comment edited since
// is new again to the student (it says something else now).
import { useEffect, useState } from 'react';
import type { Comment } from '@scicomm/shared/course-api';

type ShownComment = Comment & { submissionId?: string };

const seenKeyOf = (userId: string, submissionId: string) => `scicomm.courseSeen:${userId}:${submissionId}`;

/** Where the newest time seen of a comment's submission is kept: the student's list names it per comment, a submission's page for all. */
const keyOf = (userId: string, comment: ShownComment, submissionId: string | undefined) =>
  seenKeyOf(userId, comment.submissionId ?? submissionId ?? '');

function readSeen(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

/** The times a comment brings to its viewer: the comment (and its edit) unless the viewer wrote it, the reply unless it is theirs. */
function timesOf(comment: ShownComment, student: boolean) {
  const commentTime = comment.mine || comment.deleted ? null : (comment.editedAt ?? comment.createdAt);
  const replyTime = student || comment.reply === null ? null : comment.repliedAt;
  return { commentTime, replyTime };
}

/**
 * Whether the student's newest reply on a submission came after what the viewer last saw of it
 * (the grid's sign; opening the submission shows the reply marked New and makes it seen).
 */
export function isReplyUnseen(userId: string, submissionId: string, lastReplyAt: string | null): boolean {
  return lastReplyAt !== null && lastReplyAt > (readSeen(seenKeyOf(userId, submissionId)) ?? '');
}

export interface Unseen {
  comments: ReadonlySet<string>;
  replies: ReadonlySet<string>;
}

/**
 * The ids of the comments and of the replies the viewer has not seen before this visit, among
 * those shown; `student`: the viewer wrote the replies, not the comments.
 */
export function useUnseenComments(userId: string, comments: readonly ShownComment[], student: boolean, submissionId?: string): Unseen {
  const [unseen] = useState<Unseen>(() => {
    const unseenComments = new Set<string>();
    const unseenReplies = new Set<string>();
    for (const comment of comments) {
      const seen = readSeen(keyOf(userId, comment, submissionId)) ?? '';
      const { commentTime, replyTime } = timesOf(comment, student);
      if (commentTime !== null && commentTime > seen) unseenComments.add(comment.id);
      if (replyTime !== null && replyTime > seen) unseenReplies.add(comment.id);
    }
    return { comments: unseenComments, replies: unseenReplies };
  });
  useEffect(() => {
    const newest = new Map<string, string>();
    for (const comment of comments) {
      const key = keyOf(userId, comment, submissionId);
      for (const time of [comment.createdAt, comment.editedAt, comment.repliedAt]) {
        if (time && time > (newest.get(key) ?? readSeen(key) ?? '')) newest.set(key, time);
      }
    }
    try {
      for (const [key, time] of newest) localStorage.setItem(key, time);
    } catch {
      // Without storage everything stays new: nothing is hidden.
    }
  }, [userId, comments, submissionId]);
  return unseen;
}
