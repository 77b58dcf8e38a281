// The reader's questions, clarity rating and optional profile (docs/reader-check.md "The
// reader's page"): native radio groups, text fields and selects, every one skippable. The
// writer's prompts and options are isolated (<bdi>), so an English question on a Hebrew page
// keeps its question mark at its end.
import { useTranslation } from 'react-i18next';
import type { ReaderProfile, ReaderView } from '@scicomm/shared/reader-check-api';
import { AGE_BANDS, EDUCATION_LEVELS, FIRST_LANGUAGES, READER_CHECK_LIMITS, SCIENCE_WORK } from '@scicomm/shared/reader-check-settings';

export type Answer = number | string | null;

export function QuestionFields({
  questions,
  answers,
  onAnswer,
}: {
  questions: ReaderView['questions'];
  answers: readonly Answer[];
  onAnswer: (index: number, answer: Answer) => void;
}) {
  const { t } = useTranslation('reader-check');
  return questions.map((question, i) => {
    const prompt = (
      <>
        {t('readerCheck.read.questionNumber', { number: i + 1 })} <bdi>{question.prompt}</bdi>
      </>
    );
    if (question.kind === 'short')
      return (
        <div className="field" key={i}>
          <label className="field__label" htmlFor={`rc-answer-${i}`}>
            {prompt}
          </label>
          <textarea
            id={`rc-answer-${i}`}
            className="field__control"
            rows={2}
            maxLength={READER_CHECK_LIMITS.shortAnswerLength}
            value={typeof answers[i] === 'string' ? answers[i] : ''}
            onChange={(event) => onAnswer(i, event.target.value === '' ? null : event.target.value)}
          />
        </div>
      );
    return (
      <fieldset className="field rc-choices" key={i}>
        <legend className="field__label">{prompt}</legend>
        {question.options.map((option, o) => (
          <label key={o} className="rc-choice">
            <input type="radio" name={`rc-answer-${i}`} checked={answers[i] === o} onChange={() => onAnswer(i, o)} /> <bdi>{option}</bdi>
          </label>
        ))}
      </fieldset>
    );
  });
}

export function ClarityField({ value, onChange }: { value: number | null; onChange: (value: number) => void }) {
  const { t } = useTranslation('reader-check');
  return (
    <fieldset className="field rc-clarity">
      <legend className="field__label">{t('readerCheck.read.clarity')}</legend>
      <p className="field__hint">
        {t('readerCheck.read.clarityLow')} · {t('readerCheck.read.clarityHigh')}
      </p>
      <div className="rc-clarity__scale">
        {[1, 2, 3, 4, 5].map((score) => (
          <label key={score} className="rc-choice">
            <input
              type="radio"
              name="rc-clarity"
              checked={value === score}
              aria-label={t('readerCheck.read.clarityValue', { value: score })}
              onChange={() => onChange(score)}
            />{' '}
            {score}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

const PROFILE_CHOICES = {
  ageBand: { values: AGE_BANDS, labels: 'age' },
  education: { values: EDUCATION_LEVELS, labels: 'educationLevel' },
  worksInScience: { values: SCIENCE_WORK, labels: 'science' },
  firstLanguage: { values: FIRST_LANGUAGES, labels: 'language' },
} as const;

export function ProfileFields({ profile, onChange }: { profile: ReaderProfile; onChange: (profile: ReaderProfile) => void }) {
  const { t } = useTranslation('reader-check');
  return (
    <fieldset className="rc-profile">
      <legend>{t('readerCheck.read.profileTitle')}</legend>
      <p className="field__hint">{t('readerCheck.read.profileHelp')}</p>
      {(Object.keys(PROFILE_CHOICES) as Array<keyof typeof PROFILE_CHOICES>).map((field) => {
        const { values, labels } = PROFILE_CHOICES[field];
        return (
          <div className="field" key={field}>
            <label className="field__label" htmlFor={`rc-${field}`}>
              {t(`readerCheck.read.${field}`)}
            </label>
            <select
              id={`rc-${field}`}
              className="field__control"
              value={profile[field] ?? ''}
              onChange={(event) => onChange({ ...profile, [field]: event.target.value === '' ? null : event.target.value })}
            >
              <option value="">{t('readerCheck.read.notSaying')}</option>
              {values.map((value) => (
                <option key={value} value={value}>
                  {t(`readerCheck.read.${labels}.${value}`)}
                </option>
              ))}
            </select>
          </div>
        );
      })}
    </fieldset>
  );
}
