// The writer's form for a new reader check (docs/reader-check.md "Creating a check"): a title,
// the text (pasted, or a saved De-Jargonizer analysis when the page was opened from one), up to
// three questions, the clarity rating, a closing date and the number of readers wanted.
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { CreateReaderCheckBody, ReaderCheckSummary, ReaderQuestion } from '@scicomm/shared/reader-check-api';
import { READER_CHECK_LIMITS } from '@scicomm/shared/reader-check-settings';
import { serverErrorText } from '../../../lib/server-message.ts';
import { createReaderCheck } from '../api/reader-checks.ts';

type Draft = { kind: 'choice'; prompt: string; options: string; correct: string } | { kind: 'short'; prompt: string; accepted: string };

const lines = (text: string) => text.split('\n').map((line) => line.trim()).filter((line) => line !== '');

function toQuestion(draft: Draft): ReaderQuestion {
  if (draft.kind === 'short') return { kind: 'short', prompt: draft.prompt.trim(), acceptedAnswers: lines(draft.accepted) };
  return { kind: 'choice', prompt: draft.prompt.trim(), options: lines(draft.options), correctOption: draft.correct === '' ? null : Number(draft.correct) };
}

function QuestionEditor({ draft, number, onChange, onRemove }: { draft: Draft; number: number; onChange: (draft: Draft) => void; onRemove: () => void }) {
  const { t } = useTranslation('reader-check');
  const id = `rc-q${number}`;
  return (
    <div className="rc-question-editor">
      <div className="field">
        <label className="field__label" htmlFor={`${id}-prompt`}>
          {t('readerCheck.create.prompt', { number })}
        </label>
        <input id={`${id}-prompt`} className="field__control" maxLength={READER_CHECK_LIMITS.promptLength} value={draft.prompt} onChange={(e) => onChange({ ...draft, prompt: e.target.value })} />
      </div>
      {draft.kind === 'choice' ? (
        <>
          <div className="field">
            <label className="field__label" htmlFor={`${id}-options`}>
              {t('readerCheck.create.options')}
            </label>
            <textarea id={`${id}-options`} className="field__control" rows={3} value={draft.options} onChange={(e) => onChange({ ...draft, options: e.target.value })} />
          </div>
          <div className="field">
            <label className="field__label" htmlFor={`${id}-correct`}>
              {t('readerCheck.create.correct')}
            </label>
            <select id={`${id}-correct`} className="field__control" value={draft.correct} onChange={(e) => onChange({ ...draft, correct: e.target.value })}>
              <option value="">{t('readerCheck.create.noCorrect')}</option>
              {lines(draft.options).map((option, i) => (
                <option key={i} value={String(i)}>
                  {option}
                </option>
              ))}
            </select>
          </div>
        </>
      ) : (
        <div className="field">
          <label className="field__label" htmlFor={`${id}-accepted`}>
            {t('readerCheck.create.accepted')}
          </label>
          <textarea id={`${id}-accepted`} className="field__control" rows={2} value={draft.accepted} onChange={(e) => onChange({ ...draft, accepted: e.target.value })} />
        </div>
      )}
      <button type="button" className="button button--secondary button--small" onClick={onRemove}>
        {t('readerCheck.create.remove', { number })}
      </button>
    </div>
  );
}

