// The trainers' comments on a student's work, newest first: the quoted passage, the comment, and
// the student's one reply (or, for the student who has not replied yet, the reply form). Its
// author edits or deletes their own comment (asked first); a deleted one the student answered
// stays as a "comment deleted" mark above the reply.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { replyBodySchema, updateCommentBodySchema, type Comment, type ReplyBody, type UpdateCommentBody } from '@scicomm/shared/course-api';
import { MutationAlert } from '../../../components/mutation-alert.tsx';
import { RegisteredField } from '../../../components/registered-field.tsx';
import { useSchemaForm } from '../../../lib/use-schema-form.ts';
import { useDeleteComment, useReplyToComment, useUpdateComment } from '../api/submissions.ts';
import { commentAnchor } from '../hooks/use-comment-anchor.ts';
import { useUnseenComments } from '../hooks/use-unseen-comments.ts';
import { ConfirmButton } from './confirm-button.tsx';
import { trainerName } from './person-name.tsx';

function EditCommentForm({ userId, courseId, comment, onDone }: { userId: string; courseId: string; comment: Comment; onDone: () => void }) {
  const { t } = useTranslation(['courses', 'server-errors']);
  const form = useSchemaForm<UpdateCommentBody, UpdateCommentBody>(updateCommentBodySchema, { body: comment.body });
  const update = useUpdateComment(userId, courseId);
  const problem = form.formState.errors.body ? t('courses.comments.errors.body') : undefined;
  const id = `edit-comment-${comment.id}`;
  const submit = form.handleSubmit(({ body }) => update.mutate({ commentId: comment.id, body }, { onSuccess: onDone }));
  return (
    <form className="form" onSubmit={(event) => void submit(event)} noValidate>
      <RegisteredField id={id} label={t('courses.comments.body')} rows={3} maxLength={5000} error={problem} registration={form.register('body')} />
      <MutationAlert mutation={update} />
      <button type="submit" className="button button--small" disabled={update.isPending}>
        {t('courses.comments.save')}
      </button>{' '}
      <button type="button" className="button button--secondary button--small" onClick={onDone}>
        {t('courses.confirm.cancel')}
      </button>
    </form>
  );
}

/** The author's own comment: Edit opens its form, Delete asks first (an answered one keeps the reply). */
function OwnCommentActions({ userId, courseId, comment, onEdit }: { userId: string; courseId: string; comment: Comment; onEdit: () => void }) {
  const { t } = useTranslation(['courses', 'server-errors']);
  const remove = useDeleteComment(userId, courseId);
  return (
    <p className="course-comment__actions">
      <button type="button" className="button button--secondary button--small" onClick={onEdit}>
        {t('courses.comments.edit')}
      </button>{' '}
      <ConfirmButton
        label={t('courses.comments.delete')}
        title={t('courses.comments.deleteTitle')}
        text={t(comment.reply === null ? 'courses.comments.deleteText' : 'courses.comments.deleteAnsweredText')}
        confirm={t('courses.comments.deleteConfirm')}
        onConfirm={() => remove.mutate(comment.id)}
        disabled={remove.isPending}
      />
      <MutationAlert mutation={remove} />
    </p>
  );
}

function ReplyForm({ userId, courseId, commentId }: { userId: string; courseId: string; commentId: string }) {
  const { t } = useTranslation(['courses', 'server-errors']);
  const form = useSchemaForm<ReplyBody, ReplyBody>(replyBodySchema, { body: '' });
  const reply = useReplyToComment(userId, courseId);
  const problem = form.formState.errors.body ? t('courses.comments.errors.reply') : undefined;
  const id = `reply-${commentId}`;
  const submit = form.handleSubmit(({ body }) => reply.mutate({ commentId, body }));
  return (
    <form className="form course-reply-form" onSubmit={(event) => void submit(event)} noValidate>
      <RegisteredField id={id} label={t('courses.comments.yourReply')} rows={2} maxLength={5000} error={problem} registration={form.register('body')} />
      <MutationAlert mutation={reply} />
      <button type="submit" className="button button--small" disabled={reply.isPending}>
        {t('courses.comments.sendReply')}
      </button>
    </form>
  );
}

/** Marks what the viewer has not seen before this visit. */
function NewMark() {
  const { t } = useTranslation('courses');
  return <span className="course-new">{t('courses.comments.new')}</span>;
}

export function CommentList({
  userId,
  courseId,
  comments,
  canReply,
  heading,
  submissionId,
}: {
  userId: string;
  courseId: string;
  comments: ReadonlyArray<Comment & { assignmentTitle?: string; submissionId?: string }>;
  canReply: boolean;
  heading?: (comment: Comment & { assignmentTitle?: string }) => React.ReactNode;
  /** The submission all the comments are on (its page); the student's list names it per comment. */
  submissionId?: string;
}) {
  const { t } = useTranslation('courses');
  const [editing, setEditing] = useState<string | null>(null);
  const unseen = useUnseenComments(userId, comments, canReply, submissionId);
  if (comments.length === 0) return <p>{t('courses.comments.none')}</p>;
  return (
    <ol className="course-comments">
      {comments.map((comment) => (
        <li key={comment.id} id={commentAnchor(comment.id)} tabIndex={-1} className="course-comment">
          {heading?.(comment)}
          {comment.deleted ? (
            <p className="course-comment__deleted">{t('courses.comments.deleted')}</p>
          ) : (
            <>
              <p className="course-comment__meta">
                {unseen.comments.has(comment.id) && <NewMark />}
                {t('courses.comments.by', { name: trainerName(comment.authorName, t), date: comment.createdAt.slice(0, 10) })}
                {comment.editedAt && <> · {t('courses.comments.edited')}</>}
              </p>
              {comment.quote && (
                <blockquote className="course-comment__quote">
                  <span className="visually-hidden">{t('courses.comments.onPassage')} </span>
                  <span dir="auto">{comment.quote}</span>
                </blockquote>
              )}
              {editing === comment.id ? (
                <EditCommentForm userId={userId} courseId={courseId} comment={comment} onDone={() => setEditing(null)} />
              ) : (
                <>
                  <p className="course-comment__body" dir="auto">
                    {comment.body}
                  </p>
                  {comment.mine && <OwnCommentActions userId={userId} courseId={courseId} comment={comment} onEdit={() => setEditing(comment.id)} />}
                </>
              )}
            </>
          )}
          {comment.reply !== null ? (
            <p className="course-comment__reply">
              {unseen.replies.has(comment.id) && <NewMark />}
              <strong>{t('courses.comments.reply')}</strong> <span dir="auto">{comment.reply}</span>
            </p>
          ) : (
            canReply && !comment.deleted && <ReplyForm userId={userId} courseId={courseId} commentId={comment.id} />
          )}
        </li>
      ))}
    </ol>
  );
}
