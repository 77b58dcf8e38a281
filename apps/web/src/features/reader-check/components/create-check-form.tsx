// The writer's form for a new reader check (docs/reader-check.md "Creating a check"): a title,
// the text (pasted, or a saved De-Jargonizer analysis when the page was opened from one), up to
// three questions, the clarity rating, a closing date and the number of readers wanted.
// react-hook-form: the fields as typed become the request's body, checked with the server's own
// schema (packages/shared); a field with a problem says so under it and the first one gets focus;
// what was typed stays when the server refuses the check.
import { useFieldArray, useWatch, type Control, type FieldErrors, type UseFormRegister } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { z } from 'zod';
import { createReaderCheckBodySchema, type CreateReaderCheckBody, type ReaderCheckSummary, type ReaderQuestion } from '@scicomm/shared/reader-check-api';
import { READER_CHECK_LIMITS } from '@scicomm/shared/reader-check-settings';
import { RegisteredField } from '../../../components/registered-field.tsx';
import { RegisteredSelect } from '../../../components/registered-select.tsx';
import { serverErrorText } from '../../../lib/server-message.ts';
import { useSchemaForm } from '../../../lib/use-schema-form.ts';
import { useCreateReaderCheck } from '../api/reader-checks.ts';

const L = READER_CHECK_LIMITS;

/** A question as its fields hold it; the field names are the request's, so its problems land on them. */
const draftSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('choice'), prompt: z.string(), options: z.string(), correctOption: z.string() }),
  z.object({ kind: z.literal('short'), prompt: z.string(), acceptedAnswers: z.string() }),
]);
type Draft = z.infer<typeof draftSchema>;

const fieldsSchema = z.object({
  /** The text is the analysis's (the page was opened from one), not a pasted one. */
  fromAnalysis: z.boolean(),
  analysisId: z.string().nullable(),
  title: z.string(),
  text: z.string(),
  questions: z.array(draftSchema),
  clarityRating: z.boolean(),
  closesOn: z.string(),
  targetReaders: z.string(),
});
type CheckFields = z.infer<typeof fieldsSchema>;

const lines = (text: string) => text.split('\n').map((line) => line.trim()).filter((line) => line !== '');

function toQuestion(draft: Draft): ReaderQuestion {
  if (draft.kind === 'short') return { kind: 'short', prompt: draft.prompt.trim(), acceptedAnswers: lines(draft.acceptedAnswers) };
  return { kind: 'choice', prompt: draft.prompt.trim(), options: lines(draft.options), correctOption: draft.correctOption === '' ? null : Number(draft.correctOption) };
}

function toBody(fields: CheckFields): CreateReaderCheckBody {
  return {
    title: fields.title,
    ...(fields.fromAnalysis && fields.analysisId ? { analysisId: fields.analysisId } : { text: fields.text }),
    questions: fields.questions.map(toQuestion),
    clarityRating: fields.clarityRating,
    closesAt: fields.closesOn === '' ? null : new Date(`${fields.closesOn}T23:59:59`).toISOString(),
    // An empty field is 0, below the least, so the other fields' rules are checked too.
    targetReaders: Number(fields.targetReaders),
  };
}

/** The form's fields, turned into the request and checked as the server checks it (plus: a pasted text is not empty). */
const formSchema = fieldsSchema.transform(toBody).pipe(
  createReaderCheckBodySchema.superRefine((body, context) => {
    if (body.text !== undefined && body.text.trim() === '') context.addIssue({ code: 'custom', path: ['text'], message: 'empty' });
  }),
);

/** A field's message: which rule of the request it breaks, by the field's name (never zod's English). */
function problemText(t: TFunction, field: string, error: unknown): string | undefined {
  if (!error) return undefined;
  switch (field) {
    case 'title':
      return t('readerCheck.create.errors.title');
    case 'text':
      return t('readerCheck.create.errors.text');
    case 'prompt':
      return t('readerCheck.create.errors.prompt');
    case 'options':
      return t('readerCheck.create.errors.options', { max: L.options, length: L.optionLength });
    case 'acceptedAnswers':
      return t('readerCheck.create.errors.acceptedAnswers', { max: L.acceptedAnswers, length: L.acceptedAnswerLength });
    case 'correctOption':
      return t('readerCheck.create.errors.correctOption');
    case 'targetReaders':
      return t('readerCheck.create.errors.targetReaders', { max: L.targetReaders });
    default:
      return t('readerCheck.create.errors.other');
  }
}

