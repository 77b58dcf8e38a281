// A trainer's course page (docs/courses.md "Pages", "Corrections"): the join code with a new one
// on request, the course's own fields to correct, its people (removing a student or a co-trainer,
// inviting a co-trainer, a co-trainer leaving), the assignments with their corrections and the form for a new one, the
// grid and before/after. Whatever loses something asks first and says what.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { CourseDetailReply } from '@scicomm/shared/course-api';
import { FormAlert } from '../../../components/field-message.tsx';
import { MutationAlert } from '../../../components/mutation-alert.tsx';
import { serverErrorText } from '../../../lib/server-message.ts';
import { useDeleteAssignment } from '../api/assignments.ts';
import { useRemoveStudent, useRemoveTrainer, useRenewJoinCode } from '../api/courses.ts';
import { useDashboard } from '../api/dashboard.ts';
import { useLeaveCourse } from '../api/join-course.ts';
import { TrainerInvitations } from './trainer-invitations.tsx';
import { AssignmentForm } from './assignment-form.tsx';
import { kindTitleKey } from './assignment-kind.ts';
import { BeforeAfter } from './before-after.tsx';
import { isolatedName, trainerName } from './person-name.tsx';
import { ConfirmButton } from './confirm-button.tsx';
import { CourseForm } from './course-form.tsx';
import { DashboardGrid } from './dashboard-grid.tsx';
import { JoinBox } from './join-box.tsx';

type Props = { userId: string; detail: CourseDetailReply };

function NewJoinCode({ userId, courseId }: { userId: string; courseId: string }) {
  const { t } = useTranslation(['courses', 'server-errors']);
  const renew = useRenewJoinCode(userId, courseId);
  return (
    <>
      <ConfirmButton
        label={t('courses.joinBox.renew')}
        title={t('courses.joinBox.renewTitle')}
        text={t('courses.joinBox.renewText')}
        confirm={t('courses.joinBox.renewConfirm')}
        onConfirm={() => renew.mutate(undefined)}
        disabled={renew.isPending}
      />
      {renew.isSuccess && <p role="status">{t('courses.joinBox.renewed')}</p>}
      <MutationAlert mutation={renew} />
    </>
  );
}

function CourseFields({ userId, detail }: Props) {
  const { t } = useTranslation('courses');
  const [editing, setEditing] = useState(false);
  const [saved, setSaved] = useState(false);
  if (editing)
    return (
      <CourseForm
        userId={userId}
        course={detail.course}
        onSaved={() => {
          setEditing(false);
          setSaved(true);
        }}
        onCancel={() => setEditing(false)}
      />
    );
  return (
    <p>
      <button
        type="button"
        className="button button--secondary button--small"
        onClick={() => {
          setSaved(false);
          setEditing(true);
        }}
      >
        {t('courses.edit.open')}
      </button>
      {saved && <span role="status"> {t('courses.edit.saved')}</span>}
    </p>
  );
}

/** A co-trainer leaves (asked first): they see the course no more; their comments stay. */
function LeaveAsCoTrainer({ userId, courseId }: { userId: string; courseId: string }) {
  const { t } = useTranslation(['courses', 'server-errors']);
  const navigate = useNavigate();
  const leave = useLeaveCourse(userId, courseId);
  return (
    <>
      <ConfirmButton
        label={t('courses.people.leave')}
        title={t('courses.people.leaveTitle')}
        text={t('courses.people.leaveText')}
        confirm={t('courses.people.leave')}
        onConfirm={() => leave.mutate({ keepWork: true }, { onSuccess: () => void navigate('/courses') })}
        disabled={leave.isPending}
      />
      <MutationAlert mutation={leave} />
    </>
  );
}