export function CreateCheckForm({ analysisId, onCreated }: { analysisId: string | null; onCreated: (check: ReaderCheckSummary) => void }) {
  const { t, i18n } = useTranslation(['reader-check', 'server-errors']);
  const [fromAnalysis, setFromAnalysis] = useState(analysisId !== null);
  const [title, setTitle] = useState('');
  const [text, setText] = useState('');
  const [drafts, setDrafts] = useState<Draft[]>([]);
  const [clarity, setClarity] = useState(true);
  const [closesOn, setClosesOn] = useState('');
  const [target, setTarget] = useState('10');
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setFailure(null);
    const body: CreateReaderCheckBody = {
      title,
      ...(fromAnalysis && analysisId ? { analysisId } : { text }),
      questions: drafts.map(toQuestion),
      clarityRating: clarity,
      closesAt: closesOn === '' ? null : new Date(`${closesOn}T23:59:59`).toISOString(),
      targetReaders: Number(target),
    };
    try {
      onCreated(await createReaderCheck(body));
    } catch (error) {
      setFailure(t('readerCheck.create.failed', { message: serverErrorText(i18n, error, t('serverErrors.UNKNOWN')) }));
      setBusy(false);
    }
  };
  const add = (kind: Draft['kind']) =>
    setDrafts([...drafts, kind === 'choice' ? { kind, prompt: '', options: '', correct: '' } : { kind, prompt: '', accepted: '' }]);

  return (
    <form className="form" onSubmit={(event) => void onSubmit(event)} noValidate>
      <h2>{t('readerCheck.create.title')}</h2>
      <div className="field">
        <label className="field__label" htmlFor="rc-title">
          {t('readerCheck.create.checkTitle')}
        </label>
        <input id="rc-title" className="field__control" required maxLength={READER_CHECK_LIMITS.titleLength} value={title} onChange={(e) => setTitle(e.target.value)} />
      </div>
      {fromAnalysis ? (
        <p className="rc-inline">
          {t('readerCheck.create.fromAnalysis')}
          <button type="button" className="button button--secondary button--small" onClick={() => setFromAnalysis(false)}>
            {t('readerCheck.create.usePasted')}
          </button>
        </p>
      ) : (
        <div className="field">
          <label className="field__label" htmlFor="rc-text">
            {t('readerCheck.create.text')}
          </label>
          <textarea id="rc-text" className="field__control" rows={8} required maxLength={READER_CHECK_LIMITS.textLength} aria-describedby="rc-text-hint" value={text} onChange={(e) => setText(e.target.value)} />
          <p id="rc-text-hint" className="field__hint">
            {t('readerCheck.create.textHint')}
          </p>
        </div>
      )}
      <fieldset className="rc-profile">
        <legend>{t('readerCheck.create.questions')}</legend>
        {drafts.map((draft, i) => (
          <QuestionEditor
            key={i}
            draft={draft}
            number={i + 1}
            onChange={(next) => setDrafts(drafts.map((old, j) => (j === i ? next : old)))}
            onRemove={() => setDrafts(drafts.filter((_, j) => j !== i))}
          />
        ))}
        {drafts.length < READER_CHECK_LIMITS.questions && (
          <p className="rc-actions">
            <button type="button" className="button button--secondary button--small" onClick={() => add('choice')}>
              {t('readerCheck.create.addChoice')}
            </button>
            <button type="button" className="button button--secondary button--small" onClick={() => add('short')}>
              {t('readerCheck.create.addShort')}
            </button>
          </p>
        )}
      </fieldset>
      <label className="rc-choice">
        <input type="checkbox" checked={clarity} onChange={(e) => setClarity(e.target.checked)} /> {t('readerCheck.create.clarity')}
      </label>
      <div className="field">
        <label className="field__label" htmlFor="rc-closes">
          {t('readerCheck.create.closesOn')}
        </label>
        <input id="rc-closes" type="date" className="field__control" value={closesOn} onChange={(e) => setClosesOn(e.target.value)} />
      </div>
      <div className="field">
        <label className="field__label" htmlFor="rc-target">
          {t('readerCheck.create.target')}
        </label>
        <input id="rc-target" type="number" min={1} max={READER_CHECK_LIMITS.targetReaders} className="field__control" value={target} onChange={(e) => setTarget(e.target.value)} />
      </div>
      {failure && (
        <p className="field__error" role="alert">
          {failure}
        </p>
      )}
      <button type="submit" className="button" disabled={busy}>
        {busy ? t('readerCheck.create.creating') : t('readerCheck.create.submit')}
      </button>
    </form>
  );
}
