// The reader's page of a check (docs/reader-check.md "The reader's page"): the consent line
// first, then the text to mark, then the questions and the optional profile, then thanks. One
// response per browser: the token kept for the check says whether this reader already answered.
import { useCallback, useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { ReaderProfile, ReaderView } from '@scicomm/shared/reader-check-api';
import { READER_CHECK_ERROR_CODES } from '@scicomm/shared/reader-check-settings';
import type { i18n as I18n, TFunction } from 'i18next';
import { ApiError } from '../../../lib/api-client.ts';
import { serverErrorText } from '../../../lib/server-message.ts';
import { submitResponse } from '../api/submit-response.ts';
import { keptReader, markSent } from '../lib/reader-token.ts';
import { MarkableText } from './markable-text.tsx';
import { ClarityField, ProfileFields, QuestionFields, type Answer } from './reader-answers.tsx';

type Step = 'consent' | 'mark' | 'answer' | 'sent' | 'already';

/** A step's heading takes focus when the step opens, so keyboard and screen reader users start there. */
function useFocusedHeading() {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return heading;
}
const NO_PROFILE: ReaderProfile = { ageBand: null, education: null, worksInScience: null, firstLanguage: null };

function MarkStep({ view, marked, onToggle, onNext }: { view: ReaderView; marked: ReadonlySet<number>; onToggle: (i: number) => void; onNext: () => void }) {
  const { t } = useTranslation('reader-check');
  const labelId = useId();
  const heading = useFocusedHeading();
  return (
    <section aria-labelledby={`${labelId}-title`}>
      <h2 id={`${labelId}-title`} ref={heading} tabIndex={-1}>{t('readerCheck.read.markTitle')}</h2>
      <p>{t('readerCheck.read.markHelp')}</p>
      <p className="field__hint">{t('readerCheck.read.keyboardHelp')}</p>
      <p id={labelId} className="visually-hidden">
        {t('readerCheck.read.textLabel')}
      </p>
      <MarkableText text={view.text} words={view.words} direction={view.direction} marked={marked} onToggle={onToggle} labelId={labelId} />
      <p className="rc-count">{t('readerCheck.read.marked', { count: marked.size })}</p>
      <button type="button" className="button" onClick={onNext}>
        {t('readerCheck.read.next')}
      </button>
    </section>
  );
}

function failureMessage(error: unknown, t: TFunction, i18n: I18n): string {
  if (error instanceof ApiError && error.code === READER_CHECK_ERROR_CODES.textChanged) return t('readerCheck.read.textChanged');
  return t('readerCheck.read.sendFailed', { message: serverErrorText(i18n, error, t('serverErrors.UNKNOWN')) });
}

function AnswerStep({ token, view, marked, onBack, onDone }: { token: string; view: ReaderView; marked: ReadonlySet<number>; onBack: () => void; onDone: (step: Step) => void }) {
  const { t, i18n } = useTranslation(['reader-check', 'server-errors']);
  const [answers, setAnswers] = useState<Answer[]>(() => view.questions.map(() => null));
  const [clarity, setClarity] = useState<number | null>(null);
  const [profile, setProfile] = useState<ReaderProfile>(NO_PROFILE);
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const heading = useFocusedHeading();
  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setSending(true);
    setFailure(null);
    try {
      await submitResponse(token, {
        readerToken: keptReader(token).readerToken,
        textDigest: view.textDigest,
        marks: [...marked].sort((a, b) => a - b),
        answers: answers.map((answer) => (typeof answer === 'string' && answer.trim() === '' ? null : answer)),
        clarity: view.clarityRating ? clarity : null,
        profile,
      });
      markSent(token);
      onDone('sent');
    } catch (error) {
      if (error instanceof ApiError && error.code === READER_CHECK_ERROR_CODES.alreadyAnswered) {
        markSent(token);
        onDone('already');
        return;
      }
      setFailure(failureMessage(error, t, i18n));
      setSending(false);
    }
  };
  return (
    <form className="rc-answers form" onSubmit={(event) => void onSubmit(event)} noValidate>
      <h2 ref={heading} tabIndex={-1}>
        {t(view.questions.length > 0 || view.clarityRating ? 'readerCheck.read.questionsTitle' : 'readerCheck.read.profileTitle')}
      </h2>
      {(view.questions.length > 0 || view.clarityRating) && (
        <>
          <p className="field__hint">{t('readerCheck.read.skipHint')}</p>
          <QuestionFields questions={view.questions} answers={answers} onAnswer={(i, answer) => setAnswers(answers.map((old, j) => (j === i ? answer : old)))} />
          {view.clarityRating && <ClarityField value={clarity} onChange={setClarity} />}
        </>
      )}
      <ProfileFields profile={profile} onChange={setProfile} />
      {failure && (
        <p className="field__error" role="alert">
          {failure}
        </p>
      )}
      <p className="rc-actions">
        <button type="button" className="button button--secondary" onClick={onBack}>
          {t('readerCheck.read.back')}
        </button>
        <button type="submit" className="button" disabled={sending}>
          {sending ? t('readerCheck.read.sending') : t('readerCheck.read.send')}
        </button>
      </p>
    </form>
  );
}

/** `view`: null while the check loads; the consent line shows already, Start waits for the text. */
export function ReaderPage({ token, view }: { token: string; view: ReaderView | null }) {
  const { t } = useTranslation('reader-check');
  const [step, setStep] = useState<Step>(() => (keptReader(token).sent ? 'already' : 'consent'));
  const [marked, setMarked] = useState<ReadonlySet<number>>(() => new Set());
  const toggle = useCallback((index: number) => {
    setMarked((old) => {
      const next = new Set(old);
      if (!next.delete(index)) next.add(index);
      return next;
    });
  }, []);

  if (step === 'already' || step === 'sent')
    return (
      <p className="rc-message" role="status">
        {t(step === 'sent' ? 'readerCheck.read.thanks' : 'readerCheck.read.already')}
      </p>
    );
  if (view?.state === 'closed') return <p className="rc-message">{t('readerCheck.read.closed')}</p>;
  if (step === 'consent' || view === null)
    return (
      <section className="rc-consent" aria-labelledby="rc-consent-title">
        <h2 id="rc-consent-title">{t('readerCheck.read.consentTitle')}</h2>
        <p>{t('readerCheck.read.consent')}</p>
        {/* Its own paragraph once the check is in: the painted consent line is not painted again. */}
        {view !== null && <p>{t(`readerCheck.read.audience.${view.audience}`)}</p>}
        <button type="button" className="button" disabled={view === null} onClick={() => setStep('mark')}>
          {t('readerCheck.read.start')}
        </button>
      </section>
    );
  if (step === 'mark') return <MarkStep view={view} marked={marked} onToggle={toggle} onNext={() => setStep('answer')} />;
  return <AnswerStep token={token} view={view} marked={marked} onBack={() => setStep('mark')} onDone={setStep} />;
}