/** The course's people: its trainers (a co-trainer removable) and its students (removable, their work with them). */
function People({ userId, detail }: Props) {
  const { t, i18n } = useTranslation(['courses', 'server-errors']);
  const courseId = detail.course.id;
  const removeStudent = useRemoveStudent(userId, courseId);
  const removeTrainer = useRemoveTrainer(userId, courseId);
  const dashboard = useDashboard(userId, courseId);
  const textsOf = (studentId: string) =>
    dashboard.data?.students.find((row) => row.id === studentId)?.cells.filter((cell) => cell.submissionId !== null).length ?? 0;
  const failed = removeStudent.error ?? removeTrainer.error;
  return (
    <section aria-labelledby="course-people-title">
      <h2 id="course-people-title">{t('courses.people.title')}</h2>
      <h3>{t('courses.people.trainers')}</h3>
      <ul className="course-people">
        {detail.trainers.map((trainer) => (
          <li key={trainer.id ?? trainer.name}>
            {trainerName(trainer.name, t)}
            {trainer.owner && <> · {t('courses.people.creator')}</>}{' '}
            {!trainer.owner && trainer.id === userId && <LeaveAsCoTrainer userId={userId} courseId={courseId} />}
            {!trainer.owner && trainer.id && trainer.id !== userId && (
              <ConfirmButton
                label={t('courses.people.removeTrainer', { name: trainerName(trainer.name, t) })}
                title={t('courses.people.removeTrainerTitle', { name: trainerName(trainer.name, t) })}
                text={t('courses.people.removeTrainerText')}
                confirm={t('courses.people.removeConfirm')}
                onConfirm={() => removeTrainer.mutate(trainer.id!)}
                disabled={removeTrainer.isPending}
              />
            )}
          </li>
        ))}
      </ul>
      <TrainerInvitations userId={userId} courseId={courseId} />
      <h3>{t('courses.people.students')}</h3>
      {detail.students.length === 0 ? (
        <p>{t('courses.dashboard.noStudents')}</p>
      ) : (
        <ul className="course-people">
          {detail.students.map((student) => (
            <li key={student.id}>
              <bdi>{student.name}</bdi>{' '}
              <ConfirmButton
                label={t('courses.people.removeStudent', { name: isolatedName(student.name) })}
                title={t('courses.people.removeStudentTitle', { name: isolatedName(student.name) })}
                text={t('courses.people.removeStudentText', { texts: textsOf(student.id) })}
                confirm={t('courses.people.removeConfirm')}
                onConfirm={() => removeStudent.mutate(student.id)}
                disabled={removeStudent.isPending}
              />
            </li>
          ))}
        </ul>
      )}
      <FormAlert message={failed ? serverErrorText(i18n, failed, t('serverErrors.UNKNOWN')) : null} />
    </section>
  );
}

function Assignments({ userId, detail }: Props) {
  const { t } = useTranslation(['courses', 'server-errors']);
  const courseId = detail.course.id;
  const [editing, setEditing] = useState<string | null>(null);
  const remove = useDeleteAssignment(userId, courseId);
  const dashboard = useDashboard(userId, courseId);
  const textsFor = (assignmentId: string) => dashboard.data?.spread.find((column) => column.assignmentId === assignmentId)?.submitted ?? 0;
  return (
    <section aria-labelledby="course-assignments-title">
      <h2 id="course-assignments-title">{t('courses.assignments.heading')}</h2>
      {detail.assignments.length === 0 ? (
        <p>{t('courses.assignments.none')}</p>
      ) : (
        <ul className="course-assignments">
          {detail.assignments.map((assignment) => {
            const texts = textsFor(assignment.id);
            return (
              <li key={assignment.id}>
                <strong>
                  <bdi>{assignment.title}</bdi>
                </strong> · {t(kindTitleKey(assignment.kind))}
                {assignment.mark && <> · {t(`courses.marks.${assignment.mark}`)}</>}
                {assignment.dueOn && <> · {t('courses.assignments.due', { date: assignment.dueOn })}</>}{' '}
                {editing === assignment.id ? (
                  <AssignmentForm
                    userId={userId}
                    courseId={courseId}
                    readers={detail.course.readers}
                    assignment={assignment}
                    onDone={() => setEditing(null)}
                  />
                ) : (
                  <span className="course-assignment__actions">
                    <button type="button" className="button button--secondary button--small" onClick={() => setEditing(assignment.id)}>
                      {t('courses.assignments.edit', { title: isolatedName(assignment.title) })}
                    </button>{' '}
                    <ConfirmButton
                      label={t('courses.assignments.delete', { title: isolatedName(assignment.title) })}
                      title={t('courses.assignments.deleteTitle', { title: isolatedName(assignment.title) })}
                      text={t(texts > 0 ? 'courses.assignments.deleteWithTexts' : 'courses.assignments.deleteText', { texts })}
                      confirm={t('courses.assignments.deleteConfirm')}
                      onConfirm={() => remove.mutate({ assignmentId: assignment.id, submissions: texts })}
                      disabled={remove.isPending || dashboard.isPending}
                    />
                  </span>
                )}
              </li>
            );
          })}
        </ul>
      )}
      <MutationAlert mutation={remove} />
      <AssignmentForm userId={userId} courseId={courseId} readers={detail.course.readers} />
    </section>
  );
}

export function TrainerCourse({ userId, detail }: Props) {
  const info = detail.course;
  return (
    <>
      <CourseFields userId={userId} detail={detail} />
      {info.joinCode && info.joinUrl && (
        <JoinBox code={info.joinCode} url={info.joinUrl}>
          <NewJoinCode userId={userId} courseId={info.id} />
        </JoinBox>
      )}
      <People userId={userId} detail={detail} />
      <Assignments userId={userId} detail={detail} />
      <DashboardGrid userId={userId} courseId={info.id} />
      <BeforeAfter userId={userId} courseId={info.id} />
    </>
  );
}
