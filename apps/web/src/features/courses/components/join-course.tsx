// Joining a course (docs/courses.md "Joining"): the code typed (or the link's), then the course
// and exactly what its trainers will see, and the student's agreement. A visitor is sent through
// sign-in and back (/login?next=…).
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useController } from 'react-hook-form';
import { z } from 'zod';
import { formatJoinCode, joinCodeSchema } from '@scicomm/shared/course-api';
import { describedBy, FieldError } from '../../../components/field-message.tsx';
import { MutationAlert } from '../../../components/mutation-alert.tsx';
import { RegisteredField } from '../../../components/registered-field.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { serverErrorText } from '../../../lib/server-message.ts';
import { useSchemaForm } from '../../../lib/use-schema-form.ts';
import { useInvitation, useInvitationSummary, useJoinCourse } from '../api/join-course.ts';
import { trainerNames } from './person-name.tsx';

const codeFormSchema = z.object({ code: joinCodeSchema });

/**
 * The code field: a typed code goes to its join page (where the course is shown before joining).
 * A code the server refused stays in the field (`typed`), described by the refusal (`refusalId`).
 */
export function JoinCodeForm({ typed = '', refusalId }: { typed?: string; refusalId?: string }) {
  const { t } = useTranslation('courses');
  const navigate = useNavigate();
  const form = useSchemaForm<{ code: string }, { code: string }>(codeFormSchema, { code: typed });
  const problem = form.formState.errors.code ? t('courses.join.errors.code') : undefined;
  const submit = form.handleSubmit(({ code }) => void navigate(`/courses/join/${formatJoinCode(code)}`));
  return (
    <form className="form" onSubmit={(event) => void submit(event)} noValidate>
      <RegisteredField
        id="join-code"
        label={t('courses.join.code')}
        hint={t('courses.join.codeHint')}
        controlClassName="course-code-input"
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        error={problem}
        refusalId={refusalId}
        registration={form.register('code')}
      />
      <button type="submit" className="button">
        {t('courses.join.continue')}
      </button>
    </form>
  );
}

/** A join link before sign-in: the course's name and its trainers, so the visitor knows what it opens. */
export function JoinLinkCourse({ code }: { code: string }) {
  const { t, i18n } = useTranslation(['courses', 'server-errors']);
  const summary = useInvitationSummary(code);
  if (summary.isPending) return <p role="status">{t('courses.loading')}</p>;
  if (summary.isError) {
    const unknown = summary.error instanceof ApiError && summary.error.status === 404;
    return <p role="alert">{unknown ? t('courses.join.unknownCode') : serverErrorText(i18n, summary.error, t('serverErrors.UNKNOWN'))}</p>;
  }
  return (
    <>
      <h2 dir="auto">{summary.data.name}</h2>
      <p>{t('courses.join.trainers', { names: trainerNames(summary.data.trainers, t) })}</p>
    </>
  );
}

/** Joining needs the box ticked: the student agrees to show their course work to its trainers. */
const agreementSchema = z.object({ agreed: z.literal(true) });

/** The join screen of one code, for a signed-in user: what the trainers see, the agreement, Join. */
export function JoinCourse({ userId, code }: { userId: string; code: string }) {
  const { t, i18n } = useTranslation(['courses', 'server-errors']);
  const navigate = useNavigate();
  const invitation = useInvitation(userId, code);
  const join = useJoinCourse(userId);
  const form = useSchemaForm<{ agreed: boolean }, { agreed: true }>(agreementSchema, { agreed: false });
  const agreement = useController({ control: form.control, name: 'agreed' }).field;
  const unticked = form.formState.errors.agreed !== undefined;
  if (invitation.isPending) return <p role="status">{t('courses.loading')}</p>;
  if (invitation.isError) {
    const unknown = invitation.error instanceof ApiError && invitation.error.status === 404;
    return (
      <>
        <p role="alert" id="join-code-refused">
          {unknown ? t('courses.join.unknownCode') : serverErrorText(i18n, invitation.error, t('serverErrors.UNKNOWN'))}
        </p>
        <JoinCodeForm typed={formatJoinCode(code)} refusalId="join-code-refused" />
      </>
    );
  }
  const course = invitation.data;
  if (course.member) {
    return (
      <p>
        {t('courses.join.already')} <Link to={`/courses/${course.courseId}`}>
          <bdi>{course.name}</bdi>
        </Link>
      </p>
    );
  }
  const submit = form.handleSubmit(() =>
    join.mutate(code, { onSuccess: ({ courseId }) => void navigate(`/courses/${courseId}`) }),
  );
  return (
    <section aria-labelledby="join-course-name">
      <h2 id="join-course-name" dir="auto">{course.name}</h2>
      <p>{t('courses.join.trainers', { names: trainerNames(course.trainers, t) })}</p>
      <p>{t('courses.join.dates', { startsOn: course.startsOn, endsOn: course.endsOn })}</p>
      <div className="course-consent">
        <h3>{t('courses.join.whatTrainersSee')}</h3>
        <ul>
          <li>{t('courses.join.seeNameEmail')}</li>
          <li>{t('courses.join.seeWork')}</li>
          <li>{t('courses.join.seeFigures')}</li>
        </ul>
        <p>{t('courses.join.notOther')}</p>
        <p>{t('courses.join.stored')}</p>
        <p>{t('courses.join.leave')}</p>
      </div>
      <form
        className="form"
        noValidate
        onSubmit={(event) => void submit(event)}
      >
        <label className="course-agree">
          <input
            type="checkbox"
            ref={agreement.ref}
            name={agreement.name}
            checked={agreement.value}
            aria-invalid={unticked ? true : undefined}
            aria-describedby={describedBy(unticked && 'join-agree-error')}
            onChange={(event) => agreement.onChange(event.target.checked)}
            onBlur={agreement.onBlur}
          />{' '}
          {t('courses.join.agree')}
        </label>
        <FieldError id="join-agree-error" message={unticked ? t('courses.join.errors.agree') : undefined} />
        <MutationAlert mutation={join} />
        <button type="submit" className="button" disabled={join.isPending}>
          {t('courses.join.submit')}
        </button>
      </form>
    </section>
  );
}
