// A submission's reader check (docs/courses.md "Reader checks"), on the submission's page: the
// student lets the course's readers check the text (or withdraws it); a trainer sends a finished
// text the student agreed to, sees the readers so far and opens the results.
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FormAlert } from '../../../components/field-message.tsx';
import { serverErrorText } from '../../../lib/server-message.ts';
import {
  useCreateSubmissionReaderCheck,
  useSetReadersAgreement,
  useSubmissionReaderCheck,
} from '../api/reader-checks.ts';

export function SubmissionReaderCheck({
  userId,
  courseId,
  submissionId,
  trainer,
  finished,
}: {
  userId: string;
  courseId: string;
  submissionId: string;
  trainer: boolean;
  finished: boolean;
}) {
  const { t, i18n } = useTranslation(['courses', 'server-errors']);
  const state = useSubmissionReaderCheck(userId, courseId, submissionId);
  const agreement = useSetReadersAgreement(userId, courseId, submissionId);
  const send = useCreateSubmissionReaderCheck(userId, courseId, submissionId);
  if (state.isPending) return <p role="status">{t('courses.loading')}</p>;
  if (state.isError) return <p role="alert">{t('courses.readerCheck.failed')}</p>;
  const { agreed, check } = state.data;
  const failure = agreement.error ?? send.error;
  return (
    <section aria-labelledby="submission-readers-title">
      <h2 id="submission-readers-title">{t('courses.readerCheck.title')}</h2>
      {trainer ? (
        <>
          <p>{agreed ? t('courses.readerCheck.agreed') : t('courses.readerCheck.notAgreed')}</p>
          {agreed && !finished && <p>{t('courses.readerCheck.notFinished')}</p>}
          {agreed && finished && (!check?.current || check.state === 'closed') && (
            <button
              type="button"
              className="button"
              disabled={send.isPending}
              onClick={() => send.mutate()}
            >
              {check ? t('courses.readerCheck.sendAgain') : t('courses.readerCheck.send')}
            </button>
          )}
        </>
      ) : (
        <>
          <p>{agreed ? t('courses.readerCheck.studentAgreed') : t('courses.readerCheck.studentExplain')}</p>
          <button
            type="button"
            className={agreed ? 'button button--secondary' : 'button'}
            disabled={agreement.isPending}
            onClick={() => agreement.mutate(!agreed)}
          >
            {agreed ? t('courses.readerCheck.withdraw') : t('courses.readerCheck.agree')}
          </button>
        </>
      )}
      {check && (
        <>
          <p>
            {t('courses.readerCheck.readersSoFar', {
              readers: check.readers,
              target: check.targetReaders,
            })}
            {!check.current && <> {t('courses.readerCheck.earlierText')}</>}{' '}
            {check.state === 'closed'
              ? t('courses.readerCheck.closed')
              : check.closesAt &&
                t('courses.readerCheck.openUntil', { date: new Date(check.closesAt).toLocaleDateString(i18n.language) })}
          </p>
          {trainer && (
            <>
              <p>
                {t('courses.readerCheck.link')}: <code>{check.url}</code>
              </p>
              <p>
                <Link to={`/courses/${courseId}/submissions/${submissionId}/reader-check`}>
                  {t('courses.readerCheck.results')}
                </Link>
              </p>
            </>
          )}
        </>
      )}
      <FormAlert
        message={failure ? serverErrorText(i18n, failure, t('courses.readerCheck.failed')) : null}
      />
    </section>
  );
}
