// The trainers' comments on a student's work, newest first: the quoted passage, the comment, and
// the student's one reply (or, for the student who has not replied yet, the reply form).
import { useTranslation } from 'react-i18next';
import { replyBodySchema, type Comment, type ReplyBody } from '@scicomm/shared/course-api';
import { describedBy, FieldError, FormAlert } from '../../../components/field-message.tsx';
import { serverErrorText } from '../../../lib/server-message.ts';
import { useSchemaForm } from '../../../lib/use-schema-form.ts';
import { useReplyToComment } from '../api/submissions.ts';
import { trainerName } from './person-name.tsx';

function ReplyForm({ userId, courseId, commentId }: { userId: string; courseId: string; commentId: string }) {
  const { t, i18n } = useTranslation(['courses', 'server-errors']);
  const form = useSchemaForm<ReplyBody, ReplyBody>(replyBodySchema, { body: '' });
  const reply = useReplyToComment(userId, courseId);
  const problem = form.formState.errors.body ? t('courses.comments.errors.reply') : undefined;
  const id = `reply-${commentId}`;
  const submit = form.handleSubmit(({ body }) => reply.mutate({ commentId, body }));
  return (
    <form className="form course-reply-form" onSubmit={(event) => void submit(event)} noValidate>
      <label className="field__label" htmlFor={id}>
        {t('courses.comments.yourReply')}
      </label>
      <textarea
        id={id}
        className="field__control"
        rows={2}
        maxLength={5000}
        aria-invalid={problem ? true : undefined}
        aria-describedby={describedBy(problem && `${id}-error`)}
        {...form.register('body')}
      />
      <FieldError id={`${id}-error`} message={problem} />
      <FormAlert message={reply.isError ? serverErrorText(i18n, reply.error, t('serverErrors.UNKNOWN')) : null} />
      <button type="submit" className="button button--small" disabled={reply.isPending}>
        {t('courses.comments.sendReply')}
      </button>
    </form>
  );
}

export function CommentList({
  userId,
  courseId,
  comments,
  canReply,
  heading,
}: {
  userId: string;
  courseId: string;
  comments: ReadonlyArray<Comment & { assignmentTitle?: string }>;
  canReply: boolean;
  heading?: (comment: Comment & { assignmentTitle?: string }) => React.ReactNode;
}) {
  const { t } = useTranslation('courses');
  if (comments.length === 0) return <p>{t('courses.comments.none')}</p>;
  return (
    <ol className="course-comments">
      {comments.map((comment) => (
        <li key={comment.id} className="course-comment">
          {heading?.(comment)}
          <p className="course-comment__meta">
            {t('courses.comments.by', { name: trainerName(comment.authorName, t), date: comment.createdAt.slice(0, 10) })}
          </p>
          {comment.quote && (
            <blockquote className="course-comment__quote">
              <span className="visually-hidden">{t('courses.comments.onPassage')} </span>
              {comment.quote}
            </blockquote>
          )}
          <p className="course-comment__body">{comment.body}</p>
          {comment.reply !== null ? (
            <p className="course-comment__reply">
              <strong>{t('courses.comments.reply')}</strong> {comment.reply}
            </p>
          ) : (
            canReply && <ReplyForm userId={userId} courseId={courseId} commentId={comment.id} />
          )}
        </li>
      ))}
    </ol>
  );
}
