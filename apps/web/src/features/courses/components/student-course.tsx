// A student's course page (docs/courses.md "For students"): the assignments with their status,
// each opening its usual page for the assignment (what is done there is kept for the course) or
// taking one of the student's saved tasks of its kind; the trainers' comments, newest first, with
// a reply; leaving the course.
import { useState } from 'react';
import { useController, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { z } from 'zod';
import {
  PASTED_TEXT_MAX,
  taskTypeOfAssignment,
  type CourseDetailReply,
} from '@scicomm/shared/course-api';
import { MutationAlert } from '../../../components/mutation-alert.tsx';
import { RegisteredField } from '../../../components/registered-field.tsx';
import { courseAssignmentQuery } from '../../../lib/course-assignment.ts';
import { useSchemaForm } from '../../../lib/use-schema-form.ts';
import { useSavedTasks, useSubmitWork } from '../api/assignments.ts';
import { useLeaveCourse } from '../api/join-course.ts';
import { useStudentComments } from '../api/submissions.ts';
import { kindPath, kindTitleKey } from './assignment-kind.ts';
import { CommentList } from './comment-list.tsx';
import { CommentMailSetting } from './comment-mail-setting.tsx';
import { ConfirmButton } from './confirm-button.tsx';
import type { LeftCourse } from './course-list.tsx';

type StudentAssignment = CourseDetailReply['assignments'][number];

const pastedSchema = z.object({ text: z.string().trim().min(1).max(PASTED_TEXT_MAX) });
type Pasted = z.infer<typeof pastedSchema>;

/** A De-Jargonizer assignment's text pasted here: the course measures and keeps it, whatever the student's saving choice. */
function PasteText({
  userId,
  courseId,
  assignmentId,
  onDone,
}: {
  userId: string;
  courseId: string;
  assignmentId: string;
  onDone: () => void;
}) {
  const { t } = useTranslation(['courses', 'server-errors']);
  const form = useSchemaForm<Pasted, Pasted>(pastedSchema, { text: '' });
  const submit = useSubmitWork(userId, courseId);
  const id = `paste-${assignmentId}`;
  const problem = form.formState.errors.text
    ? t('courses.student.errors.paste', { max: PASTED_TEXT_MAX })
    : undefined;
  const send = form.handleSubmit(({ text }) =>
    submit.mutate({ assignmentId, body: { text } }, { onSuccess: onDone }),
  );
  return (
    <form className="form course-paste" onSubmit={(event) => void send(event)} noValidate>
      <RegisteredField
        id={id}
        label={t('courses.student.paste')}
        hint={t('courses.student.pasteHint')}
        rows={5}
        maxLength={PASTED_TEXT_MAX}
        error={problem}
        registration={form.register('text')}
      />
      <MutationAlert mutation={submit} />
      <button type="submit" className="button button--small" disabled={submit.isPending}>
        {t('courses.student.pasteSubmit')}
      </button>
    </form>
  );
}

function AttachWork({
  userId,
  courseId,
  assignment,
}: {
  userId: string;
  courseId: string;
  assignment: StudentAssignment;
}) {
  const { t } = useTranslation(['courses', 'server-errors']);
  const [open, setOpen] = useState(false);
  const attachForm = useSchemaForm<{ taskId: string }, { taskId: string }>(attachSchema, { taskId: '' });
  const chosen = useWatch({ control: attachForm.control, name: 'taskId' });
  const tasks = useSavedTasks(userId, open);
  const submit = useSubmitWork(userId, courseId);
  const type = taskTypeOfAssignment(assignment.kind);
  const id = `attach-${assignment.id}`;
  if (!open) {
    return (
      <button
        type="button"
        className="button button--secondary button--small"
        onClick={() => setOpen(true)}
      >
        {assignment.submissionId ? t('courses.student.attachAgain') : t('courses.student.attach')}
      </button>
    );
  }
  const ofKind = tasks.data?.filter((task) => task.type === type) ?? [];
  return (
    <>
      <form
        className="course-attach"
        onSubmit={(event) =>
          void attachForm.handleSubmit(({ taskId }) =>
            submit.mutate(
              { assignmentId: assignment.id, body: { taskType: type, taskId } },
              { onSuccess: () => setOpen(false) },
            ),
          )(event)
        }
      >
        {tasks.isPending && <p role="status">{t('courses.loading')}</p>}
        {tasks.isSuccess && ofKind.length === 0 && <p>{t('courses.student.noSavedTasks')}</p>}
        {ofKind.length > 0 && (
          <>
            <label className="field__label" htmlFor={id}>
              {t('courses.student.chooseTask')}
            </label>
            <select
              id={id}
              className="field__control"
              {...attachForm.register('taskId')}
            >
              <option value="">{t('courses.student.pick')}</option>
              {ofKind.map((task) => (
                <option key={task.id} value={task.id}>
                  {t('courses.student.taskOption', {
                    date: task.createdAt.slice(0, 16).replace('T', ' '),
                    state:
                      task.finished === false
                        ? t('courses.status.inProgress')
                        : t('courses.status.finished'),
                  })}
                </option>
              ))}
            </select>
            <button
              type="submit"
              className="button button--small"
              disabled={!chosen || submit.isPending}
            >
              {t('courses.student.attachSubmit')}
            </button>
          </>
        )}
        <MutationAlert mutation={submit} />
      </form>
      {type === 'dejargonizer' && (
        <PasteText
          userId={userId}
          courseId={courseId}
          assignmentId={assignment.id}
          onDone={() => setOpen(false)}
        />
      )}
    </>
  );
}

/** Attach one saved task (the button waits for a choice). */
const attachSchema = z.object({ taskId: z.string().min(1) });
/** Leaving asks what becomes of the work: kept for the trainers, or removed (the button waits for a choice). */
const leaveSchema = z.object({ keepWork: z.boolean() });

function LeaveCourse({ userId, courseId, courseName }: { userId: string; courseId: string; courseName: string }) {
  const { t } = useTranslation(['courses', 'server-errors']);
  const navigate = useNavigate();
  const leave = useLeaveCourse(userId, courseId);
  const leaveForm = useSchemaForm<{ keepWork: boolean | null }, { keepWork: boolean }>(leaveSchema, { keepWork: null });
  const keep = useController({ control: leaveForm.control, name: 'keepWork' }).field;
  const keepWork = keep.value;
  // Asked first (the dialog says what becomes of the work), then back to the course list, which says it.
  const submitLeave = leaveForm.handleSubmit((body) =>
    leave.mutate(body, {
      onSuccess: () => {
        const state: LeftCourse = { leftCourse: courseName, workRemoved: !body.keepWork };
        void navigate('/courses', { state });
      },
    }),
  );
  return (
    <form className="form course-leave" onSubmit={(event) => event.preventDefault()}>
      <fieldset>
        <legend>{t('courses.leave.title')}</legend>
        <p>{t('courses.leave.intro')}</p>
        <label>
          <input
            type="radio"
            name="keep-work"
            ref={keep.ref}
            checked={keepWork === true}
            onChange={() => keep.onChange(true)}
          />{' '}
          {t('courses.leave.keep')}
        </label>
        <label>
          <input
            type="radio"
            name="keep-work"
            checked={keepWork === false}
            onChange={() => keep.onChange(false)}
          />{' '}
          {t('courses.leave.remove')}
        </label>
      </fieldset>
      <MutationAlert mutation={leave} />
      <ConfirmButton
        primary
        label={t('courses.leave.submit')}
        title={t('courses.leave.confirmTitle')}
        text={t(keepWork === false ? 'courses.leave.confirmRemove' : 'courses.leave.confirmKeep')}
        confirm={t('courses.leave.submit')}
        onConfirm={() => void submitLeave()}
        disabled={keepWork === null || leave.isPending}
      />
    </form>
  );
}

export function StudentCourse({ userId, detail }: { userId: string; detail: CourseDetailReply }) {
  const { t } = useTranslation(['courses', 'translation']);
  const courseId = detail.course.id;
  const comments = useStudentComments(userId, courseId, true);
  return (
    <>
      <section aria-labelledby="course-assignments-title">
        <h2 id="course-assignments-title">{t('courses.assignments.heading')}</h2>
        {detail.assignments.length === 0 ? (
          <p>{t('courses.assignments.none')}</p>
        ) : (
          <ul className="course-assignments">
            {detail.assignments.map((assignment) => (
              <li key={assignment.id} className="course-assignment">
                <h3>
                  <bdi>{assignment.title}</bdi>
                </h3>
                <p className="course-assignment__meta">
                  {t(kindTitleKey(assignment.kind))} · {t(`courses.readers.${assignment.readers}`)}
                  {assignment.dueOn && (
                    <> · {t('courses.assignments.due', { date: assignment.dueOn })}</>
                  )}
                  {assignment.mark && <> · {t(`courses.marks.${assignment.mark}`)}</>}
                </p>
                {assignment.instructions && (
                  <p className="course-assignment__instructions" dir="auto">
                    {assignment.instructions}
                  </p>
                )}
                <p>
                  <strong>{t(`courses.status.${assignment.status}`)}</strong>
                </p>
                <p className="course-assignment__actions">
                  <Link
                    className="button button--small"
                    to={`${kindPath(assignment.kind)}${courseAssignmentQuery({ course: courseId, assignment: assignment.id })}`}
                  >
                    {t('courses.student.open', { tool: t(kindTitleKey(assignment.kind)) })}
                  </Link>
                  {assignment.submissionId && (
                    <Link to={`/courses/${courseId}/submissions/${assignment.submissionId}`}>
                      {t('courses.student.yourText')}
                    </Link>
                  )}
                </p>
                <AttachWork userId={userId} courseId={courseId} assignment={assignment} />
              </li>
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="course-comments-title">
        <h2 id="course-comments-title">{t('courses.comments.heading')}</h2>
        <CommentMailSetting userId={userId} courseId={courseId} on={detail.notifyComments ?? false} />
        {comments.isPending && <p role="status">{t('courses.loading')}</p>}
        {comments.isError && <p role="alert">{t('courses.comments.loadFailed')}</p>}
        {comments.isSuccess && (
          <CommentList
            userId={userId}
            courseId={courseId}
            comments={comments.data}
            canReply
            heading={(comment) => <h3 className="course-comment__on">
                <bdi>{comment.assignmentTitle}</bdi>
              </h3>}
          />
        )}
      </section>
      <LeaveCourse userId={userId} courseId={courseId} courseName={detail.course.name} />
    </>
  );
}
