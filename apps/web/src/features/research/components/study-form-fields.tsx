// The fields a new study's form and a study's settings share (docs/research.md "Studies"): title,
// description, consent text, last day and the reader check, as typed, and as the request has them.
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { RegisteredField } from '../../../components/registered-field.tsx';
import { readerCheckOf } from './reader-check-fields.tsx';

/** The form checks the title (a message key); the server checks the rest, with its message. */
export const studyFormFieldsSchema = z.object({
  title: z.string().refine((title) => title.trim() !== '', 'studies.create.titleError'),
  description: z.string(),
  consentText: z.string(),
  endsOn: z.string(),
  readerCheck: z.object({ on: z.boolean(), targetReaders: z.string(), clarityRating: z.boolean() }),
});

/** The shared fields for the request: an empty consent text or last day is none. */
export function studyFieldsBody(fields: z.infer<typeof studyFormFieldsSchema>) {
  return {
    title: fields.title,
    description: fields.description,
    consentText: fields.consentText.trim() === '' ? null : fields.consentText,
    endsOn: fields.endsOn === '' ? null : fields.endsOn,
    readerCheck: readerCheckOf(fields.readerCheck),
  };
}

/** The title (its problem, a message key, under it) and the description. */
export function StudyTitleFields({
  id,
  title,
  titleProblem,
  description,
}: {
  id: string;
  title: UseFormRegisterReturn;
  titleProblem: string | undefined;
  description: UseFormRegisterReturn;
}) {
  const { t } = useTranslation(['server-errors', 'studies']);
  return (
    <>
      <RegisteredField
        id={`${id}-title`}
        label={t('studies.create.title')}
        maxLength={200}
        error={titleProblem ? t(titleProblem) : undefined}
        registration={title}
      />
      <RegisteredField id={`${id}-description`} label={t('studies.create.description')} rows={3} registration={description} />
    </>
  );
}
