// A student's submission (docs/courses.md "Comments"): its text (a De-Jargonizer text coloured
// as the student saw it) and figures, the comments on it newest first; a trainer comments on the whole text or on a passage (selected in the text, or
// typed), the student who wrote it replies once per comment; the course's readers' check of it.
import { useCallback, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { z } from 'zod';
import {
  createCommentBodySchema,
  type CreateCommentBody,
  type SubmissionDetailReply,
} from '@scicomm/shared/course-api';
import { MutationAlert } from '../../../components/mutation-alert.tsx';
import { RegisteredField } from '../../../components/registered-field.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { messageLanguage } from '../../../lib/message-language.ts';
import { sanitizeMessageHtml } from '../../../lib/safe-html.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { useSchemaForm } from '../../../lib/use-schema-form.ts';
import { useCourse } from '../api/courses.ts';
import { useCreateComment, useSubmission } from '../api/submissions.ts';
import { useCommentAnchor } from '../hooks/use-comment-anchor.ts';
import { CommentList } from './comment-list.tsx';
import { SubmissionReaderCheck } from './submission-reader-check.tsx';
import { figuresKey, orDash, percent } from './figures.ts';
import { markQuotedPassages, quotedPieces } from './quoted-passages.ts';

const fieldsSchema = z.object({ body: z.string(), quote: z.string() });
type Fields = z.infer<typeof fieldsSchema>;
const formSchema = fieldsSchema
  .transform((fields): CreateCommentBody => ({
    body: fields.body,
    quote: fields.quote.trim() === '' ? null : fields.quote,
  }))
  .pipe(createCommentBodySchema);

function CommentForm({
  userId,
  courseId,
  submissionId,
  textRef,
}: {
  userId: string;
  courseId: string;
  submissionId: string;
  textRef: React.RefObject<HTMLElement | null>;
}) {
  const { t } = useTranslation(['courses', 'server-errors']);
  const form = useSchemaForm<Fields, z.output<typeof formSchema>>(formSchema, {
    body: '',
    quote: '',
  });
  const create = useCreateComment(userId, courseId, submissionId);
  const problem = form.formState.errors.body ? t('courses.comments.errors.body') : undefined;
  const quoteSelection = () => {
    const selection = window.getSelection();
    if (
      selection &&
      textRef.current &&
      selection.anchorNode &&
      textRef.current.contains(selection.anchorNode)
    ) {
      form.setValue('quote', selection.toString().trim());
    }
  };
  const submit = form.handleSubmit((body) =>
    create.mutate(body, { onSuccess: () => form.reset({ body: '', quote: '' }) }),
  );
  return (
    <form
      className="form"
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-labelledby="comment-form-title"
    >
      <h2 id="comment-form-title">{t('courses.comments.add')}</h2>
      <RegisteredField
        id="comment-quote"
        label={t('courses.comments.quote')}
        hint={t('courses.comments.quoteHint')}
        rows={2}
        maxLength={2000}
        registration={form.register('quote')}
      >
        <button
          type="button"
          className="button button--secondary button--small"
          onMouseDown={(event) => event.preventDefault()}
          onClick={quoteSelection}
        >
          {t('courses.comments.quoteSelection')}
        </button>
      </RegisteredField>
      <RegisteredField
        id="comment-body"
        label={t('courses.comments.body')}
        rows={4}
        maxLength={5000}
        error={problem}
        registration={form.register('body')}
      />
      <MutationAlert mutation={create} />
      <button type="submit" className="button" disabled={create.isPending}>
        {t('courses.comments.submit')}
      </button>
    </form>
  );
}

/** An exercise's conversation, read-only, as the student's task viewer shows it (messages sanitised). */
function Transcript({
  messages,
}: {
  messages: NonNullable<SubmissionDetailReply['submission']['transcript']>;
}) {
  const { t } = useTranslation('courses');
  return (
    <section aria-labelledby="submission-transcript-title">
      <h2 id="submission-transcript-title">{t('courses.submission.transcript')}</h2>
      <ol className="course-transcript">
        {messages.map((message) => (
          <li
            key={message.id}
            className={
              message.isStudent ? 'course-transcript__student' : message.figures ? 'course-transcript__figures' : 'course-transcript__coach'
            }
          >
            <strong>
              {message.isStudent ? t('courses.submission.student') : message.figures ? t('courses.submission.figures') : t('courses.submission.coach')}
            </strong>
            <div dir="auto" lang={messageLanguage(message)} dangerouslySetInnerHTML={{ __html: sanitizeMessageHtml(message.text) }} />
          </li>
        ))}
      </ol>
    </section>
  );
}

/**
 * The student's text, line by line, the passages the comments quote marked: <mark>, with its
 * start and end said by CSS generated content (courses.css), so a screen reader hears them and
 * a selection copied from the text (a new quote) holds only the student's words.
 */
function MarkedText({ text, quotes }: { text: string; quotes: ReadonlyArray<string | null> }) {
  const { t } = useTranslation('courses');
  return quotedPieces(text, quotes).map((pieces, line) => (
    <p key={line} dir="auto">
      {pieces.map((piece, index) =>
        piece.quoted ? (
          <mark
            key={index}
            className="course-quoted"
            data-start={piece.opens ? t('courses.comments.quotedStart') : undefined}
            data-end={piece.closes ? t('courses.comments.quotedEnd') : undefined}
          >
            {piece.text}
          </mark>
        ) : (
          piece.text
        ),
      )}
    </p>
  ));
}

/**
 * A De-Jargonizer text coloured by band, as the student's De-Jargonizer showed it (the route
 * supplies it); `afterPaint` marks the quoted passages in the painted text.
 */
export type RenderColouredText = (
  text: string,
  colouring: NonNullable<SubmissionDetailReply['submission']['colouring']>,
  afterPaint: (container: HTMLElement) => void,
) => React.ReactNode;

export function SubmissionPage({
  userId,
  courseId,
  submissionId,
  notFound,
  renderColouredText,
}: {
  userId: string;
  courseId: string;
  submissionId: string;
  notFound: React.ReactNode;
  renderColouredText?: RenderColouredText;
}) {
  const { t } = useTranslation(['courses', 'translation']);
  const course = useCourse(userId, courseId);
  const submission = useSubmission(userId, courseId, submissionId);
  const textRef = useRef<HTMLDivElement>(null);
  useCommentAnchor(submission.isSuccess && course.isSuccess);
  const quotes = (submission.data?.comments ?? []).map((comment) => (comment.deleted ? null : comment.quote));
  // One callback per set of quotes (the coloured text paints again only when they change).
  const quotesKey = JSON.stringify(quotes);
  const text = submission.data?.submission.text ?? '';
  const markColoured = useCallback(
    (container: HTMLElement) =>
      markQuotedPassages(container, text, JSON.parse(quotesKey) as Array<string | null>, {
        start: t('courses.comments.quotedStart'),
        end: t('courses.comments.quotedEnd'),
      }),
    [text, quotesKey, t],
  );
  usePageTitle(submission.data?.submission.assignmentTitle ?? t('courses.list.title'));
  if (submission.isPending || course.isPending) return <p role="status">{t('courses.loading')}</p>;
  if (submission.isError || course.isError) {
    const error = submission.error ?? course.error;
    if (error instanceof ApiError && error.status === 404) return <>{notFound}</>;
    return <p role="alert">{t('courses.loadFailed')}</p>;
  }
  const { submission: work, comments } = submission.data;
  const trainer = course.data.course.role === 'trainer';
  return (
    <div className="course-page">
      <p>
        <Link to={`/courses/${courseId}`}>
          <bdi>{course.data.course.name}</bdi>
        </Link>
      </p>
      <h1>
        <bdi>{work.assignmentTitle}</bdi>
      </h1>
      <p className="lead">
        <bdi>{work.studentName}</bdi> · {t(`courses.status.${work.status}`)} ·{' '}
        {t(figuresKey(work.seconds), {
          score: orDash(work.score),
          rare: percent(work.rareShare),
          words: orDash(work.words),
          seconds: work.seconds,
        })}
      </p>
      {/* A heading of its own: the coloured view's own headings (key terms, explained terms) sit under it. */}
      <h2 id="submission-text-title">{t('courses.submission.text')}</h2>
      <div className="course-text" ref={textRef} aria-labelledby="submission-text-title" role="region" tabIndex={0}>
        {work.text === '' ? (
          <p>{t('courses.submission.noText')}</p>
        ) : work.colouring && renderColouredText ? (
          renderColouredText(work.text, work.colouring, markColoured)
        ) : (
          <MarkedText text={work.text} quotes={quotes} />
        )}
      </div>
      {work.transcript && work.transcript.length > 0 && <Transcript messages={work.transcript} />}
      <SubmissionReaderCheck
        userId={userId}
        courseId={courseId}
        submissionId={submissionId}
        trainer={trainer}
        finished={work.status === 'finished'}
      />
      {trainer && (
        <CommentForm
          userId={userId}
          courseId={courseId}
          submissionId={submissionId}
          textRef={textRef}
        />
      )}
      <section aria-labelledby="submission-comments-title">
        <h2 id="submission-comments-title">{t('courses.comments.heading')}</h2>
        <CommentList userId={userId} courseId={courseId} comments={comments} canReply={!trainer} submissionId={submissionId} />
      </section>
    </div>
  );
}
