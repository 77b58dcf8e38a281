// The two one-tap answers under a question of the coach (docs/exercises.md "Questions"): "My
// readers know it" ("My evidence shows it" for a certainty word: the coach does not ask it again
// in the session) and "I'll change it". The
// answer is kept on the remark at once, so the next turn's conversation carries it whatever the
// network does; the count for the admins is sent beside it, and a failed send says so.
import { useTranslation } from 'react-i18next';
import type { CoachRemark, QuestionAnswer } from '@scicomm/coach/findings/remarks';
import type { ExerciseId } from '@scicomm/coach/exercises/finish-rules';
import { useAnswerQuestion } from '../lib/coach-reports/post-question-answer.ts';
import './question-answers.css';

export interface QuestionAnswersProps {
  remark: CoachRemark;
  exercise: ExerciseId;
  onAnswer: (answer: QuestionAnswer) => void;
}

export function QuestionAnswers({ remark, exercise, onAnswer }: QuestionAnswersProps) {
  const { t, i18n } = useTranslation('coachReports');
  const send = useAnswerQuestion();
  const answer = (choice: QuestionAnswer) => {
    onAnswer(choice);
    if (remark.language) send.mutate({ exercise, kind: remark.kind, language: remark.language, answer: choice });
  };
  // An abbreviation question may name several ("TDS GIS"): each quoted, as a list of the page's language.
  const words = remark.kind === 'abbreviations.askReaders' ? (remark.subject ?? '').split(' ') : [remark.subject ?? ''];
  const subject = new Intl.ListFormat(i18n.language, { type: 'conjunction' }).format(
    words.map((word) => t('coachReports.answers.quoted', { word, interpolation: { escapeValue: false } })),
  );
  return (
    <span className="question-answers" role="group" aria-label={t('coachReports.answers.label', { subject, interpolation: { escapeValue: false } })}>
      {remark.answer === undefined ? (
        <>
          <button type="button" className="question-answers__choice" onClick={() => answer('readersKnow')}>
            {/* A certainty word is the writer's to keep when the evidence shows it; a word or an abbreviation when the readers know it. */}
            {remark.kind === 'claims.certainty' ? t('coachReports.answers.evidenceHolds') : t('coachReports.answers.readersKnow')}
          </button>
          <button type="button" className="question-answers__choice" onClick={() => answer('willChange')}>
            {t('coachReports.answers.willChange')}
          </button>
        </>
      ) : (
        <span className="question-answers__given">
          {remark.answer === 'readersKnow' ? t('coachReports.answers.notAskedAgain', { subject, interpolation: { escapeValue: false } }) : t('coachReports.answers.noted')}
        </span>
      )}
      <span className="visually-hidden" role="status">
        {send.isError ? t('coachReports.answers.failed') : ''}
      </span>
    </span>
  );
}
