// The upload form of a corpus job (docs/research.md "Corpora"): the file (.zip of .txt/.docx, or
// .csv), the period, key terms, the CSV's columns and whether to keep the texts. react-hook-form
// with a zod schema; the server checks everything again and its message is shown as it is.
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { useSubmitCorpus, type CorpusUpload } from '../api/corpora-api.ts';
import { useSchemaForm } from '../../../lib/use-schema-form.ts';
import { serverErrorText } from '../../../lib/server-message.ts';

const PERIODS = ['English2021_2024', 'English2017_2020', 'English2013_2016'] as const;

const uploadSchema = z.object({
  file: z
    .custom<FileList>()
    .refine((files) => files instanceof FileList && files.length === 1, 'research.corpora.form.fileMissing')
    .refine((files) => !(files instanceof FileList) || /\.(zip|csv)$/i.test(files[0]?.name ?? ''), 'research.corpora.form.fileKind'),
  period: z.enum(PERIODS),
  keyTerms: z.string().max(400),
  keepTexts: z.boolean(),
  idColumn: z.string().max(200),
  textColumn: z.string().max(200),
  groupColumn: z.string().max(200),
});
type UploadFields = z.input<typeof uploadSchema>;

export function CorpusUploadForm({ userId }: { userId: string }) {
  const { t, i18n } = useTranslation(['research', 'server-errors']);
  const ids = { file: useId(), period: useId(), keyTerms: useId(), keep: useId(), id: useId(), text: useId(), group: useId(), fileError: useId(), columns: useId() };
  const [sent, setSent] = useState<number | null>(null);
  const submit = useSubmitCorpus(userId, setSent);
  const form = useSchemaForm<UploadFields, z.output<typeof uploadSchema>>(uploadSchema, {
    period: 'English2021_2024',
    keyTerms: '',
    keepTexts: false,
    idColumn: '',
    textColumn: '',
    groupColumn: '',
  });
  const fileError = form.formState.errors.file?.message;
  const onSubmit = form.handleSubmit((fields) => {
    const upload: CorpusUpload = { ...fields, file: (fields.file as FileList)[0] as File };
    setSent(0);
    submit.mutate(upload, { onSuccess: () => form.reset(), onSettled: () => setSent(null) });
  });

  return (
    <form className="form research__corpus-form" onSubmit={(event) => void onSubmit(event)} noValidate>
      <h3>{t('research.corpora.form.heading')}</h3>
      <div className="field">
        <label className="field__label" htmlFor={ids.file}>
          {t('research.corpora.form.file')}
        </label>
        <p className="field__hint" id={`${ids.file}-hint`}>
          {t('research.corpora.form.fileHint')}
        </p>
        <input
          id={ids.file}
          type="file"
          accept=".zip,.csv,application/zip,text/csv"
          aria-invalid={fileError ? true : undefined}
          aria-describedby={`${ids.file}-hint${fileError ? ` ${ids.fileError}` : ''}`}
          {...form.register('file')}
        />
        {fileError && (
          <p id={ids.fileError} className="field__error" role="alert">
            {t(fileError)}
          </p>
        )}
      </div>
      <div className="field">
        <label className="field__label" htmlFor={ids.period}>
          {t('research.corpora.form.period')}
        </label>
        <select id={ids.period} {...form.register('period')}>
          {PERIODS.map((period) => (
            <option key={period} value={period}>
              {period.replace(/^English(\d{4})_(\d{4})$/, '$1–$2')}
            </option>
          ))}
        </select>
        <p className="field__hint">{t('research.corpora.form.periodHint')}</p>
      </div>
      <div className="field">
        <label className="field__label" htmlFor={ids.keyTerms}>
          {t('research.corpora.form.keyTerms')}
        </label>
        <textarea id={ids.keyTerms} rows={2} dir="auto" {...form.register('keyTerms')} />
      </div>
      <fieldset className="field">
        <legend>{t('research.corpora.form.columns')}</legend>
        <p className="field__hint">{t('research.corpora.form.columnsHint')}</p>
        {(
          [
            ['idColumn', ids.id, 'id'],
            ['textColumn', ids.text, 'text'],
            ['groupColumn', ids.group, ''],
          ] as const
        ).map(([name, id, placeholder]) => (
          <div className="field" key={name}>
            <label className="field__label" htmlFor={id}>
              {t(`research.corpora.form.${name}`)}
            </label>
            <input id={id} className="field__control" dir="auto" placeholder={placeholder} {...form.register(name)} />
          </div>
        ))}
      </fieldset>
      <div className="field field--checkbox">
        <input id={ids.keep} type="checkbox" {...form.register('keepTexts')} />
        <label htmlFor={ids.keep}>{t('research.corpora.form.keepTexts')}</label>
      </div>
      <button type="submit" className="button" disabled={submit.isPending}>
        {t('research.corpora.form.submit')}
      </button>
      <p role="status">
        {sent !== null ? (sent < 1 ? t('research.corpora.form.uploading', { percent: Math.round(sent * 100) }) : t('research.corpora.form.reading')) : submit.isSuccess ? t('research.corpora.form.submitted') : ''}
      </p>
      {submit.isError && (
        <p role="alert" className="field__error">
          {t('research.corpora.form.error', { message: serverErrorText(i18n, submit.error, submit.error.message) })}
        </p>
      )}
    </form>
  );
}