function QuestionEditor({
  index,
  control,
  register,
  errors,
  onRemove,
}: {
  index: number;
  control: Control<CheckFields, unknown, CreateReaderCheckBody>;
  register: UseFormRegister<CheckFields>;
  errors: FieldErrors<CheckFields>;
  onRemove: () => void;
}) {
  const { t } = useTranslation('reader-check');
  const number = index + 1;
  const id = `rc-q${number}`;
  const draft = useWatch({ control, name: `questions.${index}` });
  const problems = errors.questions?.[index] as FieldErrors<Record<string, unknown>> | undefined;
  const problem = (field: string) => problemText(t, field, problems?.[field]);
  // The request has no right answer out of its options: the select says so.
  const correctProblem = problemText(t, 'correctOption', problems?.correctOption ?? (draft.kind === 'choice' ? errors.questions?.root : undefined));
  const options = draft.kind === 'choice' ? lines(draft.options) : [];
  return (
    <div className="rc-question-editor">
      <RegisteredField
        id={`${id}-prompt`}
        label={t('readerCheck.create.prompt', { number })}
        maxLength={L.promptLength}
        error={problem('prompt')}
        registration={register(`questions.${index}.prompt`)}
      />
      {draft.kind === 'choice' ? (
        <>
          <RegisteredField
            id={`${id}-options`}
            label={t('readerCheck.create.options')}
            rows={3}
            error={problem('options')}
            registration={register(`questions.${index}.options`)}
          />
          <RegisteredSelect
            id={`${id}-correct`}
            label={t('readerCheck.create.correct')}
            blankChoice={t('readerCheck.create.noCorrect')}
            choices={options.map((_, i) => String(i))}
            choiceLabel={(i) => options[Number(i)] ?? ''}
            error={correctProblem}
            registration={register(`questions.${index}.correctOption`)}
          />
        </>
      ) : (
        <RegisteredField
          id={`${id}-accepted`}
          label={t('readerCheck.create.accepted')}
          rows={2}
          error={problem('acceptedAnswers')}
          registration={register(`questions.${index}.acceptedAnswers`)}
        />
      )}
      <button type="button" className="button button--secondary button--small" onClick={onRemove}>
        {t('readerCheck.create.remove', { number })}
      </button>
    </div>
  );
}

export function CreateCheckForm({
  userId,
  analysisId,
  onCreated,
}: {
  userId: string;
  analysisId: string | null;
  onCreated: (check: ReaderCheckSummary) => void;
}) {
  const { t, i18n } = useTranslation(['reader-check', 'server-errors']);
  const form = useSchemaForm<CheckFields, CreateReaderCheckBody>(formSchema, {
    fromAnalysis: analysisId !== null,
    analysisId,
    title: '',
    text: '',
    questions: [],
    clarityRating: true,
    closesOn: '',
    targetReaders: '10',
  });
  const { errors } = form.formState;
  const { register } = form;
  const questions = useFieldArray({ control: form.control, name: 'questions' });
  const fromAnalysis = useWatch({ control: form.control, name: 'fromAnalysis' });
  const create = useCreateReaderCheck(userId);
  const titleProblem = problemText(t, 'title', errors.title);
  const textProblem = problemText(t, 'text', errors.text);
  const targetProblem = problemText(t, 'targetReaders', errors.targetReaders);

  const submit = form.handleSubmit((body) => create.mutate(body, { onSuccess: onCreated }));
  const add = (kind: Draft['kind']) =>
    questions.append(kind === 'choice' ? { kind, prompt: '', options: '', correctOption: '' } : { kind, prompt: '', acceptedAnswers: '' }, {
      shouldFocus: true,
    });

  return (
    <form className="form" onSubmit={(event) => void submit(event)} noValidate>
      <h2>{t('readerCheck.create.title')}</h2>
      <RegisteredField
        id="rc-title"
        label={t('readerCheck.create.checkTitle')}
        required
        maxLength={L.titleLength}
        error={titleProblem}
        registration={register('title')}
      />
      {fromAnalysis && analysisId ? (
        <p className="rc-inline">
          {t('readerCheck.create.fromAnalysis')}
          <button type="button" className="button button--secondary button--small" onClick={() => form.setValue('fromAnalysis', false)}>
            {t('readerCheck.create.usePasted')}
          </button>
        </p>
      ) : (
        <RegisteredField
          id="rc-text"
          label={t('readerCheck.create.text')}
          hint={t('readerCheck.create.textHint')}
          rows={8}
          required
          maxLength={L.textLength}
          error={textProblem}
          registration={register('text')}
        />
      )}
      <fieldset className="rc-profile">
        <legend>{t('readerCheck.create.questions')}</legend>
        {questions.fields.map((question, i) => (
          <QuestionEditor key={question.id} index={i} control={form.control} register={register} errors={errors} onRemove={() => questions.remove(i)} />
        ))}
        {questions.fields.length < L.questions && (
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
        <input type="checkbox" {...register('clarityRating')} /> {t('readerCheck.create.clarity')}
      </label>
      <RegisteredField id="rc-closes" type="date" label={t('readerCheck.create.closesOn')} registration={register('closesOn')} />
      <RegisteredField
        id="rc-target"
        type="number"
        min={1}
        max={L.targetReaders}
        label={t('readerCheck.create.target')}
        error={targetProblem}
        registration={register('targetReaders')}
      />
      {create.isError && (
        <p className="field__error" role="alert">
          {t('readerCheck.create.failed', { message: serverErrorText(i18n, create.error, t('serverErrors.UNKNOWN')) })}
        </p>
      )}
      <button type="submit" className="button" disabled={create.isPending}>
        {create.isPending ? t('readerCheck.create.creating') : t('readerCheck.create.submit')}
      </button>
    </form>
  );
}
